// Route module for /admin/employers/:employerId/activity: the employer's activity log, its first
// page read by the loader into the query cache.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery, untilAborted } from '../../enrollment/api/cached-read';
import { activityQuery } from '../../features/admin/api/get-activity';
import { adminMeQuery, type AdminMe } from '../../features/admin/api/get-admin-me';
import { ActivityPage } from '../../features/admin/components/activity-page';
import { adminTexts } from '../../features/admin/texts';
import { queryClient } from '../../lib/query-client';
import { usePageTitle } from '../../lib/use-page-title';
import { adminRead } from './admin-guard';

type Employer = AdminMe['employers'][number];

export async function loader({ request, params }: LoaderFunctionArgs): Promise<Employer> {
  const employerId = String(params.employerId).toLowerCase();
  return adminRead(async () => {
    const [me] = await Promise.all([
      ensureQuery(adminMeQuery, request.signal),
      untilAborted(queryClient.infiniteQuery(activityQuery(employerId)), request.signal),
    ]);
    const employer = me.employers.find((e) => e.id === employerId);
    if (!employer) throw data(adminTexts('notYourEmployer'), { status: 403 });
    return employer;
  });
}

export function Component() {
  const employer = useLoaderData<Employer>();
  usePageTitle(adminTexts('activityTitle', { employer: employer.name }));
  return <ActivityPage key={employer.id} employer={employer} />;
}
