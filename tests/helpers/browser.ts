/**
 * Chromium for the browser tests and the bench, driven by playwright-core (which cannot download
 * a browser on these machines). Looked up in this order, so that `npm ci && npm test` needs
 * nothing installed by hand:
 *
 * 1. CHROME_PATH, when set (it must point at a browser: a wrong path is an error, not a fallback);
 * 2. a system Chromium or Chrome on PATH (`apt-get install -y chromium`, what .ci/run uses when
 *    it may);
 * 3. the headless Chromium that the npm package @sparticuz/chromium carries (a devDependency),
 *    unpacked once to /tmp/chromium.
 *
 * The choice is printed once per run (by the stack's global setup or the bench).
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export interface ChromiumChoice {
  path: string;
  source: 'CHROME_PATH' | 'PATH' | '@sparticuz/chromium';
}

/** Browser names looked for on PATH, most specific first. */
const systemNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of `names` found as an executable file in a PATH directory. */
export function onPath(names: readonly string[], pathVar = process.env.PATH ?? ''): string | undefined {
  for (const dir of pathVar.split(delimiter).filter(Boolean))
    for (const name of names) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  return undefined;
}

/** The lookup itself, for an environment (tests pass their own PATH and CHROME_PATH). */
export async function lookupChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumChoice> {
  const configured = env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROME_PATH is set to ${configured}, which does not exist.`);
    return { path: configured, source: 'CHROME_PATH' };
  }
  const system = onPath(systemNames, env.PATH ?? '');
  if (system) return { path: system, source: 'PATH' };
  try {
    const packaged = (await import('@sparticuz/chromium')).default;
    return { path: await packaged.executablePath(), source: '@sparticuz/chromium' };
  } catch (err) {
    throw new Error(
      'No Chromium found for the browser tests: CHROME_PATH is not set, no chromium is on PATH, and the ' +
        `npm package @sparticuz/chromium could not unpack its browser (${String(err)}). Run \`npm ci\`, ` +
        'or install one with `sudo apt-get install -y chromium`.',
      { cause: err },
    );
  }
}

let choice: Promise<ChromiumChoice> | undefined;

/** The browser this process uses, looked up once. */
export function findChromium(): Promise<ChromiumChoice> {
  choice ??= lookupChromium().then((found) => {
    // Vitest workers stay quiet: the global setup already said it for the run.
    if (!process.env.VITEST_WORKER_ID)
      console.info(`Chromium for browser tests: ${found.path} (from ${found.source})`);
    return found;
  });
  return choice;
}

export async function chromiumPath(): Promise<string> {
  return (await findChromium()).path;
}

/** Chromium's own flags for this closed network; shared by playwright and the bench's Lighthouse. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
] as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: [...chromiumFlags], headless: true });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
