/**
 * The one middleware chain of every HTTP handler, one middy middleware per job, in this order:
 * logs and metrics (observe.ts), the request's id and log keys (request-id.ts), the caller on
 * member and admin routes (auth.ts), the body's size and presence (body-limit.ts), its JSON content type
 * (content-type.ts), its parsing (json-body.ts), the strict schemas of body, path and query
 * (validate-input.ts), on admin routes the administrator's grant (admin.ts), then the handler, the response allow-list (response-shape.ts), and every
 * error as an answer (error-response.ts). The middlewares share the request's state on the
 * invocation's context (types.ts). Handlers only receive validated input and return a payload.
 */
import middy from '@middy/core';
import type { RouteDef } from '../../shared/route-def';
import { memberCaller } from './auth';
import { bodyLimit, routeBodyLimit } from './body-limit';
import { jsonContentType } from './content-type';
import { errorResponse } from './error-response';
import { jsonBody } from './json-body';
import { observe } from './observe';
import { requestId } from './request-id';
import { responseShape } from './response-shape';
import {
  stateOf,
  type HandlerFn,
  type HttpContext,
  type HttpEvent,
  type HttpMiddleware,
  type HttpRequest,
  type HttpResult,
} from './types';
import { validateInput } from './validate-input';

export { MAX_BODY_BYTES } from './body-limit';
export { isJsonMediaType } from './content-type';
export type { Caller, HandlerFn, HttpEvent, HttpRequest, HttpResult, LambdaHandler } from './types';

/**
 * Wraps a route handler in the chain. "Middleware first, handler last": the handler sees only
 * validated, typed input. After and onError middlewares run in the reverse order of `use`, so the
 * answer and its counts are set before observe.ts writes the metrics and drops the log keys.
 *
 * @example
 * export const handler = httpHandler(getRoute('employer', 'get-employer'), async ({ path }) =>
 *   ({ data: await findEmployer(path.id) }));
 */
export function httpHandler<R extends RouteDef>(
  route: R,
  fn: HandlerFn<R>,
  /** The caller check of an admin route (admin-http.ts gives it, so only the console's families bundle it). */
  options: { admin?: HttpMiddleware } = {},
) {
  if (route.access === 'admin' && !options.admin)
    throw new Error(`${route.method} ${route.path} is an admin route: wrap it with adminHttpHandler`);
  // Both kinds of token are read first (401); an administrator's grant is checked once the input
  // is valid, so that malformed input is refused without reading anything (403 after that).
  const caller = route.access === 'public' ? [] : [memberCaller()];
  return middy<HttpEvent, HttpResult, Error, HttpContext>()
    .use(observe<HttpEvent, HttpResult, HttpContext>())
    .use(requestId(route))
    .use(caller)
    .use(bodyLimit({ takesBody: route.request.body !== undefined, maxBytes: routeBodyLimit(route) }))
    .use(jsonContentType())
    .use(jsonBody())
    .use(validateInput(route))
    .use(options.admin ? [options.admin] : [])
    .use(errorResponse())
    .use(responseShape(route))
    .handler(async (_event, context) => {
      const state = stateOf(context);
      const payload = await fn({ ...state.input, admin: state.admin } as HttpRequest<R>);
      // A payload, not yet an answer: responseShape makes it one.
      return payload as unknown as HttpResult;
    });
}
