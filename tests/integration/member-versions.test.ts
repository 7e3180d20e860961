/**
 * Writes from a stale read, over HTTP on the local stack (real DynamoDB Local): every member and
 * profile write carries the member version its page read (GET /api/Member/GetMember answers it),
 * and the server writes only while the stored member is still at that version. Two writes from
 * the same read: the first lands, the second answers 409 with the reload message and overwrites
 * nothing. The PCP form's own route writes the three PCP fields and nothing else, so a profile
 * field changed in another tab survives it.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { ZERO_GUID } from '../../shared/schemas/profile';
import { call } from '../helpers/http';
import { accessToken, registerActive, stackDb, uniqueEmail } from './access-helpers';

const stack = inject('stack');
const base = stack.portalUrl;
const db = stackDb(stack);

interface Caller {
  id: string;
  token: string;
}
interface Answer {
  success: boolean;
  message?: string;
  fields?: Record<string, string>;
  data: Record<string, unknown> & { version: number };
  dependents: Array<{ id: string; firstname: string }>;
  version?: number;
}

async function newCaller(tag: string): Promise<Caller> {
  const email = uniqueEmail(tag);
  const { memberid } = await registerActive(stack, email);
  return { id: memberid.toLowerCase(), token: await accessToken(stack, email) };
}

const profileMember = (over: Record<string, unknown> = {}) => ({
  firstname: 'Riley',
  lastname: 'Nguyen',
  address1: '12 Nassau Street',
  address2: null,
  phonenumber: '609-555-0142',
  postalcode: '07030',
  city: 'Hoboken',
  county: 'Hudson',
  stateorprovince: 'NJ',
  birthdate: '1986-09-30',
  gender: 'Female',
  istobaccouser: 'No',
  additionalid: '987654320',
  ...over,
});

const child = (over: Record<string, unknown> = {}) => ({
  id: ZERO_GUID,
  firstname: 'Alex',
  lastname: 'Nguyen',
  dateofbirth: '2014-05-02',
  gender: 'Male',
  relationship: 'child',
  istobaccouser: 'false',
  additionalid: '987654321',
  ...over,
});

/** The version a page reads with the member (GET /api/Member/GetMember). */
async function readVersion(c: Caller): Promise<number> {
  const me = await call<Answer>(base, 'GET', '/api/Member/GetMember', { token: c.token });
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  expect(typeof me.body.data.version).toBe('number');
  return me.body.data.version;
}

