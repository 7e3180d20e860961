/**
 * The payroll deduction file (lambdas/exports/payroll.ts) from hand-built enrollments: every file
 * is parsed back with csv-parse and its amounts recomputed independently from the stored cents
 * (twelve monthly files of a year add up to 12 × the monthly deduction, per employee and
 * frequency), who is listed and who is not, the pay dates of each frequency, no SSN or e-mail,
 * repeatable bytes, and the change file against an earlier full file.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../../shared/domain/money';
import {
  payrollChangeColumns,
  payrollColumns,
  payrollFile,
  PayrollInputError,
} from '../../lambdas/exports/payroll';
import { payFrequencies, type EmployerEnrollment, type ExportFile } from '../../lambdas/exports/types';
import {
  acmeEnrollment,
  acmeWithStoredControlCharacters,
  csvLines,
  election,
  fixtureSsns,
  member,
} from './export-fixtures';

type Row = Record<string, string>;

/** The file's records as objects, and its header. */
function read(file: ExportFile): { header: string[]; rows: Row[] } {
  const records = parse(file.body, { skip_empty_lines: true }) as string[][];
  const [header = [], ...data] = records;
  return { header, rows: data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
}

/** "123.45" as cents, read digit by digit (not through the code under test). */
function cents(text: string): number {
  const m = /^(\d+)\.(\d{2})$/.exec(text);
  if (!m) throw new Error(`not an amount with two decimals: ${text}`);
  return Number(m[1]) * 100 + Number(m[2]);
}

const months = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** Per employee, the sum of the period deductions of twelve monthly files. */
function yearlySums(enrollment: EmployerEnrollment, year: number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const month of months(year))
    for (const r of read(payrollFile(enrollment, month)).rows)
      sums.set(
        r.employee_id as string,
        (sums.get(r.employee_id as string) ?? 0) + cents(r.period_deduction as string),
      );
  return sums;
}

describe('payrollFile: amounts', () => {
  it.each(payFrequencies)(
    '%s: twelve monthly files deduct exactly 12 × the monthly deduction (covered months × it mid-year)',
    (frequency) => {
      const enrollment = acmeEnrollment(frequency);
      const sums = yearlySums(enrollment, 2027);
      // Alice: 12 × $123.38; Carol from April: 9 × $99.99; Mallory 12 × $0.01; Bob waived: 0.
      expect(sums.get('m-alice')).toBe(12 * 12338);
      expect(sums.get('m-carol')).toBe(9 * 9999);
      expect(sums.get('m-mallory')).toBe(12);
      expect(sums.get('m-bob')).toBe(0);
    },
  );

  it.each(payFrequencies)('%s: every row carries the stored monthly figures of its member', (frequency) => {
    const enrollment = acmeEnrollment(frequency);
    const stored = new Map(
      enrollment.members.map((m) => [m.memberId, m.elections.find((e) => e.planYear === 2027)]),
    );
    for (const month of months(2027))
      for (const r of read(payrollFile(enrollment, month)).rows) {
        const e = stored.get(r.employee_id as string);
        expect(e, r.employee_id).toBeDefined();
        expect(cents(r.monthly_deduction as string)).toBe(e?.payrollDeductionCents);
        expect(cents(r.employer_contribution as string)).toBe(e?.employerContributionCents);
        expect(r.election).toBe(e?.waived ? 'waive' : 'shop');
        expect(r).toMatchObject({ plan_year: '2027', coverage_month: month, pay_frequency: frequency });
        expect(r.pay_date?.slice(0, 7)).toBe(month);
      }
  });

  it('lists a waiver with 0.00 deducted and its waived contribution', () => {
    const { rows } = read(payrollFile(acmeEnrollment('semimonthly'), '2027-05'));
    const bob = rows.filter((r) => r.employee_id === 'm-bob');
    expect(
      bob.map((r) => [r.election, r.monthly_deduction, r.period_deduction, r.employer_contribution]),
    ).toEqual([
      ['waive', '0.00', '0.00', '50.00'],
      ['waive', '0.00', '0.00', '50.00'],
    ]);
  });

  it('weekly 2027 (53 Fridays): Alice pays $27.94 on the first 27 Fridays, $27.93 after', () => {
    // 12 × 12338 = 148056 cents over 53 Fridays: 2793 each and 27 left over, one each to the first 27.
    const jan = read(payrollFile(acmeEnrollment('weekly'), '2027-01')).rows.filter(
      (r) => r.employee_id === 'm-alice',
    );
    expect(jan.map((r) => [r.pay_date, r.period_deduction])).toEqual([
      ['2027-01-01', '27.94'],
      ['2027-01-08', '27.94'],
      ['2027-01-15', '27.94'],
      ['2027-01-22', '27.94'],
      ['2027-01-29', '27.94'],
    ]);
    const jul = read(payrollFile(acmeEnrollment('weekly'), '2027-07')).rows.filter(
      (r) => r.employee_id === 'm-alice',
    );
    // July's Fridays are the 27th to 31st of the year: only the 27th carries an odd cent.
    expect(jul.map((r) => r.period_deduction)).toEqual(['27.94', '27.93', '27.93', '27.93', '27.93']);
  });
});

