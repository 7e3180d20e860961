/**
 * The member routes act on the caller's own member only (docs/architecture.md, "Security rules"), the SSN never
 * leaves in full, and rapid failed sign-ins are throttled; over HTTP on the local stack.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { memberKey } from '../../lambdas/adapters/members';
import { demoEmployee } from '../../infra/local/demo/demo-data';
import * as apiMessages from '../../shared/api-messages';
import { buildPath, routes, type RouteDef } from '../../shared/routes';
import { call } from '../helpers/http';
import { accessToken, registerActive, signIn, stackDb, strongPassword, uniqueEmail } from './access-helpers';

const stack = inject('stack');
const base = stack.portalUrl;

/** Member routes whose path carries a member's id. */
const memberRoutesWithId = (routes as readonly RouteDef[]).filter(
  (r) => r.access === 'member' && /\{(id|memberid)\}/.test(r.path),
);

describe('GET /api/Member/GetMember', () => {
  it("answers the caller's own member with the SSN masked to its last four digits", async () => {
    // Prepare: a member with an SSN on file
    const { email, memberid } = await registerActive(stack, uniqueEmail('ssn'));
    await stackDb(stack).send(
      new UpdateCommand({
        TableName: stack.tables.members,
        Key: memberKey(memberid),
        UpdateExpression: 'SET ssn = :ssn',
        ExpressionAttributeValues: { ':ssn': '123456789' },
      }),
    );
    const token = await accessToken(stack, email);

    // Act
    const res = await call<{ data: Record<string, unknown> }>(base, 'GET', '/api/Member/GetMember', {
      token,
    });
    const byId = await call<{ data: Record<string, unknown> }>(base, 'GET', `/api/Member/${memberid}`, {
      token,
    });

    // Assess
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: memberid,
      personalemailaddress: email,
      additionalid: '***-**-6789',
    });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ id: memberid, additionalid: '***-**-6789' });
    for (const body of [JSON.stringify(res.body), JSON.stringify(byId.body)]) {
      expect(body).not.toContain('123456789');
      expect(body).not.toContain('123-45-6789');
      expect(body).not.toMatch(/"(ssn|sub|email|employerId)"/);
    }
  });
});

describe("another member's id", () => {
  it('the route table has member routes with an id to check', () => {
    expect(memberRoutesWithId.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/Member/{id}');
  });

  // Signed in as a fresh member; the other member is the demo employee.
  let token = '';
  beforeAll(async () => {
    const { email } = await registerActive(stack, uniqueEmail('other-id'));
    token = await accessToken(stack, email);
  });

  it.each(memberRoutesWithId.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 403 or 404 and no data',
    async (_key, r) => {
      // Prepare
      const path = buildPath(
        r.path,
        Object.fromEntries([...r.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], demoEmployee.id])),
      );

      // A valid query where the route takes one (DELETE /api/Dependent/{id} sends the member
      // version), so that the id check, not the query's, decides the answer.
      const query = r.request.query?.safeParse({ version: '0' }).success ? '?version=0' : '';

      // Act
      const res = await call(base, r.method, path + query, {
        token,
        ...(r.request.body ? { body: {} } : {}),
      });

      // Assess: every route is implemented, so the id check decides (a 501 fails here)
      expect([403, 404], `${r.method} ${r.path}: ${res.status}`).toContain(res.status);
      expect(res.body).not.toHaveProperty('data');
      expect(JSON.stringify(res.body)).not.toContain(demoEmployee.lastname);
    },
  );

  it('DELETE /api/Member/{id} (public) cannot delete another member without its proof', async () => {
    const res = await call(base, 'DELETE', `/api/Member/${demoEmployee.id}?proof=${'x'.repeat(43)}`);
    expect(res.status).toBe(403);
    expect((await signIn(stack, stack.demo.email, stack.demo.password)).status).toBe(200);
  });
});

describe('abuse limits', () => {
  it("rapid failed sign-ins answer 429 'Too many attempts...', even with the right password then", async () => {
    // Prepare
    const { email } = await registerActive(stack, uniqueEmail('throttle'));

    // Act: the default limit is 5 failed sign-ins per e-mail per 15 minutes
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(stack, email, `Wr0ng#Pass${i}`)).status);
    const blocked = await signIn(stack, email, `Wr0ng#Pass6`);
    const right = await signIn(stack, email, strongPassword);

    // Assess
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, message: apiMessages.tooManyAttempts });
    expect(right.status).toBe(429);
    // Another account from the same address is not blocked by this one's failures.
    expect((await signIn(stack, stack.demo.email, stack.demo.password)).status).toBe(200);
  });
});
