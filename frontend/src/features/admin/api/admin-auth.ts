/**
 * The console's sign-in, against the administrators' WORKFORCE pool (docs/decisions/0029), never
 * the employees' pool (docs/architecture.md, "Console").
 *
 * Amplify Auth is configured globally (`Amplify.configure`), once per page for one pool. The
 * employees' pages configure it with the employees' pool (lib/auth.ts `configureAuth`); the
 * console configures it with the workforce pool before each of its calls (`configureAdminAuth`),
 * and a page runs one side only: /admin is entered and left by a full page load (the console's
 * root route reloads the page when the employee side configured Amplify first). Amplify keeps a
 * pool's tokens in session storage under its app client's id, so an employee and an administrator
 * signed in in one tab never read each other's tokens, and the API client sends the console's
 * token to admin routes only (lib/api-client.ts `adminToken`).
 *
 * Amplify is imported dynamically, so that the console's route chunks carry it and no employee
 * page carries this module. The console's own mark of a session (its start, for the absolute
 * limit; the idle limit watches it) is in session storage under its own key, apart from the
 * employee's (lib/session.ts): signing out of one leaves the other.
 */
import { env, type Env } from '../../../config/env';
import { adminPaths } from '../../../config/paths';
import { adminTexts } from '../texts';

/** When this tab's console session began (ms since epoch). */
const adminSessionKey = 'ichra.admin.session.startedAt';

/** A sign-in step that did not succeed; `message` is what the administrator is shown. */
export class AdminAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminAuthError';
  }
}

/** The stage has no workforce pool in its /config.json: there is no console to sign in to. */
export class NoConsoleError extends Error {
  constructor() {
    super(adminTexts('noConsole'));
    this.name = 'NoConsoleError';
  }
}

/** Why the console ended a session; /admin/login explains it. */
export type AdminSignOutReason = 'idle' | 'expired';
export const adminSignOutReasonParam = 'reason';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

/** The start of this tab's console session, when one was recorded. */
export function adminSessionStartedAt(): number | undefined {
  const raw = Number(storage()?.getItem(adminSessionKey));
  return Number.isFinite(raw) && raw > 0 ? raw : undefined;
}

/** Whether the console's absolute limit (absoluteHours after sign-in) has been reached. */
export function adminSessionExpired(now = Date.now(), config: Env = env()): boolean {
  const start = adminSessionStartedAt();
  return start !== undefined && now >= start + config.absoluteHours * 3_600_000;
}

/** Whether the stage configured a console (a workforce pool in /config.json). */
export const hasConsole = (config: Env = env()): boolean =>
  !!config.workforcePoolId && !!config.workforcePoolClientId;

/** The Amplify Auth configuration of the workforce pool; no hosted sign-in: the console's own form. */
export function adminAmplifyConfig(config: Env) {
  if (!config.workforcePoolId || !config.workforcePoolClientId) throw new NoConsoleError();
  return {
    Auth: {
      Cognito: {
        userPoolId: config.workforcePoolId,
        userPoolClientId: config.workforcePoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  };
}

const loadAmplify = () =>
  Promise.all([import('aws-amplify'), import('aws-amplify/auth/cognito'), import('aws-amplify/utils')]);

/**
 * Whether Amplify was configured with another pool than the workforce pool in this page (the
 * employee side ran first): the console then starts from a new page load.
 */
export async function amplifyHoldsAnotherPool(config: Env = env()): Promise<boolean> {
  const [{ Amplify }] = await loadAmplify();
  const clientId = configuredClientId(Amplify);
  return clientId !== undefined && clientId !== config.workforcePoolClientId;
}

type AmplifyModule = Awaited<ReturnType<typeof loadAmplify>>[0]['Amplify'];

/**
 * The app client Amplify is configured with, if any. (Before any configuration, Amplify's getConfig
 * warns once in the console that it is not configured: the console configures it next.)
 */
const configuredClientId = (amplify: AmplifyModule): string | undefined =>
  amplify.getConfig().Auth?.Cognito?.userPoolClientId;

/**
 * Configures Amplify Auth with the workforce pool unless it already is, tokens in session storage.
 * Await it before any `aws-amplify/auth` call of the console.
 */
export async function configureAdminAuth(config: Env = env()): Promise<void> {
  const [{ Amplify }, { cognitoUserPoolsTokenProvider }, { sessionStorage }] = await loadAmplify();
  if (configuredClientId(Amplify) === config.workforcePoolClientId) return;
  Amplify.configure(adminAmplifyConfig(config));
  // Amplify.configure resets the token storage to local storage: the tokens stay with the tab.
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sessionStorage);
}

const throttlingNames = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'TooManyFailedAttemptsException',
  'ThrottlingException',
]);

