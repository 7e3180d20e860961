/**
 * GET /api/admin/me: the signed-in administrator (e-mail, role, whether an authenticator is
 * enrolled) and the employers of the grant, read through the query cache under ['admin', 'me'] by
 * the console's layout and its pages. Reading it is also where the server logs the sign-in.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type AdminMe = ApiResponse<'get-admin-me'>['data'];

/** GET /api/admin/me. */
export async function getAdminMe(signal?: AbortSignal): Promise<AdminMe> {
  const { data } = await adminRequest('get-admin-me', { signal });
  return data;
}

/** The signed-in administrator in the query cache. */
export const adminMeQuery = queryOptions({
  queryKey: ['admin', 'me'] as const,
  queryFn: ({ signal }) => getAdminMe(signal),
});

/** Whether the administrator has enrolled an authenticator (until then the API refuses the other admin routes). */
export const mfaEnrolled = (me: AdminMe): boolean => me.mfa;
