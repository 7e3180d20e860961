/**
 * Values read back from storage never make a route answer 5xx (issue 24, item 2). Impossible dates
 * of birth are written straight into DynamoDB Local (the member's and a dependent's, as an older
 * version of the API let them be saved), then every member route of the route table is called
 * over HTTP on the local stack with real tokens, each time on freshly corrupted data:
 * - no route answers 5xx;
 * - the member and the dependents still read back (the profile page shows the bad value so that
 *   its form flags it), and a save of the profile with real dates repairs the member;
 * - pricing routes answer 409 with a message that says what to correct on the profile;
 * - a member who already authorized still gets the documented 409 of POST /api/Order.
 * Routes are read from shared/routes.ts: a new member route is covered without editing this file.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as apiMessages from '../../../shared/api-messages';
import { planYearOf } from '../../../shared/domain/calendar';
import { buildPath, getRoute, routeKey, routes, type RouteDef } from '../../../shared/routes';
import { attestationFor } from '../../helpers/coverage-attestation';
import { exampleRequest, type RequestParts } from '../support/examples';
import { createMember, localClients, type TestMember } from '../support/members';

const stack = inject('stack');
const base = stack.portalUrl;
const endpoints = { ...stack, region: stack.handlerEnv.AWS_REGION };
const { db } = localClients(endpoints);

interface Answer {
  status: number;
  text: string;
  json: Record<string, unknown>;
}

/**
 * The request with the member version the page would have read, where the route's schema asks for
 * one (member, profile and dependent writes are conditional on it).
 */
async function withVersion(r: RouteDef, token: string, req: RequestParts): Promise<RequestParts> {
  const wants = (part: 'body' | 'query', value: unknown, version: unknown): boolean => {
    const schema = r.request[part];
    if (!schema || !value || typeof value !== 'object') return false;
    return (
      'version' in value ||
      (!schema.safeParse(value).success && schema.safeParse({ ...value, version }).success)
    );
  };
  const body = wants('body', req.body, 0);
  const query = wants('query', req.query ?? {}, '0');
  if (!body && !query) return req;
  const read = await send(getRoute('get-member'), token, {});
  const version = (read.json.data as { version?: number } | undefined)?.version ?? 0;
  return {
    ...req,
    ...(body ? { body: { ...(req.body as object), version } } : {}),
    ...(query ? { query: { ...(req.query ?? {}), version: String(version) } } : {}),
  };
}

/** The profile as the form saves it: the member in Hoboken, NJ (Hudson county) and one child. */
const profileRequest = (): RequestParts => ({
  body: {
    member: {
      firstname: 'Casey',
      lastname: 'Example',
      address1: '221 Washington Street',
      address2: null,
      city: 'Hoboken',
      stateorprovince: 'NJ',
      postalcode: '07030',
      county: 'Hudson',
      phonenumber: '201-555-0100',
      birthdate: GOOD_MEMBER_DOB,
      gender: 'Female',
      istobaccouser: 'No',
      additionalid: '987654324',
    },
    dependents: [
      {
        id: '00000000-0000-0000-0000-000000000000',
        firstname: 'Sam',
        lastname: 'Example',
        dateofbirth: GOOD_DEPENDENT_DOB,
        gender: 'Male',
        relationship: 'child',
        istobaccouser: 'false',
        additionalid: '987654324',
      },
    ],
  },
});

