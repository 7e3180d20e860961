/**
 * The API as a component sees it: `serveApi` answers each call by the handler name of the shared
 * route table (shared/routes.ts), the way API Gateway picks a route, and records every call with
 * its abort signal, so a test can hold an answer back (`deferred`) and release it out of order.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { SnackbarProvider } from '../../frontend/src/components/snackbar';
import { matchRoute, type HandlerName } from '../../shared/routes';
import { testConfig } from './setup';

export interface ApiCall {
  handler: HandlerName;
  method: string;
  path: string;
  pathParameters: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  signal: AbortSignal | undefined;
}

/** A status and JSON body, or a promise of one (a held-back answer). */
export type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
export type Answers = Partial<Record<HandlerName, (call: ApiCall) => Answer>>;

/** Stubs fetch for this test; a call without an answer fails the test with its handler name. */
export function serveApi(answers: Answers): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.origin !== testConfig.apiUrl) throw new Error(`Unexpected fetch of ${url.href}`);
    const method = init.method ?? 'GET';
    const match = matchRoute(method, url.pathname);
    if (!match) throw new Error(`No API route for ${method} ${url.pathname}`);
    const handler = match.route.handler as HandlerName;
    const call: ApiCall = {
      handler,
      method,
      path: url.pathname,
      pathParameters: match.pathParameters,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const answer = answers[handler];
    if (!answer) throw new Error(`The test gives no answer for ${handler} (${method} ${url.pathname})`);
    const aborted = new Promise<never>((_, reject) => {
      call.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
    const { status = 200, body } = await Promise.race([answer(call), aborted]);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** An answer held back until the test releases it. */
export function deferred(): { answer: Answer; release(status: number, body: unknown): void } {
  let release!: (value: { status: number; body: unknown }) => void;
  const answer = new Promise<{ status: number; body: unknown }>((resolve) => {
    release = resolve;
  });
  return { answer, release: (status, body) => release({ status, body }) };
}

/**
 * Renders routes in a memory router inside the providers every page has (the snackbar of the
 * app shell), at `path`. Returns the router, to read where a screen navigated and with what state.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SnackbarProvider>
            <Outlet />
          </SnackbarProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

/** An error answer as the API gives it. */
export const failure = (status: number, message: string) => ({
  status,
  body: { success: false, message, requestId: 'req-1' },
});

/** The texts that describe a field (its error message, linked by aria-describedby), or ''. */
export const descriptionOf = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
