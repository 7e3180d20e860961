/**
 * The profile routes over HTTP on the local stack, as newly registered members of the demo
 * employer: the one-request profile save (member and every added, changed and removed dependent
 * in one transaction), PUT /api/Member (also with the spec client's json-patch content type), the
 * SSN popup's PUT /api/Member/Ssn, and the dependent routes. Every call acts on the caller's own
 * household only, answers SSNs as their last four digits, and a refused request writes nothing.
 * Each write sends the member version it read (tests/integration/member-versions.test.ts checks
 * what a stale one gets).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
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
interface ApiDependent {
  id: string;
  memberid: string;
  firstname: string;
  relationship: string;
  dateofbirth: string;
  istobaccouser: string;
  additionalid: string | null;
}
interface ProfileAnswer {
  success: boolean;
  version?: number;
  message?: string;
  fields?: Record<string, string>;
  data: Record<string, unknown>;
  dependents: ApiDependent[];
}

async function newCaller(tag: string): Promise<Caller> {
  const email = uniqueEmail(tag);
  const { memberid } = await registerActive(stack, email);
  return { id: memberid.toLowerCase(), token: await accessToken(stack, email) };
}

const member = (over: Record<string, unknown> = {}) => ({
  firstname: 'Riley',
  lastname: 'Nguyen',
  address1: '12 Nassau Street',
  address2: null,
  phonenumber: '609-555-0142',
  postalcode: '07030',
  city: 'Anywhere',
  county: 'Hudson',
  stateorprovince: 'CA',
  birthdate: '1986-09-30',
  gender: 'Female',
  istobaccouser: 'No',
  additionalid: '987654320',
  pcpname: 'Dr. Ortiz',
  pcpid: 'P-1234',
  existingpatient: 'yes',
  ...over,
});

const dependent = (over: Record<string, unknown> = {}) => ({
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

/** The member version a write sends back, as a page reads it (GET /api/Member/GetMember). */
const versionOf = async (c: Caller): Promise<number> =>
  (await call<{ data: { version: number } }>(base, 'GET', '/api/Member/GetMember', { token: c.token })).body
    .data.version;

const saveProfile = async (c: Caller, body: unknown) =>
  call<ProfileAnswer>(base, 'PUT', '/api/Member/Profile', {
    token: c.token,
    body: { ...(body as object), version: await versionOf(c) },
  });

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

let riley: Caller;
let other: Caller;

beforeAll(async () => {
  [riley, other] = await Promise.all([newCaller('profile'), newCaller('profile-other')]);
});

