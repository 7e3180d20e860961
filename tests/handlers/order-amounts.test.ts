/**
 * Issue 24 item 1: each order holds its own amount, and the stored orders add up to the cart's
 * Total, which is the funds bar's Amount Spent, to the cent, for every kind of election (an
 * HSA-eligible plan or not x an HSA amount or none x a service or none x a waiver x one member or
 * a family). POST /api/Order runs on the real chain with a mocked DynamoDB and SES; the expected
 * figures are recomputed here from the fixture's rates, the federal age curve and the policy, not
 * by the modules under test.
 */
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetComposition } from '../../lambdas/composition';
import { handler } from '../../lambdas/handlers/order/post-order';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { electionAmounts } from '../../shared/domain/election-cost';
import type { Cents } from '../../shared/domain/money';
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
  tablesEnv,
} from './catalog-fixtures';

const ses = mockSes();
const NOW = new Date('2026-02-05T12:00:00Z');
/** edoc_period 0 on 5 February: the first option is 1 March 2026. */
const EFFECTIVE = '2026-03-01';

const hsaPlan = offer('11111NJ0010002', 'Bronze', 31_137, { hsaEligible: true });
const plainPlan = offer('22222NJ0020001', 'Silver', 46_613);

// The household and each person's federal age factor (thousandths) on 1 March 2026, from the CMS
// default curve as ../shared/TOOLING.md lists it: the employee born 1985-07-01 is 40 (1.278), the
// spouse born 1987-02-15 is 39 (1.262), the child born 2015-09-09 is 10 (0.765).
const EMPLOYEE_FACTOR = 1278;
const spouse = { dateofbirth: '1987-02-15', relationship: 'spouse', factor: 1262 };
const child = { dateofbirth: '2015-09-09', relationship: 'child', factor: 765 };

// The class policy: $500.00 plus $75.00 per dependent when shopping, $25.00 when waiving.
const BASE = 50_000;
const PER_DEPENDENT = 7_500;
const WAIVED = 2_500;

/** Premium in cents: each person's age-21 rate x factor, summed in thousandths of a cent, rounded half up once. */
const expectedPremium = (rate21Cents: number, factors: number[]): number =>
  Math.floor((factors.reduce((sum, f) => sum + rate21Cents * f, 0) + 500) / 1000);

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/** A dependent's id, fixed by its birth date, so the coverage attestation can name it. */
const dependentId = (d: { dateofbirth: string }) =>
  `00000000-0000-4000-8000-${d.dateofbirth.replace(/-/g, '').padStart(12, '0')}`;

function tables(
  dependents: ReadonlyArray<typeof spouse>,
  serviceCents: number,
  member: Record<string, unknown> = {},
) {
  ddb
    .on(QueryCommand, { TableName: 'members-test' })
    .resolves({ Items: [memberItem({ ssn: '123456789', ...member })] });
  ddb.on(GetCommand, { TableName: 'orders-test' }).resolves({});
  ddb.on(GetCommand, { TableName: 'admin-test' }).resolves({});
  ddb.on(BatchGetCommand).resolves({ Responses: { 'admin-test': [] } });
  // The employer's item collection from the plan year's policies to its profile, in one Query.
  ddb
    .on(QueryCommand, {
      TableName: 'employers-test',
      ExpressionAttributeValues: { ':from': 'POLICY#2026#', ':to': 'PROFILE' },
    })
    .resolves({
      Items: [
        policyItem(
          2026,
          'ALL',
          { kind: 'base-plus-dependent', base: BASE, perDependent: PER_DEPENDENT },
          WAIVED,
        ),
        {
          pk: `EMPLOYER#${employerId}`,
          sk: 'PRODUCT#00',
          option: 'Employee Only',
          costCents: serviceCents,
          subcategory: 'Dental',
          vendorname: 'Demo Dental',
          description: 'Dental coverage',
          taxstatus: 'Pre-Tax',
        },
        employerProfile(employerId, 'ACME-001'),
      ],
    });
  ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({
    Items: dependents.map((d) => ({
      pk: `MEMBER#${memberId}`,
      sk: `DEPENDENT#${d.dateofbirth}`,
      id: dependentId(d),
      dateofbirth: d.dateofbirth,
      relationship: d.relationship,
    })),
  });
  ddb.on(QueryCommand, { TableName: 'locations-test' }).resolves({ Items: [hudson] });
  ddb
    .on(QueryCommand, { TableName: 'plans-test' })
    .resolves({ Items: partitionItems(2026, '34017', [hsaPlan, plainPlan]) });
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ses.resolves({});
}

