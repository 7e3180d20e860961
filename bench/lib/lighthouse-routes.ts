/**
 * Lighthouse on every page of the portal (issue 29 item 5): mobile form factor at the bench's
 * phone width (390 × 844), Lighthouse's default simulated throttling, one fresh browser context
 * per page so no page is measured with another's cache.
 *
 * The signed-in pages keep their session in the tab's sessionStorage (Amplify's tokens, the
 * session start, the builder's 'ichra.builder'), which a new tab does not have. So a member signs
 * in through the login page in a Playwright page and walks the builder's real screens
 * (tests/e2e/builder-walk.ts, an HSA eligible plan so Flexible Spending shows); at each screen the
 * walk stops while that tab's sessionStorage is copied into a new Lighthouse tab before its first
 * document runs (`evaluateOnNewDocument`, with Lighthouse's storage reset off), and Lighthouse
 * loads the screen's URL cold. The builder's steps are scored as the walk reaches them (before
 * Authorize Elections, after which the builder sends the member elsewhere), and /welcome,
 * /health-plan and /contact-us after it. A page that did not end at its own path with its own
 * heading (a redirect to /login, an error page) is an error row, never a score.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as apiMessages from '../../shared/api-messages';
import { authTexts } from '../../frontend/src/features/auth/texts';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { cartTexts } from '../../frontend/src/features/cart/texts';
import { healthPlanTexts } from '../../frontend/src/features/health-plan/texts';
import { landingTexts } from '../../frontend/src/features/landing/texts';
import { profileTexts } from '../../frontend/src/features/profile/texts';
import { registrationTexts } from '../../frontend/src/features/registration/texts';
import { setPasswordTexts } from '../../frontend/src/features/set-password/texts';
import { versionTexts } from '../../frontend/src/features/version/texts';
import { welcomeTexts } from '../../frontend/src/features/welcome/texts';
import { noticeTexts } from '../../frontend/src/features/ichra-notice/texts';
import { lifeEventTexts } from '../../frontend/src/features/life-event/texts';
import { noticeTexts as noticeWording } from '../../shared/domain/ichra-notice-texts';
import { activateLocale, localeStorageKey, type Locale } from '../../frontend/src/lib/i18n';
import { localizeApiText } from '../../frontend/src/lib/api-texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { walkBuilder } from '../../tests/e2e/builder-walk';
import { chromiumFlags, chromiumPath, launchBrowser } from '../../tests/helpers/browser';
import { targets } from '../budgets';
import { journeyMember, registerEmployee, showPageIn, signInThroughUi, type JourneyStack } from './browser';
import { verdict, type Row } from './table';
import { componentTexts } from '../../frontend/src/components/texts';

/** The bench's phone (tests/helpers/browser.ts `viewports`), as Lighthouse emulates a screen. */
const phone = { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false };

/** A page to score: where it is, and a heading it must show to count as that page. */
export interface RouteCase {
  /** The route as the table names it. */
  route: string;
  url: string;
  heading: RegExp;
  /** The tab's sessionStorage to start with (signed-in pages). */
  storage?: Record<string, string>;
  /** The tab's localStorage to start with (the language chosen: lib/i18n.ts reads it first). */
  local?: Record<string, string>;
}

export interface RouteScore {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Metric → display value (FCP, LCP, TBT, CLS, SI). */
  metrics: Record<string, string>;
  /** Performance opportunities, largest estimated saving first. */
  opportunities: string[];
  /** The largest contentful paint's element and how its time splits (TTFB, load delay, render delay...). */
  lcp: string;
  /** Accessibility audits that cost points, each with the selectors of its elements. */
  accessibilityFailures: string[];
  bestPracticeFailures: string[];
}

const exact = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Requests every file of the build once, compressed: a CloudFront edge serves a compressed copy
 * it made on an earlier request, while the local server compresses each file on its first request
 * (brotli at its highest quality, a few hundred ms for a large chunk), which Lighthouse's
 * simulation would count as server time (docs/performance.md). All files, not only the ones the
 * HTML names: the signed-in pages load their route chunks lazily.
 */
