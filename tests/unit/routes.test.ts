/** The route table: matching like API Gateway, path building, uniqueness, and the OpenAPI document. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../shared/openapi';
import { buildPath, families, matchRoute, routeKey, routes } from '../../shared/routes';

describe('the route table', () => {
  it('has unique route keys and unique handler names', () => {
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.handler)).size).toBe(routes.length);
  });

  it('gives every family at least one route and every route a known family', () => {
    for (const f of families)
      expect(
        routes.some((r) => r.family === f),
        f,
      ).toBe(true);
    for (const r of routes) expect(families).toContain(r.family);
  });

  it("keeps the spec's paths for the endpoint families", () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const p of [
      '/api/Login',
      '/api/Member/Register',
      '/api/Member/{id}',
      '/api/Member/GetMember',
      '/api/Member',
      '/api/changepassword',
      '/api/Member/GetMemberPasswordInfo',
      '/api/Employer/{id}',
      '/api/Brocker',
      '/api/Contacts',
      '/api/MemberAccount/GetMemberAccount',
      '/api/USZipCounty/{zip}',
      '/api/Order',
      '/api/Order/GetOrderByMember',
      '/api/media/getdocs',
      '/api/HealthPlanQuote',
      '/api/Product/test',
      '/api/Version/test',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect([...paths].some((p) => p.startsWith('/api/Dependent'))).toBe(true);
    expect(
      [...paths].some((p) =>
        p.startsWith('/api/EmployerContribution/GetMonthlyEmployerContributionWithClass/'),
      ),
    ).toBe(true);
    expect([...paths].some((p) => p.startsWith('/api/EmployerContribution/GetWaivedContribution/'))).toBe(
      true,
    );
  });
});

describe('matchRoute', () => {
  it('prefers a literal segment over a parameter, as API Gateway does', () => {
    expect(matchRoute('GET', '/api/Member/GetMember')?.route.handler).toBe('get-member');
    const byId = matchRoute('GET', '/api/Member/3a8e5c1f-7d2b-4e9a-b6c4-0f1e2d3c4b5a');
    expect(byId?.route.handler).toBe('get-member-by-id');
    expect(byId?.pathParameters).toEqual({ id: '3a8e5c1f-7d2b-4e9a-b6c4-0f1e2d3c4b5a' });
  });

  it('matches on the method, is case-sensitive like API Gateway, and tolerates a trailing slash', () => {
    expect(matchRoute('DELETE', '/api/Member/abc')?.route.handler).toBe('delete-pending');
    expect(matchRoute('GET', '/api/login')).toBeUndefined();
    expect(matchRoute('PATCH', '/api/Login')).toBeUndefined();
    expect(matchRoute('GET', '/api/USZipCounty/02134/')?.pathParameters).toEqual({ zip: '02134' });
  });

  it('decodes parameters and rejects a malformed escape', () => {
    expect(matchRoute('GET', '/api/USZipCounty/12%2034')?.pathParameters.zip).toBe('12 34');
    expect(matchRoute('GET', '/api/USZipCounty/%E0%A4%A')).toBeUndefined();
  });

  it('round-trips with buildPath for every route', () => {
    for (const r of routes) {
      const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const params = Object.fromEntries(names.map((n, i) => [n, `v/${i} x`]));
      const m = matchRoute(r.method, buildPath(r.path, params));
      expect(m?.route, routeKey(r)).toBe(r);
      expect(m?.pathParameters).toEqual(params);
    }
  });

  it('buildPath refuses a missing parameter', () => {
    expect(() => buildPath('/api/Employer/{id}', {})).toThrow(/Missing path parameter id/);
  });
});

describe('docs/openapi.json', () => {
  it('is current with the route table (run npm run openapi after changing a route)', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const committed = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
    expect(committed).toEqual(openApiDocument(version));
  });

  it('documents the 409 of a stale member version on every member, profile and dependent write', () => {
    const doc = openApiDocument('test') as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const with409 = routes
      .filter((r) => doc.paths[r.path]?.[r.method.toLowerCase()]?.responses['409'])
      .map(routeKey)
      .sort();
    expect(with409).toEqual(
      [
        'PUT /api/Member',
        'PUT /api/Member/Profile',
        'PUT /api/Member/Ssn',
        'PUT /api/Member/Pcp',
        'POST /api/Dependent',
        'PUT /api/Dependent',
        'DELETE /api/Dependent/{id}',
      ].sort(),
    );
  });

  it('has one operation per route, member routes secured with the bearer token', () => {
    const doc = openApiDocument('test') as { paths: Record<string, Record<string, { security: unknown[] }>> };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops).toHaveLength(routes.length);
    for (const r of routes) {
      const op = doc.paths[r.path]?.[r.method.toLowerCase()];
      expect(op?.security, routeKey(r)).toEqual(
        r.access === 'member' ? [{ cognito: [] }] : r.access === 'admin' ? [{ workforce: [] }] : [],
      );
    }
  });
});
