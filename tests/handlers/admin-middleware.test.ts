/**
 * The admin chain (lambdas/middleware/admin.ts through httpHandler's admin option), around a small
 * test handler with a fake grant lookup: who passes, who gets 401 or 403, and that malformed input
 * is refused before any grant is read.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AdminGrant } from '../../lambdas/adapters/admin';
import { adminCaller, type GrantLookup } from '../../lambdas/middleware/admin';
import { httpHandler } from '../../lambdas/middleware/http';
import { routes, type RouteDef } from '../../shared/routes';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const employerA = '11111111-1111-4111-8111-111111111111';
const employerB = '22222222-2222-4222-8222-222222222222';

const adminRoute = {
  family: 'admin',
  handler: 'whoami',
  method: 'GET',
  path: '/api/admin/employers/{employerId}/whoami',
  access: 'admin',
  summary: 'test route',
  request: { path: z.strictObject({ employerId: z.uuid() }) },
  response: z.object({ success: z.literal(true), email: z.string(), employerId: z.string() }),
} as const satisfies RouteDef;

const grantOf = (over: Partial<AdminGrant> = {}): AdminGrant => ({
  sub: 'admin-sub',
  email: 'hr@example.com',
  role: 'hr',
  employerIds: [employerA],
  phi: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  revokedAt: null,
  mfaAt: '2026-11-01T00:00:00.000Z',
  inviteHash: null,
  ...over,
});

function handlerWith(lookup: GrantLookup) {
  return httpHandler(
    adminRoute,
    async ({ admin, path }) => ({ email: admin.grant.email, employerId: path.employerId }),
    { admin: adminCaller(adminRoute, lookup) },
  );
}

const call = (lookup: GrantLookup, employerId: string, claims: Record<string, string> | undefined) =>
  handlerWith(lookup)(
    apiEvent(`GET ${adminRoute.path}`, { pathParameters: { employerId }, ...(claims && { claims }) }),
    lambdaContext(),
  );

describe('the admin chain', () => {
  it('passes an administrator whose grant covers the employer, with the grant in hand', async () => {
    const lookup = vi.fn<GrantLookup>(async () => grantOf());
    const res = await call(lookup, employerA, memberClaims('admin-sub'));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, email: 'hr@example.com', employerId: employerA });
    expect(lookup).toHaveBeenCalledWith('admin-sub');
  });

  it('matches the employer id whatever its case', async () => {
    const res = await call(async () => grantOf(), employerA.toUpperCase(), memberClaims('admin-sub'));
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without a token, before reading any grant', async () => {
    const lookup = vi.fn<GrantLookup>(async () => grantOf());
    const res = await call(lookup, employerA, undefined);
    expect(res.statusCode).toBe(401);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('answers 403 adminNotYourEmployer for an employer outside the grant', async () => {
    const res = await call(async () => grantOf(), employerB, memberClaims('admin-sub'));
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'adminNotYourEmployer' });
  });

  it('answers 403 adminNoGrant without a grant and with a revoked one', async () => {
    for (const lookup of [
      async () => undefined,
      async () => grantOf({ revokedAt: '2026-11-02T00:00:00Z' }),
    ]) {
      const res = await call(lookup, employerA, memberClaims('admin-sub'));
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'adminNoGrant' });
    }
  });

  it('refuses malformed input with 400 without reading the grant', async () => {
    const lookup = vi.fn<GrantLookup>(async () => grantOf());
    const res = await call(lookup, 'not-an-id', memberClaims('admin-sub'));
    expect(res.statusCode).toBe(400);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses to build an admin route without the admin check', () => {
    expect(() => httpHandler(adminRoute, async () => ({ email: '', employerId: '' }))).toThrow(
      /adminHttpHandler/,
    );
  });

  it("refuses it for every route of access 'admin', whatever its family (the console's files are admin-files)", () => {
    const adminAccess = routes.filter((r) => r.access === 'admin');
    expect(new Set(adminAccess.map((r) => r.family))).toEqual(new Set(['admin', 'admin-files']));
    for (const r of adminAccess)
      expect(() => httpHandler(r as RouteDef, async () => ({})), `${r.method} ${r.path}`).toThrow(
        /adminHttpHandler/,
      );
  });
});
