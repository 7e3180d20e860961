// Route module for /admin/login: the console's sign-in, password then the authenticator's code.
import * as z from 'zod/mini';
import { loginBody } from '../../../../shared/schemas/auth';
import {
  AdminAuthError,
  confirmAdminCode,
  signInAdmin,
  type AdminSignInStep,
} from '../../features/admin/api/admin-auth';
import { adminIntents } from '../../features/admin/api/intents';
import { recordMfa } from '../../features/admin/api/post-mfa';
import { AdminLoginPage } from '../../features/admin/components/login-page';
import { codeForm } from '../../features/admin/forms';
import { adminTexts } from '../../features/admin/texts';
import { ApiError } from '../../lib/api-client';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';

const codeBody = z.extend(codeForm, { email: z.string(), enrolling: z.boolean() });

/** A refusal of the pool becomes an ApiError, so the form shows it as it shows the API's. */
async function refusedAs401<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof AdminAuthError) throw new ApiError(401, err.message);
    throw err;
  }
}

export const action = routeAction({
  [adminIntents.signIn]: (body) => {
    const { email, password } = loginBody.parse(body);
    return refusedAs401(() => signInAdmin(email, password));
  },
  [adminIntents.code]: async (body): Promise<AdminSignInStep> => {
    const { code, email, enrolling } = codeBody.parse(body);
    const step = await refusedAs401(() => confirmAdminCode(code, email));
    // The pool required the authenticator at sign-in and it was just added: the API learns it too.
    if (step.step === 'done' && enrolling) await recordMfa();
    return step;
  },
});

export function Component() {
  usePageTitle(adminTexts('signInTitle'));
  return <AdminLoginPage />;
}