describe('payrollFile: who is listed, and what the file holds', () => {
  it("lists, per pay date, the members authorized for the month's plan year whose coverage has started", () => {
    const march = read(payrollFile(acmeEnrollment('biweekly'), '2027-03')).rows;
    const april = read(payrollFile(acmeEnrollment('biweekly'), '2027-04')).rows;
    // Dan authorized 2026 only, Erin and Frank never: not listed. Carol's coverage starts in April.
    expect([...new Set(march.map((r) => r.employee_id))]).toEqual(['m-alice', 'm-bob', 'm-mallory']);
    expect([...new Set(april.map((r) => r.employee_id))]).toEqual([
      'm-alice',
      'm-bob',
      'm-carol',
      'm-mallory',
    ]);
    // Biweekly from the first Friday of 2027 (1 January): 12 and 26 March; 9 and 23 April.
    expect(march.filter((r) => r.employee_id === 'm-alice').map((r) => r.pay_date)).toEqual([
      '2027-03-12',
      '2027-03-26',
    ]);
    expect(april.filter((r) => r.employee_id === 'm-carol').map((r) => r.pay_date)).toEqual([
      '2027-04-09',
      '2027-04-23',
    ]);
    const dec2026 = read(payrollFile(acmeEnrollment('monthly'), '2026-12')).rows;
    expect(dec2026.map((r) => [r.employee_id, r.monthly_deduction, r.pay_date])).toEqual([
      ['m-alice', '111.11', '2026-12-31'],
      ['m-dan', '123.45', '2026-12-31'],
    ]);
  });

  it('has the documented columns, CRLF records, and neither SSN nor e-mail', () => {
    const file = payrollFile(acmeEnrollment('weekly'), '2027-06');
    expect(read(file).header).toEqual([...payrollColumns]);
    expect(file.body.split('\r\n')[0]).toBe(payrollColumns.join(','));
    expect(file.body.endsWith('\r\n')).toBe(true);
    for (const ssn of fixtureSsns) expect(file.body).not.toContain(ssn);
    expect(file.body).not.toContain('@example.com');
    expect(file).toMatchObject({ name: 'payroll-ACME-001-2027-06.csv', contentType: 'text/csv' });
  });

  it('never lets a typed name run as a spreadsheet formula', () => {
    const { rows } = read(payrollFile(acmeEnrollment(), '2027-01'));
    expect(rows.find((r) => r.employee_id === 'm-mallory')?.employee_name).toBe(
      `'=HYPERLINK("http://x") Mallory`,
    );
  });

  it('keeps a stored name with CR, LF, NUL or a direction override to one line per record, its fields intact (issue 37)', () => {
    const file = payrollFile(acmeWithStoredControlCharacters(), '2027-01');
    const { header, rows } = read(file);
    // One physical line per record: a reader that splits on line ends sees the records csv-parse sees.
    const { lines, strayBreaks } = csvLines(file.body);
    expect(strayBreaks).toBe(false);
    expect(lines).toHaveLength(rows.length + 1);
    expect(header).toEqual([...payrollColumns]);
    expect(rows.map((r) => r.employee_id)).toEqual([
      'm-alice',
      'm-bob',
      'm-mallory',
      'm-minus',
      'm-override',
    ]);
    const minus = rows.find((r) => r.employee_id === 'm-minus');
    expect(minus).toMatchObject({
      employee_name: 'Anne Minus =1+1',
      plan_year: '2027',
      monthly_deduction: '123.45',
    });
    // The override is dropped before the formula guard looks: the cell that starts with = is quoted as text.
    expect(rows.find((r) => r.employee_id === 'm-override')).toMatchObject({
      employee_name: "'=2+3 Evil Twin",
      monthly_deduction: '5.00',
    });
    for (const char of ['\u0000', '\u0085', '\u2028', '\u202e']) expect(file.body).not.toContain(char);
  });

  it('writes the same bytes for the same enrollment and month', () => {
    expect(payrollFile(acmeEnrollment('weekly'), '2027-02')).toEqual(
      payrollFile(acmeEnrollment('weekly'), '2027-02'),
    );
  });

  it('keeps the file name safe whatever the account id', () => {
    const e = acmeEnrollment();
    e.employer.accountId = '../ACME 001/x';
    // No directory separator or space survives: the name cannot leave the directory it is written to.
    expect(payrollFile(e, '2027-01').name).toBe('payroll-..-ACME-001-x-2027-01.csv');
  });

  it.each(['2027-13', '2027-1', '27-01', '2027-01-01', ''])(
    'refuses the period "%s" saying the form',
    (period) => {
      expect(() => payrollFile(acmeEnrollment(), period)).toThrow(PayrollInputError);
      expect(() => payrollFile(acmeEnrollment(), period)).toThrow(/YYYY-MM/);
    },
  );
});

