/** body-limit.ts: the body's size (on its decoded bytes) and presence, before anything reads it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError, PayloadTooLargeError, ValidationError } from '../../../shared/domain/errors';
import { bodyLimit, bodyText, MAX_BODY_BYTES } from '../../../lambdas/middleware/body-limit';
import { apiEvent } from '../../helpers/events';
import { stateAfter } from './chain';

const raw = (body: string | undefined, isBase64Encoded = false) => ({ body, isBase64Encoded });

describe('the body-limit middleware', () => {
  it('passes the text of a body of exactly the limit on to the next middleware', async () => {
    const body = 'x'.repeat(MAX_BODY_BYTES);
    const state = await stateAfter(apiEvent('POST /api/Echo', { rawBody: body }), [
      bodyLimit({ takesBody: true }),
    ]);
    expect(state.bodyText).toBe(body);
  });

  it('refuses a body one byte over the limit with a 413, counting bytes, not characters', () => {
    // 'é' is two bytes in UTF-8: half the limit in characters is the limit in bytes.
    expect(bodyText(raw('é'.repeat(MAX_BODY_BYTES / 2)), true)).toHaveLength(MAX_BODY_BYTES / 2);
    expect(() => bodyText(raw(`${'é'.repeat(MAX_BODY_BYTES / 2)}x`), true)).toThrow(PayloadTooLargeError);
  });

  it('counts a base64-encoded body by its decoded bytes and passes on the decoded text', () => {
    const text = '{"name":"Ann"}';
    expect(bodyText(raw(Buffer.from(text).toString('base64'), true), true)).toBe(text);
    // Encoded, the limit's worth of bytes is a third longer than the limit.
    const full = Buffer.alloc(MAX_BODY_BYTES, 'a').toString('base64');
    expect(full.length).toBeGreaterThan(MAX_BODY_BYTES);
    expect(bodyText(raw(full, true), true)).toHaveLength(MAX_BODY_BYTES);
  });

  it('refuses a body over the limit even on a route that takes none (413 before 400)', () => {
    expect(() => bodyText(raw('x'.repeat(MAX_BODY_BYTES + 1)), false)).toThrow(PayloadTooLargeError);
  });

  it("refuses a body on a route that takes none, naming the body 'not expected'", () => {
    expect(() => bodyText(raw('{}'), false)).toThrow(
      expect.objectContaining({ status: 400, fields: { body: 'not expected' } }),
    );
    expect(bodyText(raw(undefined), false)).toBeUndefined();
    expect(bodyText(raw(''), false)).toBeUndefined();
  });

  it("refuses a missing or empty body on a route that takes one, naming the body 'is required'", () => {
    for (const body of [undefined, ''])
      expect(() => bodyText(raw(body), true)).toThrow(
        expect.objectContaining({ status: 400, fields: { body: 'is required' } }),
      );
  });

  it('honours a smaller limit given as an option', async () => {
    const event = apiEvent('POST /api/Echo', { rawBody: '12345' });
    await expect(stateAfter(event, [bodyLimit({ takesBody: true, maxBytes: 4 })])).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
  });

  it('fuzz: any body is passed on unchanged when within the limit, else refused with 413, never another error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc.string({ unit: 'grapheme', maxLength: 300 }),
        ),
        fc.integer({ min: 0, max: 600 }),
        fc.boolean(),
        (text, maxBytes, base64) => {
          const bytes = Buffer.from(text, 'utf8');
          const body = base64 ? bytes.toString('base64') : text;
          let result: string | undefined;
          let error: unknown;
          try {
            result = bodyText(raw(body, base64), true, maxBytes);
          } catch (e) {
            error = e;
          }
          if (bytes.byteLength > maxBytes) expect(error).toBeInstanceOf(PayloadTooLargeError);
          else if (bytes.byteLength === 0) expect(error).toBeInstanceOf(ValidationError);
          else {
            expect(error).toBeUndefined();
            expect(result).toBe(bytes.toString('utf8'));
          }
          if (error !== undefined) expect(error).toBeInstanceOf(DomainError);
        },
      ),
    );
  });
});
