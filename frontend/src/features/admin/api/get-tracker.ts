/**
 * GET /api/admin/employers/{employerId}/tracker: one page of an employer's enrollment tracker
 * (counts per state, the filtered, searched and sorted rows), read through the query cache under
 * ['admin', 'tracker', employerId, query]: each filter, search, sort and page is its own entry,
 * so going back to a page shows it at once.
 */
import { queryOptions } from '@tanstack/react-query';
import type { TrackerQuery } from '../../../../../shared/schemas/admin';
import type { ApiResponse } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type Tracker = ApiResponse<'get-tracker'>['data'];

/** GET .../tracker with the URL's filters. */
export async function getTracker(
  employerId: string,
  query: TrackerQuery,
  signal?: AbortSignal,
): Promise<Tracker> {
  const { data } = await adminRequest('get-tracker', { params: { employerId }, query, signal });
  return data;
}

/** One page of an employer's tracker in the query cache. Figures move as employees enroll: a minute's staleness. */
export const trackerPageQuery = (employerId: string, query: TrackerQuery) =>
  queryOptions({
    queryKey: ['admin', 'tracker', employerId, query] as const,
    queryFn: ({ signal }) => getTracker(employerId, query, signal),
    staleTime: 60_000,
  });
