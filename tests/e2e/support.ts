/**
 * The one browser helper of the browser tests: the file's Chromium (`useBrowser()`), pages with
 * error capture at the two widths every screen is tested at (`eachWidth`), the accessibility scan
 * (`seriousViolations`), unique e-mails, members created through the API (for tests whose subject
 * is not registration), and waiting helpers that fail with a clear message.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  activateLocale,
  currentLocale,
  localeNames,
  locales,
  sourceLocale,
  type Locale,
} from '../../frontend/src/lib/i18n';
import { launchBrowser, viewports } from '../helpers/browser';
import { catalogTexts, readCatalogs } from '../helpers/text-catalogs';
import { componentTexts } from '../../frontend/src/components/texts';
import { authTexts } from '../../frontend/src/features/auth/texts';
import type { StackInfo } from '../helpers/global-stack';
import { call } from '../helpers/http';
import { setPasswordLinkOf, waitForMail } from '../helpers/mail';

export { viewports };

let current: Browser | undefined;

/**
 * Starts the test file's Chromium before its first test and closes it after its last. Call it
 * once at the top level of every browser test file.
 */
export function useBrowser(): void {
  beforeAll(async () => {
    current = await launchBrowser();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
}

function fileBrowser(): Browser {
  if (!current) throw new Error('No browser: call useBrowser() at the top level of the test file.');
  return current;
}

/** A context of its own (own storage) in the file's browser. */
export function newContext(options: BrowserContextOptions): Promise<BrowserContext> {
  return fileBrowser().newContext(options);
}

/** A describe block per width every screen is tested at: 1280 px (desktop) and 390 px (phone). */
export const eachWidth = describe.each(Object.entries(viewports));

/**
 * The width each language's walk runs at (issue 38): English on the desktop, Spanish on the phone.
 * A journey is walked once per language, and every screen it reaches is checked at both widths by
 * resizing the page (`atBothWidths`, `expectScreen`), so each width sees every screen in a run and
 * each is walked through in one language, without walking the whole journey four times.
 */
export const walkWidths: Readonly<Record<Locale, keyof typeof viewports>> = { en: 'desktop', es: 'phone' };

/**
 * A describe block per language of the portal (issue 26), walked at that language's width
 * (`walkWidths`). Inside one, the texts the test reads (`cartTexts(...)`) are in that language,
 * and pages opened by `openPage` start with a browser in it (`navigator.language`), so the
 * portal's first-visit rule picks it. Read texts inside hooks and tests, not in the describe body,
 * which runs before the language is set.
 *
 * With `takeTurns`, the body declares its tests with the `journey` it is given instead of `it`,
 * and each test is walked in one language only, the languages taking turns in the order the tests
 * are declared (the first in English at 1280 px, the second in Spanish at 390 px, the third in
 * English...). That is for journeys whose subject is what the steps do, not their words: every
 * screen they reach is still checked at both widths (`expectScreen`), spanish-everywhere walks
 * every screen in Spanish, and the component tests check each text. Without it, `journey` is `it`.
 */
export function eachLanguage(
  body: (
    name: string,
    viewport: (typeof viewports)[keyof typeof viewports],
    locale: Locale,
    journey: typeof it,
  ) => void,
  { takeTurns = false }: { takeTurns?: boolean } = {},
): void {
  locales.forEach((locale, index) => {
    const name = walkWidths[locale];
    describe(`${localeNames[locale]}, walked at ${name} width`, () => {
      beforeAll(() => activateLocale(locale, { remember: false }));
      afterAll(() => activateLocale(sourceLocale, { remember: false }));
      let declared = 0;
      const inTurn = ((...args: unknown[]) => {
        if (declared++ % locales.length === index) (it as (...a: unknown[]) => void)(...args);
      }) as typeof it;
      body(name, viewports[name], locale, takeTurns ? inTurn : it);
    });
  });
}

/** Resolves after the page has painted twice: a resize's media queries and re-render have landed. */
const painted = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Runs `check` with the page at each width every screen is tested at, the walked width first, and
 * gives the page its walked width back afterwards (also when a check fails).
 */
export async function atBothWidths(page: Page, check: (width: string) => Promise<void>): Promise<void> {
  const walked = page.viewportSize();
  const order = Object.entries(viewports).sort(([, a]) => (a.width === walked?.width ? -1 : 1));
  try {
    for (const [name, viewport] of order) {
      if (page.viewportSize()?.width !== viewport.width) {
        await page.setViewportSize(viewport);
        await painted(page);
      }
      await check(name);
    }
  } finally {
    if (walked && page.viewportSize()?.width !== walked.width) {
      await page.setViewportSize(walked);
      await painted(page);
    }
  }
}

/**
 * A screen (or an open modal) as shown, at both widths: no serious accessibility violation, nothing
 * wider than the window (no sideways scrolling), `<html lang>` in the block's language and, in a
 * translation, no English text of the catalogs left on it.
 */
export async function expectScreen(page: Page, where: string): Promise<void> {
  const locale = currentLocale();
  await atBothWidths(page, async (width) => {
    const at = `${where} at ${width} width`;
    expect(await seriousViolations(page), at).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${at}: the page scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.lang), at).toBe(locale);
    if (locale !== 'en') expect(await englishLeftOn(page), at).toEqual([]);
  });
}

