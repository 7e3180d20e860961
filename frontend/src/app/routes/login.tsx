// Route module for /login, loaded on demand (route `lazy`).
import { commonTexts } from '../../lib/texts';
import { LoginPage } from '../../features/auth/components/login-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

export function Component() {
  const { employer } = useRootData();
  usePageTitle(commonTexts('signIn'));
  return <LoginPage employerId={employer?.id ?? null} />;
}
