/**
 * The rules of the console's forms that go to the workforce pool rather than to the API (the
 * authenticator's code, the reset's code and new password), in zod like the API's requests, for
 * the form hook (components/form/use-schema-form.ts). The sign-in's fields are the login
 * request's (shared/schemas/auth.ts); the new password's rule is the pool's, the shared one the
 * set-password route checks (shared/domain/admin-password.ts).
 */
import * as z from 'zod/mini';
import { ADMIN_PASSWORD_MAX_LENGTH, meetsAdminPasswordRule } from '../../../../shared/domain/admin-password';

/** The 6 digits of an authenticator app (RFC 6238) or of the reset e-mail. */
const sixDigits = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'));

export const codeForm = z.strictObject({ code: sixDigits });
export const resetForm = z.strictObject({ code: sixDigits });

/** The workforce pool's password rule (shared/domain/admin-password.ts). */
export const adminPassword = z
  .string()
  .check(
    z.minLength(1, 'is required'),
    z.maxLength(ADMIN_PASSWORD_MAX_LENGTH),
    z.refine(meetsAdminPasswordRule, 'does not meet the password rule'),
  );

export const newPasswordForm = z.strictObject({ password: adminPassword, confirm: z.string() });
