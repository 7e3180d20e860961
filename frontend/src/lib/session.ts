/**
 * Session limits (docs/architecture.md, "Security rules"): sign-out after inactivity, with a warning a minute
 * before, and an absolute limit counted from sign-in. The times come from /config.json
 * (idleMinutes, absoluteHours).
 */
import { env } from '../config/env';
import { paths } from '../config/paths';

/** When this tab's session began (ms since epoch), kept with the tokens in session storage. */
const sessionStartKey = 'ichra.session.startedAt';

/** Why a session was ended; /login explains it to the user. */
export type SignOutReason = 'idle' | 'expired';
export const signOutReasonParam = 'reason';

/** This tab's session storage, or undefined where the browser blocks it. */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

/** Records the start of the session (at sign-in). */
export function markSessionStart(now = Date.now()): void {
  sessionStore()?.setItem(sessionStartKey, String(now));
}

/** The start of the session, when one was recorded. */
export function sessionStartedAt(): number | undefined {
  const raw = Number(sessionStore()?.getItem(sessionStartKey));
  return Number.isFinite(raw) && raw > 0 ? raw : undefined;
}

/** A session without a recorded start (a hosted sign-in completed on /profile) starts now. */
export function ensureSessionStart(now = Date.now()): void {
  if (sessionStartedAt() === undefined) markSessionStart(now);
}

/** Whether the absolute session limit (absoluteHours after sign-in) has been reached. */
export function sessionExpired(now = Date.now()): boolean {
  const start = sessionStartedAt();
  return start !== undefined && now >= start + env().absoluteHours * 3_600_000;
}

/** The idle time in milliseconds, from config.json idleMinutes (fractions allowed: 0.5 is 30 s). */
export function idleTimeoutMs(): number {
  return env().idleMinutes * 60_000;
}

/** The warning comes a minute before the idle sign-out (or halfway, for idle times under two minutes). */
export function idleWarningMs(idleMs: number): number {
  return Math.min(60_000, idleMs / 2);
}

/** Clears session storage (the tokens with it). */
export function clearSession(): void {
  sessionStore()?.clear();
}

/** Removes the mark of a session in this tab (the tokens stay until Amplify's sign-out). */
export function unmarkSession(): void {
  sessionStore()?.removeItem(sessionStartKey);
}

/** The /login address after a sign-out, saying why when the portal ended the session. */
export function signOutUrl(reason?: SignOutReason): string {
  return reason ? `${paths.login}?${signOutReasonParam}=${reason}` : paths.login;
}
