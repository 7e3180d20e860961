/**
 * The scheduled export function (lambdas/handlers/exports/write-exports.ts) on the local stack,
 * invoked as the EventBridge Scheduler schedule invokes it: run twice for one period, it leaves one
 * object per file in the exports bucket (s3rver), written once, with the same content; the second
 * run sends no PutObject at all, so on a versioned bucket no second version exists.
 *
 * Its employer is a fixture of its own (tests/fixtures/exports/lantern-works.yaml) with a member
 * who shops, one who waives and one who only registered.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onboardEmployer, parseEmployerFile } from '../../infra/data/employers';
import type { TableId } from '../../infra/resources/tables';
import { exportsS3Client, resetComposition } from '../../lambdas/composition';
import { exportKeys } from '../../lambdas/exports/delivery';
import type { RunReport } from '../../lambdas/exports/publish';
import { authorizedMember, type TestEmployer } from '../e2e/authorize-via-api';

const stack = inject('stack');
const fixture = join(import.meta.dirname, '..', 'fixtures', 'exports', 'lantern-works.yaml');
const parsed = parseEmployerFile(fixture);
const employer: TestEmployer = {
  id: parsed.employer.id,
  accountid: parsed.employer.accountid,
  accountname: parsed.employer.accountname,
  zip: '07030',
};

const region = stack.handlerEnv.AWS_REGION ?? 'us-east-1';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const s3 = new S3Client({ region, credentials, endpoint: stack.s3Url, forcePathStyle: true });
const bucket = stack.handlerEnv.BUCKET_EXPORTS ?? '';

/** The SSN the enrolled members' profiles carry (tests/e2e/authorize-via-api.ts). */
const memberSsn = '987654323';

let planYear: number;
/** The PutObject keys the function's S3 client sent, in order. */
const puts: string[] = [];

interface Stored {
  key: string;
  etag: string;
  lastModified: number;
  body: string;
}

/** Every object of the employer in the exports bucket, with its content. */
async function storedObjects(): Promise<Stored[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${employer.id}/` }));
  const objects: Stored[] = [];
  for (const o of listed.Contents ?? []) {
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: o.Key }));
    objects.push({
      key: o.Key ?? '',
      etag: o.ETag ?? '',
      lastModified: o.LastModified?.getTime() ?? 0,
      body: (await got.Body?.transformToString('utf8')) ?? '',
    });
  }
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

/** The function, invoked with what the schedule sends at 06:00 UTC on the 1st of December. */
async function runSchedule(): Promise<RunReport> {
  const { handler } = await import('../../lambdas/handlers/exports/write-exports');
  return handler({ scheduledTime: `${planYear}-12-01T06:00:00Z`, employers: [employer.id] });
}

beforeAll(async () => {
  // The function reads its configuration from the environment, as in Lambda.
  Object.assign(process.env, stack.handlerEnv);
  resetComposition();
  expect(bucket).toBe('ichra-local-exports');
  exportsS3Client().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'PutObjectCommand') puts.push(String((args.input as { Key?: string }).Key));
      return next(args);
    },
    { step: 'initialize', name: 'countExportPuts' },
  );

  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region, credentials, endpoint: stack.dynamodbUrl }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  await onboardEmployer(parsed, {
    db,
    s3,
    tables: stack.tables as Record<TableId, string>,
    bucket: 'ichra-local-assets',
  });
  const [shopper, waiver] = await Promise.all([
    authorizedMember(stack, employer, { kind: 'shop' }, { tag: 'sched-exp', firstname: 'Sasha' }),
    authorizedMember(
      stack,
      employer,
      { kind: 'waive', reason: 'Other', otherReason: 'Covered by my partner' },
      { tag: 'sched-exp', firstname: 'Wren' },
    ),
    authorizedMember(stack, employer, { kind: 'none' }, { tag: 'sched-exp', firstname: 'Nico' }),
  ]);
  expect(shopper.planYear).toBe(waiver.planYear);
  planYear = shopper.planYear ?? 0;
}, 180_000);

afterAll(() => {
  resetComposition();
});

describe('the scheduled export run, twice for one period', () => {
  let first: RunReport;
  let afterFirst: Stored[];
  let putsOfFirst: string[];
  let second: RunReport;
  let afterSecond: Stored[];

  beforeAll(async () => {
    first = await runSchedule();
    afterFirst = await storedObjects();
    putsOfFirst = puts.splice(0);
    second = await runSchedule();
    afterSecond = await storedObjects();
  }, 120_000);

  it('writes the period payroll file, one 834 per carrier and its record, each once', () => {
    const period = `${planYear}-12`;
    expect(first.period).toBe(period);
    expect(first.failed).toEqual([]);
    const keys = afterFirst.map((o) => o.key);
    expect(keys).toContain(exportKeys.payroll(employer.id, period, 'full', `payroll-LTW-310-${period}.csv`));
    const x12 = keys.filter((k) => k.endsWith('.x12'));
    expect(x12.length).toBeGreaterThanOrEqual(1);
    for (const k of x12)
      expect(k).toMatch(new RegExp(`^${employer.id}/834/[a-z0-9-]+/${planYear}/${period}/full/`));
    expect(keys.filter((k) => k.endsWith('/last-sent.json'))).toHaveLength(x12.length);
    // One object per file, each put once.
    expect(new Set(keys).size).toBe(keys.length);
    expect([...putsOfFirst].sort()).toEqual(keys);
    expect(first.written).toBe(1 + x12.length);
  });

  it('the second run sends no write at all and leaves every object as it was: one version, the same content', () => {
    expect(second.failed).toEqual([]);
    expect(second.written).toBe(0);
    expect(second.unchanged).toBe(first.written);
    expect(puts).toEqual([]);
    expect(afterSecond).toEqual(afterFirst);
  });

  it('lists the shopper and the waiver in the payroll file, without the member who only registered, and no SSN', () => {
    const payroll = afterFirst.find((o) => o.key.endsWith('.csv'))?.body ?? '';
    expect(payroll).toContain('Sasha Tester');
    expect(payroll).toMatch(/Wren Tester,\d{4},\d{4}-12,waive,/);
    expect(payroll).not.toContain('Nico');
    expect(payroll).not.toContain(memberSsn);
  });

  it("puts the shopper's SSN in the 834 only, not in the record kept beside it", () => {
    const x12 = afterFirst.filter((o) => o.key.endsWith('.x12')).map((o) => o.body);
    const records = afterFirst.filter((o) => o.key.endsWith('.json')).map((o) => o.body);
    expect(x12.join('\n')).toContain(memberSsn);
    expect(x12.join('\n').toUpperCase()).toContain('SASHA');
    for (const r of records) expect(r).not.toContain(memberSsn);
  });
});
