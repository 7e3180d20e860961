/**
 * POST /api/admin/employers/{employerId}/census/confirm against a mocked DynamoDB: the real chain
 * and handler. A chosen line that fails its checks refuses the request before anything is written;
 * each employee's census item is written with its invitation's outbox item in one transaction,
 * guarded so a second upload cannot write it again; a failure part-way answers how many were
 * invited, never half an employee. Each invitation carries the employee's ICHRA notice (their class,
 * their language, the plan year being enrolled), marked sent in the same transaction with the key
 * the daily notice run writes; an employee whose class has no terms that year gets no mark.
 */
import { adminApiMessages } from '../../shared/admin-api-messages';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { noticeSentKey } from '../../lambdas/adapters/ichra-notices';
import { resetComposition } from '../../lambdas/composition';
import { handler } from '../../lambdas/handlers/admin/post-census-confirm';
import { CENSUS_HEADER } from '../../shared/domain/census';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const sub = 'admin-sub-1';
const dynamo = mockClient(DynamoDBDocumentClient);
/** 2026-10-01: the plan year being enrolled is 2026 (edoc_period 0), the one the invitation's notice is of. */
const NOW = new Date('2026-10-01T15:00:00Z');

/** A class policy item of the employers table (flat by tier). */
const policyItem = (planYear: number, className: string) => ({
  pk: `EMPLOYER#${employerId}`,
  sk: `POLICY#${planYear}#${className}`,
  planYear,
  className,
  policy: {
    kind: 'flat-by-tier',
    tiers: { employee: 40_000, employee_spouse: 70_000, employee_children: 65_000, family: 90_000 },
  },
  waivedCents: 0,
});

const csv = [
  CENSUS_HEADER,
  'Ana,García,ana@example.com,Salaried,2026-01-15,es',
  'Ben,Okafor,ben@example.com,,,',
  'Bad,Class,bad@example.com,Contractors,,',
].join('\n');

const confirm = (body: unknown) =>
  handler(
    apiEvent('POST /api/admin/employers/{employerId}/census/confirm', {
      body,
      pathParameters: { employerId },
      claims: memberClaims(sub),
    }),
    lambdaContext(),
  );

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_ADMIN: 'admin-table',
    TABLE_MEMBERS: 'members-table',
    TABLE_EMPLOYERS: 'employers-table',
    TABLE_PLANS: 'plans-table',
  });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: grantKey(sub) }).resolves({
    Item: {
      ...grantKey(sub),
      sub,
      email: 'hr@example.com',
      role: 'hr',
      employerIds: [employerId],
      phi: false,
      revokedAt: null,
      mfaAt: '2026-11-01T00:00:00.000Z',
    },
  });
  dynamo.on(GetCommand, { TableName: 'employers-table' }).resolves({
    Item: {
      pk: `EMPLOYER#${employerId}`,
      sk: 'PROFILE',
      id: employerId,
      accountid: 'ACME-001',
      accountname: 'Acme',
      edoc_period: 0,
    },
  });
  dynamo
    .on(QueryCommand, { TableName: 'employers-table' })
    .resolves({ Items: [{ sk: 'POLICY#2027#ALL' }, { sk: 'POLICY#2027#Salaried' }] });
  // The notice's terms of 2026: the Salaried class only (the default class has none that year).
  dynamo
    .on(QueryCommand, {
      TableName: 'employers-table',
      ExpressionAttributeValues: { ':pk': `EMPLOYER#${employerId}`, ':p': 'POLICY#2026#' },
    })
    .resolves({ Items: [policyItem(2026, 'Salaried')] });
  dynamo
    .on(QueryCommand, {
      TableName: 'employers-table',
      ExpressionAttributeValues: { ':pk': `EMPLOYER#${employerId}`, ':p': 'CONTACT#' },
    })
    .resolves({ Items: [] });
  dynamo.on(QueryCommand, { TableName: 'plans-table' }).resolves({ Items: [] });
  dynamo.on(QueryCommand, { TableName: 'admin-table' }).resolves({ Items: [] });
  dynamo.on(BatchGetCommand).resolves({ Responses: { 'members-table': [] } });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
});
afterEach(() => dynamo.reset());

