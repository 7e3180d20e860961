/** POST /api/HealthPlanQuote on the real chain with a mocked DynamoDB. */
import * as z from 'zod/mini';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/quote/post-quote';
import { healthPlan } from '../../shared/schemas/quote';
import * as apiMessages from '../../shared/api-messages';
import { apiEvent, lambdaContext } from '../helpers/events';
import { claims, ddb, memberItem, offer, partitionItems, setEnv } from './catalog-fixtures';

const ROUTE = 'POST /api/HealthPlanQuote';
const quote = (body: unknown, withClaims = true) =>
  handler(apiEvent(ROUTE, { body, ...(withClaims ? { claims } : {}) }), lambdaContext());
const parsed = async (body: unknown) => {
  const res = await quote(body);
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

const child = (dateofbirth: string) => ({
  dateofbirth,
  gender: 'Female',
  relationship: 'child',
  istobaccouser: 'false',
});
/** A household of seven: a tobacco-using employee of 40, a spouse of 39, children of 21, 18, 15, 14 and 10 on 2026-03-01. */
const body = {
  empinfo: { firstname: 'Jordan', lastname: 'Rivera', createdby: 'Jordan', birthdate: '1985-07-01' },
  postalcode: '07030',
  policyeffectivedateRequested: '2026-03-01',
  gender: 'Female',
  issmoker: 'true',
  accountid: 'ACME-001',
  countycode: '34017',
  countyname: 'Hudson',
  state: 'NJ',
  city: 'Hoboken',
  memberdependentlist: [
    { dateofbirth: '1987-02-15', gender: 'Male', relationship: 'spouse', istobaccouser: 'false' },
    child('2004-05-05'),
    child('2008-01-01'),
    child('2010-06-01'),
    child('2012-03-01'),
    child('2015-09-09'),
  ],
};

const offers = [
  offer('11111NJ0010002', 'Gold', 50_000, {
    rates: [
      { effective: '2026-01-01', expiration: '2026-12-31', rate21Cents: 50_000, tobacco21Cents: 70_000 },
    ],
  }),
  offer('11111NJ0010001', 'Silver', 40_000, {
    rates: [
      { effective: '2026-01-01', expiration: '2026-12-31', rate21Cents: 40_000, tobacco21Cents: 56_000 },
    ],
  }),
  offer('22222NJ0020001', 'Bronze', 30_000, { planExpirationDate: '2026-02-28' }),
];

beforeAll(setEnv);
afterEach(() => ddb.reset());

function tables(plans = partitionItems(2026, '34017', offers), member = memberItem()) {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [member] });
  ddb.on(QueryCommand, { TableName: 'plans-test' }).resolves({ Items: plans });
}

describe('POST /api/HealthPlanQuote', () => {
  it("answers the county's plans in force with the household premium, in two DynamoDB reads", async () => {
    tables();
    const res = await parsed(body);
    expect(res.status).toBe(200);
    // Silver: 560 x 1.278 (tobacco) + 400 x (1.262 + 1.000 [21] + 0.913 [18] + 0.833 [15] + 0.765 [14]); the child of 10 is free.
    // Gold:   700 x 1.278 + 500 x (1.262 + 1.000 + 0.913 + 0.833 + 0.765). The bronze plan ended on 2026-02-28.
    expect(res.body.healthplans.map((p: { planid: string; rate: number }) => [p.planid, p.rate])).toEqual([
      ['11111NJ0010001', 2624.88],
      ['11111NJ0010002', 3281.1],
    ]);
    for (const p of res.body.healthplans)
      expect(z.strictObject(healthPlan._zod.innerType.shape).parse(p)).toEqual(p);
    expect(res.body.healthplans[0]).toMatchObject({
      metallevel: 'Silver',
      ishsaeligible: 'No',
      primarycarevisit: '$40',
      specialistvisit: null,
      planeffectivedate: '2026-01-01',
    });
    expect(ddb.calls()).toHaveLength(2);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'plans-test',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'PLANS#2026#34017' },
    });
  });

  it("reads only the version the county's HEAD names", async () => {
    tables([
      ...partitionItems(2026, '34017', offers.slice(0, 1), 'v2'),
      ...partitionItems(2026, '34017', offers, 'v1').slice(1),
    ]);
    const res = await parsed(body);
    expect(res.body.healthplans.map((p: { planid: string }) => p.planid)).toEqual(['11111NJ0010002']);
  });

  it('answers an empty list with a message naming the county, state and year for a county without a catalog', async () => {
    tables([]);
    const res = await parsed(body);
    expect(res).toEqual({
      status: 200,
      body: { success: true, healthplans: [], message: apiMessages.noPlansLoaded('Hudson', 'NJ', 2026) },
    });
  });

  it("answers 403 for another employer's account id, without reading plans", async () => {
    tables();
    const res = await parsed({ ...body, accountid: 'OTHER-002' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You are not allowed to do that.');
    expect(ddb).not.toHaveReceivedCommandWith(QueryCommand, { TableName: 'plans-test' });
  });

  it.each([
    ['policyeffectivedateRequested', { policyeffectivedateRequested: '2026-02-30' }],
    ['empinfo.birthdate', { empinfo: { ...body.empinfo, birthdate: '1985-13-01' } }],
    [
      'memberdependentlist.0.dateofbirth',
      { memberdependentlist: [{ ...body.memberdependentlist[0], dateofbirth: '03/01/1987' }] },
    ],
  ])('answers 400 naming %s for a malformed date, reading nothing', async (field, change) => {
    const res = await parsed({ ...body, ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 400 for a dependent born after the effective date', async () => {
    tables();
    const res = await parsed({
      ...body,
      memberdependentlist: [...body.memberdependentlist, child('2026-04-01')],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'memberdependentlist.6.dateofbirth': 'must not be after the coverage effective date',
    });
  });

  it('answers 400 when the state is not the county’s', async () => {
    tables();
    const res = await parsed({ ...body, state: 'NY' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ state: 'must be the state of the county' });
  });

  it('answers 401 without a token', async () => {
    const res = await quote(body, false);
    expect(res.statusCode).toBe(401);
  });
});
