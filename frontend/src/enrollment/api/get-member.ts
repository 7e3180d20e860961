/**
 * GET /api/Member/GetMember: the signed-in member, read through the query cache under ['member']
 * (memberQuery) by every loader that needs it (the builder frame, the pages after enrollment,
 * /change-password). One per session: a sign-out reloads the page and empties the cache.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Member } from '../../../../shared/schemas/member';
import { apiRequest } from '../../lib/api-client';

export type { Member };

/** GET /api/Member/GetMember: the signed-in member (the SSN masked to its last four digits). */
export async function getMember(signal?: AbortSignal): Promise<Member> {
  const { data } = await apiRequest('get-member', { signal });
  return data;
}

/** The signed-in member in the query cache. */
export const memberQuery = queryOptions({
  queryKey: ['member'] as const,
  queryFn: ({ signal }) => getMember(signal),
});
