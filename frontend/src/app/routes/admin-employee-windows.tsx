// Route module for /admin/employers/:employerId/employee-windows: the employer's new-hire rules and
// the plan year it enrolls for now, read by the loader into the query cache; setting the rules and
// opening a window of one employee's own are the route's action.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { adminMeQuery, type AdminMe } from '../../features/admin/api/get-admin-me';
import { newHireRulesQuery, type StoredNewHireRules } from '../../features/admin/api/get-new-hire-rules';
import { windowsQuery } from '../../features/admin/api/get-windows';
import { openMemberWindowIntent, postMemberWindow } from '../../features/admin/api/post-member-window';
import { putNewHireRules, saveNewHireRulesIntent } from '../../features/admin/api/put-new-hire-rules';
import { EmployeeWindowsPage } from '../../features/admin/components/employee-windows-page';
import { adminTexts } from '../../features/admin/texts';
import { dropChanged } from '../../lib/query-client';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';
import { adminRead } from './admin-guard';

type Employer = AdminMe['employers'][number];
type Loaded = { employer: Employer; newHireRules: StoredNewHireRules; currentPlanYear: number };

const employerOf = (params: LoaderFunctionArgs['params']) => String(params.employerId).toLowerCase();

export async function loader({ request, params }: LoaderFunctionArgs): Promise<Loaded> {
  const employerId = employerOf(params);
  return adminRead(async () => {
    // The windows' answer says the plan year enrolling now (the enrollment window screen's entry).
    const [me, newHireRules, windows] = await Promise.all([
      ensureQuery(adminMeQuery, request.signal),
      ensureQuery(newHireRulesQuery(employerId), request.signal),
      ensureQuery(windowsQuery(employerId), request.signal),
    ]);
    const employer = me.employers.find((e) => e.id === employerId);
    if (!employer) throw data(adminTexts('notYourEmployer'), { status: 403 });
    return { employer, newHireRules, currentPlanYear: windows.currentPlanYear };
  });
}

export const action = routeAction({
  [saveNewHireRulesIntent]: async (body, { params }) => {
    const employerId = employerOf(params);
    const saved = await putNewHireRules(employerId, body);
    // The loader that follows reads the rules again.
    await dropChanged(newHireRulesQuery(employerId).queryKey);
    return saved;
  },
  // A member window changes nothing this screen reads: no entry to drop.
  [openMemberWindowIntent]: (body, { params }) => postMemberWindow(employerOf(params), body),
});

export function Component() {
  const { employer, newHireRules, currentPlanYear } = useLoaderData<Loaded>();
  usePageTitle(adminTexts('employeeWindowsTitle', { employer: employer.name }));
  return (
    <EmployeeWindowsPage
      key={employer.id}
      employer={employer}
      newHireRules={newHireRules}
      currentPlanYear={currentPlanYear}
    />
  );
}
