import { getRoute } from '../../../shared/route-table/coverage-proof';
import { callerMember } from '../../caller';
import { lifeEventPorts } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { lifeEventsOf } from '../../rules/life-events';

/** GET /api/LifeEvent: the caller's reported life events, newest first, each with where it stands. */
export const handler = httpHandler(getRoute('get-life-events'), async ({ caller }) => {
  const member = await callerMember(caller);
  return { data: { events: await lifeEventsOf(lifeEventPorts(), member) } };
});