describe('POST .../census/confirm', () => {
  it('refuses, writing nothing, when a chosen line does not pass (line 4: an unknown class)', async () => {
    const res = await confirm({ fileName: 'census.csv', csv, rows: [2, 4] });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'censusRowsNotPassing',
      message: adminApiMessages.censusRowsNotPassing('4'),
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('refuses, writing nothing, a line number that is not a data line of the file', async () => {
    const res = await confirm({ fileName: 'census.csv', csv, rows: [2, 9] });
    expect(res.statusCode).toBe(400);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('writes each employee on the census with its invitation e-mail in the outbox, and the notice it carries marked sent, in one transaction, guarded', async () => {
    const res = await confirm({ fileName: 'census.csv', csv, rows: [2, 3] });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      success: true,
      data: { invited: 2, emails: ['ana@example.com', 'ben@example.com'] },
    });
    const calls = dynamo.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const items = calls[0]!.args[0].input.TransactItems ?? [];
    // Ana: census, outbox, notice mark (her class has terms for 2026); Ben: census, outbox (ALL has none).
    expect(items).toHaveLength(5);
    expect(items[0]?.Put).toMatchObject({
      TableName: 'admin-table',
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: `EMPLOYER#${employerId}`,
        sk: 'CENSUS#ana@example.com',
        firstName: 'Ana',
        class: 'Salaried',
        language: 'es',
        hireDate: '2026-01-15',
        addedBy: 'hr@example.com',
        invitations: 1,
      },
    });
    expect(items[1]?.Put).toMatchObject({
      TableName: 'admin-table',
      Item: {
        pk: `EMPLOYER#${employerId}`,
        sk: 'OUTBOX#INVITATION#ana@example.com#1',
        kind: 'outbox',
        mailKind: 'invitation',
        status: 'pending',
        to: 'ana@example.com',
        language: 'es',
        data: { firstName: 'Ana', employerName: 'Acme', planYear: '2026' },
      },
    });
    // No secret in the outbox: the link's token is made when the mail is sent.
    expect(JSON.stringify(items[1])).not.toMatch(/invite=|token/i);
    // The notice's sent mark: the daily run's key, with the version of Ana's Spanish notice of 2026;
    // no condition (it never cancels the invitation) and the first send's time kept.
    const mark = items[2]?.Update;
    expect(mark?.TableName).toBe('admin-table');
    expect(mark?.ConditionExpression).toBeUndefined();
    expect(mark?.UpdateExpression).toContain('sentAt = if_not_exists(sentAt, :at)');
    const version = String(mark?.ExpressionAttributeValues?.[':v']);
    expect(version).toMatch(/^ichra-notice-/);
    expect(mark?.Key).toEqual(noticeSentKey(employerId, 2026, 'ana@example.com', version));
    expect(mark?.ExpressionAttributeValues).toMatchObject({
      ':k': 'notice-sent',
      ':y': 2026,
      ':m': 'ana@example.com',
      ':via': 'invitation',
      ':at': NOW.toISOString(),
    });
    expect(items[3]?.Put?.Item).toMatchObject({ sk: 'CENSUS#ben@example.com', class: 'ALL', language: 'en' });
    expect(items[4]?.Put?.Item).toMatchObject({
      sk: 'OUTBOX#INVITATION#ben@example.com#1',
      data: { firstName: 'Ben', employerName: 'Acme' },
    });
    expect(items[4]?.Put?.Item?.data).not.toHaveProperty('planYear');
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ action: 'invitation', detail: 'Invited 2 employees from census.csv' }),
    });
  });

  it('leaves out an employee another upload put on the census meanwhile, and invites the others', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(
        Object.assign(new Error('cancelled'), {
          name: 'TransactionCanceledException',
          CancellationReasons: [
            { Code: 'ConditionalCheckFailed' },
            { Code: 'None' },
            { Code: 'None' },
            { Code: 'None' },
            { Code: 'None' },
          ],
        }),
      )
      .resolves({});
    const res = await confirm({ fileName: 'census.csv', csv, rows: [2, 3] });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({ invited: 1, emails: ['ben@example.com'] });
    const retried = dynamo.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems ?? [];
    expect(retried.map((i) => i.Put?.Item?.sk)).toEqual([
      'CENSUS#ben@example.com',
      'OUTBOX#INVITATION#ben@example.com#1',
    ]);
  });

  it('leaves out the employee whose census item failed, counting three writes for one whose invitation carries the notice', async () => {
    // Ana's census item, outbox and mark are entries 0-2; Ben's census item is entry 3.
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(
        Object.assign(new Error('cancelled'), {
          name: 'TransactionCanceledException',
          CancellationReasons: [
            { Code: 'None' },
            { Code: 'None' },
            { Code: 'None' },
            { Code: 'ConditionalCheckFailed' },
            { Code: 'None' },
          ],
        }),
      )
      .resolves({});
    const res = await confirm({ fileName: 'census.csv', csv, rows: [2, 3] });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({ invited: 1, emails: ['ana@example.com'] });
    const retried = dynamo.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems ?? [];
    expect(retried.map((i) => i.Put?.Item?.sk ?? i.Update?.Key?.sk)).toEqual([
      'CENSUS#ana@example.com',
      'OUTBOX#INVITATION#ana@example.com#1',
      expect.stringMatching(/^NOTICE#2026#SENT#ana@example\.com#ichra-notice-/),
    ]);
  });

  it('answers how many were invited when a write fails part-way: whole employees only', async () => {
    const many = [
      CENSUS_HEADER,
      ...Array.from({ length: 60 }, (_, i) => `F${i},L${i},e${i}@example.com,Salaried,,`),
    ].join('\n');
    dynamo.on(TransactWriteCommand).resolvesOnce({}).rejects(new Error('DynamoDB is down'));
    const res = await confirm({
      fileName: 'census.csv',
      csv: many,
      rows: Array.from({ length: 60 }, (_, i) => i + 2),
    });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'censusPartlyWritten',
      message: adminApiMessages.censusPartlyWritten(33),
    });
    // 33 employees in the first transaction, all of them whole: a census item, its outbox item and
    // the notice's mark each, 99 writes (DynamoDB takes at most 100).
    const first = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    expect(first).toHaveLength(99);
  });
});
