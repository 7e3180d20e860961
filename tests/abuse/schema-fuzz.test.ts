/**
 * Property-based fuzzing of every request schema of the route table, through the real family
 * handlers (middleware chain included) with every AWS client mocked: malformed input answers 400
 * (or 413) naming the field, never 5xx, and reaches no AWS client at all, so it writes nothing.
 * Routes are read from shared/routes.ts: a new route is fuzzed without editing this file. A route
 * that answers 501 fails.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { familyHandlers } from '../../infra/local/handlers';
import { tableEnvName, tableIds } from '../../infra/resources/tables';
import { bucketEnvName } from '../../infra/resources/buckets';
import type { HttpResult } from '../../lambdas/middleware/http';
import { routeKey, routes, type RouteDef } from '../../shared/routes';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';
import { fieldPath, malformedArb, validArb, type Malformed } from './support/arbitraries';
import { mockAllClients, type AwsMocks } from './support/aws-mocks';
import { routeBodyLimit } from '../../lambdas/middleware/body-limit';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
type Part = 'body' | 'path' | 'query';

let aws: AwsMocks;
beforeAll(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  for (const id of tableIds) process.env[tableEnvName(id)] ??= `fuzz-${id}`;
  process.env[bucketEnvName('assets')] ??= 'fuzz-assets';
  process.env.USER_POOL_CLIENT_ID ??= 'fuzz-client';
  process.env.USER_POOL_ID ??= 'us-east-1_fuzz';
  aws = mockAllClients(() => new Error('The fuzz suite allows no AWS call for malformed input'));
});
afterEach(() => aws.reset());
afterAll(() => aws.restore());

interface Request {
  body?: unknown;
  rawBody?: string;
  path?: Record<string, string>;
  query?: Record<string, string>;
}

async function invoke(
  r: RouteDef,
  req: Request,
): Promise<{ res: HttpResult; body: Record<string, unknown> }> {
  const event = apiEvent(routeKey(r), {
    ...(req.rawBody !== undefined
      ? { rawBody: req.rawBody }
      : req.body !== undefined
        ? { body: req.body }
        : {}),
    pathParameters: req.path,
    query: req.query,
    ...(r.access !== 'public' ? { claims: memberClaims() } : {}),
  });
  const res = await familyHandlers[r.family](event, lambdaContext());
  return { res, body: JSON.parse(res.body) as Record<string, unknown> };
}

/**
 * A valid value of each declared part but `except`, so that only the defect is wrong. The same
 * seed gives the same values, so each route's parts are drawn once and copied for every run (the
 * draw, arbitraries built from the schema, cost more than the call it feeds).
 */
const drawnParts = new Map<string, Request>();
function validParts(r: RouteDef, except?: Part): Request {
  const key = `${routeKey(r)} ${except ?? ''}`;
  let drawn = drawnParts.get(key);
  if (!drawn) {
    const seed = 7;
    const pick = (schema: NonNullable<RouteDef['request']['body']>) =>
      fc.sample(validArb(schema), { numRuns: 1, seed })[0];
    drawn = {};
    if (r.request.body && except !== 'body') drawn.body = pick(r.request.body);
    if (r.request.path && except !== 'path') drawn.path = pick(r.request.path) as Record<string, string>;
    if (r.request.query && except !== 'query') drawn.query = pick(r.request.query) as Record<string, string>;
    drawnParts.set(key, drawn);
  }
  return structuredClone(drawn);
}

/** The assertions every malformed request must pass. */
function expectRefused(
  result: { res: HttpResult; body: Record<string, unknown> },
  part: Part,
  m: Malformed | undefined,
  label: string,
): void {
  const { res, body } = result;
  const context = `${label}: ${m ? `${m.kind} at ${fieldPath(part, m.path)} = ${JSON.stringify(m.value).slice(0, 200)}` : ''}`;
  expect([400, 413], `${context} answered ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(
    res.statusCode,
  );
  expect(body.success, context).toBe(false);
  expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
  const sent = aws.sent();
  expect(
    sent.filter((c) => c.write),
    `${context} wrote to AWS`,
  ).toEqual([]);
  expect(
    sent.map((c) => `${c.client}:${c.command}`),
    `${context} reached AWS`,
  ).toEqual([]);
  if (res.statusCode === 400 && m && m.kind !== 'not-an-object') {
    // The message names the field: one named field lies on the path of the defect.
    const fields = Object.keys((body.fields as Record<string, string> | undefined) ?? {});
    const defect = fieldPath(part, m.path);
    expect(
      fields.some(
        (f) =>
          defect === f ||
          defect.startsWith(`${f}.`) ||
          f.startsWith(`${defect}.`) ||
          f === part ||
          (part === 'body' && f === 'body'),
      ),
      `${context}: fields ${JSON.stringify(fields)} do not name ${defect}`,
    ).toBe(true);
  }
}

const parts = (r: RouteDef): Part[] =>
  (['body', 'path', 'query'] as const).filter((p) => r.request[p] !== undefined);

describe.each(routes.map((r) => [routeKey(r), r] as const))('%s with malformed input', (key, route) => {
  const r = route as RouteDef;

  it.for(parts(r))('a malformed %s answers 400 naming the field and reaches no AWS client', async (part) => {
    const schema = r.request[part] as NonNullable<RouteDef['request']['body']>;
    const probe = await invoke(r, validParts(r));
    expect(probe.res.statusCode, `${key}: every route is implemented: a 501 is a defect`).not.toBe(501);
    aws.reset();
    await fc.assert(
      fc.asyncProperty(malformedArb(schema, { stringsOnly: part !== 'body' }), async (m) => {
        aws.reset();
        const req = { ...validParts(r, part) };
        if (part === 'body') req.body = m.value;
        else if (part === 'path') req.path = m.value as Record<string, string>;
        else req.query = m.value as Record<string, string>;
        expectRefused(await invoke(r, req), part, m, key);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
    );
  });

  it('a body that is not JSON, or a body where none is expected, answers 400 and reaches no AWS client', async () => {
    const probe = await invoke(r, validParts(r));
    expect(probe.res.statusCode, `${key}: every route is implemented: a 501 is a defect`).not.toBe(501);
    const bodies = r.request.body
      ? ['{', '{"a":', 'null', '[]', '"text"', '42', '\u0000', '{"__proto__":{"polluted":true}}']
      : ['{}', '{"memberid":"x"}', 'x'];
    for (const rawBody of bodies) {
      aws.reset();
      const result = await invoke(r, { ...validParts(r, 'body'), rawBody });
      expectRefused(result, 'body', undefined, `${key} body ${JSON.stringify(rawBody)}`);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it("a body over its limit (64 KB, or the route's maxBodyBytes) answers 413 and reaches no AWS client", async () => {
    const probe = await invoke(r, validParts(r));
    expect(probe.res.statusCode, `${key}: every route is implemented: a 501 is a defect`).not.toBe(501);
    aws.reset();
    const result = await invoke(r, {
      ...validParts(r, 'body'),
      rawBody: JSON.stringify({ x: 'y'.repeat(routeBodyLimit(r) + 1024) }),
    });
    expect(result.res.statusCode).toBe(413);
    expect(aws.sent()).toEqual([]);
  });
});