/** What the tables hold for a member: the member item and its dependents' items. */
async function stored(memberId: string) {
  const [m, d] = await Promise.all([
    db.send(
      new GetCommand({
        TableName: stack.tables.members,
        Key: { pk: `MEMBER#${memberId}`, sk: 'PROFILE' },
        ConsistentRead: true,
      }),
    ),
    db.send(
      new QueryCommand({
        TableName: stack.tables.dependents,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}` },
        ConsistentRead: true,
      }),
    ),
  ]);
  return {
    member: m.Item,
    dependents: (d.Items ?? []).sort((a, b) => String(a.sk).localeCompare(String(b.sk))),
  };
}

function expectStale(res: { status: number; body: Answer }, label: string): void {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(409);
  expect(res.body.success, label).toBe(false);
  expect(res.body.message, label).toBe(apiMessages.profileChanged);
}

/** Every member write, sent from a page that read `version`. */
const writes: Record<string, (c: Caller, version: number) => Promise<{ status: number; body: Answer }>> = {
  'PUT /api/Member/Profile': (c, version) =>
    call<Answer>(base, 'PUT', '/api/Member/Profile', {
      token: c.token,
      body: { member: profileMember({ firstname: 'Profile Tab' }), dependents: [], version },
    }),
  'PUT /api/Member': (c, version) =>
    call<Answer>(base, 'PUT', '/api/Member', {
      token: c.token,
      body: { member: profileMember({ firstname: 'Member Tab', additionalid: undefined }), version },
    }),
  'PUT /api/Member/Ssn': (c, version) =>
    call<Answer>(base, 'PUT', '/api/Member/Ssn', {
      token: c.token,
      body: { additionalid: '987654329', version },
    }),
  'PUT /api/Member/Pcp': (c, version) =>
    call<Answer>(base, 'PUT', '/api/Member/Pcp', {
      token: c.token,
      body: { pcpname: 'Dr. Stale', pcpid: 'P-0000', existingpatient: 'no', version },
    }),
  'POST /api/Dependent': (c, version) =>
    call<Answer>(base, 'POST', '/api/Dependent', {
      token: c.token,
      body: { ...child({ firstname: 'Stale Kid' }), version },
    }),
};

describe('two writes from the same read', () => {
  let c: Caller;
  beforeAll(async () => {
    c = await newCaller('versions');
  });

  it.each(Object.keys(writes).flatMap((first) => Object.keys(writes).map((second) => [first, second])))(
    '%s lands, then %s from the same read answers 409 and the stored member is the first write',
    async (first, second) => {
      // A first save gives the household a profile and a dependent.
      const setup = await call<Answer>(base, 'PUT', '/api/Member/Profile', {
        token: c.token,
        body: { member: profileMember(), dependents: [child()], version: await readVersion(c) },
      });
      expect(setup.status, JSON.stringify(setup.body)).toBe(200);

      // Two tabs read the same version; the first one's write lands.
      const read = await readVersion(c);
      const one = await writes[first]!(c, read);
      expect(one.status, `${first}: ${JSON.stringify(one.body)}`).toBe(200);
      const afterFirst = await stored(c.id);

      const two = await writes[second]!(c, read);
      expectStale(two, second);
      expect(await stored(c.id)).toEqual(afterFirst);
      // A fresh read carries the new version, and a write from it lands.
      const fresh = await readVersion(c);
      expect(fresh).toBeGreaterThan(read);
      expect((await writes[second]!(c, fresh)).status).toBe(200);
    },
  );

  it('the dependent routes are conditional too: PUT and DELETE from a stale read change nothing', async () => {
    const c = await newCaller('versions-dependents');
    const saved = await call<Answer>(base, 'PUT', '/api/Member/Profile', {
      token: c.token,
      body: { member: profileMember(), dependents: [child()], version: await readVersion(c) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const alex = saved.body.dependents[0]!;
    const read = saved.body.data.version;
    // Another tab changes the phone number.
    const other = await writes['PUT /api/Member']!(c, read);
    expect(other.status).toBe(200);
    const before = await stored(c.id);

    const put = await call<Answer>(base, 'PUT', '/api/Dependent', {
      token: c.token,
      body: { ...child({ id: alex.id, firstname: 'Alexander', additionalid: undefined }), version: read },
    });
    expectStale(put, 'PUT /api/Dependent');
    const del = await call<Answer>(base, 'DELETE', `/api/Dependent/${alex.id}?version=${read}`, {
      token: c.token,
    });
    expectStale(del, 'DELETE /api/Dependent/{id}');
    expect(await stored(c.id)).toEqual(before);

    // The dependent answers carry the version a next write sends.
    const list = await call<Answer>(base, 'GET', `/api/Dependent/${c.id}`, { token: c.token });
    expect(list.body.version).toBe(other.body.data.version);
    const removed = await call<Answer>(
      base,
      'DELETE',
      `/api/Dependent/${alex.id}?version=${list.body.version}`,
      {
        token: c.token,
      },
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.version).toBe(list.body.version! + 1);
    expect((await stored(c.id)).dependents).toEqual([]);
  });

  it('a write without the version it read is refused with 400 naming the field, and writes nothing', async () => {
    const c = await newCaller('versions-missing');
    const before = await stored(c.id);
    const res = await call<Answer>(base, 'PUT', '/api/Member/Pcp', {
      token: c.token,
      body: { pcpname: 'Dr. Ortiz', pcpid: 'P-1234', existingpatient: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(['version']);
    expect(await stored(c.id)).toEqual(before);
  });
});

describe('PUT /api/Member/Pcp', () => {
  it('writes only the three PCP fields: a profile field changed in another tab survives', async () => {
    const c = await newCaller('versions-pcp');
    const saved = await call<Answer>(base, 'PUT', '/api/Member/Profile', {
      token: c.token,
      body: { member: profileMember(), dependents: [child()], version: await readVersion(c) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The cart page reads the member; another tab then changes the phone number.
    const cartRead = await readVersion(c);
    const otherTab = await call<Answer>(base, 'PUT', '/api/Member/Profile', {
      token: c.token,
      body: {
        member: profileMember({ phonenumber: '609-555-0199', additionalid: undefined }),
        dependents: [child({ id: saved.body.dependents[0]!.id, additionalid: undefined })],
        version: cartRead,
      },
    });
    expect(otherTab.status, JSON.stringify(otherTab.body)).toBe(200);
    const before = await stored(c.id);

    // The cart's PCP form, from its stale read: 409, nothing written.
    const stale = await writes['PUT /api/Member/Pcp']!(c, cartRead);
    expectStale(stale, 'PUT /api/Member/Pcp');
    expect(await stored(c.id)).toEqual(before);

    // Reloaded, it saves: the PCP fields change, the other tab's phone number stays.
    const res = await call<Answer>(base, 'PUT', '/api/Member/Pcp', {
      token: c.token,
      body: {
        pcpname: ' Dr. Ortiz ',
        pcpid: 'P-1234',
        existingpatient: 'yes',
        version: await readVersion(c),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      pcpname: 'Dr. Ortiz',
      pcpid: 'P-1234',
      existingpatient: 'yes',
      phonenumber: '609-555-0199',
      additionalid: '***-**-4320',
      version: otherTab.body.data.version + 1,
    });
    const after = await stored(c.id);
    const { pcpname, pcpid, existingpatient, modifiedon, householdversion, ...rest } = after.member!;
    const {
      pcpname: _n,
      pcpid: _i,
      existingpatient: _e,
      modifiedon: _m,
      householdversion: _v,
      ...restBefore
    } = before.member!;
    expect({ pcpname, pcpid, existingpatient }).toEqual({
      pcpname: 'Dr. Ortiz',
      pcpid: 'P-1234',
      existingpatient: 'yes',
    });
    expect(typeof modifiedon).toBe('string');
    expect(householdversion).toBe(Number(before.member!.householdversion) + 1);
    expect(rest).toEqual(restBefore);
    expect(rest.phonenumber).toBe('609-555-0199');
    expect(after.dependents).toEqual(before.dependents);
  });

  it('refuses a PCP without a name or an id with the form messages, and fields it does not own', async () => {
    const c = await newCaller('versions-pcp-bad');
    const version = await readVersion(c);
    const before = await stored(c.id);
    const blank = await call<Answer>(base, 'PUT', '/api/Member/Pcp', {
      token: c.token,
      body: { pcpname: '  ', pcpid: '', existingpatient: null, version },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({
      pcpname: apiMessages.pcpNameRequired,
      pcpid: apiMessages.pcpIdRequired,
    });
    const extra = await call<Answer>(base, 'PUT', '/api/Member/Pcp', {
      token: c.token,
      body: { pcpname: 'Dr. Ortiz', pcpid: 'P-1', existingpatient: 'yes', phonenumber: '1', version },
    });
    expect(extra.status).toBe(400);
    expect(Object.keys(extra.body.fields ?? {})).toEqual(['phonenumber']);
    expect(await stored(c.id)).toEqual(before);
  });
});
