/**
 * POST /api/Order on the real chain with a mocked DynamoDB and SES: a failed transaction answers a
 * clear error and sends nothing else; the confirmation e-mail is an outbox item of the orders'
 * transaction and the request itself sends no mail; the HSA rules.
 */
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetComposition } from '../../lambdas/composition';
import { handler } from '../../lambdas/handlers/order/post-order';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import * as apiMessages from '../../shared/api-messages';
import { coverageAttestationVersion } from '../../shared/domain/coverage-attestation';
import { premiumTaxCreditOptOut } from '../../shared/domain/elections';
import { attestationFor } from '../helpers/coverage-attestation';
import { apiEvent, lambdaContext } from '../helpers/events';
import { mockSes } from '../helpers/ses-mock';
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
  storedFigures,
  tablesEnv,
} from './catalog-fixtures';

const ses = mockSes();
const NOW = new Date('2026-02-05T12:00:00Z');
const [effectiveDate] = effectiveDateOptions(NOW, 0);
const bronzeHsa = offer('11111NJ0010002', 'Bronze', 25_000, { hsaEligible: true });
const silver = offer('22222NJ0020001', 'Silver', 40_000);

function tables(year = 2026, offers = [bronzeHsa, silver]) {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [memberItem({ ssn: '123456789' })] });
  ddb.on(GetCommand, { TableName: 'orders-test' }).resolves({});
  // No enrollment window set, of the employer or the member (issue 40): open enrollment.
  ddb.on(GetCommand, { TableName: 'admin-test' }).resolves({});
  ddb.on(BatchGetCommand).resolves({ Responses: { 'admin-test': [] } });
  // The employer's item collection from the plan year's policies to its profile, in one Query.
  ddb
    .on(QueryCommand, {
      TableName: 'employers-test',
      ExpressionAttributeValues: { ':from': `POLICY#${year}#`, ':to': 'PROFILE' },
    })
    .resolves({
      Items: [
        policyItem(year, 'ALL', { kind: 'base-plus-dependent', base: 50_000, perDependent: 0 }, 2_500),
        employerProfile(employerId, 'ACME-001'),
      ],
    });
  ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({ Items: [] });
  ddb.on(QueryCommand, { TableName: 'locations-test' }).resolves({ Items: [hudson] });
  ddb
    .on(QueryCommand, { TableName: 'plans-test' })
    .resolves({ Items: partitionItems(year, '34017', offers) });
}

/**
 * Authorize Elections with `election`; a shop election without a coverage attestation gets the
 * member's own (the fixture household has no dependent unless a test saves one).
 */
