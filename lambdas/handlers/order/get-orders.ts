import { getRoute } from '../../../shared/route-table/order';
import { callerMember } from '../../caller';
import { orderRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/** The caller's own orders (the member behind the verified token, never an id from the request). */
export async function ownOrders(caller: { sub: string; username: string }) {
  const member = await callerMember(caller);
  return { orderdetails: await orderRepository().listOrders(member.id) };
}

/** GET /api/Order/GetOrderByMember: the caller's orders, newest createdon first. */
export const handler = httpHandler(getRoute('get-orders'), async ({ caller }) => ownOrders(caller));
