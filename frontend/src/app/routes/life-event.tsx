// Route module for /life-event (signed in only, in the after-enrollment frame): the employee
// reports a life event and sees the events reported (issue 40, item 5). Linked from /welcome and
// from the builder's closed-enrollment message.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import {
  confirmLifeEvent,
  lifeEventIntents,
  lifeEventsQuery,
  reportLifeEvent,
  type LifeEvent,
} from '../../features/life-event/api/life-events';
import { LifeEventPage } from '../../features/life-event/components/life-event-page';
import { routeAction } from '../../lib/route-action';
import { requireSession } from '../require-session';

export async function loader({ request }: LoaderFunctionArgs): Promise<LifeEvent[]> {
  await requireSession(request);
  return ensureQuery(lifeEventsQuery, request.signal);
}

/** The report's two writes: the event (answered a grant for its document), then its confirmation. */
export const action = routeAction({
  [lifeEventIntents.report]: (body) => reportLifeEvent(body),
  [lifeEventIntents.confirm]: (body) => confirmLifeEvent(body),
});

export function Component() {
  const events = useLoaderData<LifeEvent[]>();
  return <LifeEventPage events={events} />;
}
