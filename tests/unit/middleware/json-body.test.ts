/** json-body.ts: the body's text parsed as JSON, or a 400 naming the body; fuzzed. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../../shared/api-messages';
import { ValidationError } from '../../../shared/domain/errors';
import { bodyLimit } from '../../../lambdas/middleware/body-limit';
import { jsonBody, parseJsonBody } from '../../../lambdas/middleware/json-body';
import { apiEvent } from '../../helpers/events';
import { stateAfter } from './chain';

describe('the JSON body middleware', () => {
  it('puts the parsed body on the request', async () => {
    const event = apiEvent('POST /api/Echo', { body: { name: 'Ann', n: [1, 2] } });
    const state = await stateAfter(event, [bodyLimit({ takesBody: true }), jsonBody()]);
    expect(state.json).toEqual({ name: 'Ann', n: [1, 2] });
  });

  it('leaves the body undefined on a route that takes none', async () => {
    const state = await stateAfter(apiEvent('GET /api/Echo'), [bodyLimit({ takesBody: false }), jsonBody()]);
    expect(state.json).toBeUndefined();
  });

  it("refuses text that is not JSON with a 400, the invalid-JSON message and the body 'not valid JSON'", async () => {
    const event = apiEvent('POST /api/Echo', { rawBody: '{"name":' });
    const refused = stateAfter(event, [bodyLimit({ takesBody: true }), jsonBody()]);
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: apiMessages.invalidJson,
      fields: { body: 'not valid JSON' },
    });
  });

  it('fuzz: any JSON value survives the round trip', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseJsonBody(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('fuzz: any text is parsed or refused with a 400, never with a SyntaxError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1))),
        ),
        (text) => {
          try {
            expect(parseJsonBody(text)).toEqual(JSON.parse(text));
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
            expect(() => JSON.parse(text)).toThrow(SyntaxError);
          }
        },
      ),
    );
  });
});
