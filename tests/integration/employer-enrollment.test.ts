/**
 * readEmployerEnrollment (lambdas/exports/enrollment.ts) on the local stack: an employer of its
 * own (written through the employers adapter, paid biweekly), whose members got where they are
 * through the API as a browser would (register, set password, profile with dependents, quote,
 * Authorize Elections): a family of three that shops, a member who waives, one with a profile
 * only, one registered only; plus an earlier plan year written through the orders adapter. The
 * enrollment read back must equal what DynamoDB holds, item by item (member accounts to the cent,
 * orders, dependents, SSNs), the carrier and plan the plan catalog's for the year and the county,
 * and the payroll and status built from it must agree.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { PlanRepository } from '../../lambdas/adapters/plans';
import { readEmployerEnrollment } from '../../lambdas/exports/enrollment';
import { payrollRows } from '../../lambdas/exports/payroll';
import { enrollmentStatus } from '../../lambdas/exports/status';
import type { EmployerEnrollment, MemberEnrollment } from '../../lambdas/exports/types';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import type { Cents } from '../../shared/domain/money';
import { coveredMonths } from '../../shared/domain/pay-periods';
import { registerViaApi, uniqueEmail, type DemoEmployer } from '../e2e/support';
import { stackDb } from './access-helpers';
import { authorizeEarlierYear, enrollmentJourney, type County } from './support/enrollment-journey';

const stack = inject('stack');
const db = stackDb(stack);
const tables = {
  members: stack.tables.members as string,
  dependents: stack.tables.dependents as string,
  orders: stack.tables.orders as string,
  employers: stack.tables.employers as string,
  plans: stack.tables.plans as string,
};

const EDOC = 0;
const [effectiveDate] = effectiveDateOptions(new Date(), EDOC) as [string, string];
const planYear = Number(effectiveDate.slice(0, 4));
const employer: DemoEmployer = {
  id: randomUUID(),
  accountid: `ENR-${randomUUID().slice(0, 8)}`,
  accountname: 'Harbor Light Logistics',
};
const ZIP = '07030';
const SSN = { family: '123450001', spouse: '123450002', child: '123450003', waiver: '123450004' };

const journey = enrollmentJourney(stack, {
  employer,
  tagPrefix: 'enr-',
  effectiveDate,
  lastname: 'Harbor',
  birthdate: '1985-06-15',
  zip: ZIP,
  home: { address1: '12 River Street', address2: 'Apt 3', phonenumber: '201-555-0199' },
});
let where: County;

let ids: { family: string; waiver: string; profileOnly: string; pending: string };
let enrollment: EmployerEnrollment;

beforeAll(async () => {
  await ensureDemoCatalog({
    db,
    tables: { plans: tables.plans },
    states: ['NJ'],
    years: [planYear],
    log: () => undefined,
  });
  await new EmployerRepository(db, tables.employers).replace({
    employer: {
      ...employer,
      emailaddress: null,
      teamid: null,
      employeazecustomer: 2,
      hsaonly: 0,
      edoc_period: EDOC,
      logoKey: null,
      states: ['NJ'],
      payFrequency: 'biweekly',
    },
    contacts: [],
    brokers: [],
    policies: [
      {
        planYear,
        className: 'ALL',
        policy: {
          kind: 'flat-by-tier',
          tiers: {
            employee: 30000 as Cents,
            employee_spouse: 45000 as Cents,
            employee_children: 42000 as Cents,
            family: 20000 as Cents,
          },
        },
        waivedCents: 7500 as Cents,
      },
    ],
    products: [],
    documents: [],
  });
  const [family, waiver, profileOnly] = await Promise.all([
    journey.signedIn('family', 'Fay'),
    journey.signedIn('waiver', 'Walt'),
    journey.signedIn('profile', 'Pia'),
  ]);
  const pending = await registerViaApi(stack, uniqueEmail('enr-pending'), 'Penny', employer);
  where = await journey.county(family.token);
  ids = {
    family: family.id,
    waiver: waiver.id,
    profileOnly: profileOnly.id,
    pending: pending.memberid.toLowerCase(),
  };

  await Promise.all([
    journey.saveProfile(family.token, 'Fay', SSN.family, [
      {
        firstname: 'Sam',
        relationship: 'spouse',
        dateofbirth: '1984-02-10',
        gender: 'Male',
        ssn: SSN.spouse,
      },
      {
        firstname: 'Kit',
        relationship: 'child',
        dateofbirth: '2015-09-01',
        gender: 'Female',
        ssn: SSN.child,
      },
    ]),
    journey.saveProfile(waiver.token, 'Walt', SSN.waiver),
    journey.saveProfile(profileOnly.token, 'Pia', '123450005'),
  ]);
  // An earlier plan year's authorization, written through the orders adapter.
  await authorizeEarlierYear(db, tables, {
    memberId: family.id,
    accountname: employer.accountname,
    planYear: planYear - 1,
    carrier: 'Earlier Carrier',
    productname: 'Earlier Gold PPO',
    description: 'Gold PPO',
    planId: '99999NJ0990001',
    policyholder: 'Fay Harbor',
    premiumCents: 61234,
    contributionCents: 50000,
    deductionCents: 11234,
  });
  const [plan] = await journey.quote(family.token, 'Fay');
  await Promise.all([
    journey.authorize(family.token, { kind: 'shop', planid: plan?.id, ichraAcknowledged: true }),
    journey.authorize(waiver.token, { kind: 'waive', reason: 'Coverage through another Employer' }),
  ]);
  // The byEmployer index is eventually consistent; DynamoDB Local answers at once.
  enrollment = (await readEmployerEnrollment(db, tables, employer.id.toUpperCase())) as EmployerEnrollment;
}, 180_000);

const memberOf = (id: string): MemberEnrollment => {
  const m = enrollment.members.find((x) => x.memberId === id);
  if (!m) throw new Error(`member ${id} not in the enrollment`);
  return m;
};

/** The stored items of a member's partition in the orders table, by kind. */
async function storedOrders(memberId: string) {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tables.orders,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}` },
    }),
  );
  return {
    accounts: Items.filter((i) => String(i.sk).startsWith('ACCOUNT#')),
    orders: Items.filter((i) => String(i.sk).startsWith('ORDER#')),
  };
}

describe('readEmployerEnrollment on the local stack', () => {
  it('answers undefined for an employer that does not exist', async () => {
    expect(await readEmployerEnrollment(db, tables, randomUUID())).toBeUndefined();
  });

  it('finds the employer by its id in any case, with its pay frequency, and exactly its own members', () => {
    expect(enrollment.employer).toEqual({
      id: employer.id,
      accountId: employer.accountid,
      name: employer.accountname,
      payFrequency: 'biweekly',
    });
    expect(enrollment.members.map((m) => m.memberId).sort()).toEqual(Object.values(ids).sort());
    expect(enrollment.members.every((m) => m.accountId === employer.accountid)).toBe(true);
    // Ordered by last name, then first name.
    expect(enrollment.members.map((m) => m.subscriber.firstName)).toEqual(['Fay', 'Pia', 'Walt', 'Penny']);
  });

  it('reads the family, its dependents and SSNs as stored', async () => {
    const fay = memberOf(ids.family);
    const { Items: deps = [] } = await db.send(
      new QueryCommand({
        TableName: tables.dependents,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `MEMBER#${ids.family}` },
      }),
    );
    expect(fay.subscriber).toMatchObject({
      relationship: 'self',
      firstName: 'Fay',
      lastName: 'Harbor',
      birthDate: '1985-06-15',
      gender: 'Female',
      ssn: SSN.family,
      tobaccoUser: false,
    });
    expect(fay.address).toEqual({
      line1: '12 River Street',
      line2: 'Apt 3',
      city: where.city,
      state: where.state,
      zip: ZIP,
      county: where.countyname,
    });
    expect(
      fay.dependents.map((d) => [d.id, d.relationship, d.firstName, d.birthDate, d.gender, d.ssn]).sort(),
    ).toEqual(deps.map((d) => [d.id, d.relationship, d.firstname, d.dateofbirth, d.gender, d.ssn]).sort());
    expect(fay.dependents.map((d) => d.ssn).sort()).toEqual([SSN.spouse, SSN.child].sort());
  });

  it("reads each plan year's election with the member account's amounts to the cent, oldest year first", async () => {
    const fay = memberOf(ids.family);
    const { accounts, orders } = await storedOrders(ids.family);
    expect(fay.elections.map((e) => e.planYear)).toEqual([planYear - 1, planYear]);
    for (const e of fay.elections) {
      const account = accounts.find((a) => a.sk === `ACCOUNT#${e.planYear}`);
      const health = orders.find((o) => o.category === 'healthinsurance' && o.businessyear === e.planYear);
      expect(e).toMatchObject({
        effectiveDate: account?.effectivedate,
        waived: false,
        employerContributionCents: account?.currentemployercontributionCents,
        healthPremiumCents: account?.currenthealthinsurancepremiumCents,
        payrollDeductionCents: account?.currentpayrolldeductionCents,
        planId: health?.options,
        planName: health?.productname,
        carrier: health?.policycarriername,
        authorizedAt: account?.createdon,
      });
    }
    // The API's authorization: the family tier, and both dependents covered.
    const current = fay.elections[1];
    expect(current?.employerContributionCents).toBe(20000);
    expect(current?.coveredFrom).toBe('recorded');
    expect(current?.covered.map((p) => p.id).sort()).toEqual(
      [fay.subscriber.id, ...fay.dependents.map((d) => d.id)].sort(),
    );
    expect(current?.payrollDeductionCents).toBe(
      Math.max(0, (current?.healthPremiumCents ?? 0) - (current?.employerContributionCents ?? 0)),
    );
    // The seeded earlier year: its own order's figures, not this year's.
    expect(fay.elections[0]).toMatchObject({ carrier: 'Earlier Carrier', payrollDeductionCents: 11234 });
  });

  it("names the carrier and plan as the plan catalog does for the plan year and the member's county", async () => {
    const current = memberOf(ids.family).elections.at(-1);
    const { accounts } = await storedOrders(ids.family);
    const planUuid = accounts.find((a) => a.sk === `ACCOUNT#${planYear}`)?.planid;
    const offer = (await new PlanRepository(db, tables.plans).offersIn(planYear, where.countycode)).find(
      (o) => o.id === planUuid,
    );
    expect(offer).toBeDefined();
    expect(current).toMatchObject({
      carrier: offer?.issuerName,
      planName: offer?.planName,
      planId: offer?.planId,
    });
  });

  it('reads the waiver with its reason, the waived contribution and no plan', async () => {
    const walt = memberOf(ids.waiver);
    const { accounts } = await storedOrders(ids.waiver);
    expect(walt.elections).toEqual([
      expect.objectContaining({
        planYear,
        waived: true,
        waiveReason: 'Coverage through another Employer',
        planId: null,
        planName: null,
        carrier: null,
        covered: [],
        coveredFrom: 'recorded',
        employerContributionCents: 7500,
        payrollDeductionCents: accounts[0]?.currentpayrolldeductionCents,
      }),
    ]);
  });

  it('tells a saved profile from a registration alone', () => {
    const pia = memberOf(ids.profileOnly);
    const penny = memberOf(ids.pending);
    expect(pia.profileSavedAt).not.toBeNull();
    expect(pia.elections).toEqual([]);
    expect(penny).toMatchObject({ profileSavedAt: null, address: null, elections: [], dependents: [] });
    expect(penny.subscriber).toMatchObject({ ssn: null, birthDate: null });
    expect(penny.registeredAt).not.toBeNull();
    expect(enrollmentStatus(enrollment, { planYear }).counts).toEqual({
      registered: 1,
      profile: 1,
      'authorized-shop': 1,
      'authorized-waive': 1,
    });
  });

  it("builds a payroll whose amounts are the stored account's, and whose year adds up exactly", async () => {
    const { accounts } = await storedOrders(ids.family);
    const stored = accounts.find((a) => a.sk === `ACCOUNT#${planYear}`);
    const month = effectiveDate.slice(0, 7);
    const rows = payrollRows(enrollment, month).filter((r) => r.employee_id === ids.family);
    // A family of three's premium is over the $200.00 family contribution: there is a deduction.
    expect(Number(stored?.currentpayrolldeductionCents)).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThanOrEqual(2); // biweekly: two or three pay dates a month
    expect(
      rows.every(
        (r) => r.monthly_deduction === (Number(stored?.currentpayrolldeductionCents) / 100).toFixed(2),
      ),
    ).toBe(true);
    let yearTotal = 0;
    for (let m = 1; m <= 12; m++)
      for (const r of payrollRows(enrollment, `${planYear}-${String(m).padStart(2, '0')}`))
        if (r.employee_id === ids.family) yearTotal += Math.round(Number(r.period_deduction) * 100);
    expect(yearTotal).toBe(
      coveredMonths(planYear, effectiveDate) * Number(stored?.currentpayrolldeductionCents),
    );
  });
});