/** The browser language a context starts in, for the language the test reads its texts in. */
const browserLanguage = (): string => (currentLocale() === 'es' ? 'es-US' : 'en-US');

/**
 * The English texts of the portal's catalogs shown on the page while it is in another language:
 * an element whose own text, or whose accessible label, placeholder, title or alt, is exactly an
 * English text whose translation differs. Names of plans, carriers and employers are data, not
 * catalog texts, so they never count.
 */
export async function englishLeftOn(page: Page): Promise<string[]> {
  const english = englishOnlyTexts();
  const shown = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.currentNode as Element | null; node; node = walker.nextNode() as Element | null) {
      if (node.closest('[hidden], [aria-hidden="true"], script, style')) continue;
      const own = [...node.childNodes]
        .filter((c) => c.nodeType === Node.TEXT_NODE)
        .map((c) => c.textContent ?? '')
        .join('')
        .trim();
      if (own) found.push(own);
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt'])
        if (node.getAttribute(attr)) found.push((node.getAttribute(attr) as string).trim());
    }
    return found;
  });
  return [...new Set(shown.filter((text) => english.has(text)))];
}

let englishOnly: Set<string> | undefined;

/**
 * Every English catalog text without placeholders whose Spanish differs, read from source once
 * per test file (the catalogs do not change while the tests run).
 */
function englishOnlyTexts(): Set<string> {
  if (englishOnly) return englishOnly;
  const texts = new Set<string>();
  const srcDir = join(import.meta.dirname, '../../frontend/src');
  for (const c of readCatalogs(srcDir)) {
    const es = catalogTexts('es.ts', readFileSync(join(srcDir, c.file.replace(/en\.ts$/, 'es.ts')), 'utf8'));
    for (const [key, text] of Object.entries(c.texts))
      if (!text.includes('{') && es[key] !== undefined && es[key] !== text) texts.add(text);
  }
  englishOnly = texts;
  return texts;
}

/** The axe-core source AxeBuilder evaluates (axe-core's `source`, resolved as AxeBuilder resolves it). */
const axeCoreSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/**
 * Puts axe-core into `page`'s document unless it is there already (a document keeps it until the
 * next full load), and answers the source AxeBuilder should evaluate before its scan: an empty
 * statement then. A page with frames gets AxeBuilder's own injection (undefined), which puts
 * axe-core into every frame.
 */
async function axeSourceFor(page: Page): Promise<string | undefined> {
  if (page.frames().length > 1) return undefined;
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axeCoreSource);
  return ';';
}

/** The serious and critical axe violations on the page (WCAG 2.2 AA and best practices), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axeSource = await axeSourceFor(page);
  // Colours are judged as they settle: a button fading back from its busy state (a CSS transition)
  // would otherwise be measured half-way, at a contrast nobody reads it in. A state that ends a
  // render or two after the screen showed (a busy button behind the dialog its answer opened)
  // starts its transition late, so the page is watched over two frames until nothing moves: the
  // scan itself is quick now that axe-core goes in once per document, and no longer gives such a
  // transition time to end on its own.
  const settle = () =>
    page.evaluate(async () => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      for (let round = 0; round < 20; round++) {
        await frame();
        await frame();
        const moving = document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        if (moving.length === 0) return;
        await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
      }
    });
  // Axe runs in the page itself (`setLegacyMode`): its default opens a blank page per scan to merge
  // the results of cross-origin frames, which the portal has none of, and that doubled the cost of
  // each of the suite's scans (about 5.5 s against 3 s per scan on a loaded two-core machine).
  // AxeBuilder also evaluates axe-core's source (1.3 MB) in the page twice per scan, which cost more
  // than the scan itself: the source goes in once per loaded document (`axeSourceFor`), and the
  // scans of a screen's second width and of the modals opened on it reuse it (issue 38).
  const scan = async () => {
    await settle();
    const results = await new AxeBuilder({ page, axeSource })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .setLegacyMode(true)
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
  };
  const found = await scan();
  // A transition can still start after the page was watched (the busy Authorize Elections button
  // behind the dialog its refusal opened, on a loaded machine): a contrast failure is judged once
  // more after the kit's transitions (250 ms) have had time to end. A real one stays.
  if (!found.some((line) => line.startsWith('color-contrast'))) return found;
  await page.waitForTimeout(500);
  return scan();
}

/** A password that meets the rule of spec section 5. */
export const goodPassword = 'Journey#2026pass';

