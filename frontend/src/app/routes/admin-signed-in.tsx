// Layout route (no path) over the console's signed-in pages: the administrator (GET /api/admin/me)
// and the console's frame. Loaded on demand with its first page.
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminPaths } from '../../config/paths';
import { adminMeQuery, mfaEnrolled, type AdminMe } from '../../features/admin/api/get-admin-me';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { LanguageSwitch } from '../layout/language-switch';
import { adminRead } from './admin-guard';

/** The administrator; one without an authenticator goes to /admin/mfa first, one with it never sees that page. */
export async function loader({ request }: LoaderFunctionArgs): Promise<AdminMe> {
  const me = await adminRead(() => ensureQuery(adminMeQuery, request.signal));
  const atMfa = new URL(request.url).pathname === adminPaths.mfa;
  if (!mfaEnrolled(me) && !atMfa) throw redirect(adminPaths.mfa);
  if (mfaEnrolled(me) && atMfa) throw redirect(adminPaths.root);
  return me;
}

export function Component() {
  return <AdminLayout me={useLoaderData<AdminMe>()} languageSwitch={<LanguageSwitch />} />;
}
