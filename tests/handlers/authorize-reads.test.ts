/**
 * Issue 29 item 2: what POST /api/Order reads before its transaction, and in what order. After the
 * caller's member, every read goes out at once (the employer's item collection in one Query, the
 * dependents, and for a plan the ZIP's counties), so an authorization waits for its slowest read
 * rather than for their sum; the key's first answer is not read before the transaction, whose
 * guard refuses a used key (then, or when pricing refuses, the key is read and decides). The
 * answers keep the order of the rules as when each read waited for the one before (the key first,
 * then the employer, the effective date, the class policy). The real chain with a mocked DynamoDB.
 */
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetComposition } from '../../lambdas/composition';
import { handler, requestHash } from '../../lambdas/handlers/order/post-order';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import * as apiMessages from '../../shared/api-messages';
import type { AuthorizeBody } from '../../shared/schemas/order';
import { attestationFor } from '../helpers/coverage-attestation';
import { apiEvent, lambdaContext } from '../helpers/events';
import {
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
const [effectiveDate, secondDate] = effectiveDateOptions(NOW, 0);
const silver = offer('22222NJ0020001', 'Silver', 40_000);

type Input = Record<string, unknown>;

/** The DynamoDB calls of one request: which table, and how many calls were in flight at once. */
function recorder() {
  const calls: string[] = [];
  let inFlight = 0;
  let most = 0;
  /** Answers `value` a turn of the event loop later, so that calls sent together overlap. */
  const answer =
    (what: string, value: () => unknown) =>
    async (input: Input): Promise<unknown> => {
      calls.push(input.TableName ? `${what} ${String(input.TableName)}` : what);
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      return value();
    };
  return { calls, answer, mostAtOnce: () => most };
}

interface Tables {
  employerItems?: Input[];
  /** The key's record: the transaction's guard on the key then refuses it, as DynamoDB does. */
  idempotency?: Input;
  idempotencyFails?: boolean;
  dependentsFail?: boolean;
}

/** The tables of a member of the fixture employer, each answer a turn later (see recorder). */
function tables(rec: ReturnType<typeof recorder>, t: Tables = {}) {
  ddb
    .on(QueryCommand, { TableName: 'members-test' })
    .callsFake(rec.answer('Query', () => ({ Items: [memberItem({ ssn: '123456789' })] })));
  ddb.on(GetCommand, { TableName: 'orders-test' }).callsFake(
    rec.answer('GetItem', () => {
      if (t.idempotencyFails) throw Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
      return t.idempotency ? { Item: t.idempotency } : {};
    }),
  );
  // The enrollment gate (issue 40): its four items in one BatchGetItem, none stored.
  ddb
    .on(BatchGetCommand)
    .callsFake(rec.answer('BatchGetItem admin-test', () => ({ Responses: { 'admin-test': [] } })));
  ddb.on(QueryCommand, { TableName: 'employers-test' }).callsFake(
    rec.answer('Query', () => ({
      Items: t.employerItems ?? [
        policyItem(2026, 'ALL', { kind: 'base-plus-dependent', base: 50_000, perDependent: 0 }, 2_500),
        employerProfile(employerId, 'ACME-001'),
      ],
    })),
  );
  ddb.on(QueryCommand, { TableName: 'dependents-test' }).callsFake(
    rec.answer('Query', () => {
      if (t.dependentsFail) throw Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
      return { Items: [] };
    }),
  );
  ddb
    .on(QueryCommand, { TableName: 'locations-test' })
    .callsFake(rec.answer('Query', () => ({ Items: [hudson] })));
  ddb
    .on(QueryCommand, { TableName: 'plans-test' })
    .callsFake(rec.answer('Query', () => ({ Items: partitionItems(2026, '34017', [silver]) })));
  ddb.on(TransactWriteCommand).callsFake(
    rec.answer('TransactWriteItems', () => {
      if (!t.idempotency) return {};
      throw Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      });
    }),
  );
}

const waiver = (overrides: Partial<AuthorizeBody> = {}): AuthorizeBody => ({
  idempotencyKey: randomUUID(),
  effectiveDate,
  election: { kind: 'waive', reason: 'Coverage under Medicare' },
  additionalServiceOption: null,
  payrollDeductionAcknowledged: true,
  ...overrides,
});

