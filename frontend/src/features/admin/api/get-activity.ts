/**
 * GET /api/admin/employers/{employerId}/activity: the employer's activity log, newest first, a
 * page at a time (`next` is the cursor of the following page). Read through the query cache as an
 * infinite query under ['admin', 'activity', employerId]: the loader reads the first page, "Show
 * more" the next ones, and the cache keeps what was shown.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type ActivityPage = ApiResponse<'get-activity'>['data'];

/** GET .../activity, from `cursor` (the previous page's `next`) or from the newest. */
export async function getActivity(
  employerId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const { data } = await adminRequest('get-activity', {
    params: { employerId },
    query: cursor ? { cursor } : {},
    signal,
  });
  return data;
}

/** An employer's activity in the query cache, page after page. */
export const activityQuery = (employerId: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'activity', employerId] as const,
    queryFn: ({ pageParam, signal }) => getActivity(employerId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 30_000,
  });
