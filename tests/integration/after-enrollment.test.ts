/**
 * The calls of the pages after enrollment over HTTP on the local stack: contacts, broker, orders,
 * member account and documents answer the caller's own employer or member only, whichever
 * employer or member a request names; without a token each answers 401. (That each page without
 * a session goes to /login is a browser rule: tests/e2e/after-enrollment.test.ts.)
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../helpers/http';
import { authorizedMember, demoEmployers, type AuthorizedMember } from '../e2e/authorize-via-api';

const stack = inject('stack');
const base = stack.portalUrl;

interface Caller extends AuthorizedMember {
  id: string;
}

async function caller(m: AuthorizedMember): Promise<Caller> {
  const me = await call<{ data: { id: string } }>(base, 'GET', '/api/Member/GetMember', { token: m.token });
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  return { ...m, id: me.body.data.id };
}

const get = <T = Record<string, unknown>>(c: { token: string } | null, path: string) =>
  call<T & { message?: string; fields?: Record<string, string> }>(
    base,
    'GET',
    path,
    c ? { token: c.token } : {},
  );

/** Acme shopped with a service, Green Mountain waived, Front Range has no order. */
let acme: Caller;
let green: Caller;
let front: Caller;

beforeAll(async () => {
  const [a, g, f] = await Promise.all([
    authorizedMember(
      stack,
      demoEmployers.acme,
      { kind: 'shop', additionalService: true },
      { tag: 'after-int' },
    ),
    authorizedMember(
      stack,
      demoEmployers.greenMountain,
      { kind: 'waive', reason: 'Other', otherReason: 'Covered by my partner' },
      { tag: 'after-int' },
    ),
    authorizedMember(stack, demoEmployers.frontRange, { kind: 'none' }, { tag: 'after-int' }),
  ]);
  [acme, green, front] = await Promise.all([caller(a), caller(g), caller(f)]);
}, 120_000);

type Contacts = { data: Array<{ firstname: string; lastname: string }> };
type Broker = { data: { firstName: string; lastName: string } | null };
type Orders = { orderdetails: Array<{ id: string; category: string; accountname: string | null }> };
type Account = { data: { memberid: string; waivecoveragereason: string | null } | null };
type Documents = { data: Array<{ name: string; url: string }> };

