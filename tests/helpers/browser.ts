/**
 * Chromium for the browser tests, driven by playwright-core. The browser comes from the machine
 * (`apt-get install -y chromium`, done by .ci/run) or CHROME_PATH; a missing browser fails the
 * run with instructions, never a silent skip.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function chromiumPath(): string {
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium` or set CHROME_PATH.',
    );
  }
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    // The machine's network is closed: Chromium's background services would only fail.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
    headless: true,
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
