/**
 * GET /api/Order/GetOrderByMember: the signed-in member's orders, read through the query cache
 * under ['orders'] (ordersQuery) by the builder frame (already enrolled?), /welcome and
 * /health-plan. Authorize Elections drops the entry (features/cart/api/authorize-elections.ts),
 * so the next page reads the new orders.
 */
import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../shared/schemas/order';
import { apiRequest } from '../../lib/api-client';

export type { OrderDetail };

/** GET /api/Order/GetOrderByMember: the signed-in member's orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<OrderDetail[]> {
  const { orderdetails } = await apiRequest('get-orders', { signal });
  return orderdetails;
}

/** The member's orders in the query cache. */
export const ordersQuery = queryOptions({
  queryKey: ['orders'] as const,
  queryFn: ({ signal }) => getOrders(signal),
});
