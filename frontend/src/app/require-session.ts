import { redirect } from 'react-router';
import { env } from '../config/env';
import { paths } from '../config/paths';
import { configureAuth, freshAccessToken } from '../lib/auth';
import { clearSession, ensureSessionStart, sessionExpired } from '../lib/session';
import { nextTask } from '../lib/when-idle';

/**
 * The hosted sign-in (or hosted password reset) returns to /profile?code=...: Amplify's redirect
 * listener exchanges the code; fetchAuthSession waits for that exchange to finish.
 */
async function completeHostedSignIn(): Promise<void> {
  await configureAuth();
  const { fetchAuthSession } = await import('aws-amplify/auth');
  try {
    await fetchAuthSession();
  } catch (err) {
    console.warn('The hosted sign-in could not be completed', err);
  }
}

/**
 * Loader guard of the pages that need a signed-in member (spec section 4): without a valid
 * token (refreshed when possible) or past the absolute session limit, session storage is
 * cleared and the user goes to /login.
 */
export async function requireSession(request: Request): Promise<void> {
  const url = new URL(request.url);
  if (env().hostedDomain && url.searchParams.has('code') && url.searchParams.has('state'))
    await completeHostedSignIn();
  const token = await freshAccessToken();
  if (!token || sessionExpired()) {
    clearSession();
    throw redirect(paths.login);
  }
  ensureSessionStart();
  // The session check (the tokens read and decoded) ends this task; the page's reads start in the
  // next, so that the two are not one long task on a page's first load (issue 41).
  await nextTask();
}
