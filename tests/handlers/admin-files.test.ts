/**
 * The console's files (GET and POST /api/admin/employers/{employerId}/files, POST .../files/link)
 * on the real admin chain and handlers, against a mocked DynamoDB (the grant, the enrollment, the
 * activity log) and an in-memory S3 behind the S3 client's mock (the exports bucket).
 *
 * What is checked: the listing by period, kind and carrier, newest first, without another
 * employer's files or the 834's last-sent records; the SSN gate (the 834 neither listed, produced
 * nor linked without `phi`); an id that is not one of the employer's files answers 404; producing
 * and downloading are recorded; and a produced payroll file's amounts are the stored member
 * accounts' cents, read back from the CSV here without the export code.
 */
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { resetComposition } from '../../lambdas/composition';
import { handler as getFiles } from '../../lambdas/handlers/admin-files/get-files';
import { handler as postFileLink } from '../../lambdas/handlers/admin-files/post-file-link';
import { handler as postFiles } from '../../lambdas/handlers/admin-files/post-files';
import { adminApiMessages } from '../../shared/admin-api-messages';
import { filesResponse, type ExportFileEntry } from '../../shared/schemas/admin-files';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const otherEmployer = '0352a4cd-fc38-40fa-8dba-426f84f1c15f';
const sub = 'admin-sub-files';
const bucket = 'exports-bucket';
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

/** The exports bucket: key → bytes and when written. */
let objects: Map<string, { body: Buffer; at: Date; metadata: Record<string, string> }>;

function serveBucket(): void {
  s3.on(PutObjectCommand).callsFake(
    (input: { Key: string; Body: Buffer; Metadata?: Record<string, string> }) => {
      objects.set(input.Key, {
        body: Buffer.from(input.Body),
        at: new Date(),
        metadata: input.Metadata ?? {},
      });
      return {};
    },
  );
  s3.on(HeadObjectCommand).callsFake(async (input: { Key: string }) => {
    const o = objects.get(input.Key);
    if (!o) throw Object.assign(new Error('NotFound'), { name: 'NotFound' });
    return { Metadata: o.metadata, ContentLength: o.body.length };
  });
  s3.on(GetObjectCommand).callsFake(async (input: { Key: string }) => {
    const o = objects.get(input.Key);
    if (!o) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
    return { Body: { transformToString: async () => o.body.toString('utf8') } };
  });
  s3.on(ListObjectsV2Command).callsFake((input: { Prefix?: string }) => ({
    Contents: [...objects.entries()]
      .filter(([key]) => key.startsWith(input.Prefix ?? ''))
      .map(([Key, o]) => ({ Key, Size: o.body.length, LastModified: o.at })),
  }));
}

const put = (key: string, body: string, at = '2027-01-01T06:00:00.000Z') =>
  objects.set(key, { body: Buffer.from(body), at: new Date(at), metadata: {} });

function grant(phi: boolean): void {
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: grantKey(sub) }).resolves({
    Item: {
      ...grantKey(sub),
      sub,
      email: 'hr@example.com',
      role: 'hr',
      employerIds: [employerId],
      phi,
      revokedAt: null,
      mfaAt: '2026-11-01T00:00:00.000Z',
    },
  });
}

/** Two members who authorized 2027 (one shopping with Summit Health, one waiving), as stored. */
const member = (id: string, first: string, last: string, ssn: string) => ({
  pk: `MEMBER#${id}`,
  sk: 'PROFILE',
  id,
  employerId,
  accountid: 'ACME-001',
  email: `${first.toLowerCase()}@example.com`,
  firstname: first,
  lastname: last,
  birthdate: '1985-07-01',
  gender: 'Female',
  istobaccouser: 'No',
  ssn,
  address1: '1 Main St',
  city: 'Hoboken',
  stateorprovince: 'NJ',
  postalcode: '07030',
  contributionclass: 'ALL',
  createdon: '2026-11-01T00:00:00.000Z',
});
const accounts: Record<string, Record<string, unknown>> = {
  'm-1': {
    pk: 'MEMBER#m-1',
    sk: 'ACCOUNT#2027',
    kind: 'account',
    id: 'acc-1',
    memberid: 'm-1',
    planyear: 2027,
    effectivedate: '2027-01-01',
    waivecoverage: 0,
    // The dollar fields disagree with the cents on purpose: the file must carry the cents.
    currentemployercontribution: 400,
    currentemployercontributionCents: 40037,
    currenthealthinsurancepremiumCents: 90000,
    currentpayrolldeduction: 500,
    currentpayrolldeductionCents: 49963,
    covered: [
      {
        id: 'm-1',
        relationship: 'self',
        firstname: 'Jo',
        lastname: 'Lane',
        dateofbirth: '1985-07-01',
        gender: 'Female',
        tobacco: false,
      },
    ],
    createdon: '2026-12-01T10:00:00.000Z',
  },
  'm-2': {
    pk: 'MEMBER#m-2',
    sk: 'ACCOUNT#2027',
    kind: 'account',
    id: 'acc-2',
    memberid: 'm-2',
    planyear: 2027,
    effectivedate: '2027-01-01',
    waivecoverage: 1,
    waivecoveragereason: 'Spouse coverage',
    currentemployercontributionCents: 25000,
    currenthealthinsurancepremiumCents: 0,
    currentpayrolldeductionCents: 1250,
    createdon: '2026-12-02T10:00:00.000Z',
  },
};
const healthOrder = {
  pk: 'MEMBER#m-1',
  sk: 'ORDER#2026-12-01T10:00:00.000Z#o-1',
  category: 'healthinsurance',
  businessyear: 2027,
  options: '12345NJ0010001',
  productname: 'Silver Saver HMO',
  policycarriername: 'Summit Health',
  amountspentCents: 90000,
};

