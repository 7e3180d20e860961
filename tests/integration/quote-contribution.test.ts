/**
 * The quote and contribution endpoints over HTTP on the local stack, as the demo employee (Acme,
 * NJ, Hudson county): the 2025 fixture catalog gives known rates; the demo catalog gives 2026;
 * the demo employer files give the expected contributions. Bad input: an unknown account, another
 * employer's account, malformed dates, no token.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importPlans } from '../../infra/data/catalog/import';
import { parseEmployerFile } from '../../infra/data/employers';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { demoEmployee, demoEmployerFiles } from '../../infra/local/demo/demo-data';
import * as apiMessages from '../../shared/api-messages';
import { call } from '../helpers/http';

const stack = inject('stack');
const base = stack.portalUrl;
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: stack.dynamodbUrl,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  }),
);
const plans = { db, tables: { plans: stack.tables.plans as string } };
const [acme, greenMountain] = demoEmployerFiles.map((f) => parseEmployerFile(f).employer) as [
  ReturnType<typeof parseEmployerFile>['employer'],
  ReturnType<typeof parseEmployerFile>['employer'],
];
const acmeAll2026 = acme.classes.find((c) => c.name === 'ALL')?.planYears['2026'];
const spouse = {
  pk: `MEMBER#${demoEmployee.id}`,
  sk: 'DEPENDENT#quote-contribution-spouse',
  id: 'quote-contribution-spouse',
  memberid: demoEmployee.id,
  dateofbirth: '1989-09-09',
  relationship: 'spouse',
};
let token = '';

beforeAll(async () => {
  await importPlans('tests/fixtures/catalog/valid', plans, { log: () => undefined });
  await ensureDemoCatalog({ ...plans, states: ['NJ'], years: [2026], log: () => undefined });
  const res = await call<{ tokenResponse: { access_token: string } }>(base, 'POST', '/api/Login', {
    body: { email: stack.demo.email, password: stack.demo.password },
  });
  expect(res.status).toBe(200);
  token = res.body.tokenResponse.access_token;
  await db.send(new PutCommand({ TableName: stack.tables.dependents, Item: spouse }));
});
afterAll(async () => {
  await db.send(
    new DeleteCommand({ TableName: stack.tables.dependents, Key: { pk: spouse.pk, sk: spouse.sk } }),
  );
});

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  empinfo: {
    firstname: demoEmployee.firstname,
    lastname: demoEmployee.lastname,
    createdby: demoEmployee.firstname,
    birthdate: '1988-04-12',
  },
  postalcode: '07030',
  policyeffectivedateRequested: '2025-03-01',
  gender: 'Female',
  issmoker: 'false',
  accountid: acme.accountid,
  countycode: '34017',
  countyname: 'Hudson',
  state: 'NJ',
  city: 'Hoboken',
  memberdependentlist: [],
  ...overrides,
});
type Plan = { planid: string; rate: number; metallevel: string; planname: string };

describe('POST /api/HealthPlanQuote', () => {
  it("answers the county's plans in force with the household premium", async () => {
    const res = await call<{ healthplans: Plan[] }>(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: quoteBody(),
    });
    expect(res.status).toBe(200);
    // Age 36 on 2025-03-01 (1.230) x the fixture's age-21 rates in rating area 1.
    expect(res.body.healthplans.map((p) => [p.planid, p.rate])).toEqual([
      ['11111NJ0010002', 369],
      ['22222NJ0020001', 467.4],
      ['11111NJ0010001', 492],
      ['11111NJ0010003', 615],
      ['22222NJ0020002', 750.3],
    ]);
  });

  it('leaves out a plan that has ended and uses the rate period in force', async () => {
    const res = await call<{ healthplans: Plan[] }>(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: quoteBody({ policyeffectivedateRequested: '2025-07-01' }),
    });
    expect(res.body.healthplans.map((p) => p.planid)).not.toContain('22222NJ0020002');
    // The gold plan's second half-year rate, 520.00, at 37 (birthday in April): x 1.238 = 643.76
    expect(res.body.healthplans.find((p) => p.planid === '11111NJ0010003')?.rate).toBe(643.76);
  });

  it('rates a household of seven: tobacco, and only the three oldest children under 21', async () => {
    const child = (dateofbirth: string) => ({
      dateofbirth,
      gender: 'Male',
      relationship: 'child',
      istobaccouser: 'false',
    });
    const body = quoteBody({
      issmoker: 'true',
      memberdependentlist: [
        { dateofbirth: '1989-09-09', gender: 'Male', relationship: 'spouse', istobaccouser: 'true' },
        child('2004-01-01'),
        child('2008-06-01'),
        child('2010-06-01'),
        child('2012-06-01'),
        child('2016-06-01'),
      ],
    });
    const res = await call<{ healthplans: Plan[] }>(base, 'POST', '/api/HealthPlanQuote', { token, body });
    // Silver 11111NJ0010001, tobacco rate 500 for the employee (36: 1.230) and spouse (35: 1.222), 400 for the
    // children of 21 (1.000), 16 (0.859), 14 and 12 (0.765 each); the child of 8 is the fourth under 21: free.
    expect(res.body.healthplans.find((p) => p.planid === '11111NJ0010001')?.rate).toBe(2581.6);
  });

  it('says which county, state and plan year have no plans loaded, instead of a bare empty list', async () => {
    const res = await call<{ healthplans: Plan[]; message?: string }>(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: quoteBody({
        countycode: '42101',
        countyname: 'Philadelphia',
        state: 'PA',
        city: 'Philadelphia',
        postalcode: '19103',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.healthplans).toEqual([]);
    expect(res.body.message).toBe(apiMessages.noPlansLoaded('Philadelphia', 'PA', 2025));
  });

  it('quotes the demonstration catalog for 2026', async () => {
    const res = await call<{ healthplans: Plan[] }>(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: quoteBody({ policyeffectivedateRequested: '2026-02-01' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.healthplans.length).toBeGreaterThan(3);
    expect(res.body.healthplans.every((p) => p.planname.startsWith('Demo '))).toBe(true);
    expect(new Set(res.body.healthplans.map((p) => p.metallevel))).toContain('Silver');
  });

  it("answers 403 for another employer's account or an unknown one, 400 for a malformed date, 401 without a token", async () => {
    const other = await call(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: quoteBody({ accountid: greenMountain.accountid }),
    });
    expect(other.status).toBe(403);
    const unknown = await call(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: quoteBody({ accountid: 'NO-SUCH-ACCOUNT' }),
    });
    expect(unknown.status).toBe(403);
    const badDate = await call<{ fields: Record<string, string> }>(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: quoteBody({ policyeffectivedateRequested: '2025-02-29' }),
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields).toHaveProperty('policyeffectivedateRequested');
    const anonymous = await call(base, 'POST', '/api/HealthPlanQuote', { body: quoteBody() });
    expect(anonymous.status).toBe(401);
  });
});

const monthlyPath = (p: Partial<Record<string, string>> = {}) => {
  const v = {
    accountid: acme.accountid,
    effectiveDate: '2026-03-01',
    dob: '1988-04-12',
    state: 'NJ',
    class: 'ALL',
    d1: '1920-01-01',
    d2: '1920-01-01',
    d3: '1920-01-01',
    d4: '1920-01-01',
    d5: '1920-01-01',
    ...p,
  };
  return `/api/EmployerContribution/GetMonthlyEmployerContributionWithClass/${v.accountid}/${v.effectiveDate}/${v.dob}/${v.state}/${v.class}/${v.d1}/${v.d2}/${v.d3}/${v.d4}/${v.d5}`;
};
const waivedPath = (accountid: string, effectiveDate = '2026-03-01') =>
  `/api/EmployerContribution/GetWaivedContribution/${accountid}/${effectiveDate}/1988-04-12/NJ`;

describe('GET .../GetMonthlyEmployerContributionWithClass', () => {
  it("answers the demo employer's amounts in dollars, by tier of the household", async () => {
    expect(acmeAll2026?.policy.kind).toBe('flat-by-tier');
    const tiers = (acmeAll2026?.policy as { tiers: Record<string, number> }).tiers;
    const alone = await call<{ data: number }>(base, 'GET', monthlyPath(), { token });
    expect(alone).toMatchObject({
      status: 200,
      body: { success: true, data: (tiers.employee as number) / 100 },
    });
    const withSpouse = await call<{ data: number }>(base, 'GET', monthlyPath({ d1: '1989-09-09' }), {
      token,
    });
    expect(withSpouse.body.data).toBe((tiers.employee_spouse as number) / 100);
    const empty = await call<{ data: number }>(base, 'GET', monthlyPath({ class: 'empty' }), { token });
    expect(empty.body.data).toBe((tiers.employee as number) / 100);
  });

  it("answers 404 for an unknown account, 403 for another employer's, 400 for malformed dates, 401 without a token", async () => {
    expect((await call(base, 'GET', monthlyPath({ accountid: 'NO-SUCH-ACCOUNT' }), { token })).status).toBe(
      404,
    );
    expect(
      (await call(base, 'GET', monthlyPath({ accountid: greenMountain.accountid }), { token })).status,
    ).toBe(403);
    for (const bad of [{ effectiveDate: '2026-02-30' }, { dob: '1988-4-12' }, { d2: '2020-13-01' }]) {
      const res = await call<{ fields: Record<string, string> }>(base, 'GET', monthlyPath(bad), { token });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([`path.${Object.keys(bad)[0]}`]);
    }
    expect((await call(base, 'GET', monthlyPath())).status).toBe(401);
  });

  it('answers 400 for a dependent date that is not a saved dependent', async () => {
    const res = await call<{ message: string }>(base, 'GET', monthlyPath({ d1: '2019-01-01' }), { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'None of your saved dependents was born on 2019-01-01. Please save your dependents on your profile first.',
    );
  });
});

describe('GET .../GetWaivedContribution', () => {
  it("answers the class's waived amount; 404 unknown account, 403 another employer's, 400 malformed date", async () => {
    const res = await call<{ data: number }>(base, 'GET', waivedPath(acme.accountid), { token });
    expect(res).toMatchObject({ status: 200, body: { data: (acmeAll2026?.waived ?? -1) / 100 } });
    expect((await call(base, 'GET', waivedPath('NO-SUCH-ACCOUNT'), { token })).status).toBe(404);
    expect((await call(base, 'GET', waivedPath(greenMountain.accountid), { token })).status).toBe(403);
    expect((await call(base, 'GET', waivedPath(acme.accountid, '2026-1-1'), { token })).status).toBe(400);
  });
});

describe('GET /api/EmployerContribution/Affordability/{planYear}', () => {
  it('answers the verdict for 2026 with numbers that agree with it', async () => {
    const res = await call<{ data: Record<string, number | boolean | string> }>(
      base,
      'GET',
      '/api/EmployerContribution/Affordability/2026?householdIncome=52000',
      { token },
    );
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      planYear: 2026,
      requiredContributionPercent: 9.96,
      annualHouseholdIncome: 52000,
      monthlyThreshold: 431.6,
      employeeAge: 37,
    });
    expect(d.monthlySelfOnlyContribution).toBe(
      ((acmeAll2026?.policy as { tiers: Record<string, number> }).tiers.employee as number) / 100,
    );
    expect(d.employeeMonthlyCost).toBe(
      Math.max(
        0,
        Math.round(
          ((d.lowestCostSilverSelfOnly as number) - (d.monthlySelfOnlyContribution as number)) * 100,
        ) / 100,
      ),
    );
    expect(d.affordable).toBe((d.employeeMonthlyCost as number) <= (d.monthlyThreshold as number));
    expect(String(d.lowestCostSilverPlanId)).toMatch(/^\d{5}NJ\d{7}$/);
  });

  it('answers 404 with a clear message for a plan year without figures', async () => {
    const res = await call<{ message: string }>(
      base,
      'GET',
      '/api/EmployerContribution/Affordability/2027?householdIncome=52000',
      { token },
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      'The affordability figures for plan year 2027 are not available yet. Plan years available: 2025, 2026.',
    );
  });
});
