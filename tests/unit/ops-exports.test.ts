/**
 * `npm run ops -- export ...` and `status` (infra/ops/exports.ts) through main(), on the local
 * target with mocked AWS clients: every malformed argument is refused with a clear message and
 * exit code 1 before any AWS call; an unknown employer and an export bucket that cannot be written
 * are refused with nothing written to the output directory; the local files are written whole
 * (temporary file, then rename), readable by their owner only.
 */
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../infra/ops/commands';
import { writeFilesAtomically } from '../../infra/ops/exports';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
let out: string;

beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'ops-exports-'));
});
afterEach(() => {
  db.reset();
  s3.reset();
  rmSync(out, { recursive: true, force: true });
});

/** Runs a command line on the local target, collecting what it prints. */
async function run(...argv: string[]) {
  return runAt(undefined, ...argv);
}

/** The same, with the clock the command reads. */
async function runAt(now: Date | undefined, ...argv: string[]) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await main(argv, {
    out: (l) => lines.push(l),
    err: (l) => errors.push(l),
    env: {},
    ...(now && { now: () => now }),
  });
  return { code, out: lines.join('\n'), err: errors.join('\n') };
}

/** An employer with no member yet, as DynamoDB answers it. */
function anEmployerWithoutMembers(settings: { edoc_period?: number } = {}) {
  db.on(GetCommand).resolves({
    Item: {
      pk: `EMPLOYER#${employerId}`,
      sk: 'PROFILE',
      id: employerId,
      accountid: 'ACME-001',
      accountname: 'Acme Manufacturing',
      payFrequency: 'biweekly',
      ...settings,
    },
  });
  db.on(QueryCommand).resolves({ Items: [] });
}

const noAwsCall = () => {
  expect(db).not.toHaveReceivedAnyCommand();
  expect(s3).not.toHaveReceivedAnyCommand();
};

describe('export: arguments checked before anything is read or written', () => {
  it.each([
    [['export'], 'Say what to export: payroll or 834.'],
    [['export', 'pay'], 'Unknown export "pay": choose payroll or 834.'],
    [['export', 'payroll', '--period', '2027-01', '--out', '.'], '--employer <id> is required'],
    [['export', 'payroll', '--employer', employerId, '--out', '.'], '--period <YYYY-MM> is required'],
    [
      ['export', 'payroll', '--employer', employerId, '--period', '2027-13', '--out', '.'],
      '--period must be a month as YYYY-MM (e.g. 2027-01), not "2027-13".',
    ],
    [
      ['export', 'payroll', '--employer', employerId, '--period', '2027/01', '--out', '.'],
      '--period must be a month as YYYY-MM (e.g. 2027-01), not "2027/01".',
    ],
    [['export', 'payroll', '--employer', employerId, '--period', '2027-01'], '--out <dir> is required'],
    [
      ['export', 'payroll', '--employer', employerId, '--period', '2027-01', '--out', '.', '--carrier', 'X'],
      "Unknown option '--carrier'",
    ],
    [['export', 'payroll', '--employer', employerId, 'extra', '--period', '2027-01', '--out', '.'], 'extra'],
    [
      ['export', '834', '--employer', employerId, '--plan-year', '27', '--out', '.'],
      '--plan-year must be a year such as 2027, not "27".',
    ],
    [
      ['export', '834', '--employer', employerId, '--carrier', ' ', '--out', '.'],
      '--carrier needs a carrier name.',
    ],
    [
      ['export', '834', '--employer', employerId, '--period', '2027-1', '--out', '.'],
      '--period must be a month',
    ],
    [['status'], '--employer <id> is required'],
    [['status', '--employer', employerId, '--plan-year', 'next'], '--plan-year must be a year such as 2027'],
  ])('refuses %j with a message and exit code 1, calling no AWS service', async (argv, message) => {
    // Act
    const { code, err } = await run(...argv);
    // Assess
    expect(code).toBe(1);
    expect(err).toContain(message);
    noAwsCall();
  });

  it('shows the usage of the export it refused', async () => {
    // Act
    const { err } = await run('export', 'payroll', '--employer', employerId, '--period', 'May');
    // Assess
    expect(err).toContain(
      'Usage: npm run ops -- export payroll --employer <id> --period <YYYY-MM> --out <dir> [--changes]',
    );
  });

  it('refuses an output directory that does not exist, or is a file, before reading anything', async () => {
    // Prepare
    const file = join(out, 'a-file');
    writeFileSync(file, 'x');
    const missing = join(out, 'missing');
    // Act
    const noDir = await run(
      'export',
      'payroll',
      '--employer',
      employerId,
      '--period',
      '2027-01',
      '--out',
      missing,
    );
    const notDir = await run('export', '834', '--employer', employerId, '--out', file);
    const csvDir = await run('status', '--employer', employerId, '--csv', join(missing, 'status.csv'));
    // Assess
    expect([noDir.code, notDir.code, csvDir.code]).toEqual([1, 1, 1]);
    expect(noDir.err).toBe(
      `The output directory ${missing} does not exist. Create it first; nothing was written.`,
    );
    expect(notDir.err).toBe(`The output path ${file} is not a directory; nothing was written.`);
    expect(csvDir.err).toContain(`The output directory ${missing} does not exist.`);
    noAwsCall();
  });
});

