// Route module for /admin/employers/:employerId: the enrollment tracker, its filters, search, sort
// and page read from the URL; reminding the selected (or all) employees is the route's action.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { trackerPageQuery, type Tracker } from '../../features/admin/api/get-tracker';
import { postReminders, remindIntent } from '../../features/admin/api/post-reminders';
import { TrackerPage } from '../../features/admin/components/tracker-page';
import { adminTexts } from '../../features/admin/texts';
import { trackerRequestOf } from '../../features/admin/tracker-params';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';
import { adminRead } from './admin-guard';

export async function loader({ request, params }: LoaderFunctionArgs): Promise<Tracker> {
  const employerId = String(params.employerId).toLowerCase();
  const query = trackerRequestOf(new URL(request.url).searchParams);
  return adminRead(() => ensureQuery(trackerPageQuery(employerId, query), request.signal));
}

export const action = routeAction({
  [remindIntent]: (body, { params }) => postReminders(String(params.employerId).toLowerCase(), body),
});

export function Component() {
  const tracker = useLoaderData<Tracker>();
  usePageTitle(adminTexts('trackerTitle', { employer: tracker.employer.name }));
  return <TrackerPage tracker={tracker} />;
}
