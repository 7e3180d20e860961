/**
 * GET /api/admin/employers/{employerId}/tracker against a mocked DynamoDB: the real admin chain and
 * handler. The roster is two Queries of the byEmployer indexes (members, and the orders' accounts
 * of the plan year), never one per member; the projection names neither the SSN nor the date of
 * birth, and even if DynamoDB answered them the answer would not carry them; amounts are the
 * stored cents; an unknown employer answers 404.
 */
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { resetComposition } from '../../lambdas/composition';
import { handler } from '../../lambdas/handlers/admin/get-tracker';
import type { TrackerPage } from '../../lambdas/admin/tracker';
import { trackerResponse } from '../../shared/schemas/admin';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const otherEmployer = '0352a4cd-fc38-40fa-8dba-426f84f1c15f';
const sub = 'admin-sub-tracker';
const dynamo = mockClient(DynamoDBDocumentClient);

/** PROFILE items as a Query without projection would answer them: with an SSN and a date of birth. */
const profiles = [
  {
    pk: 'MEMBER#m-1',
    sk: 'PROFILE',
    id: 'm-1',
    employerId,
    firstname: 'Alice',
    lastname: 'Anders',
    email: 'alice@example.com',
    contributionclass: 'Salaried',
    postalcode: '07030',
    birthdate: '1984-03-09',
    ssn: '987654320',
    createdon: '2026-11-01T10:00:00.000Z',
    modifiedon: '2026-11-20T09:00:00.000Z',
    currentplanyear: 2027,
  },
  {
    pk: 'MEMBER#m-2',
    sk: 'PROFILE',
    id: 'm-2',
    employerId,
    firstname: 'Bob',
    lastname: 'Baker',
    email: 'bob@example.com',
    contributionclass: 'ALL',
    postalcode: null,
    birthdate: null,
    ssn: '987654321',
    createdon: '2026-11-02T10:00:00.000Z',
    modifiedon: '2026-11-02T10:00:00.000Z',
  },
];
const aliceAccount = {
  pk: 'MEMBER#m-1',
  sk: 'ACCOUNT#2027',
  employerId,
  memberid: 'm-1',
  planyear: 2027,
  effectivedate: '2027-01-01',
  waivecoverage: 0,
  waivecoveragereason: null,
  // The dollar fields differ from the cents on purpose: the answer must be the stored cents.
  currentemployercontribution: 512,
  currentemployercontributionCents: 51237,
  currentpayrolldeduction: 88,
  currentpayrolldeductionCents: 8805,
  planname: 'Gold Value 500',
  plancarrier: 'Garden State Health',
  covered: [{ id: 'm-1', relationship: 'self', dateofbirth: '1984-03-09' }],
  createdon: '2026-11-20T09:00:00.000Z',
  modifiedon: '2026-11-20T09:00:00.000Z',
};

const tracker = (query?: Record<string, string>, id = employerId) =>
  handler(
    apiEvent('GET /api/admin/employers/{employerId}/tracker', {
      pathParameters: { employerId: id },
      query,
      claims: memberClaims(sub),
    }),
    lambdaContext(),
  );

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_ADMIN: 'admin-table',
    TABLE_MEMBERS: 'members-table',
    TABLE_ORDERS: 'orders-table',
    TABLE_EMPLOYERS: 'employers-table',
  });
  resetComposition();
  // 5 December 2026 with a 10-day election deadline: the builder enrolls for 2027.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-05T12:00:00Z') });
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: grantKey(sub) }).resolves({
    Item: {
      ...grantKey(sub),
      sub,
      email: 'hr@example.com',
      role: 'hr',
      employerIds: [employerId, otherEmployer],
      phi: false,
      revokedAt: null,
      mfaAt: '2026-11-01T00:00:00.000Z',
    },
  });
  dynamo.on(GetCommand, { TableName: 'employers-table' }).resolves({});
  dynamo
    .on(GetCommand, { TableName: 'employers-table', Key: { pk: `EMPLOYER#${employerId}`, sk: 'PROFILE' } })
    .resolves({
      Item: {
        pk: `EMPLOYER#${employerId}`,
        sk: 'PROFILE',
        id: employerId,
        accountid: 'ACME-001',
        accountname: 'Acme Manufacturing',
        edoc_period: 10,
      },
    });
  dynamo.on(QueryCommand, { TableName: 'members-table' }).resolves({ Items: profiles });
  dynamo.on(QueryCommand, { TableName: 'orders-table' }).resolves({ Items: [aliceAccount] });
  dynamo.on(BatchGetCommand).resolves({ Responses: { 'orders-table': [] } });
  // The census: one employee invited who has not registered, one who has (a member now).
  dynamo.on(QueryCommand, { TableName: 'admin-table' }).resolves({
    Items: [
      {
        pk: `EMPLOYER#${employerId}`,
        sk: 'CENSUS#dana.invited@example.com',
        employerId,
        firstName: 'Dana',
        lastName: 'Invited',
        email: 'dana.invited@example.com',
        class: 'ALL',
        hireDate: null,
        language: 'en',
        addedAt: '2026-11-20T10:00:00.000Z',
        addedBy: 'hr@example.com',
        invitedAt: '2026-11-20T10:00:05.000Z',
        invitations: 1,
        tokenHash: 'hash',
        registeredAt: null,
        memberId: null,
      },
    ],
  });
});
afterEach(() => dynamo.reset());

