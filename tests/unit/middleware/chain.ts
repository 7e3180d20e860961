/**
 * Runs middlewares of the HTTP chain on their own, as middy runs them: after request-id.ts (which
 * creates the request's state), around a handler that answers the state the middlewares left.
 */
import middy from '@middy/core';
import { requestId } from '../../../lambdas/middleware/request-id';
import type {
  HttpContext,
  HttpEvent,
  HttpMiddleware,
  HttpResult,
  RequestState,
} from '../../../lambdas/middleware/types';
import { lambdaContext } from '../../helpers/events';

export const testRoute = { method: 'POST', path: '/api/Echo' } as const;

/** The request's state after `middlewares`, or the error one of them threw. */
export async function stateAfter(
  event: HttpEvent,
  middlewares: HttpMiddleware[],
  context: HttpContext = lambdaContext(),
): Promise<RequestState> {
  const chain = middy<HttpEvent, HttpResult, Error, HttpContext>()
    .use(requestId(testRoute))
    .use(middlewares)
    .handler(async (_event, ctx) => ctx.http as unknown as HttpResult);
  return (await chain(event, context)) as unknown as RequestState;
}
