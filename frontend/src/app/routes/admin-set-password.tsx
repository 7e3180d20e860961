// Route module for /admin/set-password?token=…: an invited administrator's first password.
import { useSearchParams } from 'react-router';
import { setAdminPassword } from '../../features/admin/api/set-password';
import { adminIntents } from '../../features/admin/api/intents';
import { AdminSetPasswordPage } from '../../features/admin/components/set-password-page';
import { adminTexts } from '../../features/admin/texts';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';

export const action = routeAction({
  [adminIntents.setPassword]: async (body) => {
    await setAdminPassword(body);
    return null;
  },
});

export function Component() {
  const [search] = useSearchParams();
  usePageTitle(adminTexts('setPasswordTitle'));
  return <AdminSetPasswordPage token={search.get('token')} />;
}
