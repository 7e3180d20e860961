/** The plan year the builder enrolls for and the redirect of an already-enrolled member (shared/domain/enrollment-year.ts). */
import { describe, expect, it } from 'vitest';
import { alreadyEnrolled, enrollmentPlanYear } from '../../shared/domain/enrollment-year';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('enrollmentPlanYear', () => {
  it.each([
    { now: '2026-11-05', edoc: 10, year: 2026, why: 'first option 2026-12-01' },
    { now: '2026-11-20', edoc: 10, year: 2027, why: 'from the 20th both options shift: 2027-01-01' },
    { now: '2026-12-05', edoc: 10, year: 2027, why: 'first option 2027-01-01' },
    { now: '2026-11-25', edoc: 0, year: 2026, why: 'edoc 0 shifts only from the 30th' },
  ])('$now with edoc_period $edoc enrolls for $year ($why)', ({ now, edoc, year }) => {
    expect(enrollmentPlanYear(at(now), edoc)).toBe(year);
  });
});

describe('alreadyEnrolled', () => {
  it('holds when an order of the plan year exists, whatever its category', () => {
    expect(alreadyEnrolled([{ businessyear: 2027 }], 2027)).toBe(true);
    expect(alreadyEnrolled([{ businessyear: 2026 }, { businessyear: 2027 }], 2027)).toBe(true);
  });

  it('does not hold without orders or with orders of another year only', () => {
    expect(alreadyEnrolled([], 2027)).toBe(false);
    expect(alreadyEnrolled([{ businessyear: 2026 }], 2027)).toBe(false);
  });
});