const authorize = async (election: Record<string, unknown>, date = effectiveDate) => {
  const body = {
    idempotencyKey: randomUUID(),
    effectiveDate: date,
    election:
      election.kind === 'shop' && !('coverageAttestation' in election)
        ? { ...election, coverageAttestation: attestationFor(memberId) }
        : election,
    additionalServiceOption: null,
    payrollDeductionAcknowledged: true,
  };
  const res = await handler(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

beforeAll(() => {
  Object.assign(process.env, tablesEnv, { TABLE_ORDERS: 'orders-test', FROM_EMAIL: 'no-reply@example.com' });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(() => {
  ddb.reset();
  ses.reset();
});

describe('POST /api/Order with failures of its dependencies', () => {
  it('a failed transaction answers a clear error, writes nothing outside it and sends no e-mail', async () => {
    tables();
    ddb
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('injected'), { name: 'InternalServerError' }));
    const res = await authorize({ kind: 'shop', planid: silver.id, ichraAcknowledged: true });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(0);
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
    expect(ses.messages()).toEqual([]);
  });

  it('writes the confirmation as an outbox item of the same transaction, sends no mail itself and answers queued', async () => {
    tables();
    ddb.on(TransactWriteCommand).resolves({});
    ses.rejects(new Error('SES down'));
    const res = await authorize({ kind: 'waive', reason: 'Coverage under Medicare' });
    expect(res.status).toBe(200);
    expect(res.body.confirmationEmail).toBe('queued');
    expect(res.body.message).toBe(apiMessages.authorized);
    expect(res.body.orderdetails.map((o: { category: string }) => o.category)).toEqual(['waive']);
    expect(ses.messages()).toEqual([]);
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    // The guards keep their places: failedGuard maps the cancellation reasons by index.
    expect(items.slice(0, 3).map((i) => i.Put?.Item?.kind ?? i.Update?.TableName)).toEqual([
      'idempotency',
      'account',
      'members-test',
    ]);
    const outbox = items.map((i) => i.Put).find((p) => p?.Item?.kind === 'outbox');
    expect(outbox?.TableName).toBe('orders-test');
    expect(outbox?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(outbox?.Item).toMatchObject({ sk: 'OUTBOX#CONFIRMATION#2026', status: 'pending' });
    const mail = outbox?.Item?.mail as { to: string; subject: string; text: string; html: string };
    expect(mail.to).toBe('jordan.rivera@example.com');
    expect(mail.subject).toBe(apiMessages.confirmationSubject);
    expect(mail.text).toContain('Waived coverage (reason: Coverage under Medicare)');
    expect(JSON.stringify(items)).not.toContain('123456789');
  });

  it('writes the transaction with the priced amounts, the section 9 constants and the HSA order', async () => {
    tables();
    ddb.on(TransactWriteCommand).resolves({});
    ses.resolves({});
    const res = await authorize({
      kind: 'shop',
      planid: bronzeHsa.id,
      ichraAcknowledged: true,
      hsaMonthlyCents: 10_000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const puts = items.map((i) => i.Put?.Item).filter((i) => i?.kind === 'order');
    const hsa = puts.find((o) => o?.category === 'HSA');
    const health = puts.find((o) => o?.category === 'healthinsurance');
    expect(hsa?.amountspentCents).toBe(10_000);
    expect(health).toMatchObject({
      status: 0,
      ordernumber: '0',
      policyisgovsubsidy: 0,
      orderid: '00000000-0000-0000-0000-000000000000',
    });
    const account = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'account');
    expect(account).toMatchObject({
      memberaccounttype: 1,
      status: 1,
      spousemedicareeligible: 0,
      waivecoverage: 0,
    });
    expect(JSON.stringify(items)).not.toContain('123456789');
  });
});

const spouseId = '5f0c2a9e-3b1d-4c7e-9a2f-6d8e1b4c7a30';

describe('POST /api/Order records whom the order set covers', () => {
  const spouseItem = {
    pk: 'MEMBER#x',
    sk: `DEPENDENT#${spouseId}`,
    id: spouseId,
    firstname: 'Casey',
    lastname: 'Rivera',
    dateofbirth: '1984-02-29',
    gender: 'Male',
    relationship: 'spouse',
    istobaccouser: 'true',
    ssn: '234567891',
    createdon: '2026-02-05T12:00:01.000Z',
  };

  it('writes the household it priced on the member account, in the same transaction, without an SSN', async () => {
    // Prepare: a spouse saved a second after the authorization's clock reading, before the dependents are read.
    tables();
    ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({ Items: [spouseItem] });
    ddb.on(TransactWriteCommand).resolves({});
    // Act
    const res = await authorize({
      kind: 'shop',
      planid: silver.id,
      ichraAcknowledged: true,
      coverageAttestation: attestationFor(memberId, spouseId),
    });
    // Assess
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const account = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'account');
    expect(account?.covered).toEqual([
      {
        id: memberId,
        relationship: 'self',
        firstname: 'Jordan',
        lastname: 'Rivera',
        dateofbirth: '1985-07-01',
        gender: null,
        tobacco: false,
      },
      {
        id: spouseId,
        relationship: 'spouse',
        firstname: 'Casey',
        lastname: 'Rivera',
        dateofbirth: '1984-02-29',
        gender: 'Male',
        tobacco: true,
      },
    ]);
    const serialized = JSON.stringify(items);
    expect(serialized).not.toContain('123456789');
    expect(serialized).not.toContain('234567891');
    // The answer lists the orders only: whom the order set covers is no part of it.
    expect(JSON.stringify(res.body)).not.toContain('Casey');
  });

  it('records no one for a waiver', async () => {
    tables();
    ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({ Items: [spouseItem] });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await authorize({ kind: 'waive', reason: 'Coverage under Medicare' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const account = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'account');
    expect(account?.covered).toEqual([]);
  });
});

describe('POST /api/Order and the coverage attestation (29 CFR 2590.702-2(c)(5))', () => {
  const spouseItem = {
    pk: `MEMBER#${memberId}`,
    sk: `DEPENDENT#${spouseId}`,
    id: spouseId,
    firstname: 'Casey',
    lastname: 'Rivera',
    dateofbirth: '1984-02-29',
    relationship: 'spouse',
  };
  const withSpouse = () => {
    tables();
    ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({ Items: [spouseItem] });
    ddb.on(TransactWriteCommand).resolves({});
  };
  const shop = { kind: 'shop', planid: silver.id, ichraAcknowledged: true };

  it('refuses a shop election without an attestation with 400 naming the field, and writes nothing', async () => {
    withSpouse();
    const res = await authorize({ ...shop, coverageAttestation: undefined });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('coverageAttestationMissing');
    expect(res.body.fields).toEqual({
      'election.coverageAttestation': apiMessages.coverageAttestationMissing,
    });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses an attestation that leaves out a covered dependent (the server decides whom), writing nothing', async () => {
    withSpouse();
    const res = await authorize({ ...shop, coverageAttestation: attestationFor(memberId) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields).toEqual({
      'election.coverageAttestation': apiMessages.coverageAttestationIncomplete,
    });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses an attestation naming someone the election does not cover, or of another text version', async () => {
    tables();
    ddb.on(TransactWriteCommand).resolves({});
    const stranger = await authorize({ ...shop, coverageAttestation: attestationFor(memberId, spouseId) });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fields).toEqual({
      'election.coverageAttestation': apiMessages.coverageAttestationIncomplete,
    });
    const outdated = await authorize({
      ...shop,
      coverageAttestation: { version: 'coverage-attestation-2026-1', people: [memberId] },
    });
    expect(outdated.status).toBe(400);
    expect(outdated.body.fields).toEqual({
      'election.coverageAttestation': apiMessages.coverageAttestationOutdated,
    });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('stores the attestation (version, time, the people by name) on the account in the orders transaction', async () => {
    withSpouse();
    const res = await authorize({ ...shop, coverageAttestation: attestationFor(spouseId, memberId) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const account = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'account');
    expect(account?.coverageAttestation).toEqual({
      version: coverageAttestationVersion,
      attestedAt: NOW.toISOString(),
      people: [
        { id: memberId, relationship: 'self', firstname: 'Jordan', lastname: 'Rivera' },
        { id: spouseId, relationship: 'spouse', firstname: 'Casey', lastname: 'Rivera' },
      ],
    });
  });

  it('records the tax-credit opt-out (26 CFR 1.36B-2(c)(5)) as the waiver’s own reason', async () => {
    withSpouse();
    const res = await authorize({ kind: 'waive', reason: premiumTaxCreditOptOut });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const account = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'account');
    expect(account?.waivecoveragereason).toBe(premiumTaxCreditOptOut);
  });

  it('stores no attestation with a waiver', async () => {
    withSpouse();
    const res = await authorize({ kind: 'waive', reason: 'Coverage under Medicare' });
    expect(res.status).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const account = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'account');
    expect(account).not.toHaveProperty('coverageAttestation');
  });
});

describe('POST /api/Order HSA rules', () => {
  it('refuses an HSA amount with a plan that is not HSA eligible', async () => {
    tables();
    const res = await authorize({
      kind: 'shop',
      planid: silver.id,
      ichraAcknowledged: true,
      hsaMonthlyCents: 100,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'election.hsaMonthlyCents': apiMessages.hsaNotAvailable });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses an HSA amount over the monthly limit of the plan year', async () => {
    tables();
    // 2026 self-only limit $4,400 a year: $366.66 a month.
    const res = await authorize({
      kind: 'shop',
      planid: bronzeHsa.id,
      ichraAcknowledged: true,
      hsaMonthlyCents: 36_667,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'election.hsaMonthlyCents': apiMessages.hsaOverLimit('$366.66') });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses any HSA amount for a plan year whose HSA limits are not entered, writing nothing', async () => {
    // plan-years.ts holds no figures for 2028: a member enrolling in December 2027 for January.
    const later = new Date('2027-12-02T12:00:00Z');
    vi.setSystemTime(later);
    try {
      const [date] = effectiveDateOptions(later, 0);
      expect(date).toBe('2028-01-01');
      const bronzeHsa2028 = offer('11111NJ0010002', 'Bronze', 25_000, { hsaEligible: true, planYear: 2028 });
      tables(2028, [bronzeHsa2028]);
      storedFigures();
      const res = await authorize(
        { kind: 'shop', planid: bronzeHsa2028.id, ichraAcknowledged: true, hsaMonthlyCents: 100 },
        date,
      );
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ message: apiMessages.hsaLimitsUnknown });
      expect(res.status).toBe(409);
      expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

describe('POST /api/Order with HSA limits an operator stored for the stage', () => {
  it('holds the amount to the stored limits of a plan year the built-in table lacks', async () => {
    // A member enrolling in December 2027 for January 2028, after `ops plan-year set 2028 --hsa-...`.
    const later = new Date('2027-12-02T12:00:00Z');
    vi.setSystemTime(later);
    try {
      const [date] = effectiveDateOptions(later, 0);
      const bronzeHsa2028 = offer('11111NJ0010002', 'Bronze', 25_000, { hsaEligible: true, planYear: 2028 });
      const stored = {
        planYear: 2028,
        version: 1,
        hsa: {
          selfOnlyCents: 460_000,
          familyCents: 920_000,
          catchUp55Cents: 100_000,
          source: 'IRS Rev. Proc. 2027-20',
          enteredBy: 'ana',
          enteredAt: '2027-05-20T10:00:00.000Z',
        },
      };
      const shop = (hsaMonthlyCents: number) => ({
        kind: 'shop',
        planid: bronzeHsa2028.id,
        ichraAcknowledged: true,
        hsaMonthlyCents,
      });
      // $4,600 a year for the employee alone (40 on the date): $383.33 a month.
      tables(2028, [bronzeHsa2028]);
      storedFigures(stored);
      const over = await authorize(shop(38_334), date);
      expect(over.status, JSON.stringify(over.body)).toBe(400);
      expect(over.body.fields).toEqual({ 'election.hsaMonthlyCents': apiMessages.hsaOverLimit('$383.33') });
      expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);

      ddb.reset();
      tables(2028, [bronzeHsa2028]);
      storedFigures(stored);
      ddb.on(TransactWriteCommand).resolves({});
      const within = await authorize(shop(38_333), date);
      expect(within.status, JSON.stringify(within.body)).toBe(200);
      expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

/**
 * DynamoDB's answer to the transaction of a used key: its first item's guard (the idempotency
 * record's `attribute_not_exists(pk)`) failed, so nothing of it was written.
 */
const keyUsed = () =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
    $metadata: { httpStatusCode: 400 },
  });

describe('POST /api/Order replays a key with the first answer', () => {
  /**
   * The key is not read before the transaction (docs/performance.md, "Authorize: before and
   * after"): the replay's transaction is refused by the key's guard, as DynamoDB refuses it, and
   * then the key's record answers.
   */
  const replayOf = async (body: Record<string, unknown>) => {
    const first = await handler(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const record = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'idempotency');
    ddb.on(GetCommand, { TableName: 'orders-test' }).resolves({ Item: record });
    ddb.on(TransactWriteCommand).rejects(keyUsed());
    const again = await handler(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
    return { first, again };
  };
  const body = () => ({
    idempotencyKey: randomUUID(),
    effectiveDate,
    election: {
      kind: 'shop',
      planid: bronzeHsa.id,
      ichraAcknowledged: true,
      coverageAttestation: attestationFor(memberId),
      hsaMonthlyCents: 10_000,
    },
    additionalServiceOption: null,
    payrollDeductionAcknowledged: true,
  });

  it('answers the replay byte for byte as the first answer, the orders in the order GET /api/Order lists them', async () => {
    tables();
    ddb.on(TransactWriteCommand).resolves({});
    ses.resolves({});
    const { first, again } = await replayOf(body());
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // GET /api/Order lists by sort key ORDER#<createdon>#<id>, descending: one createdon, so by id.
    const ids = (JSON.parse(first.body) as { orderdetails: Array<{ id: string }> }).orderdetails.map(
      (o) => o.id,
    );
    expect(ids).toHaveLength(2);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(ses.messages()).toEqual([]);
  });

  it("a replay writes nothing: its only write is a transaction the key's guard refuses whole, its confirmation with it", async () => {
    tables();
    ddb.on(TransactWriteCommand).resolves({});
    const b = body();
    const { first, again } = await replayOf(b);
    expect(JSON.parse(first.body)).toMatchObject({
      confirmationEmail: 'queued',
      message: apiMessages.authorized,
    });
    expect(again.body).toBe(first.body);
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
    const refused = ddb.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems ?? [];
    // The key's guard is the transaction's first item, the confirmation's outbox item one of its own.
    expect(refused[0]?.Put?.Item).toMatchObject({
      kind: 'idempotency',
      sk: `IDEMPOTENCY#${b.idempotencyKey}`,
    });
    expect(refused[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(refused.some((i) => i.Put?.Item?.kind === 'outbox')).toBe(true);
    expect(ses.messages()).toEqual([]);
  });

  it('a key used with other elections answers 409 when its transaction is refused, writing nothing', async () => {
    tables();
    ddb.on(TransactWriteCommand).resolves({});
    const b = body();
    await handler(apiEvent('POST /api/Order', { body: b, claims }), lambdaContext());
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const record = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'idempotency');
    ddb.on(GetCommand, { TableName: 'orders-test' }).resolves({ Item: record });
    ddb.on(TransactWriteCommand).rejects(keyUsed());
    const other = { ...b, election: { ...b.election, hsaMonthlyCents: 5_000 } };
    const res = await handler(apiEvent('POST /api/Order', { body: other, claims }), lambdaContext());
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).message).toBe(apiMessages.idempotencyKeyReused);
  });

  it('an answer stored before the outbox (e-mail failed) still replays byte for byte', async () => {
    tables();
    const stored = JSON.stringify({
      success: true,
      orderdetails: [],
      confirmationEmail: 'failed',
      message: 'Your elections are authorized, but the confirmation e-mail could not be sent.',
    });
    const b = body();
    const { requestHash } = await import('../../lambdas/handlers/order/post-order');
    ddb
      .on(GetCommand, { TableName: 'orders-test' })
      .resolves({ Item: { kind: 'idempotency', requestHash: requestHash(b as never), result: stored } });
    ddb.on(TransactWriteCommand).rejects(keyUsed());
    const res = await handler(apiEvent('POST /api/Order', { body: b, claims }), lambdaContext());
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(stored);
  });
});
