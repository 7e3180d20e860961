/**
 * The request's id and the log keys that name it: the id API Gateway gave the request (else the
 * invocation's, else a new one), and `requestId` and `route` in every later log line of the
 * invocation (Powertools' injectLambdaContext drops them when it ends). First of the chain: it
 * creates the request's state (types.ts) that the others fill in.
 */
import type { RouteDef } from '../../shared/route-def';
import { logger } from './logger';
import type { HttpMiddleware } from './types';

export function requestId(route: Pick<RouteDef, 'method' | 'path'>): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      const id = event.requestContext?.requestId ?? context.awsRequestId ?? crypto.randomUUID();
      context.http = { requestId: id };
      logger.appendKeys({ requestId: id, route: `${route.method} ${route.path}` });
    },
  };
}