export async function warmBuild(portalUrl: string, webDir: string): Promise<number> {
  const files = readdirSync(webDir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && /\.(html|js|css|svg|json|txt|webmanifest)$/.test(f.name))
    .map((f) => `/${relative(webDir, join(f.parentPath, f.name)).split(sep).join('/')}`);
  const headers = { 'accept-encoding': 'br, gzip' };
  for (const path of [...files, '/config.json'])
    await (await fetch(new URL(path, portalUrl), { headers })).arrayBuffer();
  return files.length;
}

/**
 * Where an audit failed, from its details table: the selectors of its elements, or for audits
 * without elements (a console error, an issue of the inspector) the start of each item's text.
 */
function placesOf(details: unknown): string[] {
  type Item = { node?: { selector?: string }; description?: string; issueType?: string };
  const items = (details as { items?: Item[] } | undefined)?.items ?? [];
  const places = items
    .map((i) => i.node?.selector ?? i.description?.slice(0, 90) ?? i.issueType)
    .filter((s): s is string => Boolean(s));
  const unique = [...new Set(places)];
  return unique.length > 4 ? [...unique.slice(0, 4), `+${unique.length - 4} more`] : unique;
}

/**
 * The LCP element's selector and its phases, from the audit's two tables (element, phases): on a
 * signed-in page the render delay is the wait for the route's data, not for a file.
 */
function lcpOf(details: unknown): string {
  type Table = { items?: Array<{ node?: { selector?: string }; phase?: string; timing?: number }> };
  const tables = (details as { items?: Table[] } | undefined)?.items ?? [];
  const element = tables.flatMap((t) => t.items ?? []).find((i) => i.node?.selector)?.node?.selector;
  const phases = tables
    .flatMap((t) => t.items ?? [])
    .filter((i) => i.phase && typeof i.timing === 'number')
    .map((i) => `${i.phase} ${Math.round(i.timing as number)} ms`);
  return element ? `LCP element ${element}${phases.length ? ` (${phases.join(', ')})` : ''}` : '';
}

/**
 * A signed-in tab's sessionStorage and the visitor's localStorage, copied into a new tab before
 * the portal's code runs (runs in the page).
 */
function seedStorage(session: Record<string, string>, local: Record<string, string>): void {
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
  for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
}

/**
 * Scores one page in a fresh browser context of `browser`. Throws when the page Lighthouse
 * measured is not the page asked for (another path, or no heading matching `heading`).
 */
