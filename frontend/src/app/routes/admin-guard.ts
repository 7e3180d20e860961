/**
 * The loader guard of the console's signed-in pages: a console session in this tab (within the
 * absolute limit) with a token, else /admin/login; an administrator without an authenticator goes
 * to /admin/mfa (the API refuses the other admin routes until then: `needsMfa`).
 */
import { redirect } from 'react-router';
import { adminPaths } from '../../config/paths';
import {
  adminAccessToken,
  adminSessionExpired,
  adminSessionStartedAt,
  adminSignOutUrl,
} from '../../features/admin/api/admin-auth';
import { needsMfa } from '../../features/admin/api/admin-request';

/** Throws the redirect to /admin/login unless an administrator is signed in in this tab. */
export async function requireAdmin(): Promise<void> {
  if (adminSessionStartedAt() === undefined) throw redirect(adminPaths.login);
  if (adminSessionExpired()) throw redirect(adminSignOutUrl('expired'));
  if (!(await adminAccessToken())) throw redirect(adminPaths.login);
}

/** Runs a signed-in loader's reads: the API's refusal of an administrator without an authenticator becomes /admin/mfa. */
export async function adminRead<T>(read: () => Promise<T>): Promise<T> {
  await requireAdmin();
  try {
    return await read();
  } catch (err) {
    if (needsMfa(err)) throw redirect(adminPaths.mfa);
    throw err;
  }
}
