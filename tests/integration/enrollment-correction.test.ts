/**
 * A correction on the local stack (issue 40, item 5): a member of the demo employer authorizes a
 * plan; a second election is refused as before; HR opens a correction for the member in the
 * console's route (the window and its activity record in DynamoDB Local); the builder's read says
 * the member may elect again and on which date; the member elects another plan, and the new order
 * set supersedes the old one in one transaction: the old orders keep their items with an end date
 * the day before the new effective date, the old account is kept under ENDED#, nothing is deleted;
 * GET /api/Order and GetMemberAccount answer the set in force; the new amounts equal, to the cent,
 * the plan's premium the quote route rates for the new date, less the employer's contribution;
 * and the payroll file of the new effective month, read from the stored enrollment, deducts the
 * new set's amount for the member.
 *
 * And a new hire's window that opens by itself: on an employer of its own whose enrollment window
 * has closed, an employee on the census with a recent hire date registers; refused at first, they
 * may elect once the employer sets its new-hire rules, without HR opening anything, and their orders
 * start on the date the window gives.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { readEmployerEnrollment } from '../../lambdas/exports/enrollment';
import { payrollFile } from '../../lambdas/exports/payroll';
import * as apiMessages from '../../shared/api-messages';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { CENSUS_HEADER } from '../../shared/domain/census';
import { testAdministrator } from '../helpers/admin';
import { attestationFor } from '../helpers/coverage-attestation';
import { call } from '../helpers/http';
import { hobokenQuoteBody } from '../helpers/quote';
import { countyOf, quoteBody, saveFirstProfile, type TestEmployer } from '../e2e/authorize-via-api';
import {
  confirmationLink,
  goodPassword,
  registerViaApi,
  setPasswordThrough,
  uniqueEmail as e2eEmail,
} from '../e2e/support';
import { runOps } from './support/enrollment-journey';
import { accessToken, demoAccountId, registerActive, stackDb, uniqueEmail } from './access-helpers';

const stack = inject('stack');
const base = stack.portalUrl;
const db = stackDb(stack);
const employerId = stack.demo.employerId.toLowerCase();
const [openDate] = effectiveDateOptions(new Date(), 10);
const planYear = Number(openDate!.slice(0, 4));

type Item = Record<string, unknown>;
type Plan = { id: string; rate: number; planname: string };

/** The day before a date, computed here on its own (not the portal's rule). */
const dayBefore = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

let member: { id: string; email: string; token: string };

