/**
 * The API over HTTP on the local stack: real SDK clients against DynamoDB Local, cognito-local and
 * s3rver, API Gateway v2 events, JWTs checked against the local pool's keys.
 */
import { describe, expect, inject, it } from 'vitest';
import { buildPath, routes, type RouteDef } from '../../shared/routes';
import { call } from '../helpers/http';

const stack = inject('stack');
const base = stack.portalUrl;

async function signIn(): Promise<string> {
  const res = await call<{ tokenResponse: { access_token: string } }>(base, 'POST', '/api/Login', {
    body: { email: stack.demo.email, password: stack.demo.password },
  });
  expect(res.status).toBe(200);
  return res.body.tokenResponse.access_token;
}

describe('public routes', () => {
  it('GET /api/Version/test answers 200 with the version text in data', async () => {
    const res = await call(base, 'GET', '/api/Version/test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: expect.stringMatching(/\d+\.\d+\.\d+/) });
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('GET /api/Employer/{demo id} answers exactly the public fields', async () => {
    const res = await call<{ data: Record<string, unknown> }>(
      base,
      'GET',
      `/api/Employer/${stack.demo.employerId}`,
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'accountid',
        'accountname',
        'edoc_period',
        'emailaddress',
        'employeazecustomer',
        // The window of the plan year its employees enroll for (seeded for the demo employer).
        'enrollmentWindow',
        'hsaonly',
        'id',
        'logo',
      ].sort(),
    );
    expect(res.body.data).toMatchObject({ id: stack.demo.employerId, accountname: 'Acme Manufacturing' });
  });

  it('serves the employer logo at the URL the employer answer gives', async () => {
    const res = await call<{ data: { logo: string } }>(base, 'GET', `/api/Employer/${stack.demo.employerId}`);
    const logo = await fetch(`${base}${res.body.data.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/');
  });

  it('GET /api/Employer/{id} answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call(base, 'GET', '/api/Employer/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Employer not found.' });
    const malformed = await call(base, 'GET', '/api/Employer/not-a-guid');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, fields: { 'path.id': expect.any(String) } });
  });
});

describe('POST /api/Login', () => {
  it("answers the spec's token response for the demo employee", async () => {
    const res = await call<{ tokenResponse: Record<string, string> }>(base, 'POST', '/api/Login', {
      body: { email: stack.demo.email, password: stack.demo.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.tokenResponse).toEqual({
      access_token: expect.stringMatching(/^eyJ/),
      id_token: expect.stringMatching(/^eyJ/),
      refresh_token: expect.any(String),
    });
  });

  it("answers 401 'Login failed. Please try again.' for a wrong password and an unknown e-mail", async () => {
    for (const body of [
      { email: stack.demo.email, password: 'Wrong#Passw0rd' },
      { email: 'nobody@example.com', password: 'Wrong#Passw0rd' },
    ]) {
      const res = await call(base, 'POST', '/api/Login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: 'Login failed. Please try again.' });
    }
  });

  it('answers 413 for a body over 64 KB', async () => {
    const res = await call(base, 'POST', '/api/Login', {
      body: { email: stack.demo.email, password: 'x'.repeat(65 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false });
  });

  it('answers 400 naming an unknown body field', async () => {
    const res = await call(base, 'POST', '/api/Login', {
      body: { email: stack.demo.email, password: stack.demo.password, remember: true },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, fields: { remember: 'Unknown field: remember' } });
    expect(String(res.body.message)).toContain('remember');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(base, 'POST', '/api/Login', { rawBody: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The request body is not valid JSON.' });
  });
});

describe('member routes', () => {
  const memberRoutes = routes.filter((r) => r.access === 'member');

  it('answer 401 without a token, with a forged token, and with an ID token instead of an access token', async () => {
    const login = await call<{ tokenResponse: { id_token: string; access_token: string } }>(
      base,
      'POST',
      '/api/Login',
      {
        body: { email: stack.demo.email, password: stack.demo.password },
      },
    );
    const [header, payload] = login.body.tokenResponse.access_token.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;
    for (const token of [undefined, forged, 'not-a-jwt']) {
      const res = await call(base, 'GET', '/api/Member/GetMember', { token });
      expect(res.status, `token ${String(token).slice(0, 10)}`).toBe(401);
    }
    const withId = await call(base, 'GET', '/api/Member/GetMember', {
      token: login.body.tokenResponse.id_token,
    });
    expect(withId.status).toBe(401);
  });

  it.each(memberRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses a call without a token',
    async (_key, r) => {
      const path = buildPath(
        r.path,
        Object.fromEntries([...r.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], '2000-01-01'])),
      );
      const res = await call(
        base,
        r.method,
        path,
        r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} },
      );
      expect(res.status).toBe(401);
    },
  );

  it('accept a valid access token (the request reaches the handler)', async () => {
    const token = await signIn();
    const res = await call(base, 'GET', '/api/Member/GetMember', { token });
    expect(res.status).not.toBe(401);
  });
});

describe('route table coverage', () => {
  it('serves every route of the table, none answering 501', async () => {
    const token = await signIn();
    const pending: string[] = [];
    for (const r of routes as readonly RouteDef[]) {
      const path = buildPath(
        r.path,
        Object.fromEntries([...r.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 'x'])),
      );
      const res = await call(base, r.method, path, { token, ...(r.request.body ? { body: {} } : {}) });
      // The server's own 404 means the route is not wired at all.
      expect(res.body.message, `${r.method} ${r.path}`).not.toBe('Not found.');
      if (res.status === 501) pending.push(`${r.method} ${r.path}`);
    }
    expect(pending).toEqual([]);
  });
});
