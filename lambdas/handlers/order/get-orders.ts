import { getRoute } from '../../../shared/route-table/order';
import { callerMember } from '../../caller';
import { todayIso } from '../../../shared/domain/calendar';
import { ordersInForce } from '../../../shared/domain/enrollment-gate';
import { clock, orderRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/**
 * The caller's own orders (the member behind the verified token, never an id from the request):
 * of each plan year, the order set in force today (issue 40: one superseded in a member's own
 * window is kept, with its end date, but no longer answered once the new one is in force).
 */
export async function ownOrders(caller: { sub: string; username: string }) {
  const member = await callerMember(caller);
  const orders = await orderRepository().listOrders(member.id);
  return { orderdetails: ordersInForce(orders, todayIso(clock())) };
}

/** GET /api/Order/GetOrderByMember: the caller's orders, newest createdon first. */
export const handler = httpHandler(getRoute('get-orders'), async ({ caller }) => ownOrders(caller));