async function quote(effectiveDate: string): Promise<Plan[]> {
  const res = await call<{ healthplans: Plan[] }>(base, 'POST', '/api/HealthPlanQuote', {
    token: member.token,
    body: hobokenQuoteBody(effectiveDate, await demoAccountId(stack)),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.healthplans;
}

const authorize = (planid: string, effectiveDate: string) =>
  call<{ orderdetails: Array<{ id: string; category: string; amountspent: number }>; message: string }>(
    base,
    'POST',
    '/api/Order',
    {
      token: member.token,
      body: {
        idempotencyKey: randomUUID(),
        effectiveDate,
        election: {
          kind: 'shop',
          planid,
          ichraAcknowledged: true,
          coverageAttestation: attestationFor(member.id),
        },
        additionalServiceOption: null,
        payrollDeductionAcknowledged: true,
      },
    },
  );

const stored = async (): Promise<Item[]> =>
  (
    await db.send(
      new QueryCommand({
        TableName: stack.tables.orders,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `MEMBER#${member.id}` },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

beforeAll(async () => {
  await ensureDemoCatalog({
    db,
    tables: { plans: stack.tables.plans as string },
    states: ['NJ'],
    years: [planYear],
    log: () => undefined,
  });
  const email = uniqueEmail('correction');
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
        ':ssn': '987654321',
        ':t': 'No',
      },
    }),
  );
  member = { id: memberid.toLowerCase(), email, token: await accessToken(stack, email) };
}, 120_000);

describe('a correction HR opens lets the member elect again, superseding the old order set', () => {
  it('ends the old orders the day before the new effective date, deletes nothing, and answers the set in force to the cent', async () => {
    const plans = await quote(openDate!);
    const first = plans[0]!;
    const firstRes = await authorize(first.id, openDate!);
    expect(firstRes.status, JSON.stringify(firstRes.body)).toBe(200);
    const before = await stored();
    const oldOrders = before.filter((i) => i.kind === 'order');
    const oldAccount = before.find((i) => i.kind === 'account')!;

    // Without a window of their own, the member's second election is refused as before.
    const second = await authorize(plans[1]!.id, openDate!);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(apiMessages.alreadyAuthorized(planYear));

    // HR opens a correction for the member, with a reason.
    const hr = await testAdministrator(stack, 'correction', [employerId]);
    const opened = await call<{ data: { opens: string; closes: string } }>(
      base,
      'POST',
      `/api/admin/employers/${employerId}/member-windows`,
      {
        token: hr.token,
        body: { email: member.email, planYear, kind: 'correction', reason: 'Chose the wrong plan', days: 10 },
      },
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const activity = await call<{ data: { items: { action: string; detail: string }[] } }>(
      base,
      'GET',
      `/api/admin/employers/${employerId}/activity`,
      { token: hr.token },
    );
    expect(
      activity.body.data.items.some(
        (i) => i.detail.includes(member.email) && i.detail.includes('Chose the wrong plan'),
      ),
    ).toBe(true);

    // The builder's read: a window of the member's own, and the one date it gives.
    const gate = await call<{ data: { state: string; memberWindow: { effectiveDate: string } | null } }>(
      base,
      'GET',
      '/api/Order/EnrollmentWindow',
      { token: member.token },
    );
    expect(gate.status).toBe(200);
    expect(gate.body.data.state).toBe('member-window');
    const effective = gate.body.data.memberWindow!.effectiveDate;
    // The first of the month after today, and not before the plan year.
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 10);
    expect(effective).toBe(nextMonth > `${planYear}-01-01` ? nextMonth : `${planYear}-01-01`);

    const newPlans = await quote(effective);
    const chosen = newPlans[newPlans.length - 1]!;
    expect(chosen.id).not.toBe(first.id);
    const res = await authorize(chosen.id, effective);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const after = await stored();
    // Nothing deleted: every item from before is still there, under the same key.
    for (const item of before) expect(after.some((i) => i.sk === item.sk)).toBe(true);
    const ended = oldOrders.map((o) => after.find((i) => i.sk === o.sk)!);
    for (const o of ended) {
      expect(o.policyenddate).toBe(dayBefore(effective));
      expect(o.amountspentCents).toBe(oldOrders.find((x) => x.sk === o.sk)!.amountspentCents);
    }
    const endedAccount = after.find(
      (i) => i.sk === `ENDED#ACCOUNT#${planYear}#${String(oldAccount.createdon)}`,
    )!;
    expect(endedAccount).toMatchObject({
      id: oldAccount.id,
      enddate: dayBefore(effective),
      currentpayrolldeductionCents: oldAccount.currentpayrolldeductionCents,
      currenthealthinsurancepremiumCents: oldAccount.currenthealthinsurancepremiumCents,
    });
    expect(endedAccount).not.toHaveProperty('employerId');

    const account = after.find((i) => i.kind === 'account')!;
    expect(account).toMatchObject({ effectivedate: effective, supersedes: oldAccount.id, employerId });
    const newOrders = after.filter((i) => i.kind === 'order' && i.policyenddate === undefined);
    expect(newOrders.map((o) => o.policyeffectivedate)).toEqual(newOrders.map(() => effective));
    expect(after.filter((i) => i.kind === 'order')).toHaveLength(oldOrders.length + newOrders.length);

    // The amounts, recomputed: the quote route's premium for the new date, in cents, and the
    // deduction as premium less the contribution (no HSA or service chosen).
    const premiumCents = Math.round(chosen.rate * 100);
    const health = newOrders.find((o) => o.category === 'healthinsurance')!;
    expect(health.amountspentCents).toBe(premiumCents);
    expect(account.currenthealthinsurancepremiumCents).toBe(premiumCents);
    const contributionCents = account.currentemployercontributionCents as number;
    expect(account.currentpayrolldeductionCents).toBe(Math.max(0, premiumCents - contributionCents));
    const spent = newOrders.reduce((s, o) => s + (o.amountspentCents as number), 0);
    expect(spent).toBe(premiumCents);

    // The reads answer the set in force today: the old set ends before it ever started when the new
    // one starts on its effective date, so the new set's orders, and its account.
    const today = now.toISOString().slice(0, 10);
    const inForce =
      effective <= today || dayBefore(effective) < String(oldAccount.effectivedate) ? 'new' : 'old';
    const orders = await call<{ orderdetails: Array<{ id: string }> }>(base, 'GET', '/api/Order', {
      token: member.token,
    });
    const expectedIds = (inForce === 'new' ? newOrders : ended).map((o) => o.id).sort();
    expect(orders.body.orderdetails.map((o) => o.id).sort()).toEqual(expectedIds);
    const memberAccount = await call<{ data: { currentpayrolldeduction: number } }>(
      base,
      'GET',
      '/api/MemberAccount/GetMemberAccount',
      { token: member.token },
    );
    const expectedAccount = inForce === 'new' ? account : endedAccount;
    expect(Math.round(memberAccount.body.data.currentpayrolldeduction * 100)).toBe(
      expectedAccount.currentpayrolldeductionCents,
    );

    // The payroll file of the new effective month deducts the new set's monthly amount.
    const enrollment = await readEmployerEnrollment(
      db,
      {
        members: stack.tables.members as string,
        dependents: stack.tables.dependents as string,
        orders: stack.tables.orders as string,
        employers: stack.tables.employers as string,
        plans: '',
      },
      stack.demo.employerId,
    );
    const file = payrollFile(enrollment!, effective.slice(0, 7));
    const rows = (
      parse(file.body, { columns: true, skip_empty_lines: true }) as Record<string, string>[]
    ).filter((r) => r.employee_id === member.id);
    expect(rows.length).toBeGreaterThan(0);
    const cents = (text: string) => Number(text.replace('.', ''));
    for (const r of rows) expect(cents(r.monthly_deduction!)).toBe(account.currentpayrolldeductionCents);
  }, 120_000);
});

describe("a new hire's window opens by itself from the census and the employer's new-hire rules", () => {
  const fixture = join(import.meta.dirname, '..', 'fixtures', 'exports', 'lantern-works.yaml');
  const employer: TestEmployer = {
    id: randomUUID(),
    accountid: `NHW-${Math.floor(Math.random() * 900 + 100)}`,
    accountname: 'New Hire Works',
    zip: '07030',
  };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const today = day(0);
  // The plan year the builder enrolls for today (the fixture's edoc_period is 10), and an
  // enrollment window for it that closed 12 days ago; the employee was hired 10 days ago, after it.
  const year = Number(effectiveDateOptions(new Date(), 10)[0].slice(0, 4));
  const hireDate = day(-10);
  let dir: string;
  let hr: { token: string };
  let newHire: { email: string; token: string };

  beforeAll(async () => {
    await ensureDemoCatalog({
      db,
      tables: { plans: stack.tables.plans as string },
      states: ['NJ'],
      years: [year],
      log: () => undefined,
    });
    // An employer of this test's own: closing its window cannot refuse another file's members.
    dir = mkdtempSync(join(tmpdir(), 'new-hire-window-'));
    const file = join(dir, 'employer.yaml');
    writeFileSync(
      file,
      readFileSync(fixture, 'utf8')
        .replace(/^id: .*$/m, `id: ${employer.id}`)
        .replace(/^accountid: .*$/m, `accountid: ${employer.accountid}`)
        .replace(/^accountname: .*$/m, `accountname: ${employer.accountname}`),
    );
    const onboarded = await runOps(stack, 'onboard', file);
    expect(onboarded.code, onboarded.err).toBe(0);
    hr = await testAdministrator(stack, 'new-hire', [employer.id]);
    const admin = (method: string, path: string, body: unknown) =>
      call(base, method, `/api/admin/employers/${employer.id}/${path}`, { token: hr.token, body });
    const closed = await admin('PUT', 'windows', { planYear: year, opens: day(-40), closes: day(-12) });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    // On the census with the hire date, then registered from the invitation.
    const email = e2eEmail('new-hire');
    const csv = `${CENSUS_HEADER}\nNora,Newhire,${email},,${hireDate},en\n`;
    const census = await admin('POST', 'census/confirm', { fileName: 'census.csv', csv, rows: [2] });
    expect(census.status, JSON.stringify(census.body)).toBe(200);
    await registerViaApi(stack, email, 'Nora', employer);
    await setPasswordThrough(stack, await confirmationLink(stack, email));
    const login = await call<{ tokenResponse: { access_token: string } }>(base, 'POST', '/api/Login', {
      body: { email, password: goodPassword },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    newHire = { email, token: login.body.tokenResponse.access_token };
  }, 180_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the new hire until the rules are set, then lets them elect with coverage from the first of the month after', async () => {
    const gate = () =>
      call<{
        data: {
          state: string;
          deadline: string | null;
          memberWindow: { kind: string; effectiveDate: string } | null;
        };
      }>(base, 'GET', '/api/Order/EnrollmentWindow', { token: newHire.token });
    // Without the employer's new-hire rules: closed, naming the deadline that passed.
    const before = await gate();
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toMatchObject({ state: 'closed', deadline: day(-12), memberWindow: null });

    // Eligible 10 days after hire (today), 30 days to enroll: nobody opens a window for them.
    const rules = await call(base, 'PUT', `/api/admin/employers/${employer.id}/new-hire-rules`, {
      token: hr.token,
      body: { waitingPeriod: 'days-after-hire', waitingDays: 10, daysToEnroll: 30 },
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const after = await gate();
    expect(after.body.data.state).toBe('member-window');
    expect(after.body.data.memberWindow?.kind).toBe('new-hire');
    // Computed here on its own: the first of the month after today, not before the plan year.
    const t = new Date(`${today}T00:00:00Z`);
    const nextMonth = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 10);
    const effective = nextMonth > `${year}-01-01` ? nextMonth : `${year}-01-01`;
    expect(after.body.data.memberWindow?.effectiveDate).toBe(effective);

    // The election, on that date, with the member's own token.
    const county = await countyOf(stack, employer.zip, newHire.token);
    const subscriber = {
      firstname: 'Nora',
      lastname: 'Newhire',
      birthdate: '1990-06-01',
      zip: employer.zip,
      county,
    };
    await saveFirstProfile(
      stack,
      newHire.token,
      {
        ...subscriber,
        address1: '5 River Street',
        address2: null,
        phonenumber: '555-010-3344',
        ssn: '987654329',
      },
      [],
      { pcpname: null, pcpid: null, existingpatient: null },
    );
    const quote = await call<{ healthplans: Plan[] }>(base, 'POST', '/api/HealthPlanQuote', {
      token: newHire.token,
      body: quoteBody(subscriber, employer.accountid, effective),
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const me = await call<{ data: { id: string } }>(base, 'GET', '/api/Member/GetMember', {
      token: newHire.token,
    });
    const res = await call<{ orderdetails: Array<{ policyeffectivedate: string }> }>(
      base,
      'POST',
      '/api/Order',
      {
        token: newHire.token,
        body: {
          idempotencyKey: randomUUID(),
          effectiveDate: effective,
          election: {
            kind: 'shop',
            planid: quote.body.healthplans[0]!.id,
            ichraAcknowledged: true,
            coverageAttestation: attestationFor(me.body.data.id),
          },
          additionalServiceOption: null,
          payrollDeductionAcknowledged: true,
        },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items =
      (
        await db.send(
          new QueryCommand({
            TableName: stack.tables.orders,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': `MEMBER#${me.body.data.id.toLowerCase()}` },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    const orders = items.filter((i) => i.kind === 'order');
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) expect(o.policyeffectivedate).toBe(effective);
    expect(items.find((i) => i.kind === 'account')).toMatchObject({
      effectivedate: effective,
      employerId: employer.id,
    });
  }, 120_000);
});
