import { getRoute } from '../../../shared/route-table/employer';
import { callerMember } from '../../caller';
import { employerRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/** GET /api/Brocker: the lead broker of the caller's employer's broker team, or null when it has none. */
export const handler = httpHandler(getRoute('get-broker'), async ({ caller }) => {
  const member = await callerMember(caller);
  const [lead] = await employerRepository().brokers(member.employerId);
  return { data: lead ?? null };
});
