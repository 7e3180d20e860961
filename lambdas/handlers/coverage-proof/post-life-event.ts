import { randomUUID } from 'node:crypto';
import { getRoute } from '../../../shared/route-table/coverage-proof';
import { callerMember } from '../../caller';
import { clock, lifeEventPorts } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { lifeEventGrant } from '../../rules/life-events';

/**
 * POST /api/LifeEvent: checks the event's date (400 in the future, 409 more than 60 days ago:
 * 45 CFR 155.420(c)(1)), then answers a 5-minute pre-signed POST of its document to a fresh key under
 * the caller's own prefix; the browser posts the file there, never to the API. Nothing is stored yet.
 */
export const handler = httpHandler(getRoute('post-life-event'), async ({ caller, body }) => {
  const member = await callerMember(caller);
  return { data: await lifeEventGrant(lifeEventPorts(), member, body, clock(), randomUUID) };
});
