// Route module for /login, loaded on demand (route `lazy`).
import { commonTexts } from '../../lib/texts';
import { loginBody } from '../../../../shared/schemas/auth';
import { signInErrorMessage, signInIntent, signInWithPassword } from '../../features/auth/api/sign-in';
import { LoginPage } from '../../features/auth/components/login-page';
import { ApiError } from '../../lib/api-client';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

/**
 * The sign-in, with the rules of the login request. It goes to the user pool (Amplify), not to
 * the API, so a refusal is made an ApiError here: the form then shows its message as it shows an
 * API's refusal, and the page stays ready for another try. The status is the one of a sign-in
 * refused; the form reads only the message (the user pool's for throttling, else the spec's).
 */
export const action = routeAction({
  [signInIntent]: async (body) => {
    const { email, password } = loginBody.parse(body);
    try {
      await signInWithPassword(email, password);
    } catch (err) {
      throw new ApiError(401, signInErrorMessage(err));
    }
    return null;
  },
});

export function Component() {
  const { employer } = useRootData();
  usePageTitle(commonTexts('signIn'));
  return <LoginPage employerId={employer?.id ?? null} />;
}