/**
 * What the administrator reads when a call to the pool fails: a wrong code says so, throttling
 * shows the pool's own message, anything else `fallback` (a sign-in never says whether the
 * account exists).
 */
export function adminAuthMessage(err: unknown, fallback: string): string {
  if (err instanceof AdminAuthError || err instanceof NoConsoleError) return err.message;
  if (!(err instanceof Error)) return fallback;
  if (err.name === 'CodeMismatchException' || err.name === 'EnableSoftwareTokenMFAException')
    return adminTexts('codeWrong');
  if (err.name === 'ExpiredCodeException') return adminTexts('codeExpired');
  if (err.name === 'InvalidPasswordException') return adminTexts('passwordRule');
  if (throttlingNames.has(err.name) && err.message) return err.message;
  return fallback;
}

/** Records the start of a console session (the sign-in completed). */
function markAdminSession(now = Date.now()): void {
  storage()?.setItem(adminSessionKey, String(now));
}

/** Where a sign-in stands: done, or waiting for the authenticator's code (or its enrolment). */
export type AdminSignInStep =
  | { step: 'done' }
  | { step: 'totp' }
  /** The pool requires TOTP and the administrator has none yet (MfaConfiguration ON): enrol now. */
  | { step: 'totp-setup'; secret: string; uri: string };

/** The name the authenticator app shows for the console's entry. */
const authenticatorIssuer = 'ICHRA Console';

/** Where Amplify's sign-in result leaves the administrator. */
function stepOf(
  result: { isSignedIn: boolean; nextStep: { signInStep: string } },
  email: string,
): AdminSignInStep {
  if (result.isSignedIn) {
    markAdminSession();
    return { step: 'done' };
  }
  const { nextStep } = result;
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { step: 'totp' };
  if (nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' && 'totpSetupDetails' in nextStep) {
    const details = nextStep.totpSetupDetails as {
      sharedSecret: string;
      getSetupUri(appName: string, accountName?: string): URL;
    };
    return {
      step: 'totp-setup',
      secret: details.sharedSecret,
      uri: details.getSetupUri(authenticatorIssuer, email).toString(),
    };
  }
  // Any other step (SMS, a new password required) is not the console's: the sign-in fails.
  throw new AdminAuthError(adminTexts('signInFailed'));
}

/**
 * The first step of a sign-in: e-mail and password (USER_PASSWORD_AUTH, which the workforce pool's
 * client allows and cognito-local serves; SRP it does not). A console session already in this tab
 * is signed out first (Amplify refuses a second sign-in).
 */
export async function signInAdmin(email: string, password: string): Promise<AdminSignInStep> {
  const username = email.trim();
  try {
    await configureAdminAuth();
    const { fetchAuthSession, signIn, signOut } = await import('aws-amplify/auth');
    const { tokens } = await fetchAuthSession().catch(() => ({ tokens: undefined }));
    if (tokens) await signOut();
    storage()?.removeItem(adminSessionKey);
    const result = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    return stepOf(result, username);
  } catch (err) {
    throw new AdminAuthError(adminAuthMessage(err, adminTexts('signInFailed')));
  }
}

