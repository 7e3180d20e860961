/**
 * The portal's one client cache of server data (TanStack Query): what the signed-in pages read
 * (the member's dependents, the employer's contribution, plan quotes, orders, documents) is kept
 * here by query key, and a write invalidates or sets the keys it changed. It replaces the
 * hand-made caches and loading state machines the builder had (docs/architecture.md, decision
 * 0026). Route loaders fill it before a page renders (`ensureQueryData`, with the loader's
 * `request.signal`); components read it with `useQuery`/`useSuspenseQuery`, so an answer for
 * an old key is never shown for a new one.
 *
 * Only the signed-in routes load this module (app/routes/signed-in.tsx): the landing page's
 * first bundle does not carry the library. A sign-out reloads the page, which empties it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A new client: one per page load in the portal, one per test in component tests. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The figures of an enrollment do not change while the member builds it; a write says
        // what it changed (invalidateQueries / setQueryData).
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
