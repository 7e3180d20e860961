/** content-type.ts: a body is read only when sent as JSON (application/json or a +json type). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnsupportedMediaTypeError } from '../../../shared/domain/errors';
import { bodyLimit } from '../../../lambdas/middleware/body-limit';
import { isJsonMediaType, jsonContentType } from '../../../lambdas/middleware/content-type';
import { apiEvent } from '../../helpers/events';
import { stateAfter } from './chain';

const sentAs = (headers: Record<string, string>, rawBody?: string) => {
  const event = apiEvent('POST /api/Echo', rawBody === undefined ? {} : { rawBody });
  event.headers = headers;
  return event;
};

describe('isJsonMediaType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    [' application/json ;charset=UTF-8', true],
    ['application/json-patch+json', true],
    ['application/vnd.api+json', true],
    ['text/plain', false],
    ['application/jsonx', false],
    ['application/json-seq', false],
    ['text/json', false],
    ['application/+json', false],
    ['', false],
    [undefined, false],
  ])('%s is JSON: %s', (type, expected) => {
    expect(isJsonMediaType(type)).toBe(expected);
  });

  it('fuzz: parameters after the type never change the answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('application/json', 'application/merge-patch+json', 'text/plain', 'application/xml'),
        fc.string({ maxLength: 40 }),
        (type, parameters) => {
          expect(isJsonMediaType(`${type};${parameters}`)).toBe(isJsonMediaType(type));
        },
      ),
    );
  });

  it('fuzz: no type outside application/ is JSON', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (type) => {
        fc.pre(!type.trim().toLowerCase().startsWith('application/'));
        expect(isJsonMediaType(type)).toBe(false);
      }),
    );
  });
});

describe('the JSON content-type middleware', () => {
  const chain = [bodyLimit({ takesBody: true }), jsonContentType()];

  it('refuses a body sent as text/plain with a 415', async () => {
    await expect(stateAfter(sentAs({ 'content-type': 'text/plain' }, '{}'), chain)).rejects.toBeInstanceOf(
      UnsupportedMediaTypeError,
    );
  });

  it('refuses a body sent without a content type with a 415', async () => {
    await expect(stateAfter(sentAs({}, '{}'), chain)).rejects.toMatchObject({ status: 415 });
  });

  it('reads the header whatever the letter case of its name', async () => {
    const state = await stateAfter(sentAs({ 'Content-Type': 'application/json' }, '{}'), chain);
    expect(state.bodyText).toBe('{}');
  });

  it('does not look at the content type of a request without a body', async () => {
    const state = await stateAfter(sentAs({ 'content-type': 'text/plain' }), [
      bodyLimit({ takesBody: false }),
      jsonContentType(),
    ]);
    expect(state.bodyText).toBeUndefined();
  });
});
