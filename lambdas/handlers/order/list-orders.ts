import { getRoute } from '../../../shared/route-table/order';
import { httpHandler } from '../../middleware/http';
import { ownOrders } from './get-orders';

/** GET /api/Order: the caller's orders, newest createdon first (as GetOrderByMember). */
export const handler = httpHandler(getRoute('list-orders'), async ({ caller }) => ownOrders(caller));
