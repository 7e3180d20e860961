/**
 * POST /api/Order (Authorize Elections) and the caller's orders over HTTP on the local stack, as
 * newly registered members of the demo employer (Acme, NJ, Hudson county; edoc_period 10;
 * employeazecustomer 1, hsaonly 1). Profiles and SSNs are set through the stack's DynamoDB (the
 * profile routes are built in parallel).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import * as apiMessages from '../../shared/api-messages';
import { coverageAttestationVersion } from '../../shared/domain/coverage-attestation';
import { attestationFor } from '../helpers/coverage-attestation';
import { call } from '../helpers/http';
import { hobokenQuoteBody } from '../helpers/quote';
import { mailsTo, waitForMail } from '../helpers/mail';
import { accessToken, demoAccountId, registerActive, stackDb, uniqueEmail } from './access-helpers';

const stack = inject('stack');
const base = stack.portalUrl;
const db = stackDb(stack);
const SSN = '987654321';
const [effectiveDate] = effectiveDateOptions(new Date(), 10);
const planYear = Number(effectiveDate.slice(0, 4));

interface Member {
  id: string;
  email: string;
  token: string;
}
type Order = { id: string; category: string; amountspent: number; productname: string | null };

async function member(tag: string, ssn: string | null = SSN): Promise<Member> {
  const email = uniqueEmail(tag);
  const { memberid } = await registerActive(stack, email);
  await db.send(
    new UpdateCommand({
      TableName: stack.tables.members,
      Key: { pk: `MEMBER#${memberid.toLowerCase()}`, sk: 'PROFILE' },
      UpdateExpression:
        'SET birthdate = :b, postalcode = :z, county = :c, stateorprovince = :s, city = :city, ssn = :ssn, istobaccouser = :t',
      ExpressionAttributeValues: {
        ':b': '1988-04-12',
        ':z': '07030',
        ':c': 'Hudson',
        ':s': 'NJ',
        ':city': 'Hoboken',
        ':ssn': ssn,
        ':t': 'No',
      },
    }),
  );
  return { id: memberid.toLowerCase(), email, token: await accessToken(stack, email) };
}

let plans: Array<{ id: string; rate: number; planname: string }> = [];
let a: Member;
let b: Member;

beforeAll(async () => {
  await ensureDemoCatalog({
    db,
    tables: { plans: stack.tables.plans as string },
    states: ['NJ'],
    years: [planYear],
    log: () => undefined,
  });
  [a, b] = await Promise.all([member('orders-a'), member('orders-b')]);
  const quote = await call<{ healthplans: typeof plans }>(base, 'POST', '/api/HealthPlanQuote', {
    token: a.token,
    body: hobokenQuoteBody(effectiveDate!, await demoAccountId(stack)),
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  plans = quote.body.healthplans;
  expect(plans.length).toBeGreaterThan(1);
}, 120_000);

const shop = (planid: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  effectiveDate,
  election: { kind: 'shop', planid, ichraAcknowledged: true },
  additionalServiceOption: null,
  payrollDeductionAcknowledged: true,
  ...extra,
});
/** The body with the member's own coverage attestation where a shop election has none (no dependents here). */
const attested = (m: Member, body: unknown): unknown => {
  const b = body as { election?: Record<string, unknown> };
  return b.election?.kind === 'shop' && !('coverageAttestation' in b.election)
    ? { ...b, election: { ...b.election, coverageAttestation: attestationFor(m.id) } }
    : body;
};
const authorize = (m: Member, body: unknown) =>
  call<{
    orderdetails: Order[];
    message: string;
    confirmationEmail: string;
    fields?: Record<string, string>;
  }>(base, 'POST', '/api/Order', { token: m.token, body: attested(m, body) });
const ordersOf = (m: Member, path = '/api/Order/GetOrderByMember') =>
  call<{ orderdetails: Order[] }>(base, 'GET', path, { token: m.token });
const items = async (m: Member) =>
  (
    await db.send(
      new QueryCommand({
        TableName: stack.tables.orders,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `MEMBER#${m.id}` },
      }),
    )
  ).Items ?? [];

