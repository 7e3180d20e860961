// Route module for /admin: the employers of the grant; with one employer, straight to its tracker.
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminPaths } from '../../config/paths';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { adminMeQuery, type AdminMe } from '../../features/admin/api/get-admin-me';
import { AdminEmployersPage } from '../../features/admin/components/employers-page';
import { adminTexts } from '../../features/admin/texts';
import { usePageTitle } from '../../lib/use-page-title';
import { adminRead } from './admin-guard';

export async function loader({ request }: LoaderFunctionArgs): Promise<AdminMe['employers']> {
  const { employers } = await adminRead(() => ensureQuery(adminMeQuery, request.signal));
  if (employers.length === 1) throw redirect(adminPaths.tracker(employers[0]!.id));
  return employers;
}

export function Component() {
  usePageTitle(adminTexts('employersTitle'));
  return <AdminEmployersPage employers={useLoaderData<AdminMe['employers']>()} />;
}
