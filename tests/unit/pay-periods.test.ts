/**
 * Pay dates and the split of a monthly deduction into pay periods (shared/domain/pay-periods.ts).
 * The property tests run every frequency over arbitrary plan years, anchors, effective dates and
 * amounts, and recompute what must hold independently: the sum of the periods is exactly
 * (covered months) × the monthly deduction, and the dates follow the documented calendar rule
 * (checked with the JavaScript Date's own weekday and month lengths).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../../shared/domain/money';
import {
  coveredMonths,
  deductionSchedule,
  firstFriday,
  payDates,
  payFrequencies,
  periodsInMonth,
  toPayFrequency,
  type PayFrequency,
} from '../../shared/domain/pay-periods';

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const monthLength = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const sum = (xs: ReadonlyArray<{ cents: number }>) => xs.reduce((s, x) => s + x.cents, 0);

const planYear = fc.integer({ min: 2000, max: 2100 });
const monthlyCents = fc.integer({ min: 0, max: 5_000_000 }).map((c) => c as Cents);
/** Any calendar date from 1990 to 2110: an anchor pay date of a weekly or biweekly payroll. */
const anyDate = fc
  .integer({ min: dayOf('1990-01-01'), max: dayOf('2110-12-31') })
  .map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10));
const frequency = fc.constantFrom(...payFrequencies);

describe('deductionSchedule: the per-period amounts add up exactly', () => {
  it.each(payFrequencies)(
    '%s: a full plan year adds up to exactly 12 × the monthly deduction, to the cent',
    (f) => {
      fc.assert(
        fc.property(planYear, monthlyCents, anyDate, (year, monthly, anchor) => {
          const schedule = deductionSchedule({
            planYear: year,
            frequency: f,
            monthlyCents: monthly,
            effectiveDate: `${year}-01-01`,
            anchor,
          });
          expect(sum(schedule)).toBe(12 * monthly);
          expect(schedule.length).toBe(payDates(year, f, anchor).length);
        }),
      );
    },
  );

  it.each(payFrequencies)(
    '%s: a year entered mid-year adds up to (covered months) × the monthly deduction',
    (f) => {
      fc.assert(
        fc.property(
          planYear,
          monthlyCents,
          anyDate,
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 28 }),
          (year, monthly, anchor, month, day) => {
            const effectiveDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
            const schedule = deductionSchedule({
              planYear: year,
              frequency: f,
              monthlyCents: monthly,
              effectiveDate,
              anchor,
            });
            const months = 12 - month + 1;
            expect(sum(schedule)).toBe(months * monthly);
            // Deductions start in the effective month and every covered month has its pay dates.
            const coveredFrom = effectiveDate.slice(0, 7);
            expect(schedule.every((p) => p.payDate.slice(0, 7) >= coveredFrom)).toBe(true);
            expect(new Set(schedule.map((p) => p.payDate.slice(0, 7))).size).toBe(months);
          },
        ),
      );
    },
  );

  it.each(payFrequencies)(
    '%s: amounts are level (whole cents, at most one cent apart, the extra cents first)',
    (f) => {
      fc.assert(
        fc.property(planYear, monthlyCents, anyDate, fc.integer({ min: 1, max: 12 }), (y, m, a, month) => {
          const schedule = deductionSchedule({
            planYear: y,
            frequency: f,
            monthlyCents: m,
            effectiveDate: `${y}-${String(month).padStart(2, '0')}-01`,
            anchor: a,
          });
          const amounts = schedule.map((p) => p.cents);
          expect(amounts.every((c) => Number.isSafeInteger(c) && c >= 0)).toBe(true);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
          for (let i = 1; i < amounts.length; i++)
            expect(amounts[i]).toBeLessThanOrEqual(amounts[i - 1] as number);
        }),
      );
    },
  );

  it('splits a month across its periods so that twelve monthly files add up to the year', () => {
    fc.assert(
      fc.property(frequency, planYear, monthlyCents, anyDate, (f, year, monthly, anchor) => {
        const schedule = deductionSchedule({
          planYear: year,
          frequency: f,
          monthlyCents: monthly,
          effectiveDate: `${year}-01-01`,
          anchor,
        });
        const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
        expect(months.reduce((s, m) => s + sum(periodsInMonth(schedule, m)), 0)).toBe(12 * monthly);
      }),
    );
  });

  it('deducts nothing for a year whose coverage starts after it', () => {
    expect(
      deductionSchedule({
        planYear: 2027,
        frequency: 'weekly',
        monthlyCents: 5000 as Cents,
        effectiveDate: '2028-01-01',
      }),
    ).toEqual([]);
    expect(coveredMonths(2027, '2026-06-01')).toBe(12);
    expect(coveredMonths(2027, '2027-12-01')).toBe(1);
  });

  it('weekly 2026 at $100.00 a month: 36 Fridays of $23.08, then 16 of $23.07 (the documented example)', () => {
    const schedule = deductionSchedule({
      planYear: 2026,
      frequency: 'weekly',
      monthlyCents: 10000 as Cents,
      effectiveDate: '2026-01-01',
    });
    expect(schedule).toHaveLength(52);
    expect(schedule.slice(0, 36).every((p) => p.cents === 2308)).toBe(true);
    expect(schedule.slice(36).every((p) => p.cents === 2307)).toBe(true);
    expect(schedule[0]?.payDate).toBe('2026-01-02');
  });

  it('refuses a negative or fractional monthly amount and a malformed effective date', () => {
    const base = { planYear: 2027, frequency: 'monthly' as const, effectiveDate: '2027-01-01' };
    expect(() => deductionSchedule({ ...base, monthlyCents: -1 as Cents })).toThrow(RangeError);
    expect(() => deductionSchedule({ ...base, monthlyCents: 10.5 as Cents })).toThrow(RangeError);
    expect(() =>
      deductionSchedule({ ...base, monthlyCents: 1 as Cents, effectiveDate: '2027-02-30' }),
    ).toThrow(/not a date/);
  });
});