interface Answer {
  success: boolean;
  code?: string;
  data: TrackerPage & { employer: { id: string; name: string }; planYear: number };
}
const bodyOf = (res: { body: string }) => JSON.parse(res.body) as Answer;

describe('GET .../tracker', () => {
  it('answers the counts, classes and rows of the plan year, valid against the response schema', async () => {
    const res = await tracker();
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res);
    expect(() => trackerResponse.parse(body)).not.toThrow();
    expect(body.data).toMatchObject({
      employer: { id: employerId, name: 'Acme Manufacturing' },
      planYear: 2027,
      counts: { 'not-started': 0, invited: 1, registered: 1, profile: 0, enrolled: 1, waived: 0 },
      classes: ['ALL', 'Salaried'],
      total: 3,
      page: 1,
      pageSize: 25,
    });
    expect(body.data.rows.map((r) => [r.email, r.state])).toEqual([
      ['alice@example.com', 'enrolled'],
      ['bob@example.com', 'registered'],
      ['dana.invited@example.com', 'invited'],
    ]);
  });

  it('answers the amounts the account stores, in cents, with the plan and carrier it names', async () => {
    const alice = bodyOf(await tracker({ q: 'alice' })).data.rows[0];
    expect(alice).toEqual({
      id: 'm-1',
      firstName: 'Alice',
      lastName: 'Anders',
      email: 'alice@example.com',
      class: 'Salaried',
      state: 'enrolled',
      notice: 'not-sent',
      // Enrolled with a plan and nothing uploaded: proof of coverage is missing.
      proof: 'missing',
      lastActivity: '2026-11-20T09:00:00.000Z',
      effectiveDate: '2027-01-01',
      planName: 'Gold Value 500',
      carrier: 'Garden State Health',
      waiverReason: null,
      contributionCents: aliceAccount.currentemployercontributionCents,
      deductionCents: aliceAccount.currentpayrolldeductionCents,
    });
  });

  it('carries no SSN and no date of birth, and asks DynamoDB for neither', async () => {
    const res = await tracker();
    for (const secret of ['987654320', '987654321', '1984-03-09', 'ssn', 'birthdate', 'dateofbirth'])
      expect(res.body).not.toContain(secret);
    const queries = dynamo.commandCalls(QueryCommand);
    // The two roster indexes, the census (names and e-mails only: it holds no SSN or birthdate),
    // the ICHRA notice's sends and acknowledgments, and the proofs of coverage of the plan year.
    expect(queries).toHaveLength(5);
    for (const q of queries.filter((c) => c.args[0].input.TableName !== 'admin-table')) {
      const named = Object.values(q.args[0].input.ExpressionAttributeNames ?? {});
      expect(q.args[0].input.ProjectionExpression).toBeTruthy();
      expect(named).not.toContain('ssn');
      expect(named).not.toContain('birthdate');
      expect(named).not.toContain('covered');
    }
  });

  it('reads the roster with one Query of each byEmployer index, the accounts of the plan year only', async () => {
    await tracker();
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'members-table',
      IndexName: 'byEmployer',
      ExpressionAttributeValues: { ':e': employerId },
    });
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'orders-table',
      IndexName: 'byEmployer',
      ExpressionAttributeValues: { ':e': employerId, ':sk': 'ACCOUNT#2027' },
    });
    // Every account the PROFILE items announce for 2027 was in the index: nothing read by key.
    expect(dynamo).not.toHaveReceivedCommand(BatchGetCommand);
  });

  it('reads by key the account of the plan year that the index does not hold (written before it), and uses it', async () => {
    dynamo.on(QueryCommand, { TableName: 'orders-table' }).resolves({ Items: [] });
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'orders-table': [aliceAccount] } });
    const body = bodyOf(await tracker());
    expect(dynamo).toHaveReceivedCommandTimes(BatchGetCommand, 1);
    const keys = dynamo.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems?.['orders-table']?.Keys;
    expect(keys).toEqual([{ pk: 'MEMBER#m-1', sk: 'ACCOUNT#2027' }]);
    expect(body.data.counts.enrolled).toBe(1);
    expect(body.data.rows[0]?.contributionCents).toBe(51237);
  });

  it('filters, sorts and pages as asked', async () => {
    const body = bodyOf(await tracker({ state: 'registered', sort: 'email', dir: 'desc', pageSize: '1' }));
    expect(body.data).toMatchObject({ total: 1, pageSize: 1 });
    expect(body.data.rows.map((r) => r.id)).toEqual(['m-2']);
    // The counts stay those of every employee.
    expect(body.data.counts).toMatchObject({ registered: 1, enrolled: 1 });
  });

  it('answers 404 employerNotFound for an employer of the grant that does not exist, reading no roster', async () => {
    const res = await tracker({}, otherEmployer);
    expect(res.statusCode).toBe(404);
    expect(bodyOf(res)).toMatchObject({ success: false, code: 'employerNotFound' });
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });

  it('refuses a bad query (a page size over the largest) with 400, reading nothing', async () => {
    const res = await tracker({ pageSize: '500' });
    expect(res.statusCode).toBe(400);
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });
});