describe('POST /api/Order refuses every broken rule with its message and writes nothing', () => {
  it('refuses each rule (400 naming the field) and leaves no order, account or audit', async () => {
    const cheapest = plans[0]!;
    const dearest = plans[plans.length - 1]!;
    const cases: Array<[unknown, string, string]> = [
      [
        shop(cheapest.id, { election: { kind: 'shop', planid: cheapest.id, ichraAcknowledged: false } }),
        'election.ichraAcknowledged',
        apiMessages.acknowledgeCheckbox,
      ],
      [
        { ...shop(cheapest.id), effectiveDate: '2020-01-01' },
        'effectiveDate',
        apiMessages.effectiveDateNotOffered(...effectiveDateOptions(new Date(), 10)),
      ],
      [shop('no-such-plan'), 'election.planid', apiMessages.planNotOffered],
      // The coverage attestation (issue 40): missing, or naming someone the election does not cover.
      [
        shop(cheapest.id, {
          election: {
            kind: 'shop',
            planid: cheapest.id,
            ichraAcknowledged: true,
            coverageAttestation: undefined,
          },
        }),
        'election.coverageAttestation',
        apiMessages.coverageAttestationMissing,
      ],
      [
        shop(cheapest.id, {
          election: {
            kind: 'shop',
            planid: cheapest.id,
            ichraAcknowledged: true,
            coverageAttestation: attestationFor(a.id),
          },
        }),
        'election.coverageAttestation',
        apiMessages.coverageAttestationIncomplete,
      ],
      [
        { ...shop(cheapest.id), election: { kind: 'waive', reason: 'Other', otherReason: ' ' } },
        'election.otherReason',
        apiMessages.enterWaiverReason,
      ],
      [
        shop(cheapest.id, { additionalServiceOption: 'Platinum Yacht' }),
        'additionalServiceOption',
        apiMessages.additionalServiceUnknown,
      ],
      [
        shop(cheapest.id, { additionalServiceOption: 'Employee Only' }),
        'additionalServiceSubcategory',
        apiMessages.additionalServiceAmbiguous,
      ],
      [
        shop(dearest.id, { payrollDeductionAcknowledged: false }),
        'payrollDeductionAcknowledged',
        apiMessages.contributionGreaterThanSpent,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await authorize(b, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
    }
    expect(await items(b)).toEqual([]);
  });

  it('refuses an election without an SSN on file with the spec message', async () => {
    const c = await member('orders-no-ssn', null);
    const res = await authorize(c, {
      ...shop(plans[0]!.id),
      election: { kind: 'waive', reason: 'Coverage under Medicare' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(apiMessages.ssnRequiredForElection);
    expect(await items(c)).toEqual([]);
  });

  it('refuses an amount sent by the client (400 naming the field)', async () => {
    const res = await authorize(b, { ...shop(plans[0]!.id), amountspent: 1 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.fields)).toContain('amountspent');
    expect(await items(b)).toEqual([]);
  });
});

describe('POST /api/Order authorizes once', () => {
  it('20 concurrent authorizations with one key write exactly one set of orders; the e-mail lists them without the SSN', async () => {
    const plan = plans[0]!;
    const body = shop(plan.id, { additionalServiceOption: '$50,000 coverage' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => authorize(a, body)));
    expect(answers.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    for (const r of answers) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    const stored = await items(a);
    expect(
      stored
        .filter((i) => String(i.sk).startsWith('ORDER#'))
        .map((i) => i.category)
        .sort(),
    ).toEqual(['additionalservices', 'healthinsurance']);
    expect(stored.filter((i) => String(i.sk).startsWith('AUDIT#'))).toHaveLength(1);
    const account = stored.find((i) => i.sk === `ACCOUNT#${planYear}`);
    expect(account?.waivecoverage).toBe(0);
    expect(account?.currenthealthinsurancepremium).toBe(plan.rate);
    const profile = await db.send(
      new GetCommand({ TableName: stack.tables.members, Key: { pk: `MEMBER#${a.id}`, sk: 'PROFILE' } }),
    );
    expect(profile.Item?.currentplanid).toBe(plan.id);
    expect(profile.Item?.currentplanyear).toBe(planYear);

    // The coverage attestation was stored with the orders and comes back on the member account's read.
    const read = await call<{ data: { coverageAttestation?: Record<string, unknown> } }>(
      base,
      'GET',
      '/api/MemberAccount/GetMemberAccount',
      { token: a.token },
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.coverageAttestation).toMatchObject({
      version: coverageAttestationVersion,
      attestedAt: account?.createdon,
      people: [{ id: a.id, relationship: 'self' }],
    });

    // Each order holds its own amount: the plan its premium, the $12.00 service its cost.
    const health = stored.find((i) => i.category === 'healthinsurance');
    expect(health?.amountspent).toBe(plan.rate);
    expect(stored.find((i) => i.category === 'additionalservices')?.amountspentCents).toBe(1_200);

    // Every answer of the key, the first and the replays, is the same answer byte for byte, listing
    // the orders as GET /api/Order does.
    const ok = answers.filter((r) => r.status === 200);
    for (const r of ok) expect(r.text).toBe(ok[0]!.text);
    const replayed = await authorize(a, body);
    expect(replayed.status).toBe(200);
    expect(replayed.text).toBe(ok[0]!.text);
    const listed = await ordersOf(a, '/api/Order');
    expect(replayed.body.orderdetails).toEqual(listed.body.orderdetails);

    // The same key with other elections: 409, nothing more written.
    const other = await authorize(a, { ...body, additionalServiceOption: null });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(apiMessages.idempotencyKeyReused);
    // A second authorization for the plan year: 409 (docs/decisions).
    const second = await authorize(a, shop(plan.id));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(apiMessages.alreadyAuthorized(planYear));
    expect((await items(a)).length).toBe(stored.length);

    // The confirmation is sent by the outbox sender from the orders table's stream (decision 0022):
    // wait for it, then make sure no second one follows. The local poller reads the stream every
    // moment, but beside a browser file (two stack files at a time) a loaded machine has taken
    // over 5 s to deliver it.
    await waitForMail(stack.mailUrl, a.email, {
      match: (m) => m.subject === apiMessages.confirmationSubject,
      timeoutMs: 30_000,
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const mails = await mailsTo(stack.mailUrl, a.email);
    const confirmation = mails.filter((m) => m.subject === apiMessages.confirmationSubject);
    expect(confirmation).toHaveLength(1);
    const text = JSON.stringify(confirmation[0]);
    expect(text).toContain(plan.planname);
    expect(text).toContain('Term Life');
    expect(text).toContain(effectiveDate);
    expect(text).not.toContain(SSN);
    expect(text).not.toContain(SSN.slice(-4));
  }, 60_000);

  it("answers the caller's own orders only, newest first, on both routes", async () => {
    const mine = await ordersOf(a);
    expect(mine.status).toBe(200);
    expect(mine.body.orderdetails.map((o) => o.category).sort()).toEqual([
      'additionalservices',
      'healthinsurance',
    ]);
    const same = await ordersOf(a, '/api/Order');
    expect(same.body.orderdetails).toEqual(mine.body.orderdetails);
    const theirs = await ordersOf(b);
    expect(theirs.body.orderdetails).toEqual([]);
  });

  it('waives coverage: a waive order of 0 and the reason on the account', async () => {
    const before = await call<{ data: unknown }>(base, 'GET', '/api/MemberAccount/GetMemberAccount', {
      token: b.token,
    });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toBeNull();
    const res = await authorize(b, {
      ...shop(plans[0]!.id),
      election: { kind: 'waive', reason: 'Other', otherReason: 'Covered by my union plan' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.orderdetails.map((o) => [o.category, o.amountspent])).toEqual([['waive', 0]]);
    const account = (await items(b)).find((i) => i.sk === `ACCOUNT#${planYear}`);
    expect(account?.waivecoverage).toBe(1);
    expect(account?.waivecoveragereason).toBe('Covered by my union plan');
    const listed = await ordersOf(b);
    expect(listed.body.orderdetails.map((o) => o.category)).toEqual(['waive']);
    // GET /api/MemberAccount/GetMemberAccount answers the caller's account of that plan year, public fields only.
    const mine = await call<{ data: Record<string, unknown> }>(
      base,
      'GET',
      '/api/MemberAccount/GetMemberAccount',
      { token: b.token },
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data).toMatchObject({
      memberid: b.id,
      waivecoverage: 1,
      waivecoveragereason: 'Covered by my union plan',
      currenthealthinsurancepremium: 0,
    });
    expect(Object.keys(mine.body.data).sort()).toEqual(
      [
        'currentbalance',
        'currentemployeeclass',
        'currentemployercontribution',
        'currenthealthinsurancepremium',
        'currentpayrolldeduction',
        'id',
        'memberid',
        'waivecoverage',
        'waivecoveragereason',
      ].sort(),
    );
  });
});
