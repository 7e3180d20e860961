import type * as z from 'zod/mini';
import type { broker } from '../../../../../shared/schemas/employer';
import { apiRequest } from '../../../lib/api-client';

export type Broker = z.infer<typeof broker>;

/** GET /api/Brocker: the lead broker of the caller's own employer's broker team, or null. */
export async function getBroker(signal?: AbortSignal): Promise<Broker | null> {
  const { data } = await apiRequest('get-broker', { signal });
  return data;
}