function storedEnrollment(): void {
  dynamo.on(GetCommand, { TableName: 'employers-table' }).resolves({
    Item: {
      pk: `EMPLOYER#${employerId}`,
      sk: 'PROFILE',
      id: employerId,
      accountid: 'ACME-001',
      accountname: 'Acme',
    },
  });
  dynamo.on(QueryCommand, { TableName: 'members-table' }).resolves({
    Items: [member('m-1', 'Jo', 'Lane', '123456789'), member('m-2', 'Ana', 'Ruiz', '234567890')],
  });
  dynamo.on(QueryCommand, { TableName: 'dependents-table' }).resolves({ Items: [] });
  for (const id of ['m-1', 'm-2']) {
    dynamo
      .on(QueryCommand, {
        TableName: 'orders-table',
        ExpressionAttributeValues: { ':pk': `MEMBER#${id}`, ':a': 'ACCOUNT#' },
      })
      .resolves({ Items: [accounts[id]!] });
    dynamo
      .on(QueryCommand, {
        TableName: 'orders-table',
        ExpressionAttributeValues: { ':pk': `MEMBER#${id}`, ':o': 'ORDER#' },
      })
      .resolves({ Items: id === 'm-1' ? [healthOrder] : [] });
    // No order set superseded in a member's own window (issue 40): no ended account.
    dynamo
      .on(QueryCommand, {
        TableName: 'orders-table',
        ExpressionAttributeValues: { ':pk': `MEMBER#${id}`, ':a': 'ENDED#ACCOUNT#' },
      })
      .resolves({ Items: [] });
  }
}

const call = <T>(
  fn: typeof getFiles,
  routeKey: string,
  o: { body?: unknown; query?: Record<string, string> },
  id = employerId,
) =>
  fn(
    apiEvent(routeKey, { ...o, pathParameters: { employerId: id }, claims: memberClaims(sub) }),
    lambdaContext(),
  ).then((r) => {
    const res = r as { statusCode: number; body: string };
    return { status: res.statusCode, body: JSON.parse(res.body) as T };
  });

type FilesAnswer = { data: { files: ExportFileEntry[] }; message?: string };
const list = (query?: Record<string, string>) =>
  call<FilesAnswer>(getFiles, 'GET /api/admin/employers/{employerId}/files', { ...(query && { query }) });
const produce = (body: unknown) =>
  call<FilesAnswer>(postFiles, 'POST /api/admin/employers/{employerId}/files', { body });
const link = (id: string) =>
  call<{ data: { url: string; expiresAt: string }; message?: string }>(
    postFileLink,
    'POST /api/admin/employers/{employerId}/files/link',
    { body: { id } },
  );

/** A stored payroll file with no employee: the header of the payroll file's columns. */
const payrollHeader =
  'employee_id,employee_name,plan_year,coverage_month,election,employer_contribution,monthly_deduction,pay_frequency,pay_date,period_deduction';

const fileId = (key: string) => Buffer.from(key).toString('base64url');

/** The activity items the handler wrote. */
const activity = () =>
  dynamo
    .commandCalls(PutCommand)
    .map((c) => c.args[0].input.Item as { action: string; detail: string; actor: string })
    .filter((i) => i.action);

/** "499.63" → 49963, without the export code's money helpers. */
const cents = (dollars: string): number => {
  const [whole = '0', part = ''] = dollars.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
};

beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    TABLE_ADMIN: 'admin-table',
    TABLE_MEMBERS: 'members-table',
    TABLE_ORDERS: 'orders-table',
    TABLE_EMPLOYERS: 'employers-table',
    TABLE_DEPENDENTS: 'dependents-table',
    BUCKET_EXPORTS: bucket,
  });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-03T12:00:00Z') });
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  objects = new Map();
  serveBucket();
  dynamo.on(PutCommand).resolves({});
  grant(true);
  storedEnrollment();
  // What the schedule left: January's payroll and one carrier's 834 with its record, another
  // employer's payroll, and February's payroll.
  put(`${employerId}/payroll/2027-01/full/payroll-ACME-001-2027-01.csv`, `${payrollHeader}\r\n`);
  put(
    `${employerId}/834/summit-health/2027/2027-01/full/834-ACME-001-SUMMIT-HEALTH-2027-full-000000001.x12`,
    'ISA*00~',
  );
  put(`${employerId}/834/summit-health/2027/last-sent.json`, JSON.stringify({ carrier: 'Summit Health' }));
  put(`${otherEmployer}/payroll/2027-01/full/payroll-OTHER-2027-01.csv`, 'x\r\n');
  put(
    `${employerId}/payroll/2027-02/full/payroll-ACME-001-2027-02.csv`,
    `${payrollHeader}\r\n`,
    '2027-02-01T06:00:00.000Z',
  );
});

describe('GET .../files', () => {
  it("lists the employer's files newest period first, by kind and carrier, with sizes and the carrier's name, and nothing of another employer or the last-sent records", async () => {
    // Act
    const { status, body } = await list();
    // Assess
    expect(status).toBe(200);
    expect(filesResponse.safeParse(body).success).toBe(true);
    expect(body.data.files.map((f) => [f.period, f.kind, f.carrier, f.name, f.bytes, f.ssn])).toEqual([
      ['2027-02', 'payroll', null, 'payroll-ACME-001-2027-02.csv', payrollHeader.length + 2, false],
      ['2027-01', 'payroll', null, 'payroll-ACME-001-2027-01.csv', payrollHeader.length + 2, false],
      ['2027-01', '834', 'Summit Health', '834-ACME-001-SUMMIT-HEALTH-2027-full-000000001.x12', 7, true],
    ]);
    expect(body.data.files[0]?.producedAt).toBe('2027-02-01T06:00:00.000Z');
    expect(s3).toHaveReceivedCommandWith(ListObjectsV2Command, { Bucket: bucket, Prefix: `${employerId}/` });
  });

  it('lists one period with ?period', async () => {
    const { body } = await list({ period: '2027-02' });
    expect(body.data.files.map((f) => f.name)).toEqual(['payroll-ACME-001-2027-02.csv']);
  });

  it('leaves the 834 (SSNs) out for a grant without phi, and reads none of its records', async () => {
    // Prepare
    grant(false);
    // Act
    const { body } = await list();
    // Assess
    expect(body.data.files.map((f) => f.kind)).toEqual(['payroll', 'payroll']);
    expect(s3).not.toHaveReceivedCommand(GetObjectCommand);
  });

  it('refuses a period that is not a month (400) without reading the bucket', async () => {
    const { status } = await list({ period: '2027-13' });
    expect(status).toBe(400);
    expect(s3).not.toHaveReceivedCommand(ListObjectsV2Command);
  });
});

