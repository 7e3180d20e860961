/**
 * Enrollment after the window (issue 40, item 5) on the real chains, DynamoDB mocked: POST
 * /api/Order after the employer's window answers 409 naming the deadline (in the request's
 * language) and writes nothing; a member window lets the member elect on the date it gives, and an
 * authorized member's new order set supersedes the old in the same transaction (the old account
 * kept under ENDED#, the old orders ended the day before, nothing deleted); GET
 * /api/Order/EnrollmentWindow says the same to the builder; HR's correction route writes the window
 * with its activity record in one transaction, for a member of the employer only.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { accountKey } from '../../lambdas/adapters/orders';
import { censusKey } from '../../lambdas/adapters/census';
import { memberWindowKey, newHireRulesKey, windowKey } from '../../lambdas/adapters/enrollment-windows';
import { resetComposition } from '../../lambdas/composition';
import { handler as postMemberWindow } from '../../lambdas/handlers/admin/post-member-window';
import { handler as putNewHireRules } from '../../lambdas/handlers/admin/put-new-hire-rules';
import { handler as getEnrollmentWindow } from '../../lambdas/handlers/order/get-enrollment-window';
import { handler } from '../../lambdas/handlers/order/post-order';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import * as adminApiMessages from '../../shared/api-messages.admin';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { attestationFor } from '../helpers/coverage-attestation';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';
import {
  adminBatchItems,
  claims,
  ddb,
  employerId,
  employerProfile,
  hudson,
  memberId,
  memberItem,
  offer,
  partitionItems,
  policyItem,
  tablesEnv,
} from './catalog-fixtures';

const NOW = new Date('2026-02-05T12:00:00Z');
const [openDate] = effectiveDateOptions(NOW, 0); // 2026-03-01
const silver = offer('22222NJ0020001', 'Silver', 40_000);
const closedWindow = { planYear: 2026, opens: '2025-11-01', closes: '2025-12-15' };
const correction = {
  memberId,
  planYear: 2026,
  kind: 'correction',
  opens: '2026-02-01',
  closes: '2026-03-02',
  effectiveFrom: '2026-02-01',
  fixedEffectiveDate: null,
  reason: 'Wrong plan entered',
  openedBy: 'hr@example.com',
  openedAt: '2026-02-01T09:00:00.000Z',
};
/** The order set authorized in open enrollment, effective 2026-01-01. */
const oldAccount = {
  ...accountKey(memberId, 2026),
  kind: 'account',
  id: 'a0a0a0a0-0000-4000-8000-000000000001',
  memberid: memberId,
  employerId,
  planyear: 2026,
  effectivedate: '2026-01-01',
  createdon: '2025-12-01T10:00:00.000Z',
  waivecoverage: 1,
};
const oldOrder = {
  pk: `MEMBER#${memberId}`,
  sk: 'ORDER#2025-12-01T10:00:00.000Z#b0b0b0b0-0000-4000-8000-000000000002',
  kind: 'order',
  id: 'b0b0b0b0-0000-4000-8000-000000000002',
  createdon: '2025-12-01T10:00:00.000Z',
  businessyear: 2026,
  policyeffectivedate: '2026-01-01',
  category: 'waive',
};

function tables(t: { employerWindow?: object; memberWindow?: object; account?: object } = {}) {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [memberItem({ ssn: '123456789' })] });
  ddb.on(GetCommand, { TableName: 'orders-test' }).resolves({});
  ddb
    .on(GetCommand, { TableName: 'orders-test', Key: accountKey(memberId, 2026) })
    .resolves(t.account ? { Item: t.account } : {});
  ddb.on(QueryCommand, { TableName: 'orders-test' }).resolves({ Items: t.account ? [oldOrder] : [] });
  ddb.on(GetCommand, { TableName: 'admin-test' }).resolves({});
  adminBatchItems([
    [windowKey(employerId, 2026), t.employerWindow],
    [memberWindowKey(employerId, 2026, memberId), t.memberWindow],
  ]);
  ddb
    .on(GetCommand, { TableName: 'employers-test' })
    .resolves({ Item: employerProfile(employerId, 'ACME-001') });
  ddb.on(QueryCommand, { TableName: 'employers-test' }).resolves({
    Items: [
      policyItem(2026, 'ALL', { kind: 'base-plus-dependent', base: 50_000, perDependent: 0 }, 2_500),
      employerProfile(employerId, 'ACME-001'),
    ],
  });
  ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({ Items: [] });
  ddb.on(QueryCommand, { TableName: 'locations-test' }).resolves({ Items: [hudson] });
  ddb
    .on(QueryCommand, { TableName: 'plans-test' })
    .resolves({ Items: partitionItems(2026, '34017', [silver]) });
  ddb.on(TransactWriteCommand).resolves({});
}

