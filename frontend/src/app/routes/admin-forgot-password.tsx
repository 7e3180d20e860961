// Route module for /admin/forgot-password: the workforce pool's password reset.
import * as z from 'zod/mini';
import { loginBody } from '../../../../shared/schemas/auth';
import {
  AdminAuthError,
  confirmAdminReset,
  requestAdminResetCode,
} from '../../features/admin/api/admin-auth';
import { adminIntents } from '../../features/admin/api/intents';
import { AdminForgotPasswordPage } from '../../features/admin/components/forgot-password-page';
import { adminPassword, resetForm } from '../../features/admin/forms';
import { adminTexts } from '../../features/admin/texts';
import { ApiError } from '../../lib/api-client';
import { formSchema } from '../../components/form/schema-fields';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';

const emailBody = formSchema(loginBody, ['email']);
const resetBody = z.extend(resetForm, { email: z.string(), password: adminPassword });

/** A refusal of the pool becomes an ApiError, so the form shows it as it shows the API's. */
const refused = (err: unknown): never => {
  throw err instanceof AdminAuthError ? new ApiError(400, err.message) : err;
};

export const action = routeAction({
  [adminIntents.sendResetCode]: async (body) => {
    const { email } = emailBody.parse(body) as { email: string };
    await requestAdminResetCode(email).catch(refused);
    return null;
  },
  [adminIntents.reset]: async (body) => {
    const { email, code, password } = resetBody.parse(body);
    await confirmAdminReset(email, code, password).catch(refused);
    return null;
  },
});

export function Component() {
  usePageTitle(adminTexts('resetTitle'));
  return <AdminForgotPasswordPage />;
}
