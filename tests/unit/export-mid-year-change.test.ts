/**
 * The exports across an order set superseded mid-year in a member's own window (issue 40, item 5;
 * docs/operations.md "The month of a change"): a birth on 10 June 2027 adds a child to a couple's
 * coverage. Checked here on hand-built enrollments, with expected values written out or recomputed
 * in the test (not by the code under test):
 * - payroll: each month is deducted whole under the set in force on its first day (June old, July
 *   new); the periods of the year add up to 6 × the old monthly deduction + 6 × the new one, to the
 *   cent, for every pay frequency; a monthly payroll deducts each month's own amount; the months
 *   before the change keep the periods already sent; the change file of July lists only the member;
 * - 834: the change file carries the child's 021 from the birth date, a 001 for each parent with
 *   HD*001 at the family level, DTP*348 still 1 January and DTP*303 the birth date, nothing for
 *   another member; a full file after the change keeps the parents' first day; a plan changed in
 *   the window ends the old plan the day before.
 */
import { parse } from 'csv-parse/sync';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { X12parser } from 'x12-parser';
import { memberYearDeductions, payrollFile } from '../../lambdas/exports/payroll';
import {
  payFrequencies,
  type EmployerEnrollment,
  type ExportFile,
  type ExportPerson,
  type PayFrequency,
  type PlanYearElection,
} from '../../lambdas/exports/types';
import { enrollment834Files } from '../../lambdas/exports/x12-834';
import type { Cents } from '../../shared/domain/money';
import { election, member } from './export-fixtures';

const BIRTH = '2027-06-10';
const OLD_CENTS = 5001;
const NEW_CENTS = 7003;
const PLAN = '12345NJ0010001';
const OTHER_PLAN = '12345NJ0010002';

const person = (
  id: string,
  relationship: ExportPerson['relationship'],
  firstName: string,
  birthDate: string,
): ExportPerson => ({
  id,
  relationship,
  firstName,
  lastName: 'Lark',
  birthDate,
  gender: 'Female',
  ssn: null,
  tobaccoUser: false,
});

const mae = person('m-mae', 'self', 'Mae', '1990-02-02');
const ned = person('d-ned', 'spouse', 'Ned', '1989-03-03');
const baby = person('d-baby', 'child', 'Ivy', BIRTH);

/** Mae's order sets: the couple from 1 January, then (with `born`) the family from the birth date. */
function lark(born: boolean, newPlan = PLAN): PlanYearElection[][] {
  const old = election({
    planYear: 2027,
    planId: PLAN,
    covered: [mae, ned],
    payrollDeductionCents: OLD_CENTS as Cents,
    authorizedAt: '2026-12-05T10:00:00.000Z',
  });
  if (!born) return [[old], []];
  const next = election({
    planYear: 2027,
    effectiveDate: BIRTH,
    planId: newPlan,
    covered: [mae, ned, baby],
    payrollDeductionCents: NEW_CENTS as Cents,
    authorizedAt: '2027-06-20T10:00:00.000Z',
  });
  return [[next], [{ ...old, endDate: '2027-06-09' }]];
}

function enrollment(born: boolean, frequency: PayFrequency = 'monthly', newPlan = PLAN): EmployerEnrollment {
  const [elections, ended] = lark(born, newPlan);
  const other = member('m-otto', 'Otto', 'Other', {
    elections: [election({ planYear: 2027, planId: PLAN, payrollDeductionCents: 3333 as Cents })],
  });
  return {
    employer: { id: 'e-1', accountId: 'ACME-001', name: 'Acme Manufacturing', payFrequency: frequency },
    members: [
      member('m-mae', 'Mae', 'Lark', {
        subscriber: mae,
        dependents: born ? [ned, baby] : [ned],
        elections: elections!,
        ...(ended!.length > 0 ? { endedElections: ended } : {}),
      }),
      other,
    ],
  };
}

type Row = Record<string, string>;
const rowsOf = (file: ExportFile): Row[] =>
  parse(file.body, { columns: true, skip_empty_lines: true }) as Row[];