const authorize = async (effectiveDate: string, headers: Record<string, string> = {}) => {
  const body = {
    idempotencyKey: randomUUID(),
    effectiveDate,
    election: {
      kind: 'shop',
      planid: silver.id,
      ichraAcknowledged: true,
      coverageAttestation: attestationFor(memberId),
    },
    additionalServiceOption: null,
    payrollDeductionAcknowledged: true,
  };
  const event = apiEvent('POST /api/Order', { body, claims });
  Object.assign(event.headers, headers);
  const res = await handler(event, lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

beforeAll(() => {
  Object.assign(process.env, tablesEnv, { TABLE_ORDERS: 'orders-test', FROM_EMAIL: 'no-reply@example.com' });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(() => ddb.reset());

describe('POST /api/Order after the employer enrollment window', () => {
  it('answers 409 naming the deadline that passed, and writes nothing', async () => {
    tables({ employerWindow: closedWindow });
    const res = await authorize(openDate);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('enrollmentClosed');
    expect(res.body.message).toBe(apiMessages.enrollmentClosed(2026, '2025-12-15'));
    expect(res.body.message).toContain('2025-12-15');
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers the same refusal in Spanish for a Spanish request', async () => {
    tables({ employerWindow: closedWindow });
    const res = await authorize(openDate, { 'accept-language': 'es' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(apiMessagesEs.enrollmentClosed(2026, '2025-12-15'));
  });

  it('keeps open enrollment on the last day of the window and for an employer with no window', async () => {
    vi.setSystemTime(new Date('2026-02-05T23:59:00Z'));
    tables({ employerWindow: { ...closedWindow, closes: '2026-02-05' } });
    expect((await authorize(openDate)).status).toBe(200);
    ddb.reset();
    tables();
    expect((await authorize(openDate)).status).toBe(200);
    vi.setSystemTime(NOW);
  });
});

describe('POST /api/Order in a member window of their own', () => {
  it('lets a member elect after the employer window on the date the window gives, and refuses another date', async () => {
    tables({ employerWindow: closedWindow, memberWindow: correction });
    const refused = await authorize('2026-04-01');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(apiMessages.memberWindowEffectiveDate('2026-03-01'));
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    const res = await authorize('2026-03-01');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    // A first authorization: nothing superseded.
    expect(items.some((i) => i.Put?.Item?.kind === 'ended-account')).toBe(false);
  });

  it('supersedes the authorized order set in the same transaction: old account kept as ENDED, old orders ended the day before, nothing deleted', async () => {
    tables({ employerWindow: closedWindow, memberWindow: correction, account: oldAccount });
    const res = await authorize('2026-03-01');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    expect(items.some((i) => 'Delete' in i && i.Delete)).toBe(false);
    const account = items[1]!.Put!;
    expect(account.Item).toMatchObject({
      sk: 'ACCOUNT#2026',
      effectivedate: '2026-03-01',
      supersedes: oldAccount.id,
    });
    expect(account.ConditionExpression).toBe('#id = :old');
    expect(account.ExpressionAttributeValues).toEqual({ ':old': oldAccount.id });
    const ended = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'ended-account');
    expect(ended).toMatchObject({
      sk: `ENDED#ACCOUNT#2026#${oldAccount.createdon}`,
      id: oldAccount.id,
      effectivedate: '2026-01-01',
      enddate: '2026-02-28',
      supersededBy: account.Item!.id,
    });
    expect(ended).not.toHaveProperty('employerId');
    const endedOrder = items.map((i) => i.Update).find((u) => u?.Key?.sk === oldOrder.sk);
    expect(endedOrder?.ExpressionAttributeValues?.[':end']).toBe('2026-02-28');
    expect(endedOrder?.ConditionExpression).toContain('attribute_not_exists(policyenddate)');
    const outbox = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'outbox');
    expect(outbox?.sk).toMatch(/^OUTBOX#CONFIRMATION#2026#CHANGE#/);
  });

  it('without a member window an authorized member still gets the documented 409 of a second authorization', async () => {
    tables({ account: oldAccount });
    ddb.on(TransactWriteCommand).rejects(
      Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const res = await authorize(openDate);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(apiMessages.alreadyAuthorized(2026));
  });
});

describe('GET /api/Order/EnrollmentWindow', () => {
  const read = async () => {
    const res = await getEnrollmentWindow(
      apiEvent('GET /api/Order/EnrollmentWindow', { claims }),
      lambdaContext(),
    );
    return JSON.parse(res.body).data;
  };

  it('tells the builder the enrollment is closed, with the deadline, or open in a member window with its date', async () => {
    tables({ employerWindow: closedWindow });
    expect(await read()).toEqual({
      planYear: 2026,
      state: 'closed',
      deadline: '2025-12-15',
      memberWindow: null,
    });
    ddb.reset();
    tables({ employerWindow: closedWindow, memberWindow: correction });
    expect(await read()).toEqual({
      planYear: 2026,
      state: 'member-window',
      deadline: null,
      memberWindow: { kind: 'correction', closes: '2026-03-02', effectiveDate: '2026-03-01' },
    });
  });
});

describe('POST /api/admin/employers/{employerId}/member-windows', () => {
  const adminSub = 'admin-sub-member-windows';
  const grant = (employerIds: string[]) =>
    ddb.on(GetCommand, { TableName: 'admin-test', Key: grantKey(adminSub) }).resolves({
      Item: {
        ...grantKey(adminSub),
        sub: adminSub,
        email: 'hr@example.com',
        role: 'hr',
        employerIds,
        phi: false,
        revokedAt: null,
        mfaAt: '2026-01-01T00:00:00.000Z',
      },
    });
  const open = async (body: Record<string, unknown>, forEmployer = employerId) => {
    const event = apiEvent('POST /api/admin/employers/{employerId}/member-windows', {
      pathParameters: { employerId: forEmployer },
      body,
      claims: memberClaims(adminSub),
    });
    const res = await postMemberWindow(event, lambdaContext());
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const body = {
    email: 'Jordan.Rivera@example.com',
    planYear: 2026,
    kind: 'correction',
    reason: 'Wrong plan entered',
    days: 30,
  };

  it('opens a correction from today for N days and writes it with its activity record in one transaction', async () => {
    tables();
    grant([employerId]);
    const res = await open(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      email: 'jordan.rivera@example.com',
      planYear: 2026,
      kind: 'correction',
      opens: '2026-02-05',
      closes: '2026-03-06',
      reason: 'Wrong plan entered',
    });
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    expect(items.map((i) => i.Put?.Item?.sk)).toEqual([
      memberWindowKey(employerId, 2026, memberId).sk,
      expect.stringMatching(/^ACTIVITY#/),
    ]);
    expect(items[0]!.Put!.Item).toMatchObject({ openedBy: 'hr@example.com', reason: 'Wrong plan entered' });
  });

  it('refuses an e-mail no member of the employer registered with (404), a blank reason (400), writing nothing', async () => {
    tables();
    grant([employerId]);
    const unknown = await open({ ...body, email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(adminApiMessages.adminMemberNotRegistered);
    expect((await open({ ...body, reason: '   ' })).status).toBe(400);
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses an administrator without a grant for the employer (403), writing nothing', async () => {
    tables();
    grant(['9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b']);
    expect((await open(body)).status).toBe(403);
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe("a new hire's window from the employer's new-hire rules", () => {
  const adminSub = 'admin-sub-new-hires';
  const setUp = (t: { rules?: object; hireDate?: string | null } = {}) => {
    tables();
    ddb.on(GetCommand, { TableName: 'admin-test', Key: grantKey(adminSub) }).resolves({
      Item: {
        ...grantKey(adminSub),
        sub: adminSub,
        email: 'hr@example.com',
        role: 'hr',
        employerIds: [employerId],
        phi: false,
        revokedAt: null,
        mfaAt: '2026-01-01T00:00:00.000Z',
      },
    });
    ddb
      .on(GetCommand, { TableName: 'admin-test', Key: newHireRulesKey(employerId) })
      .resolves(t.rules ? { Item: t.rules } : {});
    ddb
      .on(GetCommand, { TableName: 'admin-test', Key: censusKey(employerId, 'jordan.rivera@example.com') })
      .resolves(
        t.hireDate === undefined
          ? {}
          : { Item: { email: 'jordan.rivera@example.com', hireDate: t.hireDate } },
      );
  };
  const send = async (h: typeof postMemberWindow, routeKey: string, body: unknown) => {
    const event = apiEvent(routeKey, {
      pathParameters: { employerId },
      body,
      claims: memberClaims(adminSub),
    });
    const res = await h(event, lambdaContext());
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const rules = (body: unknown) =>
    send(putNewHireRules, 'PUT /api/admin/employers/{employerId}/new-hire-rules', body);
  const openNewHire = (body: Record<string, unknown> = {}) =>
    send(postMemberWindow, 'POST /api/admin/employers/{employerId}/member-windows', {
      email: 'jordan.rivera@example.com',
      planYear: 2026,
      kind: 'new-hire',
      ...body,
    });
  const firstOfMonth = { waitingKind: 'first-of-month-after-hire', waitingDays: null, daysToEnroll: 30 };

  it('sets the rules with their activity record in one transaction, and refuses a waiting period in days without the days', async () => {
    setUp();
    const refused = await rules({ waitingPeriod: 'days-after-hire', daysToEnroll: 30 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('waitingDays');
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    const set = await rules({ waitingPeriod: 'days-after-hire', waitingDays: 60, daysToEnroll: 31 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    expect(items[0]!.Put!.Item).toMatchObject({
      sk: 'NEWHIRE',
      waitingKind: 'days-after-hire',
      waitingDays: 60,
      daysToEnroll: 31,
    });
    expect(items[1]!.Put!.Item!.sk).toMatch(/^ACTIVITY#/);
  });

  it("opens the window the day the census's hire date makes them eligible, for the days to enroll", async () => {
    setUp({ rules: firstOfMonth, hireDate: '2026-01-20' });
    const res = await openNewHire();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'new-hire', opens: '2026-02-01', closes: '2026-03-02' });
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    expect(items[0]!.Put!.Item).toMatchObject({
      kind: 'new-hire',
      effectiveFrom: '2026-02-01',
      openedBy: 'hr@example.com',
    });
  });

  it('takes the hire date set in the console over the census', async () => {
    setUp({ rules: { ...firstOfMonth, waitingKind: 'days-after-hire', waitingDays: 10 } });
    const res = await openNewHire({ hireDate: '2026-02-01' });
    expect(res.body.data).toMatchObject({ opens: '2026-02-11', closes: '2026-03-12' });
  });

  it('refuses without rules (409), without a hire date (400 naming it) or after the window passed (409), writing nothing', async () => {
    setUp({ hireDate: '2026-01-20' });
    expect((await openNewHire()).body.message).toBe(adminApiMessages.adminNewHireSettingsMissing);
    ddb.reset();
    setUp({ rules: firstOfMonth, hireDate: null });
    const noDate = await openNewHire();
    expect(noDate.status).toBe(400);
    expect(noDate.body.fields).toHaveProperty('hireDate');
    ddb.reset();
    setUp({ rules: firstOfMonth, hireDate: '2025-10-02' });
    const passed = await openNewHire();
    expect(passed.status).toBe(409);
    expect(passed.body.message).toBe(adminApiMessages.adminNewHireWindowPassed('2025-11-01', '2025-11-30'));
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});
