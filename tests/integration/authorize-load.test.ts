/**
 * 100 employees authorizing at once on the local stack (issue 24, acceptance): no 5xx, one order
 * set each, and each set adds up, to the cent, to the Total its cart showed.
 *
 * Each employee of the demo employer (Acme, NJ, Hudson county: HSA step and additional services
 * offered) is registered, sets a password and signs in through the API; the profile (its own date
 * of birth, so premiums differ) is written straight into the stack's DynamoDB, as orders.test.ts
 * does. The cart is priced through the API as the builder prices it: the quote's premium of a plan
 * (a different plan per employee), the monthly contribution, an HSA amount on HSA-eligible plans
 * for some and a service for some. The expected Total is recomputed here from those figures
 * (premium + HSA + service), not with shared/domain/election-cost.ts. Then all 100 POST /api/Order
 * go out together.
 *
 * No local limit needs raising: the per-address limits are raised for the whole run by
 * tests/helpers/global-stack.ts, and each employee makes one registration, one password and one
 * sign-in, far below the per-account limits.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { attestationFor } from '../helpers/coverage-attestation';
import { call } from '../helpers/http';
import { hobokenQuoteBody } from '../helpers/quote';
import { accessToken, demoAccountId, registerActive, stackDb, uniqueEmail } from './access-helpers';

const stack = inject('stack');
const base = stack.portalUrl;
const db = stackDb(stack);
const EMPLOYEES = 100;
/** Employees prepared at the same time (the stack shares two cores with this process). */
const PREPARING_AT_ONCE = 10;
const [effectiveDate] = effectiveDateOptions(new Date(), 10) as [string, string];
const planYear = Number(effectiveDate.slice(0, 4));

type Plan = { id: string; rate: number; ishsaeligible: 'Yes' | 'No' };
type Product = { option: string; subcategory: string; cost: number };
type Order = { id: string; category: string; amountspent: number; createdon: string };

/** Dollars with at most two decimals, as the API answers them, in integer cents. */
const cents = (dollars: number): number => Math.round(dollars * 100);

interface Cart {
  planid: string;
  premiumCents: number;
  hsaCents: number;
  service: Product | null;
  contributionCents: number;
  /** What the cart's Total shows: premium + HSA + service. */
  totalCents: number;
}

interface Employee {
  id: string;
  token: string;
  cart: Cart;
}

/** Runs `work` for 0..count-1, at most `atOnce` at a time, answers in index order. */
async function inPool<T>(count: number, atOnce: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

function expectOk(res: { status: number; body: unknown }, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
}

let accountid: string;
let products: Product[];
let employees: Employee[];
let prepareMs: number;

/** A date of birth per employee (ages 26 to 60), so that premiums and contributions differ. */
const birthdateOf = (i: number) =>
  `${1966 + (i % 35)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

async function prepare(i: number): Promise<Employee> {
  const email = uniqueEmail(`load-${i}`);
  const { memberid } = await registerActive(stack, email);
  const id = memberid.toLowerCase();
  const birthdate = birthdateOf(i);
  await db.send(
    new UpdateCommand({
      TableName: stack.tables.members,
      Key: { pk: `MEMBER#${id}`, sk: 'PROFILE' },
      UpdateExpression:
        'SET birthdate = :b, postalcode = :z, county = :c, stateorprovince = :s, city = :city, ssn = :ssn, istobaccouser = :t, gender = :g',
      ExpressionAttributeValues: {
        ':b': birthdate,
        ':z': '07030',
        ':c': 'Hudson',
        ':s': 'NJ',
        ':city': 'Hoboken',
        ':ssn': '987654321',
        ':t': 'No',
        ':g': 'Female',
      },
    }),
  );
  const token = await accessToken(stack, email);

  // The shop step: the quote of the household, a different plan per employee.
  const body = hobokenQuoteBody(effectiveDate, accountid);
  const quote = await call<{ healthplans: Plan[] }>(base, 'POST', '/api/HealthPlanQuote', {
    token,
    body: { ...body, empinfo: { ...body.empinfo, birthdate } },
  });
  expectOk(quote, 'Quote');
  const plans = quote.body.healthplans;
  expect(plans.length).toBeGreaterThan(1);
  const plan = plans[(i * 7) % plans.length] as Plan;

  // The contributions step: the employer's monthly contribution for this household.
  const me = await call<{ data: { contributionclass: string } }>(base, 'GET', '/api/Member/GetMember', {
    token,
  });
  expectOk(me, 'GetMember');
  const none = '1920-01-01';
  const contribution = await call<{ data: number }>(
    base,
    'GET',
    `/api/EmployerContribution/GetMonthlyEmployerContributionWithClass/${accountid}/${effectiveDate}/${birthdate}/NJ/${encodeURIComponent(me.body.data.contributionclass || 'empty')}/${none}/${none}/${none}/${none}/${none}`,
    { token },
  );
  expectOk(contribution, 'Contribution');

  // The HSA step (HSA-eligible plans, two employees in three) and a service (one in three).
  const hsaCents = plan.ishsaeligible === 'Yes' && i % 3 !== 0 ? 2_500 + ((i * 731) % 20_000) : 0;
  const service = i % 3 === 1 ? (products[Math.floor(i / 3) % products.length] as Product) : null;
  const premiumCents = cents(plan.rate);
  return {
    id,
    token,
    cart: {
      planid: plan.id,
      premiumCents,
      hsaCents,
      service,
      contributionCents: cents(contribution.body.data),
      totalCents: premiumCents + hsaCents + (service ? cents(service.cost) : 0),
    },
  };
}

