/**
 * `npm run ops -- export payroll|834` and `status` through main() against the local stack (`--local`,
 * pointed at the test stack's ports as `npm start` would be): the files land in the output
 * directory and, byte for byte, in the exports bucket; a re-run finds them stored; a change file is
 * made against what the bucket holds; an unknown carrier, an unknown employer or a malformed period
 * is refused with a message and exit code 1 and nothing written.
 *
 * Its employer is a fixture of its own (tests/fixtures/exports/cedar-row-press.yaml), onboarded by
 * the CLI, with a member who shops, one who waives and one who only registered.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEmployerFile } from '../../infra/data/employers';
import { exportKeys } from '../../lambdas/exports/delivery';
import { authorizedMember, type TestEmployer } from '../e2e/authorize-via-api';
import { runOps, type OpsRun } from './support/enrollment-journey';

const stack = inject('stack');
const fixture = join(import.meta.dirname, '..', 'fixtures', 'exports', 'cedar-row-press.yaml');
const parsed = parseEmployerFile(fixture).employer;
const employer: TestEmployer = {
  id: parsed.id,
  accountid: parsed.accountid,
  accountname: parsed.accountname,
  zip: '07030',
};
const s3 = new S3Client({
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  endpoint: stack.s3Url,
  forcePathStyle: true,
});
/** `npm run ops -- <args> --local` in this process, on the test stack's ports. */
const ops = (...args: string[]): Promise<OpsRun> => runOps(stack, ...args);

async function stored(key: string): Promise<string> {
  const got = await s3.send(new GetObjectCommand({ Bucket: 'ichra-local-exports', Key: key }));
  return (await got.Body?.transformToString('utf8')) ?? '';
}