describe('payrollFile: change file', () => {
  it('lists nothing when compared with the full file of the same month', () => {
    const full = payrollFile(acmeEnrollment('weekly'), '2027-03');
    const changes = payrollFile(acmeEnrollment('weekly'), '2027-03', { changesSince: full });
    expect(changes.name).toBe('payroll-changes-ACME-001-2027-03.csv');
    expect(read(changes)).toEqual({ header: [...payrollChangeColumns], rows: [] });
  });

  it('lists nothing from one month to the next when the deductions stay (a fifth Friday is no change)', () => {
    // January 2027 has five Fridays, February four; Alice's amount stays $27.94, Mallory's $0.01.
    const jan = payrollFile(acmeEnrollment('weekly'), '2027-01');
    expect(read(payrollFile(acmeEnrollment('weekly'), '2027-02', { changesSince: jan })).rows).toEqual([]);
  });

  it("lists an employee whose per-period amount changes when the year's odd cents run out", () => {
    const jun = payrollFile(acmeEnrollment('weekly'), '2027-06');
    const { rows } = read(payrollFile(acmeEnrollment('weekly'), '2027-07', { changesSince: jun }));
    // Alice: 27.94 in June; 27.93 from the second Friday of July. Mallory's 12 cents went on the
    // first 12 Fridays (by March), Carol's odd cents last into October: no change for them.
    expect([...new Set(rows.map((r) => `${r.change} ${r.employee_id}`))]).toEqual(['changed m-alice']);
    expect(rows.map((r) => r.period_deduction)).toEqual(['27.94', '27.93', '27.93', '27.93', '27.93']);
    expect(rows[0]).toMatchObject({
      previous_monthly_deduction: '123.38',
      previous_period_deductions: '27.94',
    });
  });

  it('from December to January: new elections added, changed amounts changed, a member without one removed', () => {
    const dec = payrollFile(acmeEnrollment('monthly'), '2026-12');
    const { rows } = read(payrollFile(acmeEnrollment('monthly'), '2027-01', { changesSince: dec }));
    expect(rows.map((r) => [r.change, r.employee_id, r.monthly_deduction, r.period_deduction])).toEqual([
      ['changed', 'm-alice', '123.38', '123.38'],
      ['added', 'm-bob', '0.00', '0.00'],
      ['added', 'm-mallory', '0.01', '0.01'],
      ['removed', 'm-dan', '0.00', '0.00'],
    ]);
    expect(rows[0]).toMatchObject({
      previous_monthly_deduction: '111.11',
      previous_period_deductions: '111.11',
    });
    expect(rows[3]).toMatchObject({
      coverage_month: '2027-01',
      pay_date: '',
      previous_monthly_deduction: '123.45',
      previous_period_deductions: '123.45',
    });
    // Checked independently: what January deducts equals what December deducted, plus the changes.
    const decTotal = read(dec).rows.reduce((s, r) => s + cents(r.period_deduction as string), 0);
    const janTotal = read(payrollFile(acmeEnrollment('monthly'), '2027-01')).rows.reduce(
      (s, r) => s + cents(r.period_deduction as string),
      0,
    );
    const delta = rows.reduce(
      (s, r) =>
        s +
        cents(r.period_deduction as string) -
        (r.previous_period_deductions ? cents(r.previous_period_deductions) : 0),
      0,
    );
    expect(janTotal - decTotal).toBe(delta);
  });

  it('adds a member who enrolled since the earlier file of the same month', () => {
    const before = acmeEnrollment('semimonthly');
    const full = payrollFile(before, '2027-04');
    const after = acmeEnrollment('semimonthly');
    after.members.push(
      member('m-gina', 'Gina', 'Green', {
        elections: [
          election({ planYear: 2027, effectiveDate: '2027-04-01', payrollDeductionCents: 2501 as Cents }),
        ],
      }),
    );
    const { rows } = read(payrollFile(after, '2027-04', { changesSince: full }));
    // 9 months × $25.01 over 18 semimonthly dates: 22509 / 18 = 1250 r 9: the first 9 dates 12.51.
    expect(rows.map((r) => [r.change, r.employee_id, r.pay_date, r.period_deduction])).toEqual([
      ['added', 'm-gina', '2027-04-15', '12.51'],
      ['added', 'm-gina', '2027-04-30', '12.51'],
    ]);
  });

  it('deducts the superseded order set to the end of its last month and the new one from its effective month; the change file carries the difference (issue 40)', () => {
    const withGina = (superseded: boolean) => {
      const e = acmeEnrollment('monthly');
      const old = election({
        planYear: 2027,
        effectiveDate: '2027-01-01',
        payrollDeductionCents: 5000 as Cents,
      });
      const next = election({
        planYear: 2027,
        effectiveDate: '2027-05-01',
        payrollDeductionCents: 7000 as Cents,
      });
      e.members.push(
        member('m-gina', 'Gina', 'Green', {
          elections: [superseded ? next : old],
          ...(superseded ? { endedElections: [{ ...old, endDate: '2027-04-30' }] } : {}),
        }),
      );
      return e;
    };
    const gina = (file: ExportFile) => read(file).rows.filter((r) => r.employee_id === 'm-gina');
    expect(gina(payrollFile(withGina(true), '2027-04')).map((r) => r.monthly_deduction)).toEqual(['50.00']);
    expect(gina(payrollFile(withGina(true), '2027-05')).map((r) => r.monthly_deduction)).toEqual(['70.00']);
    // Against the April file, May's change file lists Gina alone, changed from 50.00 to 70.00.
    const april = payrollFile(withGina(true), '2027-04');
    const { rows } = read(payrollFile(withGina(true), '2027-05', { changesSince: april }));
    expect(
      rows.map((r) => [r.change, r.employee_id, r.previous_monthly_deduction, r.monthly_deduction]),
    ).toEqual([['changed', 'm-gina', '50.00', '70.00']]);
    // Before the change, the files are those of the old set alone.
    expect(payrollFile(withGina(true), '2027-03').body).toBe(payrollFile(withGina(false), '2027-03').body);
  });

  it('refuses a previous file that is not a full payroll file', () => {
    const full = payrollFile(acmeEnrollment(), '2027-01');
    const changes = payrollFile(acmeEnrollment(), '2027-02', { changesSince: full });
    expect(() => payrollFile(acmeEnrollment(), '2027-03', { changesSince: changes })).toThrow(
      PayrollInputError,
    );
    expect(() =>
      payrollFile(acmeEnrollment(), '2027-03', {
        changesSince: { name: 'x.csv', body: 'a,b\r\n"unterminated', contentType: 'text/csv' },
      }),
    ).toThrow(/x\.csv is not a CSV file/);
  });
});
