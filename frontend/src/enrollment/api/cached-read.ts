/**
 * How a route loader (or a read that runs inside one, such as the cart's) reads server data: the
 * endpoint's shared query options (its module holds the fetch, the key and the staleness) through
 * `queryClient.query`, the one client cache of lib/query-client.tsx. What the cache holds within
 * its staleness is answered without a request; what it lacks, what is older and what a write
 * marked changed (lib/query-client.tsx `dropChanged`) is fetched once, however many loaders and
 * components ask at the same time.
 *
 * `query` is TanStack Query's successor of `fetchQuery` and `ensureQueryData` (both deprecated in
 * query-core 5.108). `ensureQueryData` would answer a cached entry however old, and an entry a
 * write invalidated, so a page could show figures another tab or the server had changed.
 *
 * The query's own signal goes to the API call; the caller's signal (a loader's `request.signal`)
 * stops the caller's wait, while the answer, when it comes, still fills the cache for the next
 * reader.
 */
import type { DefaultError, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';

/** The answer of `options` from the cache, fetched when the cache has none fresh. */
export function ensureQuery<T, K extends QueryKey>(
  options: QueryExecuteOptions<T, DefaultError, T, T, K>,
  signal?: AbortSignal,
): Promise<T> {
  return untilAborted(queryClient.query(options), signal);
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
