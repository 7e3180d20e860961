/**
 * Who may call an admin route, generated from the route table (issue 39, "Built like the
 * portal"): every admin route refuses a call without a token, with an employee's access token and
 * with an administrator's token whose grant does not cover the employer in the path, or has been
 * revoked; the same call with the right grant passes. A new admin route is checked without
 * editing this file. (Member routes refusing an administrator's token: workforce-pool.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPath, routes, type RouteDef } from '../../shared/routes';
import { exampleRequest } from '../abuse/support/examples';
import { testAdministrator, type TestAdministrator } from '../helpers/admin';
import { call } from '../helpers/http';
import { accessToken, registerActive, uniqueEmail } from './access-helpers';

const stack = inject('stack');
const adminRoutes = routes.filter((r) => r.access === 'admin') as RouteDef[];
const employerId = stack.demo.employerId.toLowerCase();
/** An employer no grant of this file covers (it need not exist: the grant is checked first). */
const otherEmployerId = randomUUID();

/**
 * A call of the route with a valid request (tests/abuse/support/examples.ts: a route's own example,
 * else one sampled from its schemas), for the given employer: only who calls may decide the answer.
 */
function callRoute(r: RouteDef, token: string | undefined, employer = employerId) {
  const parts = exampleRequest(r, {
    memberId: randomUUID(),
    accountid: 'none',
    employerId: employer,
    ssn: '987654325',
  });
  const params = { ...parts.path, ...(r.path.includes('{employerId}') ? { employerId: employer } : {}) };
  const query = parts.query && Object.keys(parts.query).length ? `?${new URLSearchParams(parts.query)}` : '';
  return call(stack.portalUrl, r.method, `${buildPath(r.path, params)}${query}`, {
    token,
    ...(parts.body !== undefined ? { body: parts.body } : {}),
  });
}

const byEmployer = adminRoutes.filter((r) => r.path.includes('{employerId}'));

describe('admin routes', () => {
  let hr: TestAdministrator;
  let otherHr: TestAdministrator;
  let revoked: TestAdministrator;
  let employeeToken: string;

  beforeAll(async () => {
    [hr, otherHr, revoked] = await Promise.all([
      testAdministrator(stack, 'hr', [employerId]),
      testAdministrator(stack, 'other', [otherEmployerId]),
      testAdministrator(stack, 'revoked', [employerId], { revokedAt: new Date().toISOString() }),
    ]);
    const email = uniqueEmail('admin-employee');
    await registerActive(stack, email);
    employeeToken = await accessToken(stack, email);
  }, 60_000);

  it("are in the route table, the console's files (the admin-files family, a function of their own) among them", () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(new Set(adminRoutes.map((r) => r.family))).toEqual(new Set(['admin', 'admin-files']));
    expect(adminRoutes.filter((r) => r.family === 'admin-files').map((r) => `${r.method} ${r.path}`)).toEqual(
      [
        'GET /api/admin/employers/{employerId}/files',
        'POST /api/admin/employers/{employerId}/files',
        'POST /api/admin/employers/{employerId}/files/link',
        'POST /api/admin/employers/{employerId}/proofs/link',
        'POST /api/admin/employers/{employerId}/proofs/review',
        'GET /api/admin/employers/{employerId}/life-events',
        'POST /api/admin/employers/{employerId}/life-events/link',
        'POST /api/admin/employers/{employerId}/life-events/review',
      ],
    );
  });

  it.each(adminRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 401 without a token and with an employee’s access token',
    async (_key, r) => {
      for (const token of [undefined, employeeToken]) {
        const res = await callRoute(r, token);
        expect(res.status, token ? 'employee token' : 'no token').toBe(401);
      }
    },
  );

  it.each(adminRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 403 to an administrator whose grant was revoked',
    async (_key, r) => {
      const res = await callRoute(r, revoked.token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'adminNoGrant' });
    },
  );

  it.each(byEmployer.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 403 to an administrator of another employer, and passes the grant’s own',
    async (_key, r) => {
      const refused = await callRoute(r, otherHr.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'adminNotYourEmployer' });
      const own = await callRoute(r, otherHr.token, otherEmployerId);
      expect(own.status, JSON.stringify(own.body).slice(0, 300)).not.toBe(403);
      expect(own.status).not.toBe(401);
    },
  );

  it('GET /api/admin/me answers the grant and logs the sign-in once per session', async () => {
    const me = await call<{ data: { email: string; role: string; employers: { id: string }[] } }>(
      stack.portalUrl,
      'GET',
      '/api/admin/me',
      { token: hr.token },
    );
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: hr.email, role: 'hr', employers: [{ id: employerId }] });
    await call(stack.portalUrl, 'GET', '/api/admin/me', { token: hr.token });
    const log = await call<{ data: { items: { actor: string; action: string }[] } }>(
      stack.portalUrl,
      'GET',
      `/api/admin/employers/${employerId}/activity`,
      { token: hr.token },
    );
    expect(log.status).toBe(200);
    const signIns = log.body.data.items.filter((i) => i.actor === hr.email && i.action === 'sign-in');
    expect(signIns).toHaveLength(1);
  });

  it('a cursor of another employer’s log is refused with 400', async () => {
    const foreign = Buffer.from(JSON.stringify([`EMPLOYER#${otherEmployerId}`, 'ACTIVITY#x'])).toString(
      'base64url',
    );
    const res = await call(
      stack.portalUrl,
      'GET',
      `/api/admin/employers/${employerId}/activity?cursor=${foreign}`,
      { token: hr.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { 'query.cursor': 'must be the cursor of a page' } });
  });
});