describe('PUT /api/Member/Profile', () => {
  it('saves the member with a spouse and two children in one request; SSNs come back as the last four digits', async () => {
    const res = await saveProfile(riley, {
      member: member(),
      dependents: [
        dependent({
          firstname: 'Jordan',
          relationship: 'spouse',
          dateofbirth: '1985-01-20',
          additionalid: '987654322',
        }),
        dependent({ firstname: 'Alex' }),
        dependent({
          firstname: 'Sam',
          dateofbirth: '2017-11-09',
          istobaccouser: 'false',
          additionalid: '987654323',
        }),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // City, county and state come from the ZIP code, not from what the browser sent.
    expect(res.body.data).toMatchObject({
      firstname: 'Riley',
      postalcode: '07030',
      county: 'Hudson',
      city: 'Hoboken',
      stateorprovince: 'NJ',
      additionalid: '***-**-4320',
      pcpname: 'Dr. Ortiz',
      existingpatient: 'yes',
    });
    expect(res.body.dependents.map((d) => [d.firstname, d.relationship, d.additionalid])).toEqual([
      ['Jordan', 'spouse', '***-**-4322'],
      ['Alex', 'child', '***-**-4321'],
      ['Sam', 'child', '***-**-4323'],
    ]);
    for (const d of res.body.dependents) {
      expect(d.id).not.toBe(ZERO_GUID);
      expect(d.memberid).toBe(riley.id);
    }
    const list = await call<{ dependents: ApiDependent[] }>(base, 'GET', `/api/Dependent/${riley.id}`, {
      token: riley.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.dependents).toEqual(res.body.dependents);
    const me = await call<{ data: Record<string, unknown> }>(base, 'GET', '/api/Member/GetMember', {
      token: riley.token,
    });
    expect(me.body.data).toMatchObject({ city: 'Hoboken', additionalid: '***-**-4320' });
    // The full numbers are stored on the server only.
    const saved = await stored(riley.id);
    expect(saved.member?.ssn).toBe('987654320');
    expect(saved.dependents.map((d) => d.ssn).sort()).toEqual(['987654321', '987654322', '987654323']);
  });

  it('changes, adds and removes dependents in the same save; an SSN left out keeps the one on file', async () => {
    const before = (
      await call<{ dependents: ApiDependent[] }>(base, 'GET', `/api/Dependent/${riley.id}`, {
        token: riley.token,
      })
    ).body.dependents;
    const [spouse, alex] = before;
    const res = await saveProfile(riley, {
      member: member({ additionalid: undefined, firstname: 'Riley Ann' }),
      dependents: [
        // The spouse is kept unchanged, Alex changes (SSN not re-entered), Sam is removed, Kai is new.
        dependent({
          id: spouse!.id,
          firstname: 'Jordan',
          relationship: 'spouse',
          dateofbirth: '1985-01-20',
          additionalid: undefined,
        }),
        dependent({ id: alex!.id, firstname: 'Alexander', istobaccouser: 'true', additionalid: undefined }),
        dependent({ firstname: 'Kai', dateofbirth: '2020-02-29', additionalid: '987654324' }),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ firstname: 'Riley Ann', additionalid: '***-**-4320' });
    expect(res.body.dependents.map((d) => [d.firstname, d.istobaccouser, d.additionalid])).toEqual([
      ['Jordan', 'false', '***-**-4322'],
      ['Alexander', 'true', '***-**-4321'],
      ['Kai', 'false', '***-**-4324'],
    ]);
    const saved = await stored(riley.id);
    expect(saved.dependents.map((d) => d.firstname).sort()).toEqual(['Alexander', 'Jordan', 'Kai']);
    expect(saved.member?.ssn).toBe('987654320');
  });

  it('refuses bad input with 400 naming each field, and writes nothing', async () => {
    const before = await stored(riley.id);
    const cases: Array<[string, unknown, Record<string, string>]> = [
      [
        'the spec messages of the profile checks',
        {
          member: member({ lastname: '-', address1: '', birthdate: '1930-01-01', istobaccouser: '' }),
          dependents: [],
        },
        {
          'member.lastname': apiMessages.lastNameRequired,
          'member.address1': apiMessages.addressRequired,
          'member.birthdate': apiMessages.dobRange,
          'member.istobaccouser': apiMessages.smokerChoice,
        },
      ],
      [
        'two spouses',
        {
          member: member(),
          dependents: [dependent({ relationship: 'spouse' }), dependent({ relationship: 'spouse' })],
        },
        { dependents: apiMessages.oneSpouseOnly },
      ],
      [
        'a field a member does not own',
        { member: { ...member(), contributionclass: 'Executives', accountid: 'x' }, dependents: [] },
        {
          'member.contributionclass': apiMessages.unknownField('member.contributionclass'),
          'member.accountid': apiMessages.unknownField('member.accountid'),
        },
      ],
      [
        'a county that is not one of the ZIP code',
        { member: member({ county: 'Mercer' }), dependents: [] },
        { 'member.county': apiMessages.countyNotInZip },
      ],
      [
        'a ZIP code the portal does not know',
        { member: member({ postalcode: '99999' }), dependents: [] },
        { 'member.postalcode': apiMessages.unknownZip },
      ],
    ];
    for (const [label, body, fields] of cases) {
      const res = await saveProfile(riley, body);
      expect(res.status, label).toBe(400);
      expect(res.body.success, label).toBe(false);
      expect(res.body.fields, label).toMatchObject(fields);
    }
    expect(await stored(riley.id)).toEqual(before);
  });

  it("refuses another member's dependent id, and nothing of either household changes", async () => {
    const theirs = await saveProfile(other, {
      member: member({ firstname: 'Other' }),
      dependents: [dependent()],
    });
    expect(theirs.status).toBe(200);
    const theirId = theirs.body.dependents[0]!.id;
    const [mine, their] = await Promise.all([stored(riley.id), stored(other.id)]);
    const res = await saveProfile(riley, {
      member: member(),
      dependents: [dependent({ id: theirId, additionalid: undefined })],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'dependents.0.id': apiMessages.dependentNotFound });
    expect(await Promise.all([stored(riley.id), stored(other.id)])).toEqual([mine, their]);
  });
});

describe('PUT /api/Member and PUT /api/Member/Ssn', () => {
  it('updates the member alone with the json-patch content type of the spec client, dependents untouched', async () => {
    const before = await stored(riley.id);
    const res = await call<ProfileAnswer>(base, 'PUT', '/api/Member', {
      token: riley.token,
      rawBody: JSON.stringify({
        member: member({ phonenumber: '609-555-0199', additionalid: undefined }),
        version: await versionOf(riley),
      }),
      headers: { 'content-type': 'application/json-patch+json' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ phonenumber: '609-555-0199', additionalid: '***-**-4320' });
    expect((await stored(riley.id)).dependents).toEqual(before.dependents);
  });

  it('saves the SSN of the shopping popup and answers its last four digits only', async () => {
    const res = await call<ProfileAnswer>(base, 'PUT', '/api/Member/Ssn', {
      token: other.token,
      body: { additionalid: '987654329', version: await versionOf(other) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.additionalid).toBe('***-**-4329');
    expect(JSON.stringify(res.body)).not.toContain('987654329');
    expect((await stored(other.id)).member?.ssn).toBe('987654329');
    const bad = await call<ProfileAnswer>(base, 'PUT', '/api/Member/Ssn', {
      token: other.token,
      body: { additionalid: '98765432', version: await versionOf(other) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ additionalid: apiMessages.ssnIncomplete });
    expect((await stored(other.id)).member?.ssn).toBe('987654329');
  });
});

describe('the dependent routes', () => {
  it('adds, changes and removes one dependent at a time, answering the whole list each time', async () => {
    const c = await newCaller('dependents');
    const added = await call<ProfileAnswer>(base, 'POST', '/api/Dependent', {
      token: c.token,
      body: {
        ...dependent({ firstname: 'Robin', relationship: 'spouse', dateofbirth: '1990-03-03' }),
        version: await versionOf(c),
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.dependents).toHaveLength(1);
    const robin = added.body.dependents[0]!;
    expect(robin).toMatchObject({ firstname: 'Robin', relationship: 'spouse', additionalid: '***-**-4321' });

    // A second spouse is refused, the household keeps one.
    const second = await call<ProfileAnswer>(base, 'POST', '/api/Dependent', {
      token: c.token,
      body: { ...dependent({ relationship: 'spouse' }), version: added.body.version },
    });
    expect(second.status).toBe(400);
    expect(second.body.fields).toEqual({ relationship: apiMessages.oneSpouseOnly });

    const changed = await call<ProfileAnswer>(base, 'PUT', '/api/Dependent', {
      token: c.token,
      body: {
        ...dependent({ id: robin.id, firstname: 'Robin', relationship: 'spouse', dateofbirth: '1990-03-04' }),
        additionalid: undefined,
        version: added.body.version,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.dependents).toEqual([{ ...robin, dateofbirth: '1990-03-04' }]);

    // Someone else cannot change or remove it: 404, as for an unknown id.
    const put = await call<ProfileAnswer>(base, 'PUT', '/api/Dependent', {
      token: other.token,
      body: { ...dependent({ id: robin.id }), additionalid: undefined, version: await versionOf(other) },
    });
    expect(put.status).toBe(404);
    const otherVersion = await versionOf(other);
    expect(
      (
        await call(base, 'DELETE', `/api/Dependent/${robin.id}?version=${otherVersion}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect((await call(base, 'GET', `/api/Dependent/${c.id}`, { token: other.token })).status).toBe(404);

    const removed = await call<ProfileAnswer>(
      base,
      'DELETE',
      `/api/Dependent/${robin.id}?version=${changed.body.version}`,
      {
        token: c.token,
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.dependents).toEqual([]);
    expect((await stored(c.id)).dependents).toEqual([]);
  });

  it('refuses a dependent sent with an id of its own on POST, and any call without a token', async () => {
    const c = await newCaller('dependents-ids');
    const res = await call<ProfileAnswer>(base, 'POST', '/api/Dependent', {
      token: c.token,
      body: { ...dependent({ id: randomUUID() }), version: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ id: apiMessages.newDependentId });
    expect((await call(base, 'GET', `/api/Dependent/${c.id}`)).status).toBe(401);
    expect((await call(base, 'POST', '/api/Dependent', { body: dependent() })).status).toBe(401);
  });
});
