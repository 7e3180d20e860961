import { getRoute } from '../../../shared/route-table/admin';
import { adminStore, employerRepository } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * GET /api/admin/me: the signed-in administrator and the employers of their grant, by name. The
 * console reads it first after sign-in, so it is where a session's sign-in is logged, once per
 * session (the token's auth_time) in each employer's activity.
 */
export const handler = adminHttpHandler(getRoute('get-admin-me'), async ({ admin }) => {
  const { grant, authTime } = admin;
  if (authTime !== null) await adminStore().recordSignIn(grant, authTime, new Date());
  const employers = await Promise.all(
    grant.employerIds.map(async (id) => {
      const employer = await employerRepository().get(id);
      return { id, name: employer?.accountname ?? id };
    }),
  );
  employers.sort((a, b) => a.name.localeCompare(b.name));
  return {
    data: { email: grant.email, role: grant.role, phi: grant.phi, employers, mfa: grant.mfaAt !== null },
  };
});
