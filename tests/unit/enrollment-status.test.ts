/**
 * The enrollment status report (lambdas/exports/status.ts) from a hand-built enrollment: each
 * member's stage, the counts (recomputed from the CSV read back), the plan year asked about, who
 * started but has not authorized, the terminal lines, and no SSN in the file.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  enrollmentStages,
  enrollmentStatus,
  stageLabels,
  statusColumns,
  statusCsv,
  statusLines,
} from '../../lambdas/exports/status';
import type { EnrollmentStage } from '../../lambdas/exports/types';
import { acmeEnrollment, acmeWithStoredControlCharacters, csvLines, fixtureSsns } from './export-fixtures';

const stages = (report: ReturnType<typeof enrollmentStatus>) =>
  Object.fromEntries(report.members.map((m) => [m.memberId, m.stage]));

describe('enrollmentStatus', () => {
  it('puts each member at the stage of their latest authorization, else profile or registered', () => {
    const report = enrollmentStatus(acmeEnrollment());
    expect(stages(report)).toEqual({
      'm-alice': 'authorized-shop',
      'm-bob': 'authorized-waive',
      'm-carol': 'authorized-shop',
      'm-dan': 'authorized-shop',
      'm-erin': 'profile',
      'm-frank': 'registered',
      'm-mallory': 'authorized-shop',
    });
    expect(report.counts).toEqual({
      registered: 1,
      profile: 1,
      'authorized-shop': 4,
      'authorized-waive': 1,
    });
    expect(report.total).toBe(7);
    expect(report.planYear).toBeNull();
    expect(report.members.find((m) => m.memberId === 'm-dan')).toMatchObject({
      planYear: 2026,
      carrier: 'Garden State Health',
    });
  });

  it("counts only authorizations of the plan year asked about: last year's member has started, not authorized", () => {
    const report = enrollmentStatus(acmeEnrollment(), { planYear: 2027 });
    expect(stages(report)['m-dan']).toBe('profile');
    expect(report.counts).toEqual({
      registered: 1,
      profile: 2,
      'authorized-shop': 3,
      'authorized-waive': 1,
    });
    expect(report.notAuthorized.map((m) => [m.memberId, m.stage])).toEqual([
      ['m-dan', 'profile'],
      ['m-erin', 'profile'],
      ['m-frank', 'registered'],
    ]);
  });

  it('lists the members who started but have not authorized, and the counts add up to the members', () => {
    const report = enrollmentStatus(acmeEnrollment());
    expect(report.notAuthorized.map((m) => m.memberId)).toEqual(['m-erin', 'm-frank']);
    expect(enrollmentStages.reduce((s, st) => s + report.counts[st], 0)).toBe(report.total);
  });
});

describe('statusCsv', () => {
  it('lists every member with their stage; the stages counted from the file equal the report', () => {
    const report = enrollmentStatus(acmeEnrollment(), { planYear: 2027 });
    const file = statusCsv(report);
    const [header, ...rows] = parse(file.body) as string[][];
    expect(header).toEqual([...statusColumns]);
    expect(file).toMatchObject({ name: 'status-ACME-001-2027.csv', contentType: 'text/csv' });
    const byLabel = Object.fromEntries(
      Object.entries(stageLabels).map(([k, v]) => [v, k as EnrollmentStage]),
    );
    const counted: Record<string, number> = {};
    for (const r of rows) {
      const stage = byLabel[r[3] as string] as EnrollmentStage;
      counted[stage] = (counted[stage] ?? 0) + 1;
    }
    expect(counted).toEqual(Object.fromEntries(Object.entries(report.counts).filter(([, n]) => n > 0)));
    expect(rows.find((r) => r[0] === 'm-alice')).toEqual([
      'm-alice',
      'Alice Adams',
      'alice@example.com',
      'authorized (shop)',
      '2027',
      '2026-11-02',
      '2026-11-03',
      '2026-12-05',
      'Silver Saver HMO',
      'Garden State Health',
    ]);
    expect(rows.find((r) => r[0] === 'm-frank')?.slice(3, 8)).toEqual([
      'registered, no profile',
      '',
      '2026-11-02',
      '',
      '',
    ]);
  });

  it('carries no SSN, and no typed name runs as a spreadsheet formula', () => {
    const file = statusCsv(enrollmentStatus(acmeEnrollment()));
    for (const ssn of fixtureSsns) expect(file.body).not.toContain(ssn);
    const rows = parse(file.body) as string[][];
    expect(rows.find((r) => r[0] === 'm-mallory')?.[1]).toBe(`'=HYPERLINK("http://x") Mallory`);
    expect(file.name).toBe('status-ACME-001.csv');
  });
});

describe('statusCsv with stored values an older API let through', () => {
  it('keeps a stored name, e-mail, plan or carrier with CR, LF, NUL or a direction override to one line per member, its fields intact (issue 37)', () => {
    const file = statusCsv(enrollmentStatus(acmeWithStoredControlCharacters(), { planYear: 2027 }));
    const [header, ...rows] = parse(file.body) as string[][];
    const { lines, strayBreaks } = csvLines(file.body);
    expect(strayBreaks).toBe(false);
    expect(lines).toHaveLength(rows.length + 1);
    expect(header).toEqual([...statusColumns]);
    expect(rows.map((r) => r[0])).toEqual([
      'm-alice',
      'm-bob',
      'm-carol',
      'm-dan',
      'm-erin',
      'm-frank',
      'm-mallory',
      'm-minus',
      'm-override',
    ]);
    for (const r of rows) expect(r).toHaveLength(statusColumns.length);
    const row = (id: string) =>
      Object.fromEntries(statusColumns.map((c, i) => [c, rows.find((r) => r[0] === id)?.[i]]));
    expect(row('m-minus')).toMatchObject({
      employee_name: 'Anne Minus =1+1',
      email: 'minus @example.com',
      stage: stageLabels['authorized-shop'],
      plan_name: 'Silver Saver HMO',
      carrier: 'Garden State',
    });
    expect(row('m-override')).toMatchObject({
      employee_name: "'=2+3 Evil Twin",
      stage: stageLabels['authorized-shop'],
    });
  });
});

describe('statusLines', () => {
  it('prints the counts per stage and who has not authorized', () => {
    const lines = statusLines(enrollmentStatus(acmeEnrollment(), { planYear: 2027 }));
    expect(lines[0]).toBe('Enrollment status of Acme Manufacturing (account ACME-001), plan year 2027:');
    expect(lines).toContain('  registered, no profile  1');
    expect(lines).toContain('  profile saved           2');
    expect(lines).toContain('  authorized (shop)       3');
    expect(lines).toContain('  authorized (waive)      1');
    expect(lines).toContain('  total                   7');
    expect(lines).toContain('Started but not authorized (3):');
    expect(lines).toContain('  Frank Ford <frank@example.com>: registered, no profile since 2026-11-02');
    expect(lines).toContain('  Erin Evans <erin@example.com>: profile saved since 2026-11-03');
    for (const ssn of fixtureSsns) expect(lines.join('\n')).not.toContain(ssn);
  });

  it('says so when everyone has authorized, and when nobody has registered', () => {
    const all = acmeEnrollment();
    all.members = all.members.filter((m) => m.elections.length);
    expect(statusLines(enrollmentStatus(all)).at(-1)).toBe('Every member has authorized.');
    expect(statusLines(enrollmentStatus({ ...all, members: [] })).at(-1)).toBe(
      'No member has registered yet.',
    );
  });
});