const rowsOf = (csv: string): Record<string, string>[] =>
  parse(csv, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

let planYear: number;
let dir: string;

beforeAll(async () => {
  const onboarded = await ops('onboard', fixture);
  expect(onboarded.code, onboarded.err).toBe(0);
  const [shopper] = await Promise.all([
    authorizedMember(stack, employer, { kind: 'shop' }, { tag: 'ops-exp', firstname: 'Sasha' }),
    authorizedMember(
      stack,
      employer,
      { kind: 'waive', reason: 'Other', otherReason: 'Covered by my partner' },
      { tag: 'ops-exp', firstname: 'Wren' },
    ),
    authorizedMember(stack, employer, { kind: 'none' }, { tag: 'ops-exp', firstname: 'Nico' }),
  ]);
  planYear = shopper.planYear ?? 0;
  dir = mkdtempSync(join(tmpdir(), 'ops-exports-int-'));
}, 180_000);

// The 834 files hold SSNs: nothing of them stays on the machine.
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('status', () => {
  it('counts the members per stage, names who has not authorized, and writes the CSV of members', async () => {
    // Act
    const csv = join(dir, 'status.csv');
    const { code, out, err } = await ops(
      'status',
      '--employer',
      employer.id,
      '--plan-year',
      String(planYear),
      '--csv',
      csv,
    );
    // Assess
    expect(code, err).toBe(0);
    expect(out).toMatch(/authorized \(shop\)\s+1/);
    expect(out).toMatch(/authorized \(waive\)\s+1/);
    expect(out).toMatch(/registered, no profile\s+1/);
    expect(out).toMatch(/total\s+3/);
    expect(out).toMatch(/Started but not authorized \(1\):\n\s+Nico Tester </);
    const rows = rowsOf(readFileSync(csv, 'utf8'));
    expect(rows.map((r) => [r.employee_name, r.stage]).sort()).toEqual([
      ['Nico Tester', 'registered, no profile'],
      ['Sasha Tester', 'authorized (shop)'],
      ['Wren Tester', 'authorized (waive)'],
    ]);
  });
});

describe('export payroll', () => {
  it('writes the period file into the directory and the same bytes into the exports bucket; a re-run finds it stored', async () => {
    // Prepare
    const period = `${planYear}-11`;
    const name = `payroll-CDR-512-${period}.csv`;
    // Act
    const first = await ops('export', 'payroll', '--employer', employer.id, '--period', period, '--out', dir);
    const again = await ops('export', 'payroll', '--employer', employer.id, '--period', period, '--out', dir);
    // Assess
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain(`Wrote ${join(dir, name)}: ${name}`);
    expect(first.out).toContain(', stored in the exports bucket ichra-local-exports at ');
    expect(again.code, again.err).toBe(0);
    expect(again.out).toContain('already stored, unchanged,');
    const local = readFileSync(join(dir, name), 'utf8');
    expect(await stored(exportKeys.payroll(employer.id, period, 'full', name))).toBe(local);
    const rows = rowsOf(local);
    expect([...new Set(rows.map((r) => `${r.employee_name} ${r.election}`))].sort()).toEqual([
      'Sasha Tester shop',
      'Wren Tester waive',
    ]);
    // Semimonthly: two pay dates in the month.
    expect(rows.filter((r) => r.employee_name === 'Sasha Tester')).toHaveLength(2);
  });

  it('with --changes, writes the change file against the earlier period stored in the bucket', async () => {
    // Prepare: November is stored (the test above).
    const period = `${planYear}-12`;
    // Act
    const { code, out, err } = await ops(
      'export',
      'payroll',
      '--employer',
      employer.id,
      '--period',
      period,
      '--changes',
      '--out',
      dir,
    );
    // Assess: nobody's deduction changed from November to December.
    expect(code, err).toBe(0);
    const name = `payroll-changes-CDR-512-${period}.csv`;
    expect(out).toContain(`Wrote ${join(dir, name)}`);
    expect(rowsOf(readFileSync(join(dir, name), 'utf8'))).toEqual([]);
    expect(await stored(exportKeys.payroll(employer.id, period, 'changes', name))).toBe(
      readFileSync(join(dir, name), 'utf8'),
    );
  });
});

describe('export 834', () => {
  let carrier: string;

  it("writes each carrier's file into the directory and the bucket, with the record a change file compares with", async () => {
    // Act
    const { code, out, err } = await ops(
      'export',
      '834',
      '--employer',
      employer.id,
      '--plan-year',
      String(planYear),
      '--period',
      `${planYear}-12`,
      '--out',
      dir,
    );
    // Assess
    expect(code, err).toBe(0);
    const files = readdirSync(dir).filter((f) => f.endsWith('.x12'));
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const f of files) {
      const key = new RegExp(
        `Wrote ${join(dir, f)}: ${f} \\(\\d+ segment\\(s\\)\\), stored in the exports bucket ichra-local-exports at (\\S+)\\.`,
      ).exec(out)?.[1];
      expect(key, out).toBeDefined();
      expect(await stored(key ?? '')).toBe(readFileSync(join(dir, f), 'utf8'));
    }
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: 'ichra-local-exports', Prefix: `${employer.id}/834/` }),
    );
    const records = (listed.Contents ?? [])
      .map((o) => o.Key ?? '')
      .filter((k) => k.endsWith('/last-sent.json'));
    expect(records).toHaveLength(files.length);
    const record = JSON.parse(await stored(records[0] ?? '')) as {
      carrier: string;
      kind: string;
      key: string;
    };
    expect(record.kind).toBe('full');
    expect(out).toContain(record.key);
    carrier = record.carrier;
  });

  it('refuses a carrier no member is enrolled with, naming the carriers that have members, and writes nothing', async () => {
    // Prepare
    const before = readdirSync(dir);
    // Act
    const { code, err } = await ops(
      'export',
      '834',
      '--employer',
      employer.id,
      '--plan-year',
      String(planYear),
      '--carrier',
      'No Such Mutual',
      '--out',
      dir,
    );
    // Assess
    expect(code).toBe(1);
    expect(err).toBe(
      `No member of Cedar Row Press (${employer.id}) is enrolled with carrier "No Such Mutual" for plan year ${planYear}. Carriers with members: ${carrier}.`,
    );
    expect(readdirSync(dir)).toEqual(before);
  });

  it('with --changes right after the full file, says nothing changed and writes no file', async () => {
    // Prepare
    const before = readdirSync(dir);
    // Act
    const { code, out, err } = await ops(
      'export',
      '834',
      '--employer',
      employer.id,
      '--plan-year',
      String(planYear),
      '--carrier',
      carrier.toUpperCase(),
      '--changes',
      '--out',
      dir,
    );
    // Assess
    expect(code, err).toBe(0);
    expect(out).toContain(
      `Nothing changed for ${carrier}, plan year ${planYear}, since its last 834 (full file of ${planYear}-12`,
    );
    expect(readdirSync(dir)).toEqual(before);
  });
});

describe('refusals on the local stack', () => {
  it('refuses an unknown employer and a malformed period with a message and exit code 1', async () => {
    // Prepare
    const before = readdirSync(dir);
    // Act
    const unknown = await ops(
      'export',
      'payroll',
      '--employer',
      '00000000-1111-2222-3333-444444444444',
      '--period',
      `${planYear}-12`,
      '--out',
      dir,
    );
    const malformed = await ops(
      'export',
      'payroll',
      '--employer',
      employer.id,
      '--period',
      '12/2027',
      '--out',
      dir,
    );
    const status = await ops('status', '--employer', 'no-such-employer');
    // Assess
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(
      /^No employer 00000000-1111-2222-3333-444444444444 in the local stack \(.*\)\. List them with: npm run ops -- list-employers$/,
    );
    expect(malformed.code).toBe(1);
    expect(malformed.err).toContain('--period must be a month as YYYY-MM (e.g. 2027-01), not "12/2027".');
    expect(status.code).toBe(1);
    expect(status.err).toContain('No employer no-such-employer');
    expect(readdirSync(dir)).toEqual(before);
  });
});
