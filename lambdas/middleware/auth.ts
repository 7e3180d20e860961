/**
 * The caller of a member or admin route, from the claims of the access token API Gateway's JWT authorizer
 * (or the local server) verified: 401 without a subject or with any token other than an access
 * token (an id token is refused).
 */
import * as apiMessages from '../../shared/api-messages';
import { UnauthorizedError } from '../../shared/domain/errors';
import { stateOf, type Caller, type HttpEvent, type HttpMiddleware } from './types';

export function callerOf(event: HttpEvent): Caller {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || claims?.token_use !== 'access')
    throw new UnauthorizedError(apiMessages.unauthorized);
  return { sub, username: String(claims.username ?? sub) };
}

/**
 * On member and admin routes: the subject of the access token the route's authorizer verified
 * (each kind of route has its own pool's authorizer). A public route has no caller.
 */
export function memberCaller(): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      stateOf(context).caller = callerOf(event);
    },
  };
}