describe('POST .../files', () => {
  it("writes the payroll file of the period whose amounts are the stored member accounts' cents, answers it and records it", async () => {
    // Act
    const { status, body } = await produce({ kind: 'payroll', period: '2027-03' });
    // Assess: the full file of March, and (an earlier period is stored) its change file.
    expect(status).toBe(200);
    expect(body.data.files.map((f) => [f.kind, f.period, f.name])).toEqual([
      ['payroll', '2027-03', 'payroll-ACME-001-2027-03.csv'],
      ['payroll', '2027-03', 'payroll-changes-ACME-001-2027-03.csv'],
    ]);
    const stored = objects.get(`${employerId}/payroll/2027-03/full/payroll-ACME-001-2027-03.csv`);
    expect(body.data.files[0]?.bytes).toBe(stored?.body.length);
    const rows = parse(stored?.body.toString('utf8') ?? '', { columns: true }) as Record<string, string>[];
    // One row per member (monthly pay): each amount is the stored account's cents, read independently.
    expect(
      rows.map((r) => [
        r.employee_id,
        cents(r.employer_contribution!),
        cents(r.monthly_deduction!),
        cents(r.period_deduction!),
      ]),
    ).toEqual(
      ['m-1', 'm-2'].map((id) => [
        id,
        accounts[id]?.currentemployercontributionCents,
        accounts[id]?.currentpayrolldeductionCents,
        accounts[id]?.currentpayrolldeductionCents,
      ]),
    );
    expect(activity()).toEqual([
      expect.objectContaining({
        action: 'file-produced',
        actor: 'hr@example.com',
        detail: 'payroll 2027-03: payroll-ACME-001-2027-03.csv, payroll-changes-ACME-001-2027-03.csv',
      }),
    ]);
  });

  it("produces the carriers' 834 of the period for a grant with phi", async () => {
    const { status, body } = await produce({ kind: '834', period: '2027-03' });
    expect(status).toBe(200);
    expect(body.data.files.map((f) => [f.kind, f.carrier, f.ssn])).toEqual([['834', 'Summit Health', true]]);
    expect(
      [...objects.keys()].filter((k) => k.startsWith(`${employerId}/834/summit-health/2027/2027-03/full/`)),
    ).toHaveLength(1);
  });

  it('refuses the 834 to a grant without phi (403), reading and writing nothing, recording nothing', async () => {
    // Prepare
    grant(false);
    const before = objects.size;
    // Act
    const { status, body } = await produce({ kind: '834', period: '2027-03' });
    // Assess
    expect(status).toBe(403);
    expect(body.message).toBe(adminApiMessages.filesSsnNotAllowed);
    expect(objects.size).toBe(before);
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
    expect(dynamo).not.toHaveReceivedCommandWith(QueryCommand, { TableName: 'members-table' });
    expect(activity()).toEqual([]);
  });

  it('produces the status file of the period without phi', async () => {
    grant(false);
    const { status, body } = await produce({ kind: 'status', period: '2027-03' });
    expect(status).toBe(200);
    expect(body.data.files.map((f) => [f.kind, f.name, f.ssn])).toEqual([
      ['status', 'status-ACME-001-2027.csv', false],
    ]);
    expect(objects.get(`${employerId}/status/2027-03/status-ACME-001-2027.csv`)?.body.toString()).toContain(
      'authorized (waive)',
    );
  });

  it('refuses an unknown kind or a field it does not declare (400), writing nothing', async () => {
    expect((await produce({ kind: 'pdf', period: '2027-03' })).status).toBe(400);
    expect((await produce({ kind: 'payroll', period: '2027-03', carrier: 'x' })).status).toBe(400);
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });
});

describe('POST .../files/link', () => {
  it('answers a 5-minute pre-signed GET of the file as an attachment with its name, and records the download', async () => {
    // Prepare
    const key = `${employerId}/payroll/2027-01/full/payroll-ACME-001-2027-01.csv`;
    // Act
    const { status, body } = await link(fileId(key));
    // Assess
    expect(status).toBe(200);
    const url = new URL(body.data.url);
    expect(decodeURIComponent(url.pathname)).toContain(key);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="payroll-ACME-001-2027-01.csv"; filename*=UTF-8''payroll-ACME-001-2027-01.csv`,
    );
    expect(body.data.expiresAt).toBe('2027-02-03T12:05:00.000Z');
    expect(activity()).toEqual([
      expect.objectContaining({
        action: 'file-downloaded',
        detail: 'payroll 2027-01: payroll-ACME-001-2027-01.csv',
      }),
    ]);
  });

  it("answers 404 for another employer's file, a last-sent record, a file that does not exist and an id that is no key", async () => {
    for (const id of [
      fileId(`${otherEmployer}/payroll/2027-01/full/payroll-OTHER-2027-01.csv`),
      fileId(`${employerId}/834/summit-health/2027/last-sent.json`),
      fileId(`${employerId}/payroll/2026-12/full/payroll-ACME-001-2026-12.csv`),
      'AAAA',
    ]) {
      const { status, body } = await link(id);
      expect(status, id).toBe(404);
      expect(body.message).toBe(adminApiMessages.fileNotFound);
    }
    expect(activity()).toEqual([]);
  });

  it('refuses the 834 to a grant without phi (403) and records nothing', async () => {
    grant(false);
    const key = `${employerId}/834/summit-health/2027/2027-01/full/834-ACME-001-SUMMIT-HEALTH-2027-full-000000001.x12`;
    const { status, body } = await link(fileId(key));
    expect(status).toBe(403);
    expect(body.message).toBe(adminApiMessages.filesSsnNotAllowed);
    expect(activity()).toEqual([]);
  });
});
