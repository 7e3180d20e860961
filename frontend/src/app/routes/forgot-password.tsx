// Route module for /forgot-password (the in-app password reset), loaded on demand.
import { authTexts } from '../../features/auth/texts';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

export function Component() {
  const { employer } = useRootData();
  usePageTitle(authTexts('forgotPasswordTitle'));
  return <ForgotPasswordPage employerId={employer?.id ?? null} />;
}