const authorize = async (body: AuthorizeBody) => {
  const res = await handler(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
};

beforeAll(() => {
  Object.assign(process.env, tablesEnv, { TABLE_ORDERS: 'orders-test', FROM_EMAIL: 'no-reply@example.com' });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(() => ddb.reset());

describe('POST /api/Order reads', () => {
  it("a waiver: the member, then the employer, the dependents and the gate's four items (the two windows, the new-hire rules, the census row) in one BatchGetItem, at once, then one transaction (no read of the key)", async () => {
    const rec = recorder();
    tables(rec);
    const res = await authorize(waiver());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rec.calls[0]).toBe('Query members-test');
    expect(rec.calls.slice(1, 4).sort()).toEqual([
      'BatchGetItem admin-test',
      'Query dependents-test',
      'Query employers-test',
    ]);
    expect(rec.calls.slice(4)).toEqual(['TransactWriteItems']);
    expect(rec.mostAtOnce()).toBe(3);
  });

  it('a plan: the ZIP is read with the others, the plans of its county right after it', async () => {
    const rec = recorder();
    tables(rec);
    const res = await authorize(
      waiver({
        election: {
          kind: 'shop',
          planid: silver.id,
          ichraAcknowledged: true,
          coverageAttestation: attestationFor(memberId),
        },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rec.calls).toHaveLength(7);
    expect(rec.calls.slice(1, 5).sort()).toEqual([
      'BatchGetItem admin-test',
      'Query dependents-test',
      'Query employers-test',
      'Query locations-test',
    ]);
    expect(rec.calls.slice(5)).toEqual(['Query plans-test', 'TransactWriteItems']);
    expect(rec.mostAtOnce()).toBe(4);
  });
});

describe('POST /api/Order answers in the order of its rules, whatever read answers first', () => {
  it("a key used with other elections answers 409 even when the member's employer is gone", async () => {
    const first = waiver();
    const rec = recorder();
    tables(rec, {
      employerItems: [],
      idempotency: { requestHash: requestHash({ ...first, effectiveDate: secondDate }), result: '{}' },
    });
    const res = await authorize(first);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(apiMessages.idempotencyKeyReused);
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('a replay answers its first answer even when the elections could not be priced now', async () => {
    const body = waiver();
    const stored = JSON.stringify({
      success: true,
      orderdetails: [],
      confirmationEmail: 'queued',
      message: apiMessages.authorized,
    });
    const rec = recorder();
    tables(rec, { employerItems: [], idempotency: { requestHash: requestHash(body), result: stored } });
    const res = await handler(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(stored);
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it("a replay whose elections still price: the key's guard refuses the transaction, then the key's first answer is read and answered", async () => {
    const body = waiver();
    const stored = JSON.stringify({
      success: true,
      orderdetails: [],
      confirmationEmail: 'queued',
      message: apiMessages.authorized,
    });
    const rec = recorder();
    tables(rec, { idempotency: { requestHash: requestHash(body), result: stored } });
    const res = await handler(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(stored);
    expect(rec.calls.slice(-2)).toEqual(['TransactWriteItems', 'GetItem orders-test']);
  });

  it("a refusal stands when the key's read after it fails too", async () => {
    const rec = recorder();
    tables(rec, { employerItems: [], idempotencyFails: true });
    const res = await authorize(waiver());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(apiMessages.employerNotFound);
    expect(rec.calls).toContain('GetItem orders-test');
  });

  it("the employer's 404 comes before a failure of the dependents' read", async () => {
    const rec = recorder();
    tables(rec, { employerItems: [], dependentsFail: true });
    const res = await authorize(waiver());
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(apiMessages.employerNotFound);
  });

  it("a date not offered is refused before the plan year's missing class policy", async () => {
    const rec = recorder();
    // No policy at all: the first option's plan year would answer 404.
    tables(rec, { employerItems: [employerProfile(employerId, 'ACME-001')] });
    const res = await authorize(waiver({ effectiveDate: '2026-07-01' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      effectiveDate: apiMessages.effectiveDateNotOffered(effectiveDate, secondDate),
    });
    const missing = await authorize(waiver());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(apiMessages.contributionPolicyMissing(2026));
  });
});
