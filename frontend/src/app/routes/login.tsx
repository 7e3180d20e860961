// Route module for /login, loaded on demand (route `lazy`).
import { messages } from '../../../../shared/messages';
import { LoginPage } from '../../features/auth/components/login-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

export function Component() {
  const { employer } = useRootData();
  usePageTitle(messages.signInPageTitle);
  return <LoginPage employerId={employer?.id ?? null} />;
}
