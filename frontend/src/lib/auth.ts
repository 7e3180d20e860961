/**
 * Sign-in state and Amplify Auth set-up.
 *
 * Amplify is loaded with dynamic imports only, so pages that just need to know whether someone
 * is signed in (the landing page, the header) do not ship it: they read the tokens Amplify keeps
 * in session storage. Tokens live in SESSION storage (spec portal section 9), so closing the
 * tab ends the session.
 */
import { paths } from '../config/paths';
import { env, type Env } from '../config/env';
import { endSession } from './session';

/** Amplify v6 keys: CognitoIdentityServiceProvider.<clientId>.<user>.accessToken */
const keyPrefix = 'CognitoIdentityServiceProvider';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

/** Seconds-since-epoch expiry of a JWT, or undefined when it cannot be read. */
function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

function lastAuthUser(clientId: string): string | undefined {
  return storage()?.getItem(`${keyPrefix}.${clientId}.LastAuthUser`) ?? undefined;
}

/**
 * The stored access token when it exists and is still valid for `minValiditySeconds`;
 * no network, no Amplify.
 */
export function storedAccessToken(
  minValiditySeconds = 0,
  clientId: string = env().userPoolClientId,
): string | undefined {
  const user = lastAuthUser(clientId);
  if (!user) return undefined;
  const token = storage()?.getItem(`${keyPrefix}.${clientId}.${user}.accessToken`);
  if (!token) return undefined;
  const exp = jwtExpiry(token);
  return exp !== undefined && exp * 1000 > Date.now() + minValiditySeconds * 1000 ? token : undefined;
}

/**
 * True while a session is stored in this tab, even when its access token has expired and
 * awaits a refresh: what the session limits watch.
 */
export function hasStoredSession(clientId: string = env().userPoolClientId): boolean {
  return lastAuthUser(clientId) !== undefined;
}

/** True when an access token exists and is not expired. */
export function isSignedIn(): boolean {
  return storedAccessToken() !== undefined;
}

/** Ends the session: clears all session storage and loads /login (spec: Header, Sign Out). */
export function signOut(): void {
  endSession();
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
  if (!lastAuthUser(env().userPoolClientId)) return undefined; // never signed in: no Amplify needed
  await configureAuth();
  const { fetchAuthSession } = await import('aws-amplify/auth');
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken.toString();
  } catch {
    return undefined;
  }
}
