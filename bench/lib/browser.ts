/**
 * The browser rows: Lighthouse (mobile, its default form factor and simulated throttling) on the
 * portal served by the local stack, and the journey from sign-in onwards driven by playwright-core,
 * counting API requests and bytes. Both use the Chromium tests/helpers/browser.ts finds
 * (CHROME_PATH, a system Chromium, or the npm package's).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page, Request } from 'playwright-core';
import { chromiumFlags, chromiumPath, launchBrowser } from '../../tests/helpers/browser';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Audits that cost accessibility or best-practices points, for the report. */
  failing: string[];
  /** The performance opportunities Lighthouse names, largest estimated saving first. */
  opportunities: string[];
  metrics: Record<string, string>;
}

const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];

export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = ['accessibility', 'best-practices'].flatMap((cat) =>
      (categories[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${cat}: ${ref.id}`),
    );
    const opportunities = Object.values(audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
      .map((a) => ({
        id: a.id,
        ms: Number((a.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0),
      }))
      .sort((x, y) => y.ms - x.ms)
      .map((o) => `${o.id} (~${Math.round(o.ms)} ms)`);
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, audits[id]?.displayValue ?? 'n/a']),
    );
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      failing,
      opportunities,
      metrics,
    };
  } finally {
    await chrome.kill();
  }
}

export interface JourneyStep {
  name: string;
  /** undefined: not measured, with the reason in `pending`. */
  apiRequests?: number;
  bytes?: number;
  /** The API calls made, in order. */
  calls?: string[];
  pending?: string;
}

export interface JourneyResult {
  steps: JourneyStep[];
  /** Sign-in to authorization, when every step could be measured. */
  total?: { apiRequests: number; bytes: number };
  pending?: string;
}

interface Tally {
  api: number;
  bytes: number;
  calls: string[];
}

/** Counts what the page fetches: API calls (/api/* and the user pool under /cognito/) and bytes. */
function track(page: Page): { tally: Tally; settle(): Promise<void> } {
  const tally: Tally = { api: 0, bytes: 0, calls: [] };
  const pendingSizes: Promise<void>[] = [];
  page.on('requestfinished', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/') || path.startsWith('/cognito')) {
      tally.api++;
      const target = req.headers()['x-amz-target']?.split('.').pop();
      tally.calls.push(`${req.method()} ${path}${target ? ` ${target}` : ''}`);
    }
    pendingSizes.push(
      req.sizes().then(
        (s) => {
          tally.bytes +=
            s.requestHeadersSize + s.requestBodySize + s.responseHeadersSize + s.responseBodySize;
        },
        () => undefined,
      ),
    );
  });
  return { tally, settle: async () => void (await Promise.all(pendingSizes)) };
}

/**
 * Sign-in → profile, measured in a fresh browser profile: the login page, the credentials, the
 * profile page with everything it loads. The builder steps (plan, cart, authorization) are
 * reported pending until their screens exist in the router.
 */
export async function measureJourney(
  portalUrl: string,
  email: string,
  password: string,
  routerPaths: string[],
): Promise<JourneyResult> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { tally, settle } = track(page);
    const steps: JourneyStep[] = [];
    try {
      await page.goto(`${portalUrl}/login`, { waitUntil: 'networkidle' });
      const emailField = page.getByLabel(/e-?mail/i).first();
      await emailField.waitFor({ state: 'visible', timeout: 15_000 });
      await emailField.fill(email);
      await page
        .getByLabel(/^password$/i)
        .first()
        .fill(password);
      await page
        .getByRole('button', { name: /log ?in|sign ?in/i })
        .first()
        .click();
      await page.waitForURL((u) => u.pathname === '/profile', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await settle();
      steps.push({
        name: 'sign-in → /profile',
        apiRequests: tally.api,
        bytes: tally.bytes,
        calls: tally.calls,
      });
    } catch (error) {
      steps.push({
        name: 'sign-in → /profile',
        pending: `could not complete: ${(error as Error).message.split('\n')[0]}`,
      });
      return { steps, pending: 'the sign-in step did not complete' };
    } finally {
      await context.close();
    }
    // The builder screens, in the order of spec builder, when the router has them.
    const builder = ['/health-plan', '/cart', '/authorize'];
    const missing = builder.filter((p) => !routerPaths.includes(p));
    steps.push({
      name: 'profile → plan → cart → authorization',
      pending: missing.length
        ? `no screen yet for ${missing.join(', ')}`
        : 'screens exist; the bench does not drive them yet',
    });
    return { steps, pending: 'the builder screens (plan choice, cart, authorization)' };
  } finally {
    await browser.close();
  }
}
