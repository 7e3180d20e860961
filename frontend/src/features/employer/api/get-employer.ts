import type { PublicEmployer } from '../../../../../shared/schemas/employer';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type { PublicEmployer };

/** GET /api/Employer/{id}: the public fields of an employer (logo URL, account name, ...). */
export async function getEmployer(id: string, signal?: AbortSignal): Promise<PublicEmployer> {
  const { data } = await apiRequest('get-employer', { params: { id }, signal });
  return data;
}

/** Like getEmployer, but null when the API does not know the employer (404). */
export async function findEmployer(id: string, signal?: AbortSignal): Promise<PublicEmployer | null> {
  try {
    return await getEmployer(id, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