export async function scoreRoute(browser: PuppeteerBrowser, c: RouteCase, run = 1): Promise<RouteScore> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (c.storage ?? c.local) await page.evaluateOnNewDocument(seedStorage, c.storage ?? {}, c.local ?? {});
    const result = await lighthouse(
      c.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        formFactor: 'mobile',
        screenEmulation: phone,
        // The seeded session must survive; the context is new, so nothing else is cached.
        disableStorageReset: true,
        // Its gatherer leaves the page and comes back after the audits: the heading check below
        // would then read the page while it loads again, not the page Lighthouse measured.
        skipAudits: ['bf-cache'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${c.url}`);
    const { lhr } = result;
    // BENCH_LIGHTHOUSE_REPORTS=DIR keeps each run's full report (JSON) to read where the time goes:
    // every run, so that a run far from the median can be set beside the others.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = c.route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
      writeFileSync(join(reports, `${name}-run${run}.json`), JSON.stringify(lhr));
      // BENCH_LIGHTHOUSE_TRACES=1 also keeps the trace the run's metrics were simulated from
      // (tens of MB each): which task landed after the first paint, and what it did.
      if (process.env.BENCH_LIGHTHOUSE_TRACES)
        writeFileSync(join(reports, `${name}-run${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    const wanted = new URL(c.url).pathname;
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== wanted)
      throw new Error(`${c.route}: Lighthouse measured ${lhr.finalDisplayedUrl}, not ${wanted} (redirected)`);
    const shown = await page.evaluate(() => ({
      url: location.href,
      headings: [...document.querySelectorAll('h1, h2')].map((h) => (h.textContent ?? '').trim()),
      text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 200),
    }));
    if (!shown.headings.some((h) => c.heading.test(h)))
      throw new Error(
        `${c.route}: the page measured shows no heading ${String(c.heading)} (at ${shown.url}, headings ${JSON.stringify(shown.headings.slice(0, 6))}, text "${shown.text}")`,
      );
    if (lhr.runtimeError) throw new Error(`${c.route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const { categories, audits } = lhr;
    const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
    const failures = (cat: string): string[] =>
      (categories[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const where = placesOf(audits[ref.id]?.details);
          return where.length ? `${ref.id} at ${where.join(' | ')}` : ref.id;
        });
    return {
      route: c.route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      metrics: Object.fromEntries(
        [
          ['FCP', 'first-contentful-paint'],
          ['LCP', 'largest-contentful-paint'],
          ['TBT', 'total-blocking-time'],
          ['CLS', 'cumulative-layout-shift'],
          ['SI', 'speed-index'],
        ].map(([name, id]) => [name, audits[id as string]?.displayValue ?? 'n/a']),
      ),
      opportunities: Object.values(audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
        .map((a) => ({
          id: a.id,
          ms: Number((a.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0),
        }))
        .sort((x, y) => y.ms - x.ms)
        .map((o) => `${o.id} (~${Math.round(o.ms)} ms)`),
      lcp: lcpOf(audits['largest-contentful-paint-element']?.details),
      accessibilityFailures: failures('accessibility'),
      bestPracticeFailures: failures('best-practices'),
    };
  } finally {
    await context.close();
  }
}

/**
 * The run with the median performance score, its other scores and figures with it, noting the
 * spread: on a shared machine one run's blocking time moves by a few hundred ms.
 */
export function medianRun(scores: RouteScore[]): RouteScore {
  const sorted = [...scores].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse run to take the median of');
  if (scores.length === 1) return median;
  return {
    ...median,
    // Accessibility must hold in every run, not in the median one.
    accessibility: Math.min(...scores.map((s) => s.accessibility)),
    metrics: {
      ...median.metrics,
      runs: `${scores.length} (performance ${sorted.map((s) => s.performance).join(', ')})`,
    },
  };
}

/** The two rows of a scored page: performance and accessibility against their targets. */
export function routeRows(s: RouteScore): Row[] {
  return [
    {
      area: 'Lighthouse',
      measure: `${s.route} performance`,
      value: String(s.performance),
      target: `≥ ${targets.lighthousePerformance}`,
      result: verdict(s.performance >= targets.lighthousePerformance),
      note: `${Object.entries(s.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; ${[s.lcp, ...s.opportunities].filter(Boolean).join(', ') || 'no opportunity flagged'}`,
    },
    {
      area: 'Lighthouse',
      measure: `${s.route} accessibility`,
      value: String(s.accessibility),
      target: `= ${targets.lighthouseAccessibility}`,
      result: verdict(s.accessibility >= targets.lighthouseAccessibility),
      note: [
        s.accessibilityFailures.join('; '),
        `best practices ${s.bestPractices}${s.bestPracticeFailures.length ? ` (${s.bestPracticeFailures.join('; ')})` : ''}`,
      ]
        .filter(Boolean)
        .join('; '),
    },
  ];
}

const errorRow = (route: string, error: unknown): Row => ({
  area: 'Lighthouse',
  measure: `${route}`,
  value: 'error',
  result: 'error',
  note: (error as Error).message.split('\n')[0]?.slice(0, 300),
});

/**
 * The builder's screens by sub-step id: the route's name in the table and its heading. Built when
 * called, not when the module loads: the catalogs are loaded in English by
 * bench/lib/texts-at-runtime.ts, whose top-level await does not hold back sibling imports.
 */
const builderSteps = (): Record<string, { route: string; heading: RegExp }> => ({
  contributions: { route: '/enrollment/contributions', heading: exact(builderTexts('contribHeading')) },
  'ichra-acknowledgment': {
    route: '/enrollment/ichra-acknowledgment',
    heading: exact(localizeApiText(apiMessages.subStepIchraAcknowledgment)),
  },
  shop: { route: '/enrollment/shop', heading: exact(localizeApiText(apiMessages.subStepShop)) },
  hsa: { route: '/enrollment/hsa', heading: exact(builderTexts('hsaHeading')) },
  'additional-services': {
    route: '/enrollment/additional-services',
    heading: exact(localizeApiText(apiMessages.subStepAdditionalServices)),
  },
  cart: { route: '/enrollment/cart', heading: exact(cartTexts('cartTitle')) },
});

/** A text read with a marker for its one value, as a pattern that any value matches. */
const marker = '\u0001';
const withAnyValue = (text: string): string =>
  text
    .split(marker)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');

const sessionOf = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i) as string;
      out[key] = sessionStorage.getItem(key) ?? '';
    }
    return out;
  });

/**
 * Every route of the portal scored at 390 px, two rows each (performance, accessibility), in the
 * order a visitor meets them. `webDir` is the build the stack serves (warmed first).
 */
export async function runRouteLighthouse(
  stack: JourneyStack & { securePortalUrl?: string },
  options: {
    webDir: string;
    log: (line: string) => void;
    only?: RegExp;
    /** The language the pages are shown in (the visitor's choice in localStorage); English by default. */
    locale?: Locale;
    /** Lighthouse runs per page (odd); the run with the median performance score is reported. */
    runs?: number;
  },
): Promise<Row[]> {
  const { log } = options;
  const locale = options.locale ?? 'en';
  // The headings the pages must show are read in that language (the bench's catalogs: texts-at-runtime.ts).
  await activateLocale(locale, { remember: false });
  const local = { [localeStorageKey]: locale };
  const rows: Row[] = [];
  const warmed = await warmBuild(stack.portalUrl, options.webDir);
  log(`Lighthouse: warmed ${warmed} files`);
  // Pages are scored where the stack serves them over HTTP/2 (as CloudFront does) when it does;
  // the member signs in and walks the builder over the plain origin, whose session is copied.
  const base = stack.securePortalUrl ?? stack.portalUrl;
  const scored = (url: string): string => {
    const u = new URL(url);
    return `${base}${u.pathname}${u.search}`;
  };
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    // The HTTP/2 listener's certificate is the bench's own (bench/lib/tls.ts).
    chromeFlags: [
      '--headless=new',
      ...chromiumFlags,
      ...(stack.securePortalUrl ? ['--ignore-certificate-errors'] : []),
    ],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const score = async (asked: RouteCase): Promise<void> => {
    if (options.only && !options.only.test(asked.route)) return;
    const c = { ...asked, route: `${asked.route} (${locale})`, local: asked.local ?? local };
    const began = Date.now();
    try {
      const scores: RouteScore[] = [];
      for (let run = 1; run <= (options.runs ?? 1); run++) scores.push(await scoreRoute(browser, c, run));
      const s = medianRun(scores);
      rows.push(...routeRows(s));
      log(
        `Lighthouse ${c.route}: performance ${s.performance}, accessibility ${s.accessibility} (${((Date.now() - began) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      log(`Lighthouse ${c.route} failed: ${(error as Error).message}`);
      rows.push(errorRow(c.route, error));
    }
  };
  const skip = (route: string, why: string): void => {
    rows.push({
      area: 'Lighthouse',
      measure: `${route} (${locale})`,
      value: 'not scored',
      result: 'pending',
      note: why,
    });
  };
  try {
    const plain = stack.portalUrl;
    const employer = stack.demo.employerId;
    // Public pages, no session.
    await score({ route: '/', url: `${base}/`, heading: exact(landingTexts('landingHeading')) });
    await score({ route: '/login', url: `${base}/login`, heading: exact(commonTexts('signIn')) });
    await score({
      route: '/register?employer_id=…',
      url: `${base}/register?employer_id=${employer}`,
      heading: exact(registrationTexts('registerFormTitle')),
    });
    await score({
      route: '/forgot-password',
      url: `${base}/forgot-password`,
      heading: exact(authTexts('forgotPasswordTitle')),
    });
    try {
      const { link } = await registerEmployee(stack, 'bench-lighthouse-link');
      await score({
        route: '/set-password?… (confirmation link)',
        url: scored(link.href),
        heading: exact(setPasswordTexts('setPasswordTitle')),
      });
    } catch (error) {
      rows.push(errorRow('/set-password?… (confirmation link)', error));
    }
    await score({
      route: '/version-information',
      url: `${base}/version-information`,
      heading: exact(versionTexts('versionInformation')),
    });
    await score({
      route: '/getting-started',
      url: `${base}/getting-started`,
      heading: exact(landingTexts('gettingStartedTitle')),
    });

    // Signed in: one member through the login page and the builder's screens.
    const member = await journeyMember(stack);
    const walker = await launchBrowser();
    try {
      const context = await walker.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await signInThroughUi(page, plain, member);
      await showPageIn(page, locale);
      const signedIn = await sessionOf(page);
      await score({
        route: '/profile',
        url: `${base}/profile`,
        heading: exact(profileTexts('profileHeading')),
        storage: signedIn,
        local,
      });
      await score({
        route: '/change-password',
        url: `${base}/change-password`,
        heading: exact(componentTexts('changePasswordTitle')),
        storage: signedIn,
        local,
      });
      const reached: string[] = [];
      await walkBuilder(page, {
        path: 'shop',
        hsaEligiblePlan: true,
        hsaMonthly: 50,
        timeout: 60_000,
        onStep: async (step) => {
          const steps = builderSteps();
          const known = steps[step];
          if (known) {
            reached.push(step);
            await score({ ...known, url: scored(page.url()), storage: await sessionOf(page), local });
          }
          if (step !== 'welcome') return;
          const after = await sessionOf(page);
          await score({
            route: '/welcome',
            url: `${base}/welcome`,
            heading: new RegExp(
              `^(${(['welcomeCongratulations', 'welcomeBack'] as const).map((key) => withAnyValue(welcomeTexts(key, { firstname: marker }))).join('|')})$`,
            ),
            storage: after,
            local,
          });
          await score({
            route: '/health-plan',
            url: `${base}/health-plan`,
            heading: exact(healthPlanTexts('employeeHealthPlans')),
            storage: after,
            local,
          });
          await score({
            route: '/contact-us',
            url: `${base}/contact-us`,
            heading: exact(componentTexts('contactUs')),
            storage: after,
            local,
          });
          // The notice's heading is its title once loaded (the employer and the plan year), the
          // page's own title before.
          const year = 2000;
          const noticeTitle = withAnyValue(noticeWording[locale].title(marker, year)).replace(
            String(year),
            '\\d{4}',
          );
          await score({
            route: '/ichra-notice',
            url: `${base}/ichra-notice`,
            heading: new RegExp(`^(${withAnyValue(noticeTexts('noticePageTitle'))}|${noticeTitle})$`),
            storage: after,
            local,
          });
          await score({
            route: '/life-event',
            url: `${base}/life-event`,
            heading: exact(lifeEventTexts('lifeEventTitle')),
            storage: after,
            local,
          });
        },
      });
      for (const [step, { route }] of Object.entries(builderSteps()))
        if (!reached.includes(step))
          skip(
            route,
            `the builder did not show this step to the bench's member (an Acme employee with an HSA eligible plan): ${reached.join(' → ')}`,
          );
      await context.close();
    } catch (error) {
      rows.push(errorRow('signed-in pages', error));
    } finally {
      await walker.close();
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return rows;
}
