/**
 * POST /api/admin/mfa: tells the API that the signed-in administrator has enrolled an
 * authenticator (the pool's TOTP, set up just before; the API checks with the pool), which lifts
 * its refusal of the other admin routes (403 adminMfaRequired).
 */
import { adminRequest } from './admin-request';

export async function recordMfa(): Promise<void> {
  await adminRequest('post-admin-mfa');
}
