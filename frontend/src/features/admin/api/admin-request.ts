/**
 * The console's calls to the API: the shared API client (lib/api-client.ts) with the console's
 * token, for the admin routes only. A 401 means the console's session is over: it is ended
 * (Amplify's sign-out, /admin/login). The other refusals come back as the client's ApiError, with
 * the server's code, so that a loader can send an administrator without an authenticator to
 * /admin/mfa (`needsMfa`).
 */
import type { RouteDef } from '../../../../../shared/route-def';
import { getRoute } from '../../../../../shared/route-table/admin';
import type { HandlerName } from '../../../../../shared/routes';
import {
  ApiError,
  callRoute,
  type ApiRequest,
  type ApiResponse,
  type RouteCall,
} from '../../../lib/api-client';
import { adminTexts } from '../texts';
import { adminAccessToken, endAdminSession } from './admin-auth';

/**
 * The code (a shared/api-messages.ts name) the API answers with its 403 on an admin route until
 * the administrator enrolled an authenticator (POST /api/admin/mfa).
 */
const mfaRequiredCode = 'adminMfaRequired';

/** Whether an error is the API's refusal of a signed-in administrator without an authenticator. */
export const needsMfa = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 403 && err.code === mfaRequiredCode;

/**
 * Calls a route of the console's with its token; without a session, refuses as the API would (401).
 * The route comes from its family's table: the admin family's by name ({@link adminRequest}), the
 * files' from shared/route-table/admin-files.ts (a function of their own on the server).
 *
 * @example
 * const { data } = await adminCall(getRoute('get-files'), { params: { employerId }, query: {} });
 */
export async function adminCall<R extends RouteDef>(
  route: R,
  req: Omit<RouteCall<R>, 'adminToken'> = {},
): ReturnType<typeof callRoute<R>> {
  const adminToken = await adminAccessToken();
  if (!adminToken) throw new ApiError(401, adminTexts('signedOutExpired'));
  try {
    return await callRoute(route, { ...req, adminToken } as RouteCall<R>);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) void endAdminSession();
    throw err;
  }
}

/** Calls a route of the admin family (shared/route-table/admin.ts) by its handler's name. */
export async function adminRequest<H extends HandlerName & Parameters<typeof getRoute>[0]>(
  handler: H,
  req: Omit<ApiRequest<H>, 'adminToken'> = {},
): Promise<ApiResponse<H>> {
  return (await adminCall(
    getRoute(handler),
    req as Omit<RouteCall<RouteDef>, 'adminToken'>,
  )) as ApiResponse<H>;
}
