/** The spec's password rule (spec portal section 5), shared by the server and the browser. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meetsPasswordRule, PASSWORD_SPECIALS } from '../../shared/domain/password';

const lower = 'abcdefghijklmnopqrstuvwxyz';
const upper = lower.toUpperCase();
const digits = '0123456789';
const allowed = lower + upper + digits + PASSWORD_SPECIALS;
const charOf = (set: string) => fc.constantFrom(...set.split(''));
/** A password built from the allowed classes with at least one of each, at least 8 long. */
const validPassword = fc
  .tuple(
    charOf(lower),
    charOf(upper),
    charOf(digits),
    charOf(PASSWORD_SPECIALS),
    fc.array(charOf(allowed), { minLength: 4, maxLength: 60 }),
  )
  .chain(([a, b, c, d, rest]) => fc.shuffledSubarray([a, b, c, d, ...rest], { minLength: rest.length + 4 }))
  .map((chars) => chars.join(''));

describe('meetsPasswordRule', () => {
  it.each(['Demo#2026pass', 'Aa1@aaaa', 'Zz9&Zz9&', 'P4ssw0rd!?%$*'])("accepts '%s'", (pw) => {
    expect(meetsPasswordRule(pw)).toBe(true);
  });

  it.each([
    ['Aa1@aaa', 'seven characters'],
    ['aa1@aaaa', 'no uppercase letter'],
    ['AA1@AAAA', 'no lowercase letter'],
    ['Aaa@aaaa', 'no digit'],
    ['Aa1aaaaa', 'no special character'],
    ['Aa1@aaa aa', 'a space'],
    ['Aa1@aaa^', 'a special character outside @$!%*?&#'],
    ['Aa1@aaaé', 'a letter outside A-Z'],
    ['', 'empty'],
  ])("refuses '%s' (%s)", (pw) => {
    expect(meetsPasswordRule(pw)).toBe(false);
  });

  it('accepts every password of the allowed classes with one of each, 8 characters or more', () => {
    fc.assert(fc.property(validPassword, (pw) => meetsPasswordRule(pw)));
  });

  it('refuses a valid password once any character outside the classes is added', () => {
    const outside = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !allowed.includes(c));
    fc.assert(
      fc.property(validPassword, outside, fc.nat(), (pw, c, at) => {
        const i = at % (pw.length + 1);
        return !meetsPasswordRule(pw.slice(0, i) + c + pw.slice(i));
      }),
    );
  });

  it('refuses a valid password once a whole class is removed', () => {
    fc.assert(
      fc.property(validPassword, fc.constantFrom(lower, upper, digits, PASSWORD_SPECIALS), (pw, cls) => {
        // Padding keeps the length at 8 or more without bringing the removed class back.
        const stripped = pw
          .split('')
          .filter((c) => !cls.includes(c))
          .join('')
          .padEnd(8, cls === lower ? 'A' : 'a');
        return !meetsPasswordRule(stripped);
      }),
    );
  });

  it('refuses a password longer than the user pool accepts (256)', () => {
    expect(meetsPasswordRule(`Aa1@${'a'.repeat(252)}`)).toBe(true);
    expect(meetsPasswordRule(`Aa1@${'a'.repeat(253)}`)).toBe(false);
  });
});
