/**
 * The payroll deduction file of one employer and one coverage month (docs/operations.md "Payroll
 * deduction file"): a CSV that payroll imports to deduct each employee's share of their ICHRA
 * election, one row per employee and pay date of the month.
 *
 * Amounts come from the member account Authorize Elections stored (integer cents, types.ts) and
 * are split into pay periods on shared/domain/pay-periods.ts's dates: the year's (covered months) ×
 * the monthly deduction, in level amounts over the year's pay dates, the odd cents on the earliest;
 * across an order set superseded mid-year, see memberYearDeductions.
 * They are written as dollars with two decimals, converted from cents exactly (money.ts).
 *
 * Who is listed: every member with an authorization for the month's plan year whose coverage has
 * started by that month, a waiver included (its deduction is the stored one: 0 unless an additional
 * service costs more than the waived contribution). A member without an authorization for that
 * plan year is not listed: the enrollment status report (status.ts) shows them by stage.
 * No SSN, e-mail or address: only what payroll needs to deduct.
 *
 * The file is a pure function of the stored enrollment and the month: a re-run writes the same
 * bytes. A change file compares it, employee by employee, with an earlier full file (of the same
 * month, or of the month before, as the scheduled run passes it): see payrollChanges.
 */
import { parse } from 'csv-parse/sync';
import { decimalDollars, type Cents } from '../../shared/domain/money';
import { orderSetInForce } from '../../shared/domain/enrollment-gate';
import { payDates, type PayFrequency, type PeriodDeduction } from '../../shared/domain/pay-periods';
import { csvText, fileNamePart } from './csv';
import type { EmployerEnrollment, ExportFile, PlanYearElection } from './types';

/** The columns of a full payroll file, in order. */
export const payrollColumns = [
  'employee_id',
  'employee_name',
  'plan_year',
  'coverage_month',
  'election',
  'employer_contribution',
  'monthly_deduction',
  'pay_frequency',
  'pay_date',
  'period_deduction',
] as const;

/**
 * The columns of a change file: `change` (added, changed or removed) first, then the full file's,
 * then what the previous file held for the employee.
 */
export const payrollChangeColumns = [
  'change',
  ...payrollColumns,
  'previous_monthly_deduction',
  'previous_period_deductions',
] as const;

type PayrollRow = Record<(typeof payrollColumns)[number], string>;
type ChangeRow = Record<(typeof payrollChangeColumns)[number], string>;

/** A request the payroll file cannot answer: a malformed month or an unusable previous file. */
export class PayrollInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayrollInputError';
  }
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The plan year of a coverage month YYYY-MM; a PayrollInputError saying the form otherwise. */
export function payrollPeriod(period: string): { planYear: number; month: string } {
  const m = MONTH.exec(period);
  if (!m)
    throw new PayrollInputError(`The period must be a month as YYYY-MM (e.g. 2027-01), not "${period}".`);
  return { planYear: Number(m[1]), month: period };
}

export const payrollFileName = (accountId: string, period: string, changes = false): string =>
  `payroll-${changes ? 'changes-' : ''}${fileNamePart(accountId)}-${period}.csv`;

/** A plan year's order set as the payroll reads it: the latest, or one superseded (`endDate`). */
type DeductingSet = PlanYearElection & { endDate: string | null };

/** One month of a member's plan year as payroll deducts it: the order set and its pay periods. */
export interface MonthDeduction {
  /** YYYY-MM */
  month: string;
  set: PlanYearElection;
  periods: PeriodDeduction[];
}

const monthOf = (planYear: number, index: number): string =>
  `${planYear}-${String(index + 1).padStart(2, '0')}`;

/**
 * Which order set deducts a month: the one in force on the month's first day; when none is
 * (coverage starting later in the month), the set whose coverage starts in the month. A set whose
 * coverage starts after the month deducts nothing for it.
 */
function setDeducting(sets: readonly DeductingSet[], month: string): DeductingSet | undefined {
  const set = orderSetInForce(sets, `${month}-01`);
  return set && set.effectiveDate.slice(0, 7) <= month ? set : undefined;
}

/**
 * Splits `totalCents` over pay dates in level amounts, the cents that do not divide evenly one
 * each to the earliest dates (as shared/domain/pay-periods.ts does for a whole year).
 */
