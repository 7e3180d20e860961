import { configureAuth } from '../../../lib/auth';
import { clearSession } from '../../../lib/session';

/**
 * Sends the browser to the hosted password-reset page of the stage's user pool (spec portal
 * section 2, /login: a code flow with a PKCE challenge). Amplify's signInWithRedirect prepares
 * the flow exactly as for the hosted sign-in (state, PKCE verifier and the in-flight flag stored
 * where Amplify's redirect listener looks for them on /profile); its URL is only pointed at
 * /forgotPassword instead of /oauth2/authorize. After the reset, Cognito signs the user in and
 * returns to ${portalUrl}/profile?code=..., where the listener finishes the sign-in.
 */
export async function goToHostedPasswordReset(): Promise<void> {
  clearSession(); // Amplify refuses to start a redirect flow while a session exists
  await configureAuth();
  const { signInWithRedirect } = await import('aws-amplify/auth');
  await signInWithRedirect({
    options: {
      authSessionOpener: (url) => {
        const target = new URL(url);
        target.pathname = '/forgotPassword';
        window.location.assign(target.toString());
        return Promise.resolve();
      },
    },
  });
}
