/**
 * validate-input.ts: the route's strict schemas over body, path and query, every refused field
 * named (path. and query. prefixed), and the typed input built for the handler; the path and
 * query parsing fuzzed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ValidationError } from '../../../shared/domain/errors';
import type { RouteDef } from '../../../shared/route-def';
import { memberCaller } from '../../../lambdas/middleware/auth';
import { bodyLimit } from '../../../lambdas/middleware/body-limit';
import { jsonBody } from '../../../lambdas/middleware/json-body';
import { parsePart, validateInput } from '../../../lambdas/middleware/validate-input';
import { apiEvent, memberClaims } from '../../helpers/events';
import { stateAfter } from './chain';

const route = {
  request: {
    // zod/mini, as the route table: its type errors carry no text of their own.
    body: z.strictObject({
      name: z.string().check(z.minLength(1)),
      nested: z.optional(z.strictObject({ n: z.number() })),
    }),
    path: z.strictObject({ id: z.string().check(z.regex(/^\d+$/, 'must be digits')) }),
    query: z.strictObject({ page: z.optional(z.string()) }),
  },
} as const satisfies Pick<RouteDef, 'request'>;

/** The 400 a part raises, or undefined when it parses. */
function refusal(run: () => unknown): ValidationError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
}

describe('the input-validation middleware', () => {
  it('builds the typed input: parsed body, path and query, caller, request id and client address', async () => {
    const event = apiEvent('POST /api/Echo/{id}', {
      body: { name: 'Ann' },
      pathParameters: { id: '42' },
      query: { page: '2' },
      claims: memberClaims('abc'),
    });
    const state = await stateAfter(event, [
      memberCaller(),
      bodyLimit({ takesBody: true }),
      jsonBody(),
      validateInput(route),
    ]);
    expect(state.input).toEqual({
      body: { name: 'Ann' },
      path: { id: '42' },
      query: { page: '2' },
      caller: { sub: 'abc', username: 'abc' },
      requestId: event.requestContext.requestId,
      sourceIp: '198.51.100.7',
    });
  });

  it('names every unknown and every invalid body field, with the required and type texts', () => {
    const error = refusal(() =>
      parsePart(route.request.body, { extra: 1, nested: { n: 'one', more: true } }, 'body'),
    );
    expect(error?.fields).toEqual({
      extra: 'Unknown field: extra',
      name: 'is required',
      'nested.n': 'must be a number',
      'nested.more': 'Unknown field: nested.more',
    });
    expect(error?.message.startsWith('The request is not valid. ')).toBe(true);
    for (const [field, text] of Object.entries(error?.fields ?? {}))
      expect(error?.message).toContain(`${field}: ${text}`);
  });

  it("words the type errors the same once zod's English locale is loaded, and still keeps a schema's own message", () => {
    // The classic `zod` import installs its locale for zod/mini too (the CLI and the tests load it).
    z.config(en());
    try {
      const error = refusal(() => parsePart(route.request.body, { nested: { n: 'one' } }, 'body'));
      expect(error?.fields).toEqual({ name: 'is required', 'nested.n': 'must be a number' });
      expect(refusal(() => parsePart(route.request.path, { id: 'x' }, 'path'))?.fields).toEqual({
        'path.id': 'must be digits',
      });
    } finally {
      z.config({ localeError: undefined });
    }
  });

  it("keeps a schema's own message and prefixes path and query fields", () => {
    expect(refusal(() => parsePart(route.request.path, { id: 'x' }, 'path'))?.fields).toEqual({
      'path.id': 'must be digits',
    });
    expect(refusal(() => parsePart(route.request.query, { sort: 'x' }, 'query'))?.fields).toEqual({
      'query.sort': 'Unknown field: query.sort',
    });
  });

  it('names a field called __proto__ like any other', () => {
    const body = JSON.parse('{"name":"Ann","__proto__":{"x":1}}') as unknown;
    const error = refusal(() => parsePart(route.request.body, body, 'body'));
    expect(Object.keys(error?.fields ?? {})).toEqual(['__proto__']);
  });

  it('refuses by name every query parameter of a route that declares no query', () => {
    const error = refusal(() => parsePart(undefined, { memberid: 'other', a: '' }, 'query'));
    expect(error?.fields).toEqual({
      'query.memberid': 'Unknown field: query.memberid',
      'query.a': 'Unknown field: query.a',
    });
    expect(parsePart(undefined, {}, 'query')).toBeUndefined();
    expect(parsePart(undefined, { ignored: 'x' }, 'path')).toBeUndefined();
  });

  it('fuzz: any query string sent to a route that declares none is refused, naming each parameter', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (query) => {
        const names = Object.keys(query);
        const error = refusal(() => parsePart(undefined, query, 'query'));
        if (!names.length) expect(error).toBeUndefined();
        else expect(Object.keys(error?.fields ?? {}).sort()).toEqual(names.map((n) => `query.${n}`).sort());
      }),
    );
  });

  it('fuzz: any query string is parsed or refused naming only query fields, each unknown one by name', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (query) => {
        const error = refusal(() => parsePart(route.request.query, query, 'query'));
        const unknown = Object.keys(query).filter((k) => k !== 'page');
        if (!unknown.length) expect(error).toBeUndefined();
        else {
          const fields = Object.keys(error?.fields ?? {});
          expect(fields.every((f) => f.startsWith('query.'))).toBe(true);
          for (const name of unknown) expect(fields).toContain(`query.${name}`);
        }
      }),
    );
  });

  it('fuzz: any path parameters are parsed exactly when the id is digits, else refused naming path fields', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ id: fc.stringMatching(/^\d{1,12}$/) }),
          fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ unit: 'binary' })),
        ),
        (path) => {
          const valid = Object.keys(path).length === 1 && /^\d+$/.test(String(path.id ?? ''));
          const error = refusal(() => parsePart(route.request.path, path, 'path'));
          if (valid) expect(error).toBeUndefined();
          else {
            const fields = Object.keys(error?.fields ?? {});
            expect(fields.length).toBeGreaterThan(0);
            expect(fields.every((f) => f.startsWith('path.'))).toBe(true);
          }
        },
      ),
    );
  });
});
