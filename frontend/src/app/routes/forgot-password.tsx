// Route module for /forgot-password (the in-app password reset), loaded on demand.
import { authTexts } from '../../features/auth/texts';
import { forgotPasswordBody, resetPasswordBody } from '../../../../shared/schemas/member';
import {
  requestResetCode,
  resetPassword,
  resetPasswordIntent,
  sendResetCodeIntent,
} from '../../features/auth/api/password-reset';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

/** The two steps of the reset: a code by e-mail, then the code with the new password. */
export const action = routeAction({
  [sendResetCodeIntent]: async (body) => {
    const { email } = forgotPasswordBody.parse(body);
    await requestResetCode(email);
    return null;
  },
  [resetPasswordIntent]: async (body) => {
    const { email, code, password } = resetPasswordBody.parse(body);
    await resetPassword(email, code, password);
    return null;
  },
});

export function Component() {
  const { employer } = useRootData();
  usePageTitle(authTexts('forgotPasswordTitle'));
  return <ForgotPasswordPage employerId={employer?.id ?? null} />;
}