/** The second step: the 6-digit code of the authenticator app (or, when enrolling, its first code). */
export async function confirmAdminCode(code: string, email: string): Promise<AdminSignInStep> {
  try {
    await configureAdminAuth();
    const { confirmSignIn } = await import('aws-amplify/auth');
    return stepOf(await confirmSignIn({ challengeResponse: code.trim() }), email);
  } catch (err) {
    throw new AdminAuthError(adminAuthMessage(err, adminTexts('signInFailed')));
  }
}

/**
 * The console's access token, refreshed through Amplify when it has expired; undefined when no
 * administrator is signed in in this tab.
 */
export async function adminAccessToken(): Promise<string | undefined> {
  if (adminSessionStartedAt() === undefined) return undefined;
  try {
    await configureAdminAuth();
    const { fetchAuthSession } = await import('aws-amplify/auth');
    return (await fetchAuthSession()).tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

/** A new authenticator for the signed-in administrator: the secret, as text and as an otpauth URI. */
export async function startTotpEnrolment(email: string): Promise<{ secret: string; uri: string }> {
  try {
    await configureAdminAuth();
    const { setUpTOTP } = await import('aws-amplify/auth');
    const details = await setUpTOTP();
    return {
      secret: details.sharedSecret,
      uri: details.getSetupUri(authenticatorIssuer, email).toString(),
    };
  } catch (err) {
    throw new AdminAuthError(adminAuthMessage(err, adminTexts('mfaSetupFailed')));
  }
}

/** Enrols the authenticator with its first code and makes it the factor of every sign-in. */
export async function finishTotpEnrolment(code: string): Promise<void> {
  try {
    await configureAdminAuth();
    const { updateMFAPreference, verifyTOTPSetup } = await import('aws-amplify/auth');
    await verifyTOTPSetup({ code: code.trim() });
    await updateMFAPreference({ totp: 'PREFERRED' });
  } catch (err) {
    throw new AdminAuthError(adminAuthMessage(err, adminTexts('mfaSetupFailed')));
  }
}

/**
 * Password reset through the pool (ForgotPassword): the pool e-mails a code. On the local stack
 * cognito-local keeps the code in its data directory (docs/local-stack.md) instead of mailing it.
 */
export async function requestAdminResetCode(email: string): Promise<void> {
  try {
    await configureAdminAuth();
    const { resetPassword } = await import('aws-amplify/auth');
    await resetPassword({ username: email.trim() });
  } catch (err) {
    // Whether the account exists is not said: only throttling and the pool's absence are.
    const message = adminAuthMessage(err, '');
    if (message) throw new AdminAuthError(message);
  }
}

/** Sets the new password with the e-mailed code. */
export async function confirmAdminReset(email: string, code: string, password: string): Promise<void> {
  try {
    await configureAdminAuth();
    const { confirmResetPassword } = await import('aws-amplify/auth');
    await confirmResetPassword({
      username: email.trim(),
      confirmationCode: code.trim(),
      newPassword: password,
    });
  } catch (err) {
    throw new AdminAuthError(adminAuthMessage(err, adminTexts('resetFailed')));
  }
}

/** /admin/login, saying why when the console ended the session. */
export const adminSignOutUrl = (reason?: AdminSignOutReason): string =>
  reason ? `${adminPaths.login}?${adminSignOutReasonParam}=${reason}` : adminPaths.login;

/**
 * Sign Out: revokes the refresh token at the pool (Amplify's signOut; it then mints no new
 * tokens), forgets the console's mark and loads /admin/login, saying why when the console ended
 * it. The employee's session in the same tab, if any, is left as it is.
 */
export async function endAdminSession(reason?: AdminSignOutReason): Promise<void> {
  storage()?.removeItem(adminSessionKey);
  try {
    await configureAdminAuth();
    const { signOut } = await import('aws-amplify/auth');
    await signOut();
  } catch (err) {
    console.warn('The sign-out could not reach the user pool', err);
  }
  window.location.assign(adminSignOutUrl(reason));
}
