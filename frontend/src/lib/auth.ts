/**
 * Sign-in state and Amplify Auth set-up.
 *
 * The session is read through Amplify's public API only (fetchAuthSession, signOut): how Amplify
 * stores its tokens is its own business. Amplify is loaded with dynamic imports only, so pages
 * that just need to know whether someone is signed in (the landing page, the header) do not ship
 * it: they read the portal's own mark of a session in this tab (lib/session.ts, set at sign-in,
 * removed at sign-out). Tokens live in SESSION storage (spec portal section 9), so closing the
 * tab ends the session.
 */
import { paths } from '../config/paths';
import { env, type Env } from '../config/env';
import { clearSession, sessionStartedAt, signOutUrl, unmarkSession, type SignOutReason } from './session';

/**
 * The last access token Amplify gave this page, with its expiry (seconds since epoch) and the
 * session it belongs to (its start: a new sign-in in this tab makes it stale).
 */
let current: { token: string; exp: number; session: number | undefined } | undefined;

/**
 * The access token Amplify last gave this page, when it belongs to this tab's current session
 * and is still valid for `minValiditySeconds`; no network, no Amplify (the public routes send it
 * when there is one).
 */
export function storedAccessToken(minValiditySeconds = 0): string | undefined {
  if (!current || current.session !== sessionStartedAt()) return undefined;
  return current.exp * 1000 > Date.now() + minValiditySeconds * 1000 ? current.token : undefined;
}

/**
 * True while this tab has a session (signed in and not signed out), even when its access token
 * has expired and awaits a refresh: what the session limits watch.
 */
export function hasStoredSession(): boolean {
  return sessionStartedAt() !== undefined;
}

/** True while someone is signed in in this tab (the header and the public pages ask). */
export function isSignedIn(): boolean {
  return hasStoredSession();
}

let ending: Promise<void> | undefined;

/**
 * Ends the session: revokes the refresh token at the user pool (Amplify's signOut: with it, the
 * refresh token mints no new tokens), clears session storage and loads /login, saying why when the
 * portal ended it. Calling it again while it runs does nothing more.
 */
export function endSignedInSession(reason?: SignOutReason): Promise<void> {
  ending ??= (async () => {
    // The session limits stop watching at once; the tokens stay until Amplify has revoked them.
    unmarkSession();
    current = undefined;
    try {
      await configureAuth();
      const { signOut: amplifySignOut } = await import('aws-amplify/auth');
      await amplifySignOut();
    } catch (err) {
      console.warn('The sign-out could not reach the user pool', err);
    }
    clearSession();
    window.location.assign(signOutUrl(reason));
  })();
  return ending;
}

/** Sign Out (spec: Header, Sign Out): ends the session and loads /login. */
export function signOut(): void {
  void endSignedInSession();
}

/** The Amplify Auth configuration for a portal configuration. */
export function amplifyAuthConfig(config: Env) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          ...(config.hostedDomain
            ? {
                oauth: {
                  domain: new URL(config.hostedDomain).host,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [`${config.portalUrl}${paths.profile}`],
                  redirectSignOut: [`${config.portalUrl}${paths.login}`],
                  responseType: 'code' as const,
                },
              }
            : {}),
        },
      },
    },
  };
}

let configured: Promise<void> | undefined;

/**
 * Loads and configures Amplify Auth once (tokens in session storage, hosted sign-in code flow
 * when a hosted domain is configured). Await it before calling any `aws-amplify/auth` API.
 */
export function configureAuth(config: Env = env()): Promise<void> {
  configured ??= (async () => {
    const [{ Amplify }, { cognitoUserPoolsTokenProvider }, { sessionStorage }] = await Promise.all([
      import('aws-amplify'),
      import('aws-amplify/auth/cognito'),
      import('aws-amplify/utils'),
    ]);
    Amplify.configure(amplifyAuthConfig(config));
    cognitoUserPoolsTokenProvider.setKeyValueStorage(sessionStorage);
    if (config.hostedDomain) {
      // Completes the hosted sign-in redirect (?code=...) on the page it lands on.
      await import('aws-amplify/auth/enable-oauth-listener');
    }
  })();
  return configured;
}

/**
 * A valid access token, refreshed through Amplify when it has expired and a refresh token
 * exists; undefined when nobody is signed in.
 */
export async function freshAccessToken(): Promise<string | undefined> {
  const token = storedAccessToken(30);
  if (token) return token;
  await configureAuth();
  const { fetchAuthSession } = await import('aws-amplify/auth');
  try {
    const accessToken = (await fetchAuthSession()).tokens?.accessToken;
    if (!accessToken) return undefined;
    const value = accessToken.toString();
    current = { token: value, exp: accessToken.payload.exp ?? 0, session: sessionStartedAt() };
    return value;
  } catch {
    return undefined;
  }
}
