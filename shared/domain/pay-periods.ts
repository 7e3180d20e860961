/**
 * Pay dates and the split of a monthly payroll deduction into pay periods (the payroll deduction
 * file, lambdas/exports/payroll.ts; docs/operations.md "Payroll deduction file").
 *
 * An ICHRA election is priced per month, while payroll runs weekly, every two weeks, twice a month
 * or monthly. What an employee owes for a plan year is fixed: (covered months) × (the monthly
 * deduction of the member account), 12 × it for a full year. It is deducted in level amounts over
 * the pay dates of the covered part of the year, so that the amounts add up to that total exactly,
 * to the cent, whatever the frequency: payroll holds one standing amount per employee instead of
 * one that jumps with the number of Fridays in a month.
 *
 * The calendar rule (nominal pay dates; moving a date that falls on a weekend or holiday is the
 * payroll system's business, it does not change which period a deduction belongs to):
 * - monthly: the last day of each month;
 * - semimonthly: the 15th and the last day of each month;
 * - weekly: every 7th day counted from an anchor pay date (default: the plan year's first Friday);
 * - biweekly: every 14th day counted from the anchor (same default).
 * Every month therefore holds at least one pay date (weekly four or five, biweekly two or three).
 *
 * Pure: no I/O, integer cents only.
 */
import { parseDate } from './calendar';
import type { Cents } from './money';

/** How often an employer runs payroll: an employer setting, `monthly` unless onboarded otherwise. */
export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
export const payFrequencies = [
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
] as const satisfies readonly PayFrequency[];
export const DEFAULT_PAY_FREQUENCY: PayFrequency = 'monthly';

/** A stored setting as a frequency: anything else (an employer stored before the setting existed) is monthly. */
export const toPayFrequency = (value: unknown): PayFrequency =>
  payFrequencies.find((f) => f === value) ?? DEFAULT_PAY_FREQUENCY;

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a calendar date (month 1-12). */
const dayNumber = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / DAY_MS;
const isoOfDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
const lastDayOfMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad2 = (n: number): string => String(n).padStart(2, '0');

function checkedDate(value: string, what: string): { year: number; month: number; day: number } {
  const d = parseDate(value);
  if (!d) throw new RangeError(`${what} is not a date (YYYY-MM-DD): ${value}`);
  return d;
}

function checkedYear(planYear: number): void {
  if (!Number.isInteger(planYear) || planYear < 1970 || planYear > 9999)
    throw new RangeError(`Not a plan year: ${planYear}`);
}

/** The first Friday on or after 1 January: the default anchor of weekly and biweekly pay. */
export function firstFriday(planYear: number): string {
  checkedYear(planYear);
  const jan1 = dayNumber(planYear, 1, 1);
  // 1970-01-01 was a Thursday: day n is a Friday when (n - 1) % 7 === 0.
  const offset = (((1 - jan1) % 7) + 7) % 7;
  return isoOfDay(jan1 + offset);
}

/**
 * The pay dates (YYYY-MM-DD, ascending) that fall in a plan year (1 January to 31 December).
 * `anchor` is any one pay date of a weekly or biweekly payroll (in any year); the other
 * frequencies ignore it.
 *
 * @example
 * payDates(2027, 'semimonthly').slice(0, 3); // ['2027-01-15', '2027-01-31', '2027-02-15']
 * payDates(2027, 'biweekly', '2026-12-25')[0]; // '2027-01-08'
 */
export function payDates(planYear: number, frequency: PayFrequency, anchor?: string): string[] {
  checkedYear(planYear);
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const ym = (m: number) => `${planYear}-${pad2(m)}`;
  switch (frequency) {
    case 'monthly':
      return months.map((m) => `${ym(m)}-${pad2(lastDayOfMonth(planYear, m))}`);
    case 'semimonthly':
      return months.flatMap((m) => [`${ym(m)}-15`, `${ym(m)}-${pad2(lastDayOfMonth(planYear, m))}`]);
    case 'weekly':
    case 'biweekly': {
      const step = frequency === 'weekly' ? 7 : 14;
      const a = checkedDate(anchor ?? firstFriday(planYear), 'The anchor pay date');
      const anchorDay = dayNumber(a.year, a.month, a.day);
      const start = dayNumber(planYear, 1, 1);
      const end = dayNumber(planYear, 12, 31);
      // The first date of the anchor's cycle on or after 1 January.
      let day = start + ((((anchorDay - start) % step) + step) % step);
      const dates: string[] = [];
      for (; day <= end; day += step) dates.push(isoOfDay(day));
      return dates;
    }
  }
}

/**
 * The months of a plan year in which coverage is in force, for a coverage effective date: from the
 * effective date's month to December (12 for a date on or before 1 January, 0 after the year).
 */
export function coveredMonths(planYear: number, effectiveDate: string): number {
  checkedYear(planYear);
  const e = checkedDate(effectiveDate, 'The effective date');
  if (e.year < planYear) return 12;
  if (e.year > planYear) return 0;
  return 13 - e.month;
}

/** One pay period's deduction. */
export interface PeriodDeduction {
  /** YYYY-MM-DD */
  payDate: string;
  cents: Cents;
}

export interface DeductionScheduleInput {
  planYear: number;
  frequency: PayFrequency;
  /** The monthly payroll deduction of the member account: non-negative integer cents. */
  monthlyCents: Cents;
  /** YYYY-MM-DD: coverage starts in this month. */
  effectiveDate: string;
  /** One pay date of a weekly or biweekly payroll (see payDates). */
  anchor?: string;
}

/**
 * The deduction of every pay period of the covered part of a plan year: the pay dates from the first
 * day of the effective date's month to 31 December. The year's total, (covered months) × the
 * monthly deduction, is divided evenly over those dates; the cents that do not divide evenly go one
 * each to the earliest dates. So the amounts add up to exactly 12 × the monthly deduction for a full
 * year, and any two differ by at most one cent.
 *
 * @example
 * // $100.00 a month, weekly pay on the 52 Fridays of 2026: 120000 / 52 = 2307 cents, 36 left over
 * deductionSchedule({ planYear: 2026, frequency: 'weekly', monthlyCents: 10000, effectiveDate: '2026-01-01' });
 * // 36 Fridays of $23.08, then 16 of $23.07: $1,200.00 in all
 */
export function deductionSchedule(input: DeductionScheduleInput): PeriodDeduction[] {
  const { planYear, frequency, monthlyCents, effectiveDate, anchor } = input;
  if (!Number.isSafeInteger(monthlyCents) || monthlyCents < 0)
    throw new RangeError(`A monthly deduction must be a non-negative whole number of cents: ${monthlyCents}`);
  const months = coveredMonths(planYear, effectiveDate);
  if (months === 0) return [];
  const firstMonth = `${planYear}-${pad2(13 - months)}`;
  const dates = payDates(planYear, frequency, anchor).filter((d) => d.slice(0, 7) >= firstMonth);
  const total = months * monthlyCents;
  const base = Math.floor(total / dates.length);
  const extra = total - base * dates.length;
  return dates.map((payDate, i) => ({ payDate, cents: (base + (i < extra ? 1 : 0)) as Cents }));
}

/** The periods of a schedule whose pay date falls in a coverage month (YYYY-MM). */
export const periodsInMonth = (schedule: readonly PeriodDeduction[], month: string): PeriodDeduction[] =>
  schedule.filter((p) => p.payDate.slice(0, 7) === month);
