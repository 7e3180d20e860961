/**
 * GET /api/EmployerContribution/Affordability/{planYear}?householdIncome=: whether the caller's
 * offer is affordable for the plan year, with the numbers behind the verdict. The income is sent
 * for this one answer and kept nowhere.
 */
import { apiRequest, type ApiResponse } from '../../../lib/api-client';

export type Affordability = ApiResponse<'get-affordability'>['data'];

export async function getAffordability(
  planYear: number,
  householdIncome: string,
  signal?: AbortSignal,
): Promise<Affordability> {
  const { data } = await apiRequest('get-affordability', {
    params: { planYear: String(planYear) },
    query: { householdIncome },
    signal,
  });
  return data;
}
