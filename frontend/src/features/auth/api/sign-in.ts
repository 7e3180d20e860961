import { apiTexts } from '../../../lib/api-texts';
import { adoptMemberLanguage } from '../../../enrollment/api/member-language';
import { configureAuth } from '../../../lib/auth';
import { clearSession, markSessionStart } from '../../../lib/session';

/** A sign-in that did not succeed; `message` is what the user is shown. */
export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInError';
  }
}

/** The intent of the sign-in form's submission (lib/route-action.ts). */
export const signInIntent = 'sign-in';

const throttlingNames = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'TooManyFailedAttemptsException',
  'ThrottlingException',
]);

/** The HTTP status behind an Amplify error, when it carries one. */
function statusOf(err: unknown): number | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as { metadata?: { httpStatusCode?: number }; $metadata?: { httpStatusCode?: number } };
  return e.metadata?.httpStatusCode ?? e.$metadata?.httpStatusCode;
}

/**
 * What the user reads when a sign-in fails: throttling (429) shows the server's own message,
 * anything else the spec's 'Login failed. Please try again.' (never whether the account exists).
 */
export function signInErrorMessage(err: unknown): string {
  if (err instanceof SignInError) return err.message;
  if (err instanceof Error && (throttlingNames.has(err.name) || statusOf(err) === 429) && err.message)
    return err.message;
  return apiTexts().loginFailed;
}

/**
 * Signs in against the user pool with Amplify Auth (USER_PASSWORD_AUTH; the tokens land in
 * session storage, see lib/auth.ts). Throws SignInError with the message to show.
 */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  // A previous session in this tab (even an expired one) would make Amplify refuse the sign-in.
  clearSession();
  try {
    await configureAuth();
    const { signIn } = await import('aws-amplify/auth');
    const result = await signIn({
      username: email.trim(),
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    // Any further step (a challenge) is not part of this portal's flow: a missing token response is a failure.
    if (!result.isSignedIn) throw new SignInError(apiTexts().loginFailed);
  } catch (err) {
    clearSession();
    throw new SignInError(signInErrorMessage(err));
  }
  markSessionStart();
  // The member's stored language (chosen on another visit) becomes the page's.
  await adoptMemberLanguage();
}