function levelSplit(totalCents: number, dates: readonly string[]): PeriodDeduction[] {
  if (dates.length === 0) return [];
  const total = Math.max(0, totalCents);
  const base = Math.floor(total / dates.length);
  const extra = total - base * dates.length;
  return dates.map((payDate, i) => ({ payDate, cents: (base + (i < extra ? 1 : 0)) as Cents }));
}

/**
 * The pay periods of a member's plan year, month by month, across order sets superseded in a
 * member's own window (issue 40; docs/operations.md "The month of a change").
 *
 * Each month is deducted whole under one order set: the one in force on its first day (a birth on
 * 10 June leaves June with the old set; the new one deducts from July). The months under one set
 * form a run. A run owes what the year owes up to its first month (each earlier month's monthly
 * deduction, as authorized for it) plus its own monthly deduction for each month from its first to
 * December, less what the earlier runs deducted; that is split in level amounts over its pay dates
 * to December, odd cents first, and the run keeps the periods of its own months. So:
 * - with one set the schedule is shared/domain/pay-periods.ts `deductionSchedule` unchanged;
 * - a change never alters a period of an earlier month (those files were sent);
 * - the periods of the year add up to the sum of the months' monthly deductions, to the cent,
 *   whatever the pay frequency (the odd cents an earlier set deducted early are settled by the
 *   next one), and a monthly payroll deducts each month's own amount exactly.
 * A run whose earlier months deducted more than it owes deducts 0.00 (the file never pays back).
 *
 * @example
 * // $50.00 a month from January, $70.00 from a set effective 2027-06-10, paid monthly:
 * // January to June deduct 50.00, July to December 70.00: 720.00 in the year.
 */
export function memberYearDeductions(
  sets: readonly PlanYearElection[],
  planYear: number,
  frequency: PayFrequency,
): MonthDeduction[] {
  const ofYear: DeductingSet[] = sets
    .filter((e) => e.planYear === planYear)
    .map((e) => ({ ...e, endDate: e.endDate ?? null }));
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: monthOf(planYear, i),
    set: setDeducting(ofYear, monthOf(planYear, i)),
  }));
  const dates = payDates(planYear, frequency);
  const result: MonthDeduction[] = [];
  let owedBefore = 0;
  let deducted = 0;
  let run: { set: DeductingSet; periods: PeriodDeduction[] } | undefined;
  for (const { month, set } of months) {
    if (!set) continue;
    if (run?.set !== set) {
      const monthsToDecember = 13 - Number(month.slice(5, 7));
      const owed = owedBefore + monthsToDecember * set.payrollDeductionCents;
      run = {
        set,
        periods: levelSplit(
          owed - deducted,
          dates.filter((d) => d.slice(0, 7) >= month),
        ),
      };
    }
    const periods = run.periods.filter((p) => p.payDate.slice(0, 7) === month);
    owedBefore += set.payrollDeductionCents;
    deducted += periods.reduce((sum, p) => sum + p.cents, 0);
    result.push({ month, set, periods });
  }
  return result;
}

/**
 * The full file's rows: per member authorized for the month's plan year, one per pay date of the
 * month; none before the coverage month, as the year's schedule starts in the effective month.
 */
export function payrollRows(enrollment: EmployerEnrollment, period: string): PayrollRow[] {
  const { planYear, month } = payrollPeriod(period);
  const frequency = enrollment.employer.payFrequency;
  const rows: PayrollRow[] = [];
  for (const m of enrollment.members) {
    const deduction = memberYearDeductions(
      [...m.elections, ...(m.endedElections ?? [])],
      planYear,
      frequency,
    ).find((d) => d.month === month);
    if (!deduction) continue;
    const election = deduction.set;
    for (const p of deduction.periods)
      rows.push({
        employee_id: m.memberId,
        employee_name: `${m.subscriber.firstName} ${m.subscriber.lastName}`.trim(),
        plan_year: String(planYear),
        coverage_month: month,
        election: election.waived ? 'waive' : 'shop',
        employer_contribution: decimalDollars(election.employerContributionCents),
        monthly_deduction: decimalDollars(election.payrollDeductionCents),
        pay_frequency: frequency,
        pay_date: p.payDate,
        period_deduction: decimalDollars(p.cents),
      });
  }
  return rows;
}

