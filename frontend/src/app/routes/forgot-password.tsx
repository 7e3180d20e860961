// Route module for /forgot-password (the in-app password reset), loaded on demand.
import { messages } from '../../../../shared/messages';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

export function Component() {
  const { employer } = useRootData();
  usePageTitle(messages.forgotPasswordTitle);
  return <ForgotPasswordPage employerId={employer?.id ?? null} />;
}
