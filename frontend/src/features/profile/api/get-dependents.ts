import type { Dependent } from '../../../../../shared/schemas/dependent';
import { apiRequest } from '../../../lib/api-client';

export type { Dependent };

/** GET /api/Dependent/{memberid}: the signed-in member's dependents (SSNs as their last four digits). */
export async function getDependents(memberid: string, signal?: AbortSignal): Promise<Dependent[]> {
  const { dependents } = await apiRequest('get-dependents', { params: { memberid }, signal });
  return dependents;
}