/** The rows of a previous full payroll file (of this month or an earlier one), checked to be one. */
function previousRows(file: ExportFile): PayrollRow[] {
  let records: string[][];
  try {
    records = parse(file.body, { skip_empty_lines: true }) as string[][];
  } catch (error) {
    throw new PayrollInputError(`${file.name} is not a CSV file: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (header?.join(',') !== payrollColumns.join(','))
    throw new PayrollInputError(
      `${file.name} is not a full payroll file (its columns are not ${payrollColumns.join(', ')}); a change file is built from an earlier full file.`,
    );
  return data.map((r) => Object.fromEntries(payrollColumns.map((c, i) => [c, r[i] ?? ''])) as PayrollRow);
}

/**
 * What payroll deducts for an employee, independent of the month's dates: the election, the
 * employer contribution, the monthly deduction and the distinct per-period amounts. Two files agree
 * on an employee when these are equal, so a month with one more Friday is no change, while the
 * month in which the year's odd cents run out (23.08 becomes 23.07) is one.
 */
function deductionTerms(rows: readonly PayrollRow[]): string {
  const first = rows[0];
  if (!first) return '';
  const periods = [...new Set(rows.map((r) => r.period_deduction))].sort();
  return [first.election, first.employer_contribution, first.monthly_deduction, ...periods].join('|');
}

function byEmployee(rows: readonly PayrollRow[]): Map<string, PayrollRow[]> {
  const grouped = new Map<string, PayrollRow[]>();
  for (const r of rows) grouped.set(r.employee_id, [...(grouped.get(r.employee_id) ?? []), r]);
  return grouped;
}

/**
 * The change rows from a previous full file to the current rows, per employee: every row of an
 * employee who is new (added) or whose deduction terms differ (changed), then one row per employee
 * of the previous file missing now (removed: nothing to deduct for the month, 0.00).
 */
export function payrollChanges(
  previous: readonly PayrollRow[],
  current: readonly PayrollRow[],
  month: string,
): ChangeRow[] {
  const before = byEmployee(previous);
  const now = byEmployee(current);
  const changes: ChangeRow[] = [];
  for (const [id, rows] of now) {
    const old = before.get(id);
    if (old && deductionTerms(old) === deductionTerms(rows)) continue;
    const was = {
      previous_monthly_deduction: old?.[0]?.monthly_deduction ?? '',
      previous_period_deductions: old ? [...new Set(old.map((r) => r.period_deduction))].join(' ') : '',
    };
    for (const row of rows) changes.push({ change: old ? 'changed' : 'added', ...row, ...was });
  }
  for (const [id, old] of before) {
    const last = old.at(-1);
    if (now.has(id) || !last) continue;
    changes.push({
      change: 'removed',
      ...last,
      coverage_month: month,
      employer_contribution: '',
      monthly_deduction: decimalDollars(0 as Cents),
      pay_date: '',
      period_deduction: decimalDollars(0 as Cents),
      previous_monthly_deduction: last.monthly_deduction,
      previous_period_deductions: [...new Set(old.map((r) => r.period_deduction))].join(' '),
    });
  }
  return changes;
}

/**
 * The payroll deduction file of an employer for a coverage month (YYYY-MM), or with `changesSince`
 * (an earlier full payroll file: this month's, or an earlier month's) the change file
 * payroll-changes-<account>-<YYYY-MM>.csv: the rows of the employees added or whose deduction
 * changed since, and a row for each employee removed. Throws a PayrollInputError for a malformed
 * month or a previous file that is not a full payroll file.
 *
 * @example
 * const full = payrollFile(enrollment, '2027-01'); // payroll-ACME-001-2027-01.csv
 * payrollFile(enrollment, '2027-01', { changesSince: full }).body; // the header line only
 */
export function payrollFile(
  enrollment: EmployerEnrollment,
  period: string,
  options: { changesSince?: ExportFile } = {},
): ExportFile {
  const { month } = payrollPeriod(period);
  const rows = payrollRows(enrollment, month);
  const accountId = enrollment.employer.accountId;
  if (!options.changesSince)
    return {
      name: payrollFileName(accountId, month),
      body: csvText(payrollColumns, rows),
      contentType: 'text/csv',
    };
  const changes = payrollChanges(previousRows(options.changesSince), rows, month);
  return {
    name: payrollFileName(accountId, month, true),
    body: csvText(payrollChangeColumns, changes),
    contentType: 'text/csv',
  };
}