async function send(r: RouteDef, token: string, request: RequestParts): Promise<Answer> {
  const req = r.handler === 'get-member' ? request : await withVersion(r, token, request);
  const query = req.query && Object.keys(req.query).length ? `?${new URLSearchParams(req.query)}` : '';
  const res = await fetch(`${base}${buildPath(r.path, req.path ?? {})}${query}`, {
    method: r.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the assertions show the text.
  }
  return { status: res.status, text, json };
}

const memberRoutes = routes.filter((r) => r.access === 'member') as RouteDef[];
const BAD_MEMBER_DOB = '1980-13-45';
const BAD_DEPENDENT_DOB = '2015-02-30';
const GOOD_MEMBER_DOB = '1985-03-14';
const GOOD_DEPENDENT_DOB = '2015-06-01';

interface Household {
  member: TestMember;
  dependentId: string;
}

const context = (m: TestMember, dependentId?: string) => ({
  memberId: m.id,
  accountid: m.accountid,
  employerId: m.employerId,
  dependentId,
  ssn: '987654324',
});

/** A member of the demo employer with a saved profile (SSN, address, a child) through the API. */
async function household(prefix: string): Promise<Household> {
  const publicDemo = (await (await fetch(`${base}/api/Employer/${stack.demo.employerId}`)).json()) as {
    data: { accountid: string; accountname: string };
  };
  const member = await createMember(endpoints, { id: stack.demo.employerId, ...publicDemo.data }, prefix);
  const saved = await send(getRoute('put-profile'), member.token, profileRequest());
  expect(saved.status, saved.text).toBe(200);
  const dependentId = (saved.json.dependents as { id: string }[])[0]?.id;
  if (!dependentId) throw new Error(`The profile save returned no dependent: ${saved.text}`);
  return { member, dependentId };
}

/**
 * Writes the impossible dates straight into the tables, as no route may. A route called before
 * may have removed the dependent or replaced it: the profile is saved again through the API first.
 */
async function corrupt(h: Household, which: 'member' | 'dependent' | 'both' = 'both'): Promise<void> {
  const pk = `MEMBER#${h.member.id.toLowerCase()}`;
  const listed = async () =>
    (
      await db.send(
        new QueryCommand({
          TableName: stack.tables.dependents,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :d)',
          ExpressionAttributeValues: { ':pk': pk, ':d': 'DEPENDENT#' },
        }),
      )
    ).Items ?? [];
  let dependents = await listed();
  if (dependents.length === 0) {
    const saved = await send(getRoute('put-profile'), h.member.token, profileRequest());
    expect(saved.status, `re-saving the profile: ${saved.text}`).toBe(200);
    dependents = await listed();
  }
  h.dependentId = String(dependents[0]?.id);
  await db.send(
    new UpdateCommand({
      TableName: stack.tables.members,
      Key: { pk, sk: 'PROFILE' },
      UpdateExpression: 'SET birthdate = :d',
      ExpressionAttributeValues: { ':d': which === 'dependent' ? GOOD_MEMBER_DOB : BAD_MEMBER_DOB },
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
  for (const d of dependents)
    await db.send(
      new UpdateCommand({
        TableName: stack.tables.dependents,
        Key: { pk, sk: String(d.sk) },
        UpdateExpression: 'SET dateofbirth = :d',
        ExpressionAttributeValues: { ':d': which === 'member' ? GOOD_DEPENDENT_DOB : BAD_DEPENDENT_DOB },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
}

const waiveOrder = () => {
  const req = exampleRequest(getRoute('post-order'), context({} as TestMember));
  return { ...req, body: { ...(req.body as object), idempotencyKey: crypto.randomUUID() } };
};

/** Every route is called as this member (some of them save, or authorize). */
let anyRoute: Household;
let fresh: Household;

/** An election of the first plan quoted where the example profile lives (Hudson county, NJ). */
async function shopOrder(h: Household): Promise<RequestParts> {
  const quote = getRoute('post-quote');
  const quoted = await send(quote, h.member.token, exampleRequest(quote, context(h.member)));
  const planid = (quoted.json.healthplans as { id: string }[] | undefined)?.[0]?.id;
  if (!planid) throw new Error(`No plan quoted: ${quoted.text.slice(0, 300)}`);
  const order = waiveOrder();
  return {
    body: {
      ...(order.body as object),
      election: {
        kind: 'shop',
        planid,
        ichraAcknowledged: true,
        // The Coverage Attestation step: the member and the saved dependent.
        coverageAttestation: attestationFor(h.member.id, h.dependentId),
      },
    },
  };
}
let authorized: Household;
let authorizedYear: number;
const notes: string[] = [];

beforeAll(async () => {
  anyRoute = await household('Routes');
  fresh = await household('Stored');
  authorized = await household('Authorized');
  const order = waiveOrder();
  authorizedYear = planYearOf((order.body as unknown as { effectiveDate: string }).effectiveDate);
  const first = await send(getRoute('post-order'), authorized.member.token, order);
  expect(first.status, first.text).toBe(200);
});

afterAll(() => {
  console.info(`stored values: ${notes.join('; ')}`);
});

describe.each(memberRoutes.map((r) => [routeKey(r), r] as const))(
  '%s with impossible dates stored',
  (key, r) => {
    it.for(['member', 'dependent', 'both'] as const)('(%s) answers no 5xx', async (which) => {
      await corrupt(anyRoute, which);
      const ans = await send(
        r,
        anyRoute.member.token,
        exampleRequest(r, context(anyRoute.member, anyRoute.dependentId)),
      );
      notes.push(`${key} (${which}): ${ans.status}`);
      expect(ans.status, `${key} with a bad ${which} date: ${ans.text.slice(0, 300)}`).toBeLessThan(500);
    });
  },
);

describe('a member whose stored dates of birth are impossible', () => {
  it('still reads the member and the dependents back, bad values included', async () => {
    await corrupt(fresh);
    const member = await send(getRoute('get-member'), fresh.member.token, {});
    expect(member.status, member.text).toBe(200);
    expect((member.json.data as { birthdate: string }).birthdate).toBe(BAD_MEMBER_DOB);
    const dependents = await send(getRoute('get-dependents'), fresh.member.token, {
      path: { memberid: fresh.member.id },
    });
    expect(dependents.status, dependents.text).toBe(200);
    expect((dependents.json.dependents as { dateofbirth: string }[]).map((d) => d.dateofbirth)).toEqual([
      BAD_DEPENDENT_DOB,
    ]);
  });

  it.for(['shop', 'waive'] as const)(
    'gets a 409 from POST /api/Order (%s) that says to correct the date of birth on the profile',
    async (kind) => {
      const order = kind === 'shop' ? await shopOrder(fresh) : waiveOrder();
      await corrupt(fresh, 'member');
      const own = await send(getRoute('post-order'), fresh.member.token, order);
      expect(own.status, own.text).toBe(409);
      expect(own.json.message).toBe(apiMessages.storedBirthdateInvalid);
      expect(own.json.fields).toEqual({ birthdate: apiMessages.storedBirthdateInvalid });
      await corrupt(fresh, 'dependent');
      const dependent = await send(getRoute('post-order'), fresh.member.token, order);
      expect(dependent.status, dependent.text).toBe(409);
      expect(dependent.json.message).toBe(apiMessages.storedDependentBirthdateInvalid('Sam Example'));
    },
  );

  it('gets a 409 from the affordability check that says to correct the date of birth', async () => {
    await corrupt(fresh, 'member');
    const r = getRoute('get-affordability');
    const ans = await send(r, fresh.member.token, exampleRequest(r, context(fresh.member)));
    expect(ans.status, ans.text).toBe(409);
    expect(ans.json.message).toBe(apiMessages.storedBirthdateInvalid);
  });

  it('is repaired by saving the profile with real dates, after which the election goes through', async () => {
    await corrupt(fresh);
    const saved = await send(getRoute('put-profile'), fresh.member.token, profileRequest());
    expect(saved.status, saved.text).toBe(200);
    const order = await send(getRoute('post-order'), fresh.member.token, waiveOrder());
    expect(order.status, order.text).toBe(200);
  });
});

describe('a member who already authorized, with impossible dates stored', () => {
  it.for(['member', 'dependent', 'both'] as const)(
    '(%s) still gets the documented 409 of POST /api/Order, shopping or waiving',
    async (which) => {
      const shop = await shopOrder(authorized);
      await corrupt(authorized, which);
      for (const order of [shop, waiveOrder()]) {
        const ans = await send(getRoute('post-order'), authorized.member.token, order);
        expect(ans.status, ans.text).toBe(409);
        expect(ans.json.message).toBe(apiMessages.alreadyAuthorized(authorizedYear));
      }
    },
  );
});
