// Route module for /admin/employers/:employerId/window: the employer's enrollment windows by plan
// year, read by the loader into the query cache; setting the current plan year's window is the
// route's action.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { adminMeQuery, type AdminMe } from '../../features/admin/api/get-admin-me';
import { windowsQuery, type Windows } from '../../features/admin/api/get-windows';
import { putWindow, saveWindowIntent } from '../../features/admin/api/put-window';
import { WindowPage } from '../../features/admin/components/window-page';
import { adminTexts } from '../../features/admin/texts';
import { dropChanged } from '../../lib/query-client';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';
import { adminRead } from './admin-guard';

type Employer = AdminMe['employers'][number];
type Loaded = { employer: Employer; windows: Windows };

const employerOf = (params: LoaderFunctionArgs['params']) => String(params.employerId).toLowerCase();

export async function loader({ request, params }: LoaderFunctionArgs): Promise<Loaded> {
  const employerId = employerOf(params);
  return adminRead(async () => {
    const [me, windows] = await Promise.all([
      ensureQuery(adminMeQuery, request.signal),
      ensureQuery(windowsQuery(employerId), request.signal),
    ]);
    const employer = me.employers.find((e) => e.id === employerId);
    if (!employer) throw data(adminTexts('notYourEmployer'), { status: 403 });
    return { employer, windows };
  });
}

export const action = routeAction({
  [saveWindowIntent]: async (body, { params }) => {
    const employerId = employerOf(params);
    const saved = await putWindow(employerId, body);
    // The list shows the window saved: the loader that follows reads the windows again.
    await dropChanged(windowsQuery(employerId).queryKey);
    return saved;
  },
});

export function Component() {
  const { employer, windows } = useLoaderData<Loaded>();
  usePageTitle(adminTexts('windowTitle', { employer: employer.name }));
  return <WindowPage key={employer.id} employer={employer} windows={windows} />;
}
