import type { PublicEmployer } from '../../../../shared/schemas/employer';
import { ApiError, apiRequest } from '../../lib/api-client';

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

/**
 * The signed-in member's own employer. `hint` (the employer of the visit's link, or the one the
 * browser remembers) is fetched beside the member to save a round trip, and used only when it is
 * the member's employer: the settings that shape the builder (employeazecustomer, hsaonly,
 * edoc_period) must be those of the member's employer, wherever the member signed in from.
 */
export async function memberEmployer(
  member: Promise<{ employer_id: string }>,
  hint: string | null | undefined,
  signal?: AbortSignal,
): Promise<PublicEmployer | null> {
  const [m, hinted] = await Promise.all([member, hint ? findEmployer(hint, signal) : null]);
  if (hinted && hinted.id === m.employer_id) return hinted;
  return findEmployer(m.employer_id, signal);
}
