/**
 * The new hire's window the census's hire date opens by itself (shared/domain/new-hire-window.ts):
 * which hires count for a plan year, and the window's dates from the employer's rules.
 */
import { describe, expect, it } from 'vitest';
import { censusNewHireWindow, hireCountsForPlanYear } from '../../shared/domain/new-hire-window';

const closed2027 = { opens: '2026-11-01', closes: '2026-12-15' };
const firstOfMonth = { waitingPeriod: { kind: 'first-of-month-after-hire' as const }, daysToEnroll: 30 };

describe('hireCountsForPlanYear', () => {
  it.each([
    ['a hire in the plan year', '2027-03-14', closed2027, true],
    ['a hire on its first day', '2027-01-01', undefined, true],
    ['a hire after the open enrollment closed, before the plan year', '2026-12-16', closed2027, true],
    ['a hire on the last day of open enrollment', '2026-12-15', closed2027, false],
    [
      'a hire before the plan year with no window set (open enrollment never closed)',
      '2026-12-20',
      undefined,
      false,
    ],
    ['a hire the year after', '2028-01-02', closed2027, false],
    ['a date that is not one', '2027-02-30', closed2027, false],
  ])('%s', (_, hireDate, window, expected) => {
    expect(hireCountsForPlanYear(hireDate, 2027, window)).toBe(expected);
  });
});

describe('censusNewHireWindow', () => {
  it("gives the rules' window, opened by the census", () => {
    expect(
      censusNewHireWindow({
        memberId: 'm-1',
        planYear: 2027,
        hireDate: '2027-03-14',
        settings: firstOfMonth,
        employerWindow: closed2027,
      }),
    ).toEqual({
      memberId: 'm-1',
      planYear: 2027,
      kind: 'new-hire',
      opens: '2027-04-01',
      closes: '2027-04-30',
      effectiveFrom: '2027-04-01',
      fixedEffectiveDate: null,
      reason: 'New hire, hired 2027-03-14',
      openedBy: 'census',
      openedAt: '2027-04-01T00:00:00.000Z',
    });
  });

  it('gives none for a hire that enrolls in open enrollment', () => {
    expect(
      censusNewHireWindow({
        memberId: 'm-1',
        planYear: 2027,
        hireDate: '2026-10-01',
        settings: { waitingPeriod: { kind: 'days-after-hire', days: 90 }, daysToEnroll: 60 },
        employerWindow: closed2027,
      }),
    ).toBeUndefined();
  });
});
