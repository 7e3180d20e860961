/**
 * GET /api/Employer/{id}: an employer's public fields. The root loader reads the employer of the
 * visit directly (findEmployer: it runs on the public pages, before the query client is loaded,
 * see app/root-loader.ts); the signed-in loaders read employers through the query cache under
 * ['employer', id] (employerQuery). This module imports no runtime code of TanStack Query, so the
 * root loader's chunk stays without it.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
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

/** An employer's public fields in the query cache, null when the API does not know it. */
export const employerQuery = (id: string) => ({
  queryKey: ['employer', id] as const,
  queryFn: ({ signal }: QueryFunctionContext): Promise<PublicEmployer | null> => findEmployer(id, signal),
});
