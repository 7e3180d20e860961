/**
 * The one way the frontend calls the API: URLs come from the shared route table, bodies are
 * JSON, answers are checked against the route's response schema.
 */
import type * as z from 'zod/mini';
import { buildPath, type RouteDef } from '../../../shared/route-def';
import { getPortalRoute, type PortalHandlerName } from '../../../shared/portal-routes';
import type { HandlerName, RouteOf } from '../../../shared/routes';
import { errorBody } from '../../../shared/schemas/common';
import { commonTexts } from './texts';
import { env } from '../config/env';
import { currentLocale } from './i18n';
import { endSignedInSession, freshAccessToken, storedAccessToken } from './auth';
import { componentTexts } from '../components/texts';

/** A failed call: the HTTP status (0 when the network failed) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly requestId?: string,
    readonly fields?: Record<string, string>,
    /** The shared/api-messages.ts name of the server's message (`adminMfaRequired`), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestPart<R, K extends 'path' | 'query' | 'body'> = R extends {
  request: { [P in K]: infer S extends z.ZodMiniType };
}
  ? z.input<S>
  : never;

/** A call of a route: its parameters, query and body, typed by its schemas. */
export interface RouteCall<R> {
  params?: RequestPart<R, 'path'>;
  query?: RequestPart<R, 'query'>;
  body?: RequestPart<R, 'body'>;
  signal?: AbortSignal;
  /**
   * The console's access token (of the administrators' workforce pool), given by the console for
   * its own routes (features/admin/api/admin-request.ts). It is sent to a route of access 'admin'
   * only, and such a route is sent nothing else: no employee token ever reaches an admin route,
   * and no admin token a member or public one.
   */
  adminToken?: string;
}

export type ApiRequest<H extends HandlerName> = RouteCall<RouteOf<H>>;
export type ApiResponse<H extends HandlerName> = z.output<RouteOf<H>['response']>;
type RouteResponse<R extends RouteDef> = z.output<R['response'] & z.ZodMiniType>;

function toStrings(values: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (values && typeof values === 'object') {
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) out[k] = String(v);
  }
  return out;
}

/**
 * Calls the portal's endpoint served by `handler` (a handler name of shared/portal-routes.ts: the
 * console calls its own routes with {@link callRoute}, so the portal's pages bundle none of them).
 *
 * @example
 * const { data } = await apiRequest('get-employer', { params: { id } });
 */
export function apiRequest<H extends PortalHandlerName>(
  handler: H,
  req: ApiRequest<H> = {},
): Promise<ApiResponse<H>> {
  return callRoute(getPortalRoute(handler), req) as Promise<ApiResponse<H>>;
}

/** Calls the endpoint of a route of the route table. */
export async function callRoute<R extends RouteDef>(
  route: R,
  req: RouteCall<R> = {},
): Promise<RouteResponse<R>> {
  const url = new URL(env().apiUrl + buildPath(route.path, toStrings(req.params)));
  for (const [k, v] of Object.entries(toStrings(req.query))) url.searchParams.set(k, v);

  // The API answers in the page's language (its messages; the figures are the same).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLocale() };
  // Member routes may refresh the session through Amplify; public ones only use a stored token;
  // admin routes carry the console's token, which only the console gives.
  const token =
    route.access === 'admin'
      ? req.adminToken
      : route.access === 'member'
        ? await freshAccessToken()
        : storedAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(url, {
      method: route.method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, commonTexts('somethingWentWrong'));
  }

  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    // A 401 means the session is over (spec section 7): clear it and sign in again. The console
    // ends its own session (features/admin/api/admin-request.ts), not the employee's.
    if (res.status === 401 && route.access !== 'admin') void endSignedInSession();
    const parsed = errorBody.safeParse(json);
    throw parsed.success
      ? new ApiError(
          res.status,
          parsed.data.message,
          parsed.data.requestId,
          parsed.data.fields,
          parsed.data.code,
        )
      : new ApiError(res.status, commonTexts('somethingWentWrong'));
  }
  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw new ApiError(res.status, componentTexts('unexpectedResponse'));
  return parsed.data as RouteResponse<R>;
}
