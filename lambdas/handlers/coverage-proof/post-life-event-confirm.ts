import { getRoute } from '../../../shared/route-table/coverage-proof';
import { callerMember } from '../../caller';
import { clock, lifeEventPorts } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { confirmLifeEvent } from '../../rules/life-events';

/**
 * POST /api/LifeEvent/Confirm: checks the uploaded document by its first bytes and its size (a file
 * that is not a PDF, JPEG or PNG, or over 10 MB, is deleted and refused, 400) and submits the life
 * event for HR's review.
 */
export const handler = httpHandler(getRoute('post-life-event-confirm'), async ({ caller, body }) => {
  const member = await callerMember(caller);
  return { data: await confirmLifeEvent(lifeEventPorts(), member, body, clock()) };
});
