/**
 * The daily reminder run's handler (lambdas/handlers/reminders/send-reminders.ts) through its real
 * chain and adapters, DynamoDB mocked: on a proof reminder day it queues one proof of coverage
 * reminder for an enrolled member without an approved proof (under its own mark and outbox key,
 * not the enrollment reminders'), none for a member whose proof waits for review, and a second run
 * within 48 hours queues none (the marks the mock keeps as DynamoDB would).
 */
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetComposition } from '../../lambdas/composition';
import { handler } from '../../lambdas/handlers/reminders/send-reminders';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const pk = `EMPLOYER#${employerId}`;
const dynamo = mockClient(DynamoDBDocumentClient);
const NOW = new Date('2027-01-08T13:00:00Z');

const profiles = [
  { id: 'm-1', employerId, firstname: 'Alice', lastname: 'A', email: 'alice@example.com', language: 'es' },
  { id: 'm-2', employerId, firstname: 'Paul', lastname: 'P', email: 'paul@example.com' },
];
const account = (memberid: string) => ({
  memberid,
  planyear: 2027,
  effectivedate: '2027-01-01',
  waivecoverage: 0,
  currentemployercontributionCents: 50000,
  currentpayrolldeductionCents: 1000,
  currenthealthinsurancepremiumCents: 51000,
  createdon: '2026-12-01T00:00:00.000Z',
});

let marks: Map<string, string>;
let transactions: TransactWriteCommandInput[];

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_ADMIN: 'admin-table',
    TABLE_MEMBERS: 'members-table',
    TABLE_ORDERS: 'orders-table',
    TABLE_EMPLOYERS: 'employers-table',
    TABLE_PLANS: 'plans-table',
  });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  vi.setSystemTime(NOW);
  marks = new Map();
  transactions = [];
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(ScanCommand).resolves({ Items: [] });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(GetCommand, { TableName: 'employers-table' }).resolves({
    Item: { pk, sk: 'PROFILE', id: employerId, accountid: 'ACME', accountname: 'Acme', edoc_period: 10 },
  });
  dynamo.on(QueryCommand, { TableName: 'members-table' }).resolves({ Items: profiles });
  dynamo
    .on(QueryCommand, { TableName: 'orders-table' })
    .resolves({ Items: [account('m-1'), account('m-2')] });
  dynamo.on(BatchGetCommand).resolves({ Responses: { 'orders-table': [] } });
  dynamo
    .on(QueryCommand, {
      TableName: 'admin-table',
      ExpressionAttributeValues: { ':pk': pk, ':p': 'PROOF#2027#' },
    })
    .resolves({
      Items: [
        {
          employerId,
          memberId: 'm-2',
          email: 'paul@example.com',
          planYear: 2027,
          state: 'pending',
          uploadId: 'u-1',
          objectKey: 'k',
          fileType: 'pdf',
          bytes: 10,
          uploadedAt: '2027-01-05T00:00:00.000Z',
        },
      ],
    });
  dynamo
    .on(QueryCommand, {
      TableName: 'admin-table',
      ExpressionAttributeValues: { ':pk': pk, ':p': 'PROOFREMINDED#' },
    })
    .callsFake(async () => ({
      Items: [...marks].map(([email, remindedAt]) => ({ sk: `PROOFREMINDED#${email}`, remindedAt })),
    }));
  dynamo.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
    transactions.push(input);
    for (const item of input.TransactItems ?? [])
      if (item.Update && String(item.Update.Key?.sk).startsWith('PROOFREMINDED#'))
        marks.set(
          String(item.Update.Key?.sk).slice('PROOFREMINDED#'.length),
          String(item.Update.ExpressionAttributeValues?.[':at']),
        );
    return {};
  });
});
afterEach(() => dynamo.reset());

const proofOutbox = () =>
  transactions.flatMap((t) =>
    (t.TransactItems ?? []).flatMap((i) =>
      i.Put && String(i.Put.Item?.sk).startsWith('OUTBOX#PROOFREMINDER#') ? [i.Put.Item ?? {}] : [],
    ),
  );

describe('the daily reminder run: proof of coverage reminders', () => {
  const event = { date: '2027-01-08', employers: [employerId], days: [14] };

  it('queues one proof reminder for the enrolled member without proof, none for a pending proof', async () => {
    const report = await handler(event);
    expect(report.proofs.queued).toBe(1);
    expect(report.failed).toEqual([]);
    expect(proofOutbox()).toEqual([
      expect.objectContaining({
        pk,
        sk: 'OUTBOX#PROOFREMINDER#alice@example.com#2027-01-08',
        kind: 'outbox',
        mailKind: 'proof-reminder',
        to: 'alice@example.com',
        language: 'es',
        data: { firstName: 'Alice', employerName: 'Acme', planYear: '2027', rejected: 'no', reason: '' },
      }),
    ]);
    expect(marks.has('paul@example.com')).toBe(false);
    // The enrollment reminders' mark is not the proof reminders'.
    expect(
      transactions
        .flatMap((t) => t.TransactItems ?? [])
        .some((i) => String(i.Update?.Key?.sk).startsWith('REMINDED#')),
    ).toBe(false);
  });

  it('queues no proof reminder on a second run within 48 hours', async () => {
    await handler(event);
    vi.setSystemTime(new Date(NOW.getTime() + 3_600_000));
    const again = await handler(event);
    expect(again.proofs.queued).toBe(0);
    expect(again.proofs.employers).toEqual([{ employerId, queued: 0, alreadyReminded: 1, due: 1 }]);
    expect(proofOutbox()).toHaveLength(1);
  });

  it('queues none off the weekly reminder days', async () => {
    const report = await handler({ ...event, date: '2027-01-05' });
    expect(report.proofs.queued).toBe(0);
    expect(proofOutbox()).toEqual([]);
  });
});
