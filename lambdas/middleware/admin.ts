/**
 * The caller of an admin route: an access token of the administrators' workforce pool (verified by
 * its own JWT authorizer, or the local server), whose grant is read from the admin table on every
 * request, so a revoked or narrowed grant takes effect at once rather than when the token expires.
 * 401 without a subject or with any token other than an access token; 403 without an active
 * grant, and on a route of an employer (`{employerId}` in the path) that the grant does not cover.
 * It runs after the input's schemas (http.ts): a malformed request is refused without a read, and
 * a valid one to an employer outside the grant gets the refusal and nothing else.
 *
 * Until the grant records the administrator's authenticator app (`mfaAt`, POST /api/admin/mfa),
 * only the routes that enrol it answer: every other gets 403 `adminMfaRequired`. The local pool
 * cannot require TOTP at sign-in (docs/decisions/0029), so the grant is where it is required.
 */
import { adminApiMessages } from '../../shared/admin-api-messages';
import { ForbiddenError } from '../../shared/domain/errors';
import type { RouteDef } from '../../shared/route-def';
import type { AdminGrant } from '../adapters/admin';
import { callerOf } from './auth';
import { stateOf, type HttpMiddleware } from './types';

export interface AdminCaller {
  grant: AdminGrant;
  /** When this session signed in (the token's auth_time, seconds since epoch). */
  authTime: number | null;
}

/** Reads a grant by the administrator's subject: the admin table in the function, a fake in tests. */
export type GrantLookup = (sub: string) => Promise<AdminGrant | undefined>;

/** The admin routes an administrator without an authenticator app may call: to read who they are and enrol it. */
export const beforeMfaHandlers: readonly string[] = ['get-admin-me', 'post-admin-mfa'];

export function adminCaller(route: RouteDef, lookup: GrantLookup): HttpMiddleware {
  const byEmployer = route.path.includes('{employerId}');
  const needsMfa = !beforeMfaHandlers.includes(route.handler);
  return {
    before: async ({ event, context }) => {
      const caller = stateOf(context).caller ?? callerOf(event);
      const grant = await lookup(caller.sub);
      if (!grant || grant.revokedAt) throw new ForbiddenError(adminApiMessages.adminNoGrant);
      if (needsMfa && !grant.mfaAt) throw new ForbiddenError(adminApiMessages.adminMfaRequired);
      if (byEmployer) {
        const employerId = String(event.pathParameters?.employerId ?? '').toLowerCase();
        if (!grant.employerIds.includes(employerId))
          throw new ForbiddenError(adminApiMessages.adminNotYourEmployer);
      }
      const authTime = Number(event.requestContext.authorizer?.jwt?.claims?.auth_time);
      const state = stateOf(context);
      state.admin = { grant, authTime: Number.isFinite(authTime) ? authTime : null };
    },
  };
}
