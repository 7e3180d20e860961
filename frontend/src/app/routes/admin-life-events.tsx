// Route module for /admin/employers/:employerId/life-events: the employer's life events waiting for
// review (issue 40, item 5), read by the loader into the query cache; viewing a document and a
// review are the route's actions.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { adminMeQuery, type AdminMe } from '../../features/admin/api/get-admin-me';
import {
  employerLifeEventsQuery,
  lifeEventLink,
  lifeEventReviewIntents,
  reviewLifeEvent,
  type EmployerLifeEvents,
} from '../../features/admin/api/life-events';
import { LifeEventsPage } from '../../features/admin/components/life-events-page';
import { adminTexts } from '../../features/admin/texts';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';
import { adminRead } from './admin-guard';

type Employer = AdminMe['employers'][number];
type Loaded = { employer: Employer; events: EmployerLifeEvents };

const employerOf = (params: LoaderFunctionArgs['params']) => String(params.employerId).toLowerCase();

export async function loader({ request, params }: LoaderFunctionArgs): Promise<Loaded> {
  const employerId = employerOf(params);
  return adminRead(async () => {
    const [me, events] = await Promise.all([
      ensureQuery(adminMeQuery, request.signal),
      ensureQuery(employerLifeEventsQuery(employerId), request.signal),
    ]);
    const employer = me.employers.find((e) => e.id === employerId);
    if (!employer) throw data(adminTexts('notYourEmployer'), { status: 403 });
    return { employer, events };
  });
}

export const action = routeAction({
  [lifeEventReviewIntents.link]: (body, { params }) => lifeEventLink(employerOf(params), body),
  [lifeEventReviewIntents.review]: (body, { params }) => reviewLifeEvent(employerOf(params), body),
});

export function Component() {
  const { employer, events } = useLoaderData<Loaded>();
  usePageTitle(adminTexts('lifeEventsTitle', { employer: employer.name }));
  return <LifeEventsPage key={employer.id} employer={employer} events={events} />;
}
