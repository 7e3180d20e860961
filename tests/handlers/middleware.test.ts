/**
 * The real middleware chain, around small test handlers: size limit, parsing, validation,
 * authentication, error mapping, response allow-list and redacted logs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConflictError } from '../../shared/domain/errors';
import type { RouteDef } from '../../shared/routes';
import { httpHandler, MAX_BODY_BYTES } from '../../lambdas/middleware/http';
import { logger } from '../../lambdas/middleware/logger';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const echoRoute = {
  family: 'auth',
  handler: 'echo',
  method: 'POST',
  path: '/api/Echo',
  access: 'public',
  summary: 'test route',
  request: {
    body: z.strictObject({ name: z.string().min(1), nested: z.strictObject({ n: z.number() }).optional() }),
  },
  response: z.object({ success: z.literal(true), name: z.string() }),
} as const satisfies RouteDef;

const memberRoute = {
  ...echoRoute,
  handler: 'whoami',
  method: 'GET',
  path: '/api/WhoAmI',
  access: 'member',
  request: {},
  response: z.object({ success: z.literal(true), sub: z.string() }),
} as const satisfies RouteDef;

const run = (
  h: ReturnType<typeof httpHandler>,
  event = apiEvent('POST /api/Echo', { body: { name: 'Ann' } }),
) => h(event, lambdaContext());

afterEach(() => vi.restoreAllMocks());

describe('the middleware chain', () => {
  it('passes validated input to the handler and answers 200 with success true and a request id header', async () => {
    // Prepare
    const h = httpHandler(echoRoute, async ({ body }) => ({ name: body.name }));
    // Act
    const res = await run(h);
    // Assess
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, name: 'Ann' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers 413 for a body over 64 KB without calling the handler', async () => {
    const fn = vi.fn(async () => ({ name: 'x' }));
    const res = await run(
      httpHandler(echoRoute, fn),
      apiEvent('POST /api/Echo', { body: { name: 'x'.repeat(MAX_BODY_BYTES) } }),
    );
    expect(res.statusCode).toBe(413);
    expect(fn).not.toHaveBeenCalled();
  });

  it('accepts a body of exactly 64 KB', async () => {
    const padding = MAX_BODY_BYTES - JSON.stringify({ name: '' }).length;
    const res = await run(
      httpHandler(echoRoute, async () => ({ name: 'ok' })),
      apiEvent('POST /api/Echo', { body: { name: 'x'.repeat(padding) } }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 {message, fields} naming every unknown and every invalid field', async () => {
    const fn = vi.fn(async () => ({ name: 'x' }));
    const res = await run(
      httpHandler(echoRoute, fn),
      apiEvent('POST /api/Echo', { body: { name: '', extra: 1, nested: { n: 'one', more: true } } }),
    );
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body);
    expect(body.fields).toEqual({
      extra: 'Unknown field: extra',
      name: expect.any(String),
      'nested.n': expect.any(String),
      'nested.more': 'Unknown field: nested.more',
    });
    expect(body.message).toContain('extra');
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers 400 for malformed JSON and for a missing body', async () => {
    const h = httpHandler(echoRoute, async () => ({ name: 'x' }));
    expect((await run(h, apiEvent('POST /api/Echo', { rawBody: '{"name":' }))).statusCode).toBe(400);
    expect((await run(h, apiEvent('POST /api/Echo'))).statusCode).toBe(400);
  });

  it('maps a domain error to its status and message', async () => {
    const res = await run(
      httpHandler(echoRoute, async () => {
        throw new ConflictError('Already there.');
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, message: 'Already there.' });
  });

  it('answers 500 with a generic message for an unexpected error and keeps the details in the log only', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await run(
      httpHandler(echoRoute, async () => {
        throw new Error('table ichra-prod-members is gone');
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('ichra-prod-members');
    expect(JSON.parse(res.body)).toMatchObject({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(String((logged.mock.calls[0]?.[1] as { error: Error }).error.message)).toContain(
      'ichra-prod-members',
    );
  });

  it('answers 401 on a member route when the authorizer passed no access-token claims', async () => {
    const h = httpHandler(memberRoute, async ({ caller }) => ({ sub: caller.sub }));
    expect((await h(apiEvent('GET /api/WhoAmI'), lambdaContext())).statusCode).toBe(401);
    const idToken = apiEvent('GET /api/WhoAmI', { claims: { ...memberClaims(), token_use: 'id' } });
    expect((await h(idToken, lambdaContext())).statusCode).toBe(401);
    const ok = await h(apiEvent('GET /api/WhoAmI', { claims: memberClaims('abc') }), lambdaContext());
    expect(JSON.parse(ok.body)).toEqual({ success: true, sub: 'abc' });
  });

  it('sends only the fields the response schema names (an allow-list)', async () => {
    const h = httpHandler(
      echoRoute,
      async () => ({ name: 'Ann', additionalid: '123456789' }) as { name: string },
    );
    const res = await run(h);
    expect(res.body).not.toContain('123456789');
  });

  it('redacts passwords, tokens and SSNs from log lines', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const level = logger.getLevelName();
    logger.setLogLevel('INFO');
    logger.info('login attempt', {
      password: 'Secret#123',
      note: 'ssn 123-45-6789',
      token: 'eyJhbGciOi.eyJzdWIiOi.c2ln',
    });
    logger.setLogLevel(level);
    const all = lines.join('\n');
    expect(all).toContain('login attempt');
    expect(all).not.toContain('Secret#123');
    expect(all).not.toContain('123-45-6789');
    expect(all).not.toContain('eyJhbGciOi');
  });
});
