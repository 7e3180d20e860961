/**
 * The handler's payload becomes the 200 answer: `success: true` added (docs/api.md), then the
 * route's response schema applied as an allow-list, so fields it does not name never leave the
 * server (a payload the schema refuses fails the request: a 500 from error-response.ts). Counts
 * the outcome.
 */
import type { RouteDef } from '../../shared/route-def';
import { jsonResponse } from './json-response';
import { countOutcome } from './observability';
import { stateOf, type HttpMiddleware } from './types';

export function responseShape(route: Pick<RouteDef, 'response'>): HttpMiddleware {
  return {
    after: async (request) => {
      // The handler returned its payload, not yet an answer (http.ts).
      const payload = request.response as unknown as Record<string, unknown>;
      const safe = route.response.parse({ success: true, ...payload });
      countOutcome(200);
      request.response = jsonResponse(200, safe, stateOf(request.context).requestId);
    },
  };
}
