/**
 * GET /api/Dependent/{memberid}: the caller's saved dependents (SSNs as the last four digits).
 * The /profile and /enrollment loaders and the sub-steps (contributions, HSA, shop, cart) read
 * them through the query cache under ['dependents', memberid] (dependentsQuery): fetched once per
 * member and replaced by the profile's save with its answer (dependentsSaved).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dependent } from '../../../../shared/schemas/dependent';
import { commonTexts } from '../../lib/texts';
import { ApiError, apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

export type ApiDependent = Dependent;

export async function getDependents(memberid: string, signal?: AbortSignal): Promise<ApiDependent[]> {
  const { dependents } = await apiRequest('get-dependents', { params: { memberid }, signal });
  return dependents;
}

/** The member's saved dependents in the query cache. */
export const dependentsQuery = (memberid: string) =>
  queryOptions({
    queryKey: ['dependents', memberid] as const,
    queryFn: ({ signal }) => getDependents(memberid, signal),
  });

/** The dependents the profile's save answered, so the reads that follow need not ask again. */
export function dependentsSaved(memberid: string, dependents: ApiDependent[]): void {
  queryClient.setQueryData(dependentsQuery(memberid).queryKey, dependents);
}

export type DependentsLoad =
  | { state: 'loading' }
  | { state: 'ready'; dependents: ApiDependent[] }
  | { state: 'failed'; message: string };

/** The saved dependents for a component, as a load state. */
export function useDependents(memberid: string): DependentsLoad {
  const query = useQuery(dependentsQuery(memberid));
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed', message: messageOf(query.error) };
  return { state: 'ready', dependents: query.data };
}

/** The server's message of a failed read, or the generic one. */
export const messageOf = (err: unknown): string =>
  err instanceof ApiError ? err.message : commonTexts('somethingWentWrong');
