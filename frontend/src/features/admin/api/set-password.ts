/**
 * POST /api/admin/set-password: an invited administrator's first password, with the one-time token
 * of the invitation's link. A public route (no session yet); the server checks the token and the
 * pool's password rule again.
 */
import { adminSetPasswordBody } from '../../../../../shared/schemas/admin';
import { getRoute } from '../../../../../shared/route-table/admin';
import { callRoute } from '../../../lib/api-client';

/** Sends the password; answers the e-mail the account signs in with. */
export async function setAdminPassword(body: unknown): Promise<string> {
  const { data } = await callRoute(getRoute('post-admin-set-password'), {
    body: adminSetPasswordBody.parse(body),
  });
  return data.email;
}
