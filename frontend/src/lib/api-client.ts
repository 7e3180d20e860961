/**
 * The one way the frontend calls the API: URLs come from the shared route table, bodies are
 * JSON, answers are checked against the route's response schema.
 */
import type * as z from 'zod/mini';
import { buildPath, getRoute, type HandlerName, type RouteOf } from '../../../shared/routes';
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

export interface ApiRequest<H extends HandlerName> {
  params?: RequestPart<RouteOf<H>, 'path'>;
  query?: RequestPart<RouteOf<H>, 'query'>;
  body?: RequestPart<RouteOf<H>, 'body'>;
  signal?: AbortSignal;
}

export type ApiResponse<H extends HandlerName> = z.output<RouteOf<H>['response']>;

function toStrings(values: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (values && typeof values === 'object') {
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) out[k] = String(v);
  }
  return out;
}

/**
 * Calls the endpoint served by `handler` (a handler name of shared/routes.ts).
 *
 * @example
 * const { data } = await apiRequest('get-employer', { params: { id } });
 */
export async function apiRequest<H extends HandlerName>(
  handler: H,
  req: ApiRequest<H> = {},
): Promise<ApiResponse<H>> {
  const route = getRoute(handler);
  const url = new URL(env().apiUrl + buildPath(route.path, toStrings(req.params)));
  for (const [k, v] of Object.entries(toStrings(req.query))) url.searchParams.set(k, v);

  // The API answers in the page's language (its messages; the figures are the same).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLocale() };
  // Member routes may refresh the session through Amplify; public ones only use a stored token.
  const token = route.access === 'member' ? await freshAccessToken() : storedAccessToken();
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
    // A 401 means the session is over (spec section 7): clear it and sign in again.
    if (res.status === 401) void endSignedInSession();
    const parsed = errorBody.safeParse(json);
    throw parsed.success
      ? new ApiError(res.status, parsed.data.message, parsed.data.requestId, parsed.data.fields)
      : new ApiError(res.status, commonTexts('somethingWentWrong'));
  }
  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw new ApiError(res.status, componentTexts('unexpectedResponse'));
  return parsed.data as ApiResponse<H>;
}