describe('payDates: the documented calendar rule', () => {
  const expectedCount: Record<PayFrequency, number[]> = {
    monthly: [12],
    semimonthly: [24],
    weekly: [52, 53],
    biweekly: [26, 27],
  };

  it.each(payFrequencies)('%s: dates lie in the plan year, ascending, in every month', (f) => {
    fc.assert(
      fc.property(planYear, anyDate, (year, anchor) => {
        const dates = payDates(year, f, anchor);
        expect(expectedCount[f]).toContain(dates.length);
        expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        expect(new Set(dates.map((d) => d.slice(5, 7))).size).toBe(12);
      }),
    );
  });

  it('monthly: the last day of each month (29 February in a leap year)', () => {
    fc.assert(
      fc.property(planYear, (year) => {
        const dates = payDates(year, 'monthly');
        dates.forEach((d, i) =>
          expect(d).toBe(`${year}-${String(i + 1).padStart(2, '0')}-${monthLength(year, i + 1)}`),
        );
      }),
    );
    expect(payDates(2028, 'monthly')[1]).toBe('2028-02-29');
  });

  it('semimonthly: the 15th and the last day of each month', () => {
    expect(payDates(2027, 'semimonthly').slice(0, 4)).toEqual([
      '2027-01-15',
      '2027-01-31',
      '2027-02-15',
      '2027-02-28',
    ]);
    fc.assert(
      fc.property(planYear, (year) => {
        payDates(year, 'semimonthly').forEach((d, i) => {
          const month = Math.floor(i / 2) + 1;
          expect(Number(d.slice(8))).toBe(i % 2 === 0 ? 15 : monthLength(year, month));
        });
      }),
    );
  });

  it.each([
    ['weekly', 7],
    ['biweekly', 14],
  ] as const)(
    '%s: every %i days, in step with the anchor, the first within a step of 1 January',
    (f, step) => {
      fc.assert(
        fc.property(planYear, anyDate, (year, anchor) => {
          const days = payDates(year, f, anchor).map(dayOf);
          for (let i = 1; i < days.length; i++)
            expect((days[i] as number) - (days[i - 1] as number)).toBe(step);
          expect(((((days[0] as number) - dayOf(anchor)) % step) + step) % step).toBe(0);
          expect((days[0] as number) - dayOf(`${year}-01-01`)).toBeLessThan(step);
          expect(dayOf(`${year}-12-31`) - (days.at(-1) as number)).toBeLessThan(step);
        }),
      );
    },
  );

  it('weekly and biweekly default to Fridays from the first Friday of the year', () => {
    fc.assert(
      fc.property(planYear, frequency, (year, f) => {
        const first = firstFriday(year);
        expect(weekday(first)).toBe(5);
        expect(dayOf(first) - dayOf(`${year}-01-01`)).toBeLessThan(7);
        if (f === 'weekly' || f === 'biweekly') {
          const dates = payDates(year, f);
          expect(dates[0]).toBe(first);
          expect(dates.every((d) => weekday(d) === 5)).toBe(true);
        }
      }),
    );
    expect(payDates(2027, 'biweekly', '2026-12-25')[0]).toBe('2027-01-08');
  });
});

describe('toPayFrequency', () => {
  it('reads a stored frequency, and anything else (an employer stored before the setting) as monthly', () => {
    for (const f of payFrequencies) expect(toPayFrequency(f)).toBe(f);
    expect(toPayFrequency(undefined)).toBe('monthly');
    expect(toPayFrequency('fortnightly')).toBe('monthly');
  });
});