/** One election of each kind the cart can hold. */
const elections = fc.record({
  waived: fc.boolean(),
  hsaEligiblePlan: fc.boolean(),
  /** 0, or up to the 2026 self-only monthly limit ($366.66), the smaller of the two limits. */
  hsaCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 36_666 })),
  /** null: no service in the cart. */
  serviceCents: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null }),
  family: fc.constantFrom([], [spouse], [spouse, child], [child]),
});

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

describe('POST /api/Order: the stored orders add up to the cart', () => {
  it('for every combination, each order holds its own amount and the orders sum to the Total, the funds bar, the account and the e-mail', async () => {
    await fc.assert(
      fc.asyncProperty(elections, async (e) => {
        ddb.reset();
        ses.reset();
        const plan = e.hsaEligiblePlan ? hsaPlan : plainPlan;
        // The HSA step exists only for an HSA-eligible plan; the browser clears the amount otherwise.
        const hsa = !e.waived && e.hsaEligiblePlan ? e.hsaCents : 0;
        const service = e.serviceCents ?? 0;
        tables(e.family, service);

        // The independent recomputation of what the cart shows.
        const premium = e.waived
          ? 0
          : expectedPremium(plan.rates[0]!.rate21Cents, [EMPLOYEE_FACTOR, ...e.family.map((d) => d.factor)]);
        const contribution = e.waived ? WAIVED : BASE + PER_DEPENDENT * e.family.length;
        const total = premium + hsa + service;
        const deduction = Math.max(0, total - contribution);

        const body = {
          idempotencyKey: randomUUID(),
          effectiveDate: EFFECTIVE,
          election: e.waived
            ? { kind: 'waive', reason: 'Coverage under Medicare' }
            : {
                kind: 'shop',
                planid: plan.id,
                ichraAcknowledged: true,
                coverageAttestation: attestationFor(memberId, ...e.family.map(dependentId)),
                ...(hsa > 0 ? { hsaMonthlyCents: hsa } : {}),
              },
          additionalServiceOption: e.serviceCents === null ? null : 'Employee Only',
          payrollDeductionAcknowledged: true,
        };
        const res = await handler(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
        expect(res.statusCode, res.body).toBe(200);

        const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
        const stored = items.map((i) => i.Put?.Item).filter((i) => i?.kind === 'order') as Array<
          Record<string, unknown>
        >;
        const cents = (category: string) =>
          stored.filter((o) => o.category === category).map((o) => o.amountspentCents);
        expect(cents('healthinsurance')).toEqual(e.waived ? [] : [premium]);
        expect(cents('waive')).toEqual(e.waived ? [0] : []);
        expect(cents('HSA')).toEqual(hsa > 0 ? [hsa] : []);
        expect(cents('additionalservices')).toEqual(e.serviceCents === null ? [] : [service]);
        const storedSum = stored.reduce((s, o) => s + Number(o.amountspentCents), 0);
        expect(storedSum).toBe(total);
        // The dollars stored beside the cents say the same.
        for (const o of stored) expect(Math.round(Number(o.amountspent) * 100)).toBe(o.amountspentCents);

        // The funds bar and the cart (the browser's figures) for the same inputs.
        const bar = electionAmounts({
          contributionCents: contribution as Cents,
          waived: e.waived,
          planPremiumCents: premium as Cents,
          hsaMonthlyCents: hsa as Cents,
          hsaCounts: hsa > 0,
          serviceCents: service as Cents,
        });
        expect([bar.spentCents, bar.totalCents, bar.payrollDeductionCents]).toEqual([
          total,
          total,
          deduction,
        ]);

        const account = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'account');
        expect(account).toMatchObject({
          currentpayrolldeductionCents: deduction,
          currentemployercontributionCents: contribution,
          currenthealthinsurancepremiumCents: premium,
        });

        // The answer lists the same amounts.
        const answer = JSON.parse(res.body) as { orderdetails: Array<{ amountspent: number }> };
        expect(answer.orderdetails.reduce((s, o) => s + Math.round(o.amountspent * 100), 0)).toBe(total);

        // The e-mail shows each order's amount, the Total and the deduction.
        // (written as the outbox item of the same transaction, sent later by the outbox sender).
        const outbox = items.map((i) => i.Put?.Item).find((i) => i?.kind === 'outbox');
        const text = (outbox?.mail as { text?: string } | undefined)?.text ?? '';
        expect(text).toContain(`Total: ${dollars(total)}`);
        expect(text).toContain(`Payroll deduction: ${dollars(deduction)} per month`);
        if (!e.waived)
          expect(text).toContain(`Health plan: ${plan.planName} (${plan.issuerName}): ${dollars(premium)}`);
        if (hsa > 0) expect(text).toContain(`Health Savings Account: ${dollars(hsa)}`);
        if (e.serviceCents !== null) expect(text).toContain(`Dental - Employee Only: ${dollars(service)}`);
      }),
      { numRuns: 60 },
    );
  });

  it("a Spanish member's confirmation e-mail is in Spanish and carries the same amounts as the English one", async () => {
    // A family of two on the HSA-eligible plan, with an HSA amount and the dental service.
    const hsa = 10_000;
    const service = 2_500;
    const premium = expectedPremium(hsaPlan.rates[0]!.rate21Cents, [EMPLOYEE_FACTOR, spouse.factor]);
    const contribution = BASE + PER_DEPENDENT;
    const total = premium + hsa + service;
    const figures = {
      premium: dollars(premium),
      hsa: dollars(hsa),
      service: dollars(service),
      contribution: dollars(contribution),
      total: dollars(total),
      available: dollars(Math.max(0, contribution - total)),
      deduction: dollars(Math.max(0, total - contribution)),
    };
    const mailOf = async (language: string | undefined) => {
      ddb.reset();
      tables([spouse], service, language ? { language } : {});
      const body = {
        idempotencyKey: randomUUID(),
        effectiveDate: EFFECTIVE,
        election: {
          kind: 'shop',
          planid: hsaPlan.id,
          ichraAcknowledged: true,
          coverageAttestation: attestationFor(memberId, dependentId(spouse)),
          hsaMonthlyCents: hsa,
        },
        additionalServiceOption: 'Employee Only',
        payrollDeductionAcknowledged: true,
      };
      const res = await handler(apiEvent('POST /api/Order', { body, claims }), lambdaContext());
      expect(res.statusCode, res.body).toBe(200);
      const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
      return items.map((i) => i.Put?.Item).find((i) => i?.kind === 'outbox')?.mail as {
        subject: string;
        text: string;
      };
    };
    /** The mail's text for a language's texts, from the independently recomputed figures. */
    const expectedText = (t: typeof apiMessages | typeof apiMessagesEs) =>
      [
        t.confirmationEmailGreeting('Jordan'),
        '',
        t.confirmationMailAuthorized('Demo ACME-001'),
        t.confirmationMailEffectiveDate(EFFECTIVE),
        '',
        t.confirmationMailElections,
        `- ${t.confirmationMailPlan(hsaPlan.planName, hsaPlan.issuerName, figures.premium)}`,
        `- ${t.confirmationMailHsa(figures.hsa)}`,
        `- ${t.confirmationMailService('Dental', 'Employee Only', figures.service)}`,
        '',
        t.confirmationMailContribution(figures.contribution),
        t.confirmationMailTotal(figures.total),
        t.confirmationMailAvailable(figures.available),
        t.confirmationMailPayroll(figures.deduction),
        '',
        t.confirmationMailNotBound,
      ].join('\n');

    const english = await mailOf(undefined);
    const spanish = await mailOf('es');

    expect(english.subject).toBe(apiMessages.confirmationSubject);
    expect(spanish.subject).toBe(apiMessagesEs.confirmationSubject);
    expect(english.text).toBe(expectedText(apiMessages));
    expect(spanish.text).toBe(expectedText(apiMessagesEs));
    expect(spanish.text).not.toBe(english.text);
    // The same figures, written the same way, in the same order, and the same effective date.
    const amounts = (text: string) => text.match(/-?\$[\d,]+\.\d{2}/g);
    expect(amounts(spanish.text)).toEqual(amounts(english.text));
    expect(amounts(spanish.text)).toEqual(Object.values(figures));
    expect(spanish.text).toContain(EFFECTIVE);
  });
});
