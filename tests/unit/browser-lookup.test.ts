/**
 * The browser lookup of tests/helpers/browser.ts: CHROME_PATH first, then a Chromium on PATH, then
 * the npm package's headless Chromium, which must really start (a fresh machine has no other).
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumFlags, lookupChromium } from '../helpers/browser';

const dir = mkdtempSync(join(tmpdir(), 'browser-lookup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file named like a browser in its own directory, executable or not. */
function fakeBrowser(name: string, executable: boolean): string {
  const binDir = mkdtempSync(join(dir, 'bin-'));
  const file = join(binDir, name);
  writeFileSync(file, '#!/bin/sh\nexit 0\n');
  chmodSync(file, executable ? 0o755 : 0o644);
  return binDir;
}

describe('finding Chromium for the browser tests', () => {
  it('uses CHROME_PATH before anything on PATH', async () => {
    const binDir = fakeBrowser('chromium', true);
    const configured = join(fakeBrowser('my-chrome', true), 'my-chrome');
    await expect(lookupChromium({ CHROME_PATH: configured, PATH: binDir })).resolves.toEqual({
      path: configured,
      source: 'CHROME_PATH',
    });
  });

  it('refuses a CHROME_PATH that does not exist instead of quietly using another browser', async () => {
    await expect(lookupChromium({ CHROME_PATH: join(dir, 'nowhere'), PATH: '' })).rejects.toThrow(
      /CHROME_PATH is set to .*nowhere, which does not exist/,
    );
  });

  it('takes a chromium on PATH, skipping files that are not executable', async () => {
    const notExecutable = fakeBrowser('chromium', false);
    const browserDir = fakeBrowser('google-chrome', true);
    await expect(lookupChromium({ PATH: `${notExecutable}:${browserDir}` })).resolves.toEqual({
      path: join(browserDir, 'google-chrome'),
      source: 'PATH',
    });
  });

  it(
    "falls back to the npm package's Chromium when none is installed, and that browser renders a page",
    { timeout: 60_000 },
    async () => {
      const found = await lookupChromium({ PATH: fakeBrowser('not-a-browser', true) });
      expect(found.source).toBe('@sparticuz/chromium');
      const browser = await chromium.launch({
        executablePath: found.path,
        args: [...chromiumFlags],
        headless: true,
      });
      try {
        const page = await browser.newPage();
        await page.setContent('<main><h1>Benefits</h1><label>ZIP <input></label></main>');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Benefits');
        await page.getByLabel('ZIP').fill('08540');
        expect(await page.getByLabel('ZIP').inputValue()).toBe('08540');
      } finally {
        await browser.close();
      }
    },
  );
});