describe('GET /api/Contacts answers the caller’s own employer only', () => {
  it("answers each caller their own employer's contacts", async () => {
    const mine = await get<Contacts>(acme, '/api/Contacts');
    const theirs = await get<Contacts>(green, '/api/Contacts');
    const none = await get<Contacts>(front, '/api/Contacts');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((c) => c.lastname)).toEqual([
      'Whitfield',
      'Carter',
      'Natarajan',
      'Benefits Desk',
      'Ortega',
    ]);
    expect(theirs.body.data.map((c) => c.lastname)).toEqual(['Brooks', 'Pratt']);
    expect(none.body.data).toEqual([]);
  });

  it('refuses a request naming another employer (400 naming the parameter), answering no contact', async () => {
    for (const query of ['accountid=GMO-014', `employer_id=${demoEmployers.greenMountain.id}`]) {
      const res = await get<Contacts>(acme, `/api/Contacts?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), query).toEqual([`query.${query.split('=')[0]}`]);
      expect(res.body.data, query).toBeUndefined();
    }
  });
});

describe('GET /api/Brocker answers the caller’s own employer’s broker only', () => {
  it('answers the lead broker of the caller’s own broker team', async () => {
    expect((await get<Broker>(acme, '/api/Brocker')).body.data).toMatchObject({
      firstName: 'Evelyn',
      lastName: 'Carter',
    });
    expect((await get<Broker>(front, '/api/Brocker')).body.data).toMatchObject({
      firstName: 'Maya',
      lastName: 'Lindqvist',
    });
  });

  it('refuses a request naming another broker team (400), answering no broker', async () => {
    const res = await get<Broker>(acme, '/api/Brocker?teamid=f080a10e-b846-4b2e-a275-b7ce402ec1ed');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(['query.teamid']);
    expect(res.body.data).toBeUndefined();
  });
});

describe('GET /api/Order/GetOrderByMember and the member account answer the caller’s own member only', () => {
  it('answers each caller their own orders, whichever member id the query names', async () => {
    const mine = await get<Orders>(acme, '/api/Order/GetOrderByMember');
    expect(mine.status).toBe(200);
    expect(mine.body.orderdetails.map((o) => o.category).sort()).toEqual([
      'additionalservices',
      'healthinsurance',
    ]);
    expect(new Set(mine.body.orderdetails.map((o) => o.accountname))).toEqual(
      new Set(['Acme Manufacturing']),
    );

    const theirs = await get<Orders>(green, '/api/Order/GetOrderByMember');
    expect(theirs.body.orderdetails.map((o) => o.category)).toEqual(['waive']);
    expect((await get<Orders>(front, '/api/Order/GetOrderByMember')).body.orderdetails).toEqual([]);

    // The spec's product looked orders up by an id the browser sent; ours never reads one, and
    // refuses one by name (400) rather than answering as if nothing were wrong.
    for (const path of [
      `/api/Order/GetOrderByMember?memberid=${green.id}`,
      `/api/Order/GetOrderByMember?id=${green.id}`,
      `/api/Order?memberid=${green.id}`,
    ]) {
      const res = await get<Orders & { fields?: Record<string, string> }>(acme, path);
      expect(res.status, path).toBe(400);
      const name = [...new URL(path, stack.portalUrl).searchParams.keys()][0];
      expect(Object.keys(res.body.fields ?? {}), path).toEqual([`query.${name}`]);
      expect(res.body.orderdetails, path).toBeUndefined();
    }
    const asFront = await get<Orders>(front, `/api/Order/GetOrderByMember?memberid=${acme.id}`);
    expect(asFront.status).toBe(400);
    expect(asFront.body.orderdetails).toBeUndefined();
  });

  it("answers the caller's own member account (the waive reason), never another member's", async () => {
    const waived = await get<Account>(green, '/api/MemberAccount/GetMemberAccount');
    expect(waived.status).toBe(200);
    expect(waived.body.data).toMatchObject({
      memberid: green.id,
      waivecoveragereason: 'Covered by my partner',
    });
    const mine = await get<Account>(acme, '/api/MemberAccount/GetMemberAccount');
    expect(mine.status).toBe(200);
    expect(mine.body.data?.memberid).toBe(acme.id);
    expect(mine.body.data?.waivecoveragereason).toBeNull();
    expect((await get<Account>(front, '/api/MemberAccount/GetMemberAccount')).body.data).toBeNull();
    // Another member's id in the query is refused by name, never answered.
    const other = await get<Account & { fields?: Record<string, string> }>(
      acme,
      `/api/MemberAccount/GetMemberAccount?memberid=${green.id}`,
    );
    expect(other.status).toBe(400);
    expect(other.body.fields).toHaveProperty(['query.memberid']);
    expect(other.body.data).toBeUndefined();
  });
});

describe('GET /api/media/getdocs answers the caller’s own employer’s documents only', () => {
  it('answers each caller their own employer’s documents, named without .pdf, with expiring links', async () => {
    const mine = await get<Documents>(acme, '/api/media/getdocs');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((d) => d.name).sort()).toEqual([
      'Acme ICHRA Plan Document 2026',
      'Acme ICHRA Summary Plan Description 2026',
    ]);
    for (const d of mine.body.data) expect(d.url).toMatch(/X-Amz-Expires=\d+/);
    const theirs = await get<Documents>(green, '/api/media/getdocs');
    expect(theirs.body.data.map((d) => d.name)).toEqual(['Green Mountain ICHRA Plan Document 2026']);
  });

  it('refuses a request naming another employer (400), answering no document', async () => {
    const res = await get<Documents>(green, `/api/media/getdocs?employer_id=${demoEmployers.acme.id}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(['query.employer_id']);
    expect(res.body.data).toBeUndefined();
  });
});

describe('without a token', () => {
  it.each([
    '/api/Contacts',
    '/api/Brocker',
    '/api/Order/GetOrderByMember',
    '/api/MemberAccount/GetMemberAccount',
    '/api/media/getdocs',
  ])('%s answers 401 and no data', async (path) => {
    const res = await get(null, path);
    expect(res.status).toBe(401);
    expect(res.body.data).toBeUndefined();
    expect((res.body as { orderdetails?: unknown }).orderdetails).toBeUndefined();
  });

  it('a forged token answers 401', async () => {
    const res = await call(base, 'GET', '/api/Contacts', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(res.status).toBe(401);
  });
});
