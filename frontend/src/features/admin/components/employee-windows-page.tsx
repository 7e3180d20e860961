import type { AdminMe } from '../api/get-admin-me';
import type { StoredNewHireRules } from '../api/get-new-hire-rules';
import { adminTexts } from '../texts';
import { MemberWindowForm } from './member-window-form';
import { NewHireRulesForm } from './new-hire-rules-form';

type Employer = AdminMe['employers'][number];

/**
 * /admin/employers/:employerId/employee-windows, linked from the enrollment window screen: what
 * follows the employer's window (issue 40, item 5). The employer's new-hire rules, with which a
 * new hire on the census gets a window of their own by itself, and the form that opens a window
 * for one employee (a correction, a new hire, a life event), for the plan year enrolling now by
 * default.
 */
export function EmployeeWindowsPage({
  employer,
  newHireRules,
  currentPlanYear,
}: {
  employer: Employer;
  newHireRules: StoredNewHireRules;
  currentPlanYear: number;
}) {
  return (
    <section className="page admin-page" aria-labelledby="admin-employee-windows-title">
      <h1 id="admin-employee-windows-title">
        {adminTexts('employeeWindowsTitle', { employer: employer.name })}
      </h1>
      <NewHireRulesForm rules={newHireRules} />
      <MemberWindowForm key={currentPlanYear} planYear={currentPlanYear} />
    </section>
  );
}
