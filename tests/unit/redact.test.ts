/** Redaction of logged values: SSNs, passwords and tokens never reach a log line. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from '../../lambdas/middleware/redact';

describe('redact', () => {
  it('replaces values of sensitive keys at any depth', () => {
    const out = redact({
      password: 'x',
      nested: { additionalid: '123456789', access_token: 'abc', ok: 'keep' },
      list: [{ newpassword: 'y' }],
    });
    expect(out).toEqual({
      password: REDACTED,
      nested: { additionalid: REDACTED, access_token: REDACTED, ok: 'keep' },
      list: [{ newpassword: REDACTED }],
    });
  });

  it('removes any SSN-shaped number from free text, with or without dashes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.boolean(), fc.string(), (n, dashed, text) => {
        const digits = String(n).padStart(9, '0');
        const ssn = dashed ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
        const out = JSON.stringify(redact({ note: `a ${ssn} b ${text.replace(/\d/g, '')}` }));
        expect(out).not.toContain(ssn);
      }),
    );
  });

  it('removes JWTs from free text', () => {
    expect(redact({ header: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' })).toEqual({
      header: `Bearer ${REDACTED}`,
    });
  });
});