/** An e-mail no other test (or run) uses. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Waits until a locator is visible. When it is not, the error names what was expected and what
 * the page showed instead: its path and the texts of its alerts and open dialogs, so that a
 * failure on a loaded CI machine says what happened without a screenshot.
 */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    const shown = await whatThePageShows(locator.page()).catch(() => 'the page could not be read');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page showed: ${shown}`, {
      cause: error,
    });
  }
  return locator;
}

/** The page's path and its visible alerts and dialogs, for a failure's message. */
async function whatThePageShows(page: Page): Promise<string> {
  const texts = async (role: 'alert' | 'dialog') =>
    (await page.getByRole(role).filter({ visible: true }).allInnerTexts()).map((t) =>
      t.replace(/\s+/g, ' ').trim(),
    );
  const alerts = await texts('alert');
  const dialogs = await texts('dialog');
  return [
    `path ${new URL(page.url()).pathname}`,
    `alerts ${JSON.stringify(alerts)}`,
    `dialogs ${JSON.stringify(dialogs)}`,
  ].join('; ');
}

/** Waits until the page's path (and, when given, query) is the expected one. */
export async function atPath(page: Page, pathname: string, timeout = 10_000): Promise<URL> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout });
  return new URL(page.url());
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page; a test expects it to stay empty. */
  errors: string[];
}

/** A fresh context (own storage) and page at a viewport. */
/**
 * A fresh browser context and page. `config` overrides keys of the portal's /config.json for this
 * context only (e.g. `{ idleMinutes: 0.1 }` for a six-second idle time), as a stage would set them.
 */
export async function openPage(
  viewport: { width: number; height: number },
  config?: Record<string, unknown>,
): Promise<OpenPage> {
  const context = await newContext({ viewport, locale: browserLanguage() });
  if (config) {
    await context.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...((await response.json()) as Record<string, unknown>), ...config },
      });
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** The confirmation mail's set-password link for a registered address. */
export async function confirmationLink(
  stack: StackInfo,
  email: string,
  seen: readonly string[] = [],
): Promise<URL> {
  const mail = await waitForMail(stack.mailUrl, email, { seen, match: (m) => /set-password\?/.test(m.text) });
  return setPasswordLinkOf(mail);
}

/** An employer of the demo data to register a member with (infra/local/demo/employers/*.yaml). */
export interface DemoEmployer {
  id: string;
  accountid: string;
  accountname: string;
}

/** The demo employers: Acme (employeazecustomer 1, the default), Green Mountain (0), Front Range (2). */
export const demoEmployers = {
  acme: {
    id: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
    accountid: 'ACME-001',
    accountname: 'Acme Manufacturing',
  },
  greenMountain: {
    id: '0352a4cd-fc38-40fa-8dba-426f84f1c15f',
    accountid: 'GMO-014',
    accountname: 'Green Mountain Outfitters',
  },
  frontRange: {
    id: 'b585b1ef-706e-4ea4-b576-ad563b1fe51f',
    accountid: 'FRDG-203',
    accountname: 'Front Range Dental Group',
  },
} as const satisfies Record<string, DemoEmployer>;

/** Registers a member through the API (the registration page is tested elsewhere). */
export async function registerViaApi(
  stack: StackInfo,
  email: string,
  firstname = 'Robin',
  employer?: DemoEmployer,
): Promise<{ memberid: string; proof: string }> {
  const res = await call<{ data: { memberid: string; proof: string } }>(
    stack.portalUrl,
    'POST',
    '/api/Member/Register',
    {
      body: {
        member: {
          firstname,
          lastname: 'Tester',
          personalemailaddress: email,
          phonenumber: '555-010-2030',
          accountid: employer?.accountid ?? 'ACME-001',
          employer_id: employer?.id ?? stack.demo.employerId,
        },
        company: employer?.accountname ?? 'Acme Manufacturing',
        plan_year: new Date().getFullYear(),
        // The language the test reads its texts in, as the browser would send it.
        language: currentLocale(),
      },
    },
  );
  if (res.status !== 200) throw new Error(`Register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export interface Member {
  email: string;
  password: string;
  firstname: string;
}

/** A member who can sign in: registered, confirmed and with a password, all through the API. */
export async function createMember(
  stack: StackInfo,
  tag: string,
  firstname = 'Robin',
  employer?: DemoEmployer,
): Promise<Member> {
  const email = uniqueEmail(tag);
  await registerViaApi(stack, email, firstname, employer);
  await setPasswordThrough(stack, await confirmationLink(stack, email));
  return { email, password: goodPassword, firstname };
}

/** Sets `goodPassword` through a set-password link's member id and token, as its form would. */
export async function setPasswordThrough(stack: StackInfo, link: URL): Promise<void> {
  const res = await call(stack.portalUrl, 'POST', '/api/Member/SetPassword', {
    body: {
      id: link.searchParams.get('member_id'),
      token: link.searchParams.get('token'),
      password: goodPassword,
    },
  });
  if (res.status !== 200) throw new Error(`SetPassword answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Signs in through the /login form and waits for /profile. */
export async function signIn(
  page: Page,
  stack: StackInfo,
  member: Pick<Member, 'email' | 'password'>,
): Promise<void> {
  await page.goto(`${stack.portalUrl}/login`);
  await (await visible(page.getByLabel(componentTexts('email')))).fill(member.email);
  await page.getByLabel(authTexts('password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: authTexts('logIn') }).click();
  await atPath(page, '/profile', 20_000);
}

/** Number of keys in the page's session storage. */
export const sessionStorageSize = (page: Page): Promise<number> =>
  page.evaluate(() => window.sessionStorage.length);
