/**
 * A new hire's window that opens by itself (issue 40, item 5), on the real chains with DynamoDB
 * mocked: with the employer's new-hire rules (NEWHIRE) and the census's hire date for the member's
 * e-mail, GET /api/Order/EnrollmentWindow answers a new-hire window after the employer's window
 * closed, and POST /api/Order authorizes on the date it gives, without HR opening anything; a
 * window HR stored for the plan year wins, a hire before the plan year (and before its open
 * enrollment closed) enrolls in open enrollment, and without rules or a hire date nothing opens.
 * Also GET .../new-hire-rules, which the console's form starts from.
 */
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { censusKey } from '../../lambdas/adapters/census';
import { memberWindowKey, newHireRulesKey, windowKey } from '../../lambdas/adapters/enrollment-windows';
import { accountKey } from '../../lambdas/adapters/orders';
import { resetComposition } from '../../lambdas/composition';
import { handler as getNewHireRules } from '../../lambdas/handlers/admin/get-new-hire-rules';
import { handler as getEnrollmentWindow } from '../../lambdas/handlers/order/get-enrollment-window';
import { handler as postOrder } from '../../lambdas/handlers/order/post-order';
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
const email = 'jordan.rivera@example.com';
const silver = offer('22222NJ0020001', 'Silver', 40_000);
const closedWindow = { planYear: 2026, opens: '2025-11-01', closes: '2025-12-15' };
const firstOfMonth = { waitingKind: 'first-of-month-after-hire', waitingDays: null, daysToEnroll: 30 };
const inDays = (days: number) => ({ waitingKind: 'days-after-hire', waitingDays: days, daysToEnroll: 30 });

interface Stored {
  employerWindow?: object;
  memberWindow?: object;
  rules?: object;
  hireDate?: string;
}

