/**
 * GET /api/admin/census-template: the census file's header and one example line, which the census
 * page offers as a file to download. The same for every employer and every visit: read once into
 * the query cache under ['admin', 'census-template'].
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type CensusTemplate = ApiResponse<'get-census-template'>['data'];

export async function getCensusTemplate(signal?: AbortSignal): Promise<CensusTemplate> {
  const { data } = await adminRequest('get-census-template', { signal });
  return data;
}

/** The template in the query cache; it changes only with a release. */
export const censusTemplateQuery = queryOptions({
  queryKey: ['admin', 'census-template'] as const,
  queryFn: ({ signal }) => getCensusTemplate(signal),
  staleTime: Infinity,
});
