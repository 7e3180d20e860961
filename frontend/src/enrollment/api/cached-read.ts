/**
 * Reads through the portal's query cache (lib/query-client.tsx) for callers outside React: route
 * loaders and the loaders of other steps ask for the same member, dependents, ZIP or contribution
 * as the components do, and one request per key is enough while the answer is fresh. The query's
 * own signal goes to the API call; the caller's signal (a loader's `request.signal`) stops the
 * caller's wait, while the answer, when it comes, still fills the cache for the next reader.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';

/** What a read needs: its key and how to fetch it with the query's signal. */
export type CachedRead<T, K extends QueryKey = QueryKey> = Pick<
  UseQueryOptions<T, Error, T, K>,
  'queryKey' | 'queryFn' | 'staleTime'
>;

/** The answer of `read` from the cache, or fetched when missing or stale. */
export function readCached<T, K extends QueryKey>(read: CachedRead<T, K>, signal?: AbortSignal): Promise<T> {
  return untilAborted(queryClient.fetchQuery(read), signal);
}

/** `answer`, or a rejection with the signal's reason as soon as `signal` aborts. */
export function untilAborted<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
