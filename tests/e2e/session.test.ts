/**
 * Session limits in the browser: the idle warning a minute before sign-out (shortened here
 * through config.json's idleMinutes, overridden per browser context), staying
 * signed in from the warning, the idle sign-out itself, a 401 from the API ending the session,
 * and Sign Out revoking the refresh token at the user pool (issue 24, item 7).
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { viewports } from '../helpers/browser';
import {
  atPath,
  createMember,
  openPage,
  sessionStorageSize,
  signIn,
  visible,
  type Member,
  useBrowser,
} from './support';

const stack = inject('stack');
useBrowser();
let member: Member;

/** Idle time for the test: the warning shows after half of it (lib/session.ts idleWarningMs). */
/** config.json idleMinutes 0.1: six seconds. */
const idleMs = 6000;

beforeAll(async () => {
  member = await createMember(stack, 'session');
});

describe('idle sign-out', () => {
  it(
    'warns before signing out, lets the user stay, then signs out after inactivity',
    { timeout: 90_000 },
    async () => {
      const { context, page, errors } = await openPage(viewports.desktop, { idleMinutes: 0.1 });
      try {
        await signIn(page, stack, member);
        const started = Date.now();

        // The warning, about a minute (here: half the idle time) before the end.
        const warning = await visible(page.getByRole('dialog', { name: 'Are you still there?' }), idleMs);
        expect(Date.now() - started).toBeGreaterThanOrEqual(idleMs / 2 - 1000);
        await visible(warning.getByText(/you will be signed out in \d+ seconds? because of inactivity/));

        // Stay signed in: the dialog closes and the session goes on.
        await warning.getByRole('button', { name: 'Stay Signed In' }).click();
        await warning.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/profile');
        expect(await sessionStorageSize(page)).toBeGreaterThan(0);

        // No activity: signed out, session storage cleared, told why.
        await atPath(page, '/login', idleMs * 3);
        expect(new URL(page.url()).searchParams.get('reason')).toBe('idle');
        await visible(
          page.getByText('You were signed out after a period of inactivity. Please sign in again.'),
        );
        expect(await sessionStorageSize(page)).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('keeps a session whose user is active', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(viewports.phone, { idleMinutes: 0.1 });
    try {
      // The page's clock is Playwright's: it flows on its own until the test moves it on.
      await page.clock.install();
      await signIn(page, stack, member);
      // Keyboard activity every second of the page's time, for longer than the idle time: each
      // step runs the session monitor's timers for that second, without waiting for it.
      for (let i = 0; i < 9; i++) {
        await page.keyboard.press('Shift');
        await page.clock.runFor(1000);
      }
      expect(new URL(page.url()).pathname).toBe('/profile');
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('absolute session limit', () => {
  it('signs out a session older than absoluteHours', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(viewports.desktop);
    try {
      const refreshTokens = captureRefreshTokens(page);
      await signIn(page, stack, member);
      // Prepare: the session began 13 hours ago (the local stack's absoluteHours is 12).
      await page.evaluate(() =>
        window.sessionStorage.setItem('ichra.session.startedAt', String(Date.now() - 13 * 3_600_000)),
      );
      // Assess: the session monitor ends it within its next check.
      await atPath(page, '/login', 10_000);
      expect(new URL(page.url()).searchParams.get('reason')).toBe('expired');
      await visible(page.getByText('Your session has ended. Please sign in again.'));
      expect(await sessionStorageSize(page)).toBe(0);
      // The portal's sign-out revokes the refresh token too.
      expect(refreshTokens).toHaveLength(1);
      expect(await refusal(refreshAtPool(refreshTokens[0] ?? ''))).toBeInstanceOf(NotAuthorizedException);
    } finally {
      await context.close();
    }
  });
});

describe('signed-in public screens', () => {
  it(
    "shows Getting Started in the header and 'Start Now' leading to /profile",
    { timeout: 60_000 },
    async () => {
      const { context, page } = await openPage(viewports.desktop);
      try {
        await signIn(page, stack, member);
        await page.getByRole('banner').getByRole('link', { name: 'Getting Started' }).click();
        await atPath(page, '/getting-started');
        expect(await page.getByRole('link', { name: 'Sign in to start' }).count()).toBe(0);
        await page.getByRole('link', { name: 'Start Now' }).click();
        await atPath(page, '/profile');
      } finally {
        await context.close();
      }
    },
  );
});

describe('an invalid session', () => {
  it(
    'clears session storage and goes to /login when the stored token is not accepted',
    { timeout: 60_000 },
    async () => {
      const { context, page } = await openPage(viewports.desktop);
      try {
        await signIn(page, stack, member);
        // Prepare: replace the access token with one the API refuses (valid shape, wrong signature).
        await page.evaluate(() => {
          const key = Object.keys(window.sessionStorage).find((k) => k.endsWith('.accessToken'));
          if (!key) throw new Error('no access token stored');
          const [header, payload] = (window.sessionStorage.getItem(key) ?? '').split('.');
          window.sessionStorage.setItem(key, `${header}.${payload}.AAAA`);
        });
        // Act: a protected page that calls the API.
        await page.goto(`${stack.portalUrl}/profile`);
        // Assess: the 401 ended the session.
        await atPath(page, '/login', 20_000);
        expect(await sessionStorageSize(page)).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});

/**
 * The refresh tokens the user pool hands the page, read from the answers to its InitiateAuth calls
 * (Amplify's public API never exposes the refresh token).
 */
function captureRefreshTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', (response) => {
    const target = response.request().headers()['x-amz-target'] ?? '';
    if (!target.endsWith('.InitiateAuth')) return;
    void response
      .json()
      .then((body: { AuthenticationResult?: { RefreshToken?: string } }) => {
        const token = body.AuthenticationResult?.RefreshToken;
        if (token) tokens.push(token);
      })
      .catch(() => undefined);
  });
  return tokens;
}

/** Asks the local user pool itself (not the portal) for new tokens with a refresh token. */
function refreshAtPool(refreshToken: string) {
  const pool = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return pool.send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
}

/** The error a call failed with (the answer when it did not fail). */
const refusal = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    (answer) => answer,
    (error: unknown) => error,
  );

describe('Sign Out', () => {
  it('revokes the refresh token: the user pool refuses it afterwards', { timeout: 60_000 }, async () => {
    const { context, page, errors } = await openPage(viewports.desktop);
    try {
      const refreshTokens = captureRefreshTokens(page);
      await signIn(page, stack, member);
      expect(refreshTokens).toHaveLength(1);
      const [refreshToken] = refreshTokens as [string];
      // Prepare: the token works before the sign-out (so the refusal below is the sign-out's doing).
      const before = await refreshAtPool(refreshToken);
      expect(before.AuthenticationResult?.AccessToken).toBeTruthy();

      // Act: the Sign Out button of the page (header or top bar, whichever is shown).
      // The profile page first shows the header's, then the top bar's once the builder frame has
      // loaded (the header's is hidden then): click the one shown, whichever it is by then.
      const shown = page.getByRole('button', { name: 'Sign Out', exact: true }).filter({ visible: true });
      await visible(page.locator('.builder-top-bar'), 20_000);
      await shown.click();
      await atPath(page, '/login', 20_000);
      expect(await sessionStorageSize(page)).toBe(0);

      // Assess: the old refresh token mints nothing any more.
      expect(await refusal(refreshAtPool(refreshToken))).toBeInstanceOf(NotAuthorizedException);
      // And the browser is signed out: a protected page sends it to /login.
      await page.goto(`${stack.portalUrl}/profile`);
      await atPath(page, '/login', 20_000);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
