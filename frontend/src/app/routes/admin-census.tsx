// Route module for /admin/employers/:employerId/census: the census template read by the loader
// into the query cache; checking a file, inviting its rows and sending new invitations are route
// actions.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { adminMeQuery, type AdminMe } from '../../features/admin/api/get-admin-me';
import { censusTemplateQuery, type CensusTemplate } from '../../features/admin/api/get-census-template';
import { checkCensus } from '../../features/admin/api/post-census-check';
import { confirmCensus } from '../../features/admin/api/post-census-confirm';
import { resendInvitations } from '../../features/admin/api/post-census-resend';
import { CensusPage, censusIntents } from '../../features/admin/components/census-page';
import { adminTexts } from '../../features/admin/texts';
import { routeAction } from '../../lib/route-action';
import { notAfterWrites } from '../../lib/submission';
import { usePageTitle } from '../../lib/use-page-title';
import { adminRead } from './admin-guard';

type Loaded = { employer: AdminMe['employers'][number]; template: CensusTemplate };

const employerOf = (params: LoaderFunctionArgs['params']) => String(params.employerId).toLowerCase();

export async function loader({ request, params }: LoaderFunctionArgs): Promise<Loaded> {
  const employerId = employerOf(params);
  return adminRead(async () => {
    const [me, template] = await Promise.all([
      ensureQuery(adminMeQuery, request.signal),
      ensureQuery(censusTemplateQuery, request.signal),
    ]);
    const employer = me.employers.find((e) => e.id === employerId);
    if (!employer) throw data(adminTexts('notYourEmployer'), { status: 403 });
    return { employer, template };
  });
}

export const action = routeAction({
  [censusIntents.check]: (body, { params }) => checkCensus(employerOf(params), body),
  [censusIntents.confirm]: (body, { params }) => confirmCensus(employerOf(params), body),
  [censusIntents.resend]: (body, { params }) => resendInvitations(employerOf(params), body),
});

/** What the page shows does not change with its writes: the loader is not run again after them. */
export const shouldRevalidate = notAfterWrites;

export function Component() {
  const { employer, template } = useLoaderData<Loaded>();
  usePageTitle(adminTexts('censusTitle', { employer: employer.name }));
  return <CensusPage key={employer.id} employer={employer} template={template} />;
}
