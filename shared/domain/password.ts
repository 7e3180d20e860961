/**
 * The password rule of spec portal section 5, shared by the server (set, reset and change
 * password) and the browser (the live and submit messages of the forms): at least 8 characters
 * with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&#, using only those
 * character classes. Pure: no imports, safe in both bundles.
 */

/** The special characters the spec allows (spec portal section 9). */
export const PASSWORD_SPECIALS = '@$!%*?&#';
export const PASSWORD_MIN_LENGTH = 8;
/** The user pool refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 256;

/** The spec's rule as one expression; `meetsPasswordRule` also bounds the length. */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#])[A-Za-z\d@$!%*?&#]{8,}$/;

/**
 * Whether a password satisfies the spec's rule.
 *
 * @example
 * meetsPasswordRule('Demo#2026pass'); // true
 * meetsPasswordRule('demo#2026pass'); // false: no uppercase letter
 * meetsPasswordRule('Demo 2026#Pass'); // false: a space is outside the allowed classes
 */
export function meetsPasswordRule(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && passwordPattern.test(password);
}