describe('export: refusals after the checks, with nothing written', () => {
  it('refuses an unknown employer, saying where it looked and how to list employers', async () => {
    // Prepare
    db.on(GetCommand).resolves({});
    // Act
    const { code, err } = await run(
      'export',
      'payroll',
      '--employer',
      employerId,
      '--period',
      '2027-01',
      '--out',
      out,
    );
    // Assess
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(
        `^No employer ${employerId} in the local stack \\(.*\\)\\. List them with: npm run ops -- list-employers$`,
      ),
    );
    expect(readdirSync(out)).toEqual([]);
    expect(s3).not.toHaveReceivedAnyCommand();
  });

  it('refuses an export bucket that cannot be written, naming it, and writes no local file', async () => {
    // Prepare
    anEmployerWithoutMembers();
    s3.on(HeadObjectCommand).rejects(
      new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }),
    );
    s3.on(PutObjectCommand).rejects(
      new S3ServiceException({
        name: 'AccessDenied',
        $fault: 'client',
        message: 'Access Denied',
        $metadata: { httpStatusCode: 403 },
      }),
    );
    // Act
    const { code, err } = await run(
      'export',
      'payroll',
      '--employer',
      employerId,
      '--period',
      '2027-01',
      '--out',
      out,
    );
    // Assess
    expect(code).toBe(1);
    expect(err).toBe(
      `The exports bucket ichra-local-exports could not be written at ${employerId}/payroll/2027-01/full/payroll-ACME-001-2027-01.csv: AccessDenied (Access Denied)`,
    );
    expect(readdirSync(out)).toEqual([]);
  });

  it('refuses an 834 when no member is enrolled with any carrier, writing nothing', async () => {
    // Prepare
    anEmployerWithoutMembers();
    // Act
    const { code, err } = await run(
      'export',
      '834',
      '--employer',
      employerId,
      '--plan-year',
      '2027',
      '--out',
      out,
    );
    // Assess
    expect(code).toBe(1);
    expect(err).toBe(
      `No member of Acme Manufacturing (${employerId}) is enrolled with a carrier for plan year 2027: there is no 834 to send.`,
    );
    expect(readdirSync(out)).toEqual([]);
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });

  it.each([
    // Day 27 of November reaches 30 - 10: coverage can start on 2027-01-01 at the earliest.
    [10, 2027, '2027-01-01'],
    // With no election deadline, coverage can still start on 2026-12-01.
    [0, 2026, '2026-12-01'],
  ])(
    'without --plan-year on 2026-11-27, an employer with edoc_period %i gets plan year %i, the year being enrolled, and is told so',
    async (edocPeriod, planYear, firstDate) => {
      // Prepare
      anEmployerWithoutMembers({ edoc_period: edocPeriod });
      // Act
      const {
        code,
        out: printed,
        err,
      } = await runAt(
        new Date('2026-11-27T15:00:00Z'),
        'export',
        '834',
        '--employer',
        employerId,
        '--out',
        out,
      );
      // Assess
      expect(code).toBe(1);
      expect(printed).toContain(
        `Plan year ${planYear}: the year being enrolled (coverage can start on ${firstDate} at the earliest under the employer's election deadline); give --plan-year for another.`,
      );
      expect(err).toBe(
        `No member of Acme Manufacturing (${employerId}) is enrolled with a carrier for plan year ${planYear}: there is no 834 to send.`,
      );
    },
  );

  it('refuses a payroll change file when no earlier full file is in the bucket, writing nothing', async () => {
    // Prepare
    anEmployerWithoutMembers();
    s3.on(ListObjectsV2Command).resolves({ Contents: [], IsTruncated: false });
    // Act
    const { code, err } = await run(
      'export',
      'payroll',
      '--employer',
      employerId,
      '--period',
      '2027-02',
      '--changes',
      '--out',
      out,
    );
    // Assess
    expect(code).toBe(1);
    expect(err).toContain('No payroll file of a period before 2027-02 is in the exports bucket');
    expect(readdirSync(out)).toEqual([]);
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });
});

describe('export: the files written', () => {
  it('stores the payroll file in the bucket, then writes it whole into the directory, owner-readable only', async () => {
    // Prepare
    anEmployerWithoutMembers();
    s3.on(HeadObjectCommand).rejects(
      new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }),
    );
    s3.on(PutObjectCommand).resolves({});
    // Act
    const {
      code,
      out: printed,
      err,
    } = await run('export', 'payroll', '--employer', employerId, '--period', '2027-01', '--out', out);
    // Assess
    expect(code, err).toBe(0);
    expect(readdirSync(out)).toEqual(['payroll-ACME-001-2027-01.csv']);
    const path = join(out, 'payroll-ACME-001-2027-01.csv');
    const sent = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(Buffer.from(sent?.Body as Buffer).toString('utf8')).toBe(readFileSync(path, 'utf8'));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(printed).toContain(
      `Wrote ${path}: payroll-ACME-001-2027-01.csv (0 row(s)), stored in the exports bucket ichra-local-exports at ${employerId}/payroll/2027-01/full/payroll-ACME-001-2027-01.csv.`,
    );
  });

  it('writes all files or none: a failure leaves neither the files nor their temporary copies', () => {
    // Prepare: the second target's directory does not exist.
    const files = [
      { path: join(out, 'a.x12'), body: 'a' },
      { path: join(out, 'missing', 'b.x12'), body: 'b' },
    ];
    // Act
    const failed = () => writeFilesAtomically(files);
    // Assess
    expect(failed).toThrow(/could not be written \(ENOENT\); nothing was written to the output directory/);
    expect(readdirSync(out)).toEqual([]);
  });
});
