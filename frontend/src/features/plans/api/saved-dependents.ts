import { apiRequest } from '../../../lib/api-client';
import type { QuoteDependent } from './quote-plans';

/** GET /api/Dependent/{memberid}: the saved dependents, for a quote when the builder holds none. */
export async function savedDependents(memberid: string, signal?: AbortSignal): Promise<QuoteDependent[]> {
  const { dependents } = await apiRequest('get-dependents', { params: { memberid }, signal });
  return dependents;
}
