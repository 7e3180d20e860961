/**
 * The console's calls to the API: the shared API client (lib/api-client.ts) with the console's
 * token, for the admin routes only. A 401 means the console's session is over: it is ended
 * (Amplify's sign-out, /admin/login). The other refusals come back as the client's ApiError, with
 * the server's code, so that a loader can send an administrator without an authenticator to
 * /admin/mfa (`needsMfa`).
 */
import { getRoute } from '../../../../../shared/route-table/admin';
import type { HandlerName } from '../../../../../shared/routes';
import { ApiError, callRoute, type ApiRequest, type ApiResponse } from '../../../lib/api-client';
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

/** Calls an admin route with the console's token; without a session, refuses as the API would (401). */
export async function adminRequest<H extends HandlerName & Parameters<typeof getRoute>[0]>(
  handler: H,
  req: Omit<ApiRequest<H>, 'adminToken'> = {},
): Promise<ApiResponse<H>> {
  const adminToken = await adminAccessToken();
  if (!adminToken) throw new ApiError(401, adminTexts('signedOutExpired'));
  try {
    return (await callRoute(getRoute(handler), { ...req, adminToken } as ApiRequest<H>)) as ApiResponse<H>;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) void endAdminSession();
    throw err;
  }
}