/** "123.45" as cents, digit by digit. */
const cents = (text: string): number => {
  const m = /^(\d+)\.(\d{2})$/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return Number(m[1]) * 100 + Number(m[2]);
};
const months = Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}`);

describe('payroll across a birth on 10 June (the set in force on the first of each month)', () => {
  it.each(payFrequencies)(
    '%s: the year deducts 6 × the old monthly amount + 6 × the new one, to the cent',
    (frequency) => {
      let total = 0;
      for (const month of months)
        for (const r of rowsOf(payrollFile(enrollment(true, frequency), month)))
          if (r.employee_id === 'm-mae') total += cents(r.period_deduction!);
      expect(total).toBe(6 * OLD_CENTS + 6 * NEW_CENTS);
    },
  );

  it.each(payFrequencies)(
    '%s: the months before the change keep the periods the files already carried; June deducts the old set',
    (frequency) => {
      for (const month of months.slice(0, 6))
        expect(payrollFile(enrollment(true, frequency), month).body).toBe(
          payrollFile(enrollment(false, frequency), month).body,
        );
      const july = rowsOf(payrollFile(enrollment(true, frequency), '2027-07')).filter(
        (r) => r.employee_id === 'm-mae',
      );
      expect(new Set(july.map((r) => r.monthly_deduction))).toEqual(new Set(['70.03']));
    },
  );

  it('monthly: every month deducts the monthly amount of the set in force on its first day', () => {
    const byMonth = memberYearDeductions(
      [...enrollment(true).members[0]!.elections, ...enrollment(true).members[0]!.endedElections!],
      2027,
      'monthly',
    );
    expect(byMonth.map((d) => d.periods.reduce((s, p) => s + p.cents, 0))).toEqual([
      ...Array<number>(6).fill(OLD_CENTS),
      ...Array<number>(6).fill(NEW_CENTS),
    ]);
  });

  it("settles an earlier set's odd cents: semimonthly, the new set's periods over July to December", () => {
    // Old: 12 × 50.01 = 600.12 over 24 dates: 25.00 r 12, so January to June deduct 25.01 each
    // (300.12 = 6 × 50.01 + 0.06). New: owed 6 × 50.01 + 6 × 70.03 = 720.24, less 300.12 deducted:
    // 420.12 over 12 dates = 35.01 each.
    const july = rowsOf(payrollFile(enrollment(true, 'semimonthly'), '2027-07')).filter(
      (r) => r.employee_id === 'm-mae',
    );
    expect(july.map((r) => [r.pay_date, r.period_deduction])).toEqual([
      ['2027-07-15', '35.01'],
      ['2027-07-31', '35.01'],
    ]);
  });

  it('never deducts below zero when the earlier set deducted more than the year owes', () => {
    const [elections, ended] = lark(true);
    const zeroed = [{ ...elections![0]!, payrollDeductionCents: 0 as Cents }, ...ended!];
    // Semimonthly, January to June deducted 300.12, 0.06 more than 6 × 50.01: the new set owes -0.06.
    const year = memberYearDeductions(zeroed, 2027, 'semimonthly');
    for (const d of year) for (const p of d.periods) expect(p.cents).toBeGreaterThanOrEqual(0);
    expect(year.slice(6).flatMap((d) => d.periods.map((p) => p.cents))).toEqual(
      year.slice(6).flatMap((d) => d.periods.map(() => 0)),
    );
  });

  it('the change file of July against June lists the member whose set changed, and no one else', () => {
    const june = payrollFile(enrollment(false), '2027-06');
    const changes = rowsOf(payrollFile(enrollment(true), '2027-07', { changesSince: june }));
    expect(
      changes.map((r) => [r.change, r.employee_id, r.previous_monthly_deduction, r.monthly_deduction]),
    ).toEqual([['changed', 'm-mae', '50.01', '70.03']]);
    // June's own change file against June's full file made before the birth: nothing changed.
    expect(rowsOf(payrollFile(enrollment(true), '2027-06', { changesSince: june }))).toEqual([]);
  });
});

type Segment = { name: string } & Record<string, string>;
async function segments(body: string): Promise<Segment[]> {
  const parser = new X12parser();
  Readable.from([Buffer.from(body, 'ascii')]).pipe(parser);
  const out: Segment[] = [];
  for await (const s of parser) out.push(s as Segment);
  return out;
}

interface Loop {
  person: string;
  ins: string;
  memberDates: string[];
  hd: Array<{ code: string; plan: string; level: string; dates: string[] }>;
}

/** The member loops of an 834 as the independent parser reads them. */
async function loops(body: string): Promise<Loop[]> {
  const out: Loop[] = [];
  let loop: Loop | undefined;
  for (const s of await segments(body)) {
    if (s.name === 'INS') {
      loop = { person: '', ins: s['3']!, memberDates: [], hd: [] };
      out.push(loop);
    } else if (!loop) continue;
    else if (s.name === 'REF' && s['1'] === '17') loop.person = s['2']!;
    else if (s.name === 'HD') loop.hd.push({ code: s['1']!, plan: s['4']!, level: s['5']!, dates: [] });
    else if (s.name === 'DTP') {
      const text = `${s['1']}:${s['3']}`;
      const hd = loop.hd.at(-1);
      if (hd) hd.dates.push(text);
      else loop.memberDates.push(text);
    } else if (s.name === 'SE') loop = undefined;
  }
  return out;
}

const options = { planYear: 2027, controlNumber: 7, createdAt: new Date('2027-06-20T12:00:00Z') };

function changeFileAfterBirth(newPlan = PLAN): string {
  const [full] = enrollment834Files(enrollment(false), options);
  const [changes] = enrollment834Files(enrollment(true, 'monthly', newPlan), {
    ...options,
    changesSince: { [full!.carrier]: full!.state },
  });
  return changes!.file.body;
}

describe('the 834 across a birth on 10 June', () => {
  it("carries the child's 021 from the birth date and a 001 of each parent at the family level from it, nothing for another member", async () => {
    expect(await loops(changeFileAfterBirth())).toEqual([
      {
        person: 'm-mae',
        ins: '001',
        memberDates: ['303:20270610'],
        hd: [{ code: '001', plan: PLAN, level: 'FAM', dates: ['348:20270101', '303:20270610'] }],
      },
      {
        person: 'd-ned',
        ins: '001',
        memberDates: ['303:20270610'],
        hd: [{ code: '001', plan: PLAN, level: 'FAM', dates: ['348:20270101', '303:20270610'] }],
      },
      {
        person: 'd-baby',
        ins: '021',
        memberDates: ['356:20270610'],
        hd: [{ code: '021', plan: PLAN, level: 'FAM', dates: ['348:20270610'] }],
      },
    ]);
  });

  it("a full file after the birth keeps the parents' first day and the child's birth date as coverage begins", async () => {
    const [full] = enrollment834Files(enrollment(true), options);
    const begins = (await loops(full!.file.body)).map((l) => [l.person, l.hd[0]!.level, l.hd[0]!.dates]);
    expect(begins).toEqual([
      ['m-mae', 'FAM', ['348:20270101']],
      ['d-ned', 'FAM', ['348:20270101']],
      ['d-baby', 'FAM', ['348:20270610']],
      ['m-otto', 'EMP', ['348:20270101']],
    ]);
    // Its state is what the next change file compares with: the same first days.
    expect(full!.state.covered.map((c) => [c.personId, c.coverageBegin])).toEqual([
      ['m-mae', '2027-01-01'],
      ['d-ned', '2027-01-01'],
      ['d-baby', BIRTH],
      ['m-otto', '2027-01-01'],
    ]);
  });

  it('a plan changed in the window ends the old plan the day before the birth and starts the new one on it', async () => {
    const mae = (await loops(changeFileAfterBirth(OTHER_PLAN))).find((l) => l.person === 'm-mae')!;
    expect(mae).toEqual({
      person: 'm-mae',
      ins: '001',
      memberDates: ['303:20270610'],
      hd: [
        { code: '024', plan: PLAN, level: 'ESP', dates: ['348:20270101', '349:20270609'] },
        { code: '021', plan: OTHER_PLAN, level: 'FAM', dates: ['348:20270610'] },
      ],
    });
  });
});