function tables(t: Stored = {}) {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [memberItem({ ssn: '123456789' })] });
  ddb.on(GetCommand, { TableName: 'orders-test' }).resolves({});
  ddb.on(GetCommand, { TableName: 'orders-test', Key: accountKey(memberId, 2026) }).resolves({});
  ddb.on(QueryCommand, { TableName: 'orders-test' }).resolves({ Items: [] });
  ddb.on(GetCommand, { TableName: 'admin-test' }).resolves({});
  adminBatchItems([
    [windowKey(employerId, 2026), t.employerWindow],
    [memberWindowKey(employerId, 2026, memberId), t.memberWindow],
    [newHireRulesKey(employerId), t.rules],
    [censusKey(employerId, email), t.hireDate ? { hireDate: t.hireDate } : undefined],
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

/** What the builder reads: GET /api/Order/EnrollmentWindow's data. */
const gate = async (t: Stored) => {
  ddb.reset();
  tables(t);
  const res = await getEnrollmentWindow(
    apiEvent('GET /api/Order/EnrollmentWindow', { claims }),
    lambdaContext(),
  );
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};

const closed = { planYear: 2026, state: 'closed', deadline: '2025-12-15', memberWindow: null };

beforeAll(() => {
  Object.assign(process.env, tablesEnv, { TABLE_ORDERS: 'orders-test', FROM_EMAIL: 'no-reply@example.com' });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(() => ddb.reset());

describe("a new hire's window from the census and the employer's rules", () => {
  it('opens by itself after the employer window closed: eligible the first of the month after hire, effective the month after the election', async () => {
    // Hired 2026-01-20: eligible 2026-02-01, 30 days to enroll (to 2026-03-02); today is 2026-02-05.
    expect(await gate({ employerWindow: closedWindow, rules: firstOfMonth, hireDate: '2026-01-20' })).toEqual(
      {
        planYear: 2026,
        state: 'member-window',
        deadline: null,
        memberWindow: { kind: 'new-hire', closes: '2026-03-02', effectiveDate: '2026-03-01' },
      },
    );
    // One read of the admin table for the gate, the census row among its keys.
    expect(ddb).toHaveReceivedCommandTimes(BatchGetCommand, 1);
    const [batch] = ddb.commandCalls(BatchGetCommand);
    expect(batch!.args[0].input.RequestItems!['admin-test']!.Keys).toContainEqual(
      censusKey(employerId, email),
    );
  });

  it('is not open yet before the waiting period ends, nor after the days to enroll', async () => {
    // 30 days after a hire on 2026-01-10: eligible 2026-02-09, after today.
    expect(await gate({ employerWindow: closedWindow, rules: inDays(30), hireDate: '2026-01-10' })).toEqual(
      closed,
    );
    // Hired 2026-01-01 with no wait: the 30 days ended 2026-01-30.
    expect(await gate({ employerWindow: closedWindow, rules: inDays(0), hireDate: '2026-01-01' })).toEqual(
      closed,
    );
  });

  it('opens for a hire after the open enrollment closed but before the plan year starts, not for one before it closed', async () => {
    // Hired 2025-12-20, five days after the window closed; eligible 40 days later, 2026-01-29.
    const late = await gate({ employerWindow: closedWindow, rules: inDays(40), hireDate: '2025-12-20' });
    expect(late.state).toBe('member-window');
    expect(late.memberWindow).toEqual({
      kind: 'new-hire',
      closes: '2026-02-27',
      effectiveDate: '2026-03-01',
    });
    // Hired 2025-12-01, while open enrollment for 2026 was open: that was the time to enroll.
    expect(await gate({ employerWindow: closedWindow, rules: inDays(60), hireDate: '2025-12-01' })).toEqual(
      closed,
    );
  });

  it('gives way to a window HR stored for the plan year, even one that has closed', async () => {
    const correction = {
      memberId,
      planYear: 2026,
      kind: 'correction',
      opens: '2026-01-02',
      closes: '2026-01-10',
      effectiveFrom: '2026-01-02',
      fixedEffectiveDate: null,
      reason: 'Wrong plan entered',
      openedBy: 'hr@example.com',
      openedAt: '2026-01-02T09:00:00.000Z',
    };
    expect(
      await gate({
        employerWindow: closedWindow,
        memberWindow: correction,
        rules: firstOfMonth,
        hireDate: '2026-01-20',
      }),
    ).toEqual(closed);
  });

  it('opens nothing without the rules or without a hire date on the census', async () => {
    expect(await gate({ employerWindow: closedWindow, hireDate: '2026-01-20' })).toEqual(closed);
    expect(await gate({ employerWindow: closedWindow, rules: firstOfMonth })).toEqual(closed);
  });

  it('lets the new hire authorize on the date the window gives, in one transaction', async () => {
    tables({ employerWindow: closedWindow, rules: firstOfMonth, hireDate: '2026-01-20' });
    const body = {
      idempotencyKey: randomUUID(),
      effectiveDate: '2026-03-01',
      election: {
        kind: 'shop',
        planid: silver.id,
        ichraAcknowledged: true,
        coverageAttestation: attestationFor(memberId),
      },
      additionalServiceOption: null,
      payrollDeductionAcknowledged: true,
    };
    const res = await postOrder(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
    expect(res.statusCode, res.body).toBe(200);
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const orders = items.filter((i) => i.Put?.Item?.kind === 'order');
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) expect(o.Put!.Item!.policyeffectivedate).toBe('2026-03-01');
  });
});

describe('GET /api/admin/employers/{employerId}/new-hire-rules', () => {
  const adminSub = 'admin-sub-new-hire-rules';
  const read = async (rules?: object) => {
    ddb.on(GetCommand).resolves({});
    ddb
      .on(GetCommand, { TableName: 'employers-test' })
      .resolves({ Item: employerProfile(employerId, 'ACME-001') });
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
      .resolves(rules ? { Item: rules } : {});
    const res = await getNewHireRules(
      apiEvent('GET /api/admin/employers/{employerId}/new-hire-rules', {
        pathParameters: { employerId },
        claims: memberClaims(adminSub),
      }),
      lambdaContext(),
    );
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };

  it('answers null when the employer has set no rules', async () => {
    const res = await read();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toBeNull();
  });

  it('answers the rules as the PUT route takes them: the days only with a waiting period in days', async () => {
    expect((await read(inDays(45))).body.data).toEqual({
      waitingPeriod: 'days-after-hire',
      waitingDays: 45,
      daysToEnroll: 30,
    });
    ddb.reset();
    expect((await read(firstOfMonth)).body.data).toEqual({
      waitingPeriod: 'first-of-month-after-hire',
      daysToEnroll: 30,
    });
  });
});
