/**
 * The administrators' password rule: the workforce pool's policy (infra/resources/workforce-pool.ts:
 * at least 14 characters, a lowercase and an uppercase letter, a digit and a symbol), checked by
 * the set-password route itself because the local pool (cognito-local) does not enforce a policy
 * on AdminSetUserPassword, and by the console's form. Symbols are the ones Cognito counts; Cognito
 * also refuses a password that starts or ends with a space. Pure: safe in both bundles.
 * tests/handlers/admin-set-password.test.ts keeps the figures equal to the pool's.
 */

export const ADMIN_PASSWORD_MIN_LENGTH = 14;
/** Cognito refuses longer passwords. */
export const ADMIN_PASSWORD_MAX_LENGTH = 256;
/** The characters Cognito counts as symbols (its password policy's "special characters"). */
export const ADMIN_PASSWORD_SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

/**
 * Whether a password satisfies the workforce pool's policy.
 *
 * @example
 * meetsAdminPasswordRule('Console#Admin-2027'); // true
 * meetsAdminPasswordRule('Console#2027'); // false: 12 characters
 * meetsAdminPasswordRule('console#admin-2027'); // false: no uppercase letter
 */
export function meetsAdminPasswordRule(password: string): boolean {
  const chars = [...password];
  return (
    chars.length >= ADMIN_PASSWORD_MIN_LENGTH &&
    chars.length <= ADMIN_PASSWORD_MAX_LENGTH &&
    password.trim() === password &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    chars.some((c) => ADMIN_PASSWORD_SYMBOLS.includes(c))
  );
}
