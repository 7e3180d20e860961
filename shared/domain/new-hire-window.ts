/**
 * A new hire's window that opens by itself (issue 40, item 5): when the employer has new-hire rules
 * and its census holds the member's hire date, the member gets the window those rules give
 * (shared/domain/enrollment-gate.ts `newHireWindowDates`: eligible after the waiting period,
 * at most 90 days under 29 CFR 2590.715-2708, then the days to enroll) without HR opening it.
 * Pure: the lookup (lambdas/rules/enrollment-gate.ts) reads the rules, the hire date and the
 * windows, and a window HR stored for the plan year (a correction, a life event, a new hire's with
 * another date) always wins over this one.
 */
import { parseDate, planYearOf } from './calendar';
import {
  newHireWindowDates,
  type EmployerWindowDates,
  type MemberWindow,
  type NewHireSettings,
} from './enrollment-gate';

/** Who "opened" a window that the census's hire date opened. */
export const CENSUS_OPENER = 'census';

/**
 * Whether a hire date gives a new hire's window for `planYear`: a hire in the plan year, or a hire
 * before it starts but after the employer's enrollment window for it closed (too late for open
 * enrollment). Anyone hired earlier enrolls in open enrollment like every other employee.
 *
 * @example
 * hireCountsForPlanYear('2027-03-14', 2027, undefined); // true
 * hireCountsForPlanYear('2026-12-20', 2027, { opens: '2026-11-01', closes: '2026-12-15' }); // true
 * hireCountsForPlanYear('2026-10-01', 2027, { opens: '2026-11-01', closes: '2026-12-15' }); // false
 */
export function hireCountsForPlanYear(
  hireDate: string,
  planYear: number,
  employerWindow: EmployerWindowDates | undefined,
): boolean {
  if (!parseDate(hireDate)) return false;
  if (planYearOf(hireDate) === planYear) return true;
  return hireDate < `${planYear}-01-01` && employerWindow !== undefined && hireDate > employerWindow.closes;
}

/**
 * The window the census's hire date and the employer's new-hire rules give a member for
 * `planYear`, or undefined when the hire does not count for that plan year
 * ({@link hireCountsForPlanYear}). Whether it is open today is the gate's question.
 *
 * @example
 * censusNewHireWindow({
 *   memberId: 'm-1', planYear: 2027, hireDate: '2027-03-14', employerWindow: undefined,
 *   settings: { waitingPeriod: { kind: 'first-of-month-after-hire' }, daysToEnroll: 30 },
 * }); // { kind: 'new-hire', opens: '2027-04-01', closes: '2027-04-30', openedBy: 'census', ... }
 */
export function censusNewHireWindow(input: {
  memberId: string;
  planYear: number;
  hireDate: string;
  settings: NewHireSettings;
  employerWindow: EmployerWindowDates | undefined;
}): MemberWindow | undefined {
  const { memberId, planYear, hireDate, settings, employerWindow } = input;
  if (!hireCountsForPlanYear(hireDate, planYear, employerWindow)) return undefined;
  const dates = newHireWindowDates(hireDate, settings);
  return {
    memberId,
    planYear,
    kind: 'new-hire',
    ...dates,
    reason: `New hire, hired ${hireDate}`,
    openedBy: CENSUS_OPENER,
    openedAt: `${dates.opens}T00:00:00.000Z`,
  };
}
