/**
 * The portal's one client cache of server data (TanStack Query): what the signed-in pages read
 * (the member, the employer, the orders, the dependents, the employer's contribution, plan quotes,
 * documents, ...) is kept here by query key. Each endpoint's module holds its fetch and its query
 * options (key, function, staleness); route loaders read them with `queryClient.query`
 * (enrollment/api/cached-read.ts `ensureQuery`, with the loader's `request.signal`) and components
 * with `useQuery` and the same options, so one answer has one cache entry and an answer for an old
 * key is never shown for a new one (decision 0026, docs/architecture.md).
 *
 * Freshness after a write is this cache's alone: a write sets the keys its answer holds
 * (`setQueryData`) and drops the keys it changed without answering them (`dropChanged`); the
 * loaders the router runs after the write then read the cache and fetch only what was dropped.
 *
 * Only the signed-in routes load this module (app/routes/signed-in.tsx and the signed-in route
 * modules): the landing page's first bundle does not carry the library. A sign-out reloads the
 * page, which empties it.
 */
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A new client: one per page load in the portal, one per test in component tests. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The figures of an enrollment do not change while the member builds it; a write says
        // what it changed (setQueryData / dropChanged). Loaders (`query`) and components' queries
        // read again what is older than this.
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        // A failed read shows its message and a way to try again, instead of waiting on retries.
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/** The page's client. The one module-level cache of the frontend besides the builder store. */
export const queryClient = createQueryClient();

/**
 * A write changed these keys on the server without answering them: their entries are marked
 * changed (invalidated), so the next reader fetches them (a loader's `query` treats them as
 * stale) while a component showing one keeps its figures on screen until the new answer replaces
 * them, and is read again at once. Loader and component share the one request.
 */
export async function dropChanged(...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Gives the signed-in routes `queryClient` (or a test's own client). */
export function QueryProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
