import type { OrderDetail } from '../../../../shared/schemas/order';
import { apiRequest } from '../../lib/api-client';

export type { OrderDetail };

/** GET /api/Order/GetOrderByMember: the signed-in member's orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<OrderDetail[]> {
  const { orderdetails } = await apiRequest('get-orders', { signal });
  return orderdetails;
}
