import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { memberAccount } from '../../../../../shared/schemas/member';
import { apiRequest } from '../../../lib/api-client';

export type MemberAccount = z.infer<typeof memberAccount>;

/**
 * GET /api/MemberAccount/GetMemberAccount: the caller's member account of the plan year last
 * authorized (waiver reason, employer contribution), or null before any authorization.
 */
export async function getMemberAccount(signal?: AbortSignal): Promise<MemberAccount | null> {
  const { data } = await apiRequest('get-member-account', { signal });
  return data;
}

/** The member account in the query cache (read by /welcome). */
export const memberAccountQuery = queryOptions({
  queryKey: ['member-account'] as const,
  queryFn: ({ signal }) => getMemberAccount(signal),
});
