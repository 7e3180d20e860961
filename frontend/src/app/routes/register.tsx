// Route module for /register, loaded on demand (route `lazy`).
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { authTexts } from '../../features/auth/texts';
import { env } from '../../config/env';
import { employerIdQueryParam, paths, withEmployer } from '../../config/paths';
import { goToHostedPasswordReset } from '../../features/auth/api/hosted-reset';
import { RegisterPage } from '../../features/registration/components/register-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

export function Component() {
  const { employer } = useRootData();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(authTexts('registerPageTitle'));
  // Registration needs the employer named by the link itself, not one remembered from a visit.
  const linked = employer && employer.id === search.get(employerIdQueryParam) ? employer : null;

  const onResetPassword = (email: string) => {
    if (env().hostedDomain) {
      goToHostedPasswordReset().catch((err: unknown) =>
        console.error('The hosted password reset could not start', err),
      );
    } else {
      navigate(withEmployer(paths.forgotPassword, linked?.id), { state: { email } });
    }
  };

  // A new visit of /register (e.g. after deleting a pending registration) starts a fresh form.
  return (
    <RegisterPage
      key={location.key}
      employer={linked}
      supportEmail={env().supportEmail}
      onResetPassword={onResetPassword}
    />
  );
}
