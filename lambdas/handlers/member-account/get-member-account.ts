import { getRoute } from '../../../shared/route-table/member-account';
import { callerMember } from '../../caller';
import { todayIso } from '../../../shared/domain/calendar';
import { orderSetInForce } from '../../../shared/domain/enrollment-gate';
import { clock, orderRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/**
 * GET /api/MemberAccount/GetMemberAccount: the caller's member account in force of the plan year they last
 * authorized (waiver and reason, contribution, premium, payroll deduction), or null before any
 * authorization. The response schema keeps only the account's public fields.
 */
export const handler = httpHandler(getRoute('get-member-account'), async ({ caller }) => {
  const member = await callerMember(caller);
  const year = member.currentplanyear;
  // The order set in force today (issue 40: a set superseded in a member's own window until the
  // new one starts; ENDED#ACCOUNT items, lambdas/adapters/orders.ts).
  const sets = year ? await orderRepository().orderSets(member.id, year) : [];
  const account = orderSetInForce(sets, todayIso(clock()))?.account;
  return { data: (account ?? null) as never };
});
