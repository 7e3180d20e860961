import { getRoute } from '../../../shared/route-table/member-account';
import { callerMember } from '../../caller';
import { orderRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/**
 * GET /api/MemberAccount/GetMemberAccount: the caller's member account of the plan year they last
 * authorized (waiver and reason, contribution, premium, payroll deduction), or null before any
 * authorization. The response schema keeps only the account's public fields.
 */
export const handler = httpHandler(getRoute('get-member-account'), async ({ caller }) => {
  const member = await callerMember(caller);
  const year = member.currentplanyear;
  const account = year ? await orderRepository().account(member.id, year) : undefined;
  return { data: (account ?? null) as never };
});
