/**
 * The contribution endpoints (monthly, waived, affordability) on the real chain with a mocked
 * DynamoDB: each policy kind, the caller's own account and class only, malformed dates.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler as affordabilityHandler } from '../../lambdas/handlers/contribution/get-affordability';
import { handler as monthlyHandler } from '../../lambdas/handlers/contribution/get-monthly-contribution';
import { handler as waivedHandler } from '../../lambdas/handlers/contribution/get-waived-contribution';
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
  otherEmployerId,
  partitionItems,
  policyItem,
  setEnv,
  storedFigures,
} from './catalog-fixtures';

const MONTHLY =
  'GET /api/EmployerContribution/GetMonthlyEmployerContributionWithClass/{accountid}/{effectiveDate}/{dob}/{state}/{class}/{d1}/{d2}/{d3}/{d4}/{d5}';
const WAIVED =
  'GET /api/EmployerContribution/GetWaivedContribution/{accountid}/{effectiveDate}/{dob}/{state}';
const AFFORDABILITY = 'GET /api/EmployerContribution/Affordability/{planYear}';
const PAD = '1920-01-01';

const monthly = async (params: Partial<Record<string, string>> = {}) => {
  const pathParameters = {
    accountid: 'ACME-001',
    effectiveDate: '2026-03-01',
    dob: '1985-07-01',
    state: 'NJ',
    class: 'ALL',
    d1: PAD,
    d2: PAD,
    d3: PAD,
    d4: PAD,
    d5: PAD,
    ...params,
  } as Record<string, string>;
  const res = await monthlyHandler(apiEvent(MONTHLY, { pathParameters, claims }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const waived = async (params: Partial<Record<string, string>> = {}) => {
  const pathParameters = {
    accountid: 'ACME-001',
    effectiveDate: '2026-03-01',
    dob: '1985-07-01',
    state: 'NJ',
    ...params,
  } as Record<string, string>;
  const res = await waivedHandler(apiEvent(WAIVED, { pathParameters, claims }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const affordability = async (planYear: string, householdIncome: string) => {
  const res = await affordabilityHandler(
    apiEvent(AFFORDABILITY, { pathParameters: { planYear }, query: { householdIncome }, claims }),
    lambdaContext(),
  );
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

const flat = {
  kind: 'flat-by-tier',
  tiers: { employee: 45_000, employee_spouse: 80_000, employee_children: 75_000, family: 110_000 },
};
const offers = [
  offer('11111NJ0010001', 'Silver', 40_000),
  offer('22222NJ0020001', 'Silver', 38_000),
  offer('11111NJ0010002', 'Bronze', 25_000),
];

function tables(
  opts: {
    member?: Record<string, unknown>;
    policies?: Record<string, unknown>[];
    dependents?: Record<string, unknown>[];
  } = {},
) {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [opts.member ?? memberItem()] });
  ddb.on(QueryCommand, { TableName: 'employers-test', IndexName: 'byAccountId' }).resolves({ Items: [] });
  ddb
    .on(QueryCommand, {
      TableName: 'employers-test',
      IndexName: 'byAccountId',
      ExpressionAttributeValues: { ':a': 'ACME-001' },
    })
    .resolves({ Items: [employerProfile(employerId, 'ACME-001')] });
  ddb
    .on(QueryCommand, {
      TableName: 'employers-test',
      IndexName: 'byAccountId',
      ExpressionAttributeValues: { ':a': 'OTHER-002' },
    })
    .resolves({ Items: [employerProfile(otherEmployerId, 'OTHER-002')] });
  ddb
    .on(QueryCommand, { TableName: 'employers-test', ExpressionAttributeValues: { ':p': 'POLICY#2026#' } })
    .resolves({ Items: opts.policies ?? [policyItem(2026, 'ALL', flat, 2_500)] });
  ddb
    .on(QueryCommand, { TableName: 'employers-test', ExpressionAttributeValues: { ':p': 'POLICY#2027#' } })
    .resolves({ Items: [] });
  ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({ Items: opts.dependents ?? [] });
  ddb.on(QueryCommand, { TableName: 'locations-test' }).resolves({ Items: [hudson] });
  ddb
    .on(QueryCommand, { TableName: 'plans-test' })
    .resolves({ Items: partitionItems(2026, '34017', offers) });
}

const dependent = (dateofbirth: string, relationship: 'spouse' | 'child') => ({
  pk: `MEMBER#${memberId}`,
  sk: `DEPENDENT#${dateofbirth}`,
  id: dateofbirth,
  dateofbirth,
  relationship,
});

beforeAll(setEnv);
afterEach(() => ddb.reset());

describe('GET .../GetMonthlyEmployerContributionWithClass', () => {
  it("answers the tier amount of the household the path's dates form, padding ignored", async () => {
    tables({ dependents: [dependent('1987-02-15', 'spouse'), dependent('2015-09-09', 'child')] });
    expect((await monthly()).body).toEqual({ success: true, data: 450 });
    expect((await monthly({ d1: '1987-02-15' })).body.data).toBe(800);
    expect((await monthly({ d1: '2015-09-09', d2: '1987-02-15' })).body.data).toBe(1100);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'dependents-test',
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':d': 'DEPENDENT#' },
    });
  });

  it('answers the age band of the employee on the effective date', async () => {
    const bands = {
      kind: 'age-band',
      bands: [
        { minAge: 0, maxAge: 39, amount: 40_000 },
        { minAge: 40, maxAge: 120, amount: 57_550 },
      ],
    };
    tables({ policies: [policyItem(2026, 'ALL', bands)] });
    expect((await monthly({ dob: '1986-03-02' })).body.data).toBe(400);
    expect((await monthly({ dob: '1986-03-01' })).body.data).toBe(575.5);
  });

  it('answers base plus per dependent, capped', async () => {
    tables({
      policies: [
        policyItem(2026, 'ALL', {
          kind: 'base-plus-dependent',
          base: 35_000,
          perDependent: 15_000,
          maxDependents: 2,
        }),
      ],
      dependents: ['2010-01-01', '2011-01-01', '2012-01-01'].map((d) => dependent(d, 'child')),
    });
    expect((await monthly({ d1: '2010-01-01', d2: '2011-01-01', d3: '2012-01-01' })).body.data).toBe(650);
  });

  it("answers a percentage of the benchmark silver plan in the county of the member's address", async () => {
    tables({
      policies: [
        policyItem(2026, 'ALL', {
          kind: 'benchmark-percent',
          benchmark: 'slcs',
          percent: 62.5,
          covers: 'self',
        }),
      ],
    });
    // SLCS 400.00 x 1.278 (40 on 2026-03-01) = 511.20; 62.5% = 319.50
    expect((await monthly()).body.data).toBe(319.5);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'locations-test',
      ExpressionAttributeValues: { ':pk': 'ZIP#07030' },
    });
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'plans-test',
      ExpressionAttributeValues: { ':pk': 'PLANS#2026#34017' },
    });
  });

  it('answers 409 with a clear message when a benchmark policy meets a profile without an address', async () => {
    tables({
      member: memberItem({ postalcode: null, county: null }),
      policies: [
        policyItem(2026, 'ALL', { kind: 'benchmark-percent', benchmark: 'lcs', percent: 50, covers: 'self' }),
      ],
    });
    const res = await monthly();
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Please enter your ZIP code and county on your profile first/);
  });

  it("uses the class's own policy, and the caller may name only their own class ('empty' stands for it)", async () => {
    const classes = [
      policyItem(2026, 'ALL', flat),
      policyItem(2026, 'Salaried', { ...flat, tiers: { ...flat.tiers, employee: 60_000 } }),
    ];
    tables({ member: memberItem({ contributionclass: 'Salaried' }), policies: classes });
    expect((await monthly({ class: 'Salaried' })).body.data).toBe(600);
    expect((await monthly({ class: 'empty' })).body.data).toBe(600);
    const other = await monthly({ class: 'ALL' });
    expect(other.status).toBe(403);
  });

  it("answers 403 for another employer's account and 404 for an unknown one", async () => {
    tables();
    const other = await monthly({ accountid: 'OTHER-002' });
    expect(other.status).toBe(403);
    expect(ddb).not.toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'employers-test',
      ExpressionAttributeValues: { ':p': 'POLICY#2026#' },
    });
    const unknown = await monthly({ accountid: 'NOPE-404' });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: 'Employer not found.' } });
  });

  it('answers 404 when the employer set no policy for the plan year', async () => {
    tables();
    const res = await monthly({ effectiveDate: '2027-01-01' });
    expect(res).toMatchObject({
      status: 404,
      body: {
        message:
          'Your employer has not set up a contribution for plan year 2027. Please contact your HR department or broker.',
      },
    });
  });

  it.each([
    ['effectiveDate', '2026-02-30'],
    ['dob', '1985-7-1'],
    ['d3', '2015-09-31'],
  ])('answers 400 for a malformed %s, reading nothing', async (name, value) => {
    const res = await monthly({ [name]: value });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(`path.${name}`);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 400 for a birth date that is none of the saved dependents', async () => {
    tables({ dependents: [dependent('2015-09-09', 'child')] });
    const res = await monthly({ d1: '2015-09-09', d2: '2016-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'path.d2':
        'None of your saved dependents was born on 2016-01-01. Please save your dependents on your profile first.',
    });
  });
});

describe('GET .../GetWaivedContribution', () => {
  it("answers the waived amount of the caller's class", async () => {
    tables();
    expect((await waived()).body).toEqual({ success: true, data: 25 });
  });

  it("answers 403 for another employer's account, 404 for an unknown one, 400 for a malformed date", async () => {
    tables();
    expect((await waived({ accountid: 'OTHER-002' })).status).toBe(403);
    expect((await waived({ accountid: 'NOPE-404' })).status).toBe(404);
    expect((await waived({ effectiveDate: '2026-00-01' })).status).toBe(400);
  });
});

describe('GET /api/EmployerContribution/Affordability/{planYear}', () => {
  it('answers the verdict with the numbers behind it', async () => {
    tables();
    const res = await affordability('2026', '30000');
    // Employee 40 on 2026-01-01: LCS 380.00 x 1.278 = 485.64; flat self-only 450.00; 9.96% of 30,000 / 12 = 249.00
    expect(res.body).toEqual({
      success: true,
      data: {
        planYear: 2026,
        affordable: true,
        lowestCostSilverSelfOnly: 485.64,
        lowestCostSilverPlanId: '22222NJ0020001',
        lowestCostSilverPlanName: 'Demo Fixture Silver HMO',
        ratingArea: 'Rating Area 1',
        employeeAge: 40,
        monthlySelfOnlyContribution: 450,
        employeeMonthlyCost: 35.64,
        requiredContributionPercent: 9.96,
        annualHouseholdIncome: 30000,
        monthlyThreshold: 249,
      },
    });
  });

  it('answers 404 for a plan year without figures, built in or stored, reading nothing else', async () => {
    storedFigures();
    const res = await affordability('2027', '30000');
    expect(res).toMatchObject({
      status: 404,
      body: {
        message:
          'The affordability figures for plan year 2027 are not available yet. Plan years available: 2025, 2026.',
      },
    });
    // One Query: the stored figures' partition.
    expect(ddb.calls()).toHaveLength(1);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'plans-test',
      ExpressionAttributeValues: { ':pk': 'PLAN_YEAR_FIGURES' },
    });
  });

  it('answers with the percentage an operator stored for a year the built-in table lacks, and names it among the years held', async () => {
    tables();
    ddb
      .on(QueryCommand, { TableName: 'employers-test', ExpressionAttributeValues: { ':p': 'POLICY#2027#' } })
      .resolves({ Items: [policyItem(2027, 'ALL', flat, 2_500)] });
    ddb
      .on(QueryCommand, { TableName: 'plans-test', ExpressionAttributeValues: { ':pk': 'PLANS#2027#34017' } })
      .resolves({
        Items: partitionItems(2027, '34017', [offer('22222NJ0020001', 'Silver', 38_000, { planYear: 2027 })]),
      });
    const entered = { enteredBy: 'ana', enteredAt: '2026-08-01T12:00:00.000Z' };
    storedFigures({
      planYear: 2027,
      version: 1,
      affordability: { requiredContributionPercent: '9.47', source: 'IRS Rev. Proc. 2026-38', ...entered },
    });
    const res = await affordability('2027', '30000');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 9.47% of $30,000 / 12 = $236.75 exactly.
    expect(res.body.data).toMatchObject({
      planYear: 2027,
      requiredContributionPercent: 9.47,
      monthlyThreshold: 236.75,
      monthlySelfOnlyContribution: 450,
    });

    // A stored percentage for 2026 (built in, published) is never read: 9.96 stays.
    ddb.reset();
    tables();
    storedFigures({
      planYear: 2026,
      version: 1,
      affordability: { requiredContributionPercent: '12.5', source: 'a typo', ...entered },
    });
    const builtIn = await affordability('2026', '30000');
    expect(builtIn.body.data.requiredContributionPercent).toBe(9.96);
    expect(ddb).not.toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'PLAN_YEAR_FIGURES' },
    });

    // Another stored year is named among the years held when one is missing.
    ddb.reset();
    storedFigures({
      planYear: 2027,
      version: 1,
      affordability: { requiredContributionPercent: '9.47', source: 'IRS Rev. Proc. 2026-38', ...entered },
    });
    const missing = await affordability('2028', '30000');
    expect(missing).toMatchObject({
      status: 404,
      body: {
        message:
          'The affordability figures for plan year 2028 are not available yet. Plan years available: 2025, 2026, 2027.',
      },
    });
  });

  it('answers 409 when the profile has no date of birth, and 400 for a malformed income', async () => {
    tables({ member: memberItem({ birthdate: null }) });
    expect((await affordability('2026', '30000')).status).toBe(409);
    expect((await affordability('2026', '30,000')).status).toBe(400);
  });
});