beforeAll(async () => {
  await ensureDemoCatalog({
    db,
    tables: { plans: stack.tables.plans as string },
    states: ['NJ'],
    years: [planYear],
    log: () => undefined,
  });
  accountid = await demoAccountId(stack);
  const first = await registerActive(stack, uniqueEmail('load-products'));
  const list = await call<{ productlist: Product[] }>(base, 'GET', '/api/Product/test', {
    token: await accessToken(stack, first.email),
  });
  expectOk(list, 'Products');
  products = list.body.productlist;
  expect(products.length).toBeGreaterThan(0);

  const started = Date.now();
  employees = await inPool(EMPLOYEES, PREPARING_AT_ONCE, prepare);
  prepareMs = Date.now() - started;
}, 300_000);

/** The body the cart sends for an employee's cart. */
const authorizeBody = ({ cart, id }: Employee) => ({
  idempotencyKey: randomUUID(),
  effectiveDate,
  election: {
    kind: 'shop',
    planid: cart.planid,
    ichraAcknowledged: true,
    // The Coverage Attestation step: the employee alone (no dependents saved here).
    coverageAttestation: attestationFor(id),
    ...(cart.hsaCents > 0 ? { hsaMonthlyCents: cart.hsaCents } : {}),
  },
  additionalServiceOption: cart.service?.option ?? null,
  ...(cart.service ? { additionalServiceSubcategory: cart.service.subcategory } : {}),
  // The cart asks for the payroll-deduction acknowledgment when the Total is above the contribution.
  payrollDeductionAcknowledged: cart.totalCents > cart.contributionCents,
});

describe('100 employees authorizing at once', () => {
  it(
    'answers every one without a 5xx and stores one order set each that adds up to its cart',
    { timeout: 180_000 },
    async () => {
      // The carts cover what the sum must hold for: HSA amounts, services, both, neither.
      const carts = employees.map((e) => e.cart);
      expect(carts.filter((c) => c.hsaCents > 0).length).toBeGreaterThan(0);
      expect(carts.filter((c) => c.service).length).toBeGreaterThan(0);
      expect(carts.filter((c) => c.service && c.hsaCents > 0).length).toBeGreaterThan(0);
      expect(carts.filter((c) => !c.service && c.hsaCents === 0).length).toBeGreaterThan(0);

      const started = Date.now();
      const answers = await Promise.all(
        employees.map((e) =>
          call<{ orderdetails: Order[] }>(base, 'POST', '/api/Order', {
            token: e.token,
            body: authorizeBody(e),
          }),
        ),
      );
      const authorizeMs = Date.now() - started;
      console.info(
        `authorize-load: ${EMPLOYEES} employees prepared in ${(prepareMs / 1000).toFixed(1)} s, authorized at once in ${(authorizeMs / 1000).toFixed(1)} s`,
      );

      const serverErrors = answers
        .map((a, i) => ({ i, status: a.status, body: a.body }))
        .filter((a) => a.status >= 500);
      expect(serverErrors, JSON.stringify(serverErrors.slice(0, 3))).toEqual([]);
      const refused = answers
        .map((a, i) => ({ i, status: a.status, body: a.body }))
        .filter((a) => a.status !== 200);
      expect(refused, JSON.stringify(refused.slice(0, 3))).toEqual([]);

      const wrong: string[] = [];
      await inPool(EMPLOYEES, PREPARING_AT_ONCE, async (i) => {
        const e = employees[i] as Employee;
        const expected = [
          'healthinsurance',
          ...(e.cart.hsaCents > 0 ? ['HSA'] : []),
          ...(e.cart.service ? ['additionalservices'] : []),
        ].sort();

        // One order set: what GET /api/Order lists is exactly what the authorization answered.
        const listed = await call<{ orderdetails: Order[] }>(base, 'GET', '/api/Order', { token: e.token });
        expectOk(listed, 'GET /api/Order');
        const orders = listed.body.orderdetails;
        const answered = (answers[i]?.body.orderdetails ?? []).map((o) => o.id).sort();
        if (JSON.stringify(orders.map((o) => o.id).sort()) !== JSON.stringify(answered))
          wrong.push(`employee ${i}: GET /api/Order lists other orders than the authorization answered`);
        if (JSON.stringify(orders.map((o) => o.category).sort()) !== JSON.stringify(expected))
          wrong.push(
            `employee ${i}: orders ${orders.map((o) => o.category).join(', ')}, expected ${expected.join(', ')}`,
          );

        // The stored orders add up to the cart's Total, in the API's dollars and the stored cents.
        const apiSum = orders.reduce((sum, o) => sum + cents(o.amountspent), 0);
        const stored =
          (
            await db.send(
              new QueryCommand({
                TableName: stack.tables.orders,
                KeyConditionExpression: 'pk = :pk',
                ExpressionAttributeValues: { ':pk': `MEMBER#${e.id}` },
              }),
            )
          ).Items ?? [];
        const storedOrders = stored.filter((item) => typeof item.amountspentCents === 'number');
        const storedSum = storedOrders.reduce((sum, item) => sum + (item.amountspentCents as number), 0);
        if (storedOrders.length !== expected.length)
          wrong.push(`employee ${i}: ${storedOrders.length} stored orders, expected ${expected.length}`);
        if (apiSum !== e.cart.totalCents || storedSum !== e.cart.totalCents)
          wrong.push(
            `employee ${i} (premium ${e.cart.premiumCents}, HSA ${e.cart.hsaCents}, service ${e.cart.service ? cents(e.cart.service.cost) : 0}): cart Total ${e.cart.totalCents} cents, orders add up to ${apiSum} (API) / ${storedSum} (stored)`,
          );
      });
      expect(wrong, wrong.slice(0, 10).join('\n')).toEqual([]);
    },
  );
});
