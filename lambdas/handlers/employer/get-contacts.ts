import { getRoute } from '../../../shared/route-table/employer';
import { callerMember } from '../../caller';
import { employerRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/**
 * GET /api/Contacts: every contact of the caller's employer, in the employer's order. Choosing
 * which to show (displaytoemployee, the type-1 fallback) is the welcome page's rule.
 */
export const handler = httpHandler(getRoute('get-contacts'), async ({ caller }) => {
  const member = await callerMember(caller);
  return { data: await employerRepository().contacts(member.employerId) };
});
