/**
 * GET /api/Brocker: the lead broker of the caller's own employer's broker team, read by /contact-us
 * and /welcome through the query cache under ['broker'] (brokerQuery).
 */
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { broker } from '../../../../../shared/schemas/employer';
import { apiRequest } from '../../../lib/api-client';

export type Broker = z.infer<typeof broker>;

/** GET /api/Brocker: the lead broker of the caller's own employer's broker team, or null. */
export async function getBroker(signal?: AbortSignal): Promise<Broker | null> {
  const { data } = await apiRequest('get-broker', { signal });
  return data;
}

/** The lead broker in the query cache. */
export const brokerQuery = queryOptions({
  queryKey: ['broker'] as const,
  queryFn: ({ signal }) => getBroker(signal),
});
