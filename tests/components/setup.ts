/**
 * Setup of the `components` project: Testing Library unmounts after each test, the portal's
 * runtime configuration is loaded as the browser would load /config.json, and the session reads
 * a signed-in member's token (the API answers are each test's own: tests/components/support.tsx).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadEnv } from '../../frontend/src/config/env';
import { queryClient } from '../../frontend/src/lib/query-client';
import type * as auth from '../../frontend/src/lib/auth';

export const testConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_components',
  userPoolClientId: 'componentsclient',
  apiUrl: 'http://api.test',
  portalUrl: 'http://portal.test',
  idleMinutes: 15,
  absoluteHours: 12,
  supportEmail: 'support@portal.test',
};

// `findBy…` and `waitFor` give up after 5 s instead of Testing Library's 1 s: these files run two
// at a time on two cores next to jsdom's own work, where a route's action and the loaders after it
// can take over a second. A screen that never shows what is awaited still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// A member route asks Amplify for a fresh token; these tests are signed in with a fixed one.
vi.mock('../../frontend/src/lib/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof auth>();
  return {
    ...actual,
    freshAccessToken: () => Promise.resolve('component-test-token'),
    storedAccessToken: () => 'component-test-token',
  };
});

// jsdom has <dialog> without its methods: open and close it as the browser does, without the top layer.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// jsdom has no media queries: the screens render as at desktop width (no query matches).
window.matchMedia ??= (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

beforeAll(async () => {
  await loadEnv(() => Promise.resolve(new Response(JSON.stringify(testConfig))));
});

afterEach(() => {
  cleanup();
  // The page's cache (what loaders read through) starts empty in every test.
  queryClient.clear();
  vi.unstubAllGlobals();
});
