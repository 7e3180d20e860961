/**
 * The journey row: from sign-in to authorization driven by playwright-core through the builder's
 * screens, counting API requests and bytes, in the Chromium tests/helpers/browser.ts finds
 * (CHROME_PATH, a system Chromium, or the npm package's). Its member and sign-in are shared with
 * the Lighthouse rows (lighthouse-routes.ts).
 */
import { localeStorageKey, type Locale } from '../../frontend/src/lib/i18n';
import type { Page, Request } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { demoEmployee } from '../../infra/local/demo/demo-data';
import { walkBuilder } from '../../tests/e2e/builder-walk';
import { launchBrowser } from '../../tests/helpers/browser';
import { setPasswordLinkOf, waitForMail } from '../../tests/helpers/mail';
import { demoProfileBody } from './scenario';

export interface JourneyStep {
  name: string;
  /** undefined: not measured, with the reason in `pending`. */
  apiRequests?: number;
  bytes?: number;
  /** The API calls made, in order. */
  calls?: string[];
  pending?: string;
  /** Counted in the sign-in → authorization total (the page after it is reported beside it). */
  inTotal?: boolean;
}

export interface JourneyResult {
  steps: JourneyStep[];
  /** Sign-in to authorization, when every step could be measured. */
  total?: { apiRequests: number; bytes: number; calls: string[] };
  /** Who walked it and how. */
  who?: string;
  pending?: string;
}

interface Tally {
  api: number;
  bytes: number;
  calls: string[];
}

/**
 * Counts what the page fetches: API calls (/api/* and the user pool under /cognito/) and bytes.
 * `idle()` waits until no API call has been in flight for 500 ms (a screen's effects included).
 */
function track(page: Page): { tally: Tally; settle(): Promise<void>; idle(): Promise<void> } {
  const tally: Tally = { api: 0, bytes: 0, calls: [] };
  const pendingSizes: Promise<void>[] = [];
  const isApi = (req: Request) => {
    const path = new URL(req.url()).pathname;
    return path.startsWith('/api/') || path.startsWith('/cognito');
  };
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', (req: Request) => {
    if (!isApi(req)) return;
    inFlight++;
    lastChange = Date.now();
  });
  page.on('requestfailed', (req: Request) => {
    if (!isApi(req)) return;
    inFlight--;
    lastChange = Date.now();
  });
  page.on('requestfinished', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (isApi(req)) {
      inFlight--;
      lastChange = Date.now();
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
  const idle = async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 500))
      await new Promise((r) => setTimeout(r, 50));
  };
  return { tally, settle: async () => void (await Promise.all(pendingSizes)), idle };
}

export interface JourneyStack {
  portalUrl: string;
  mailUrl: string;
  demo: { employerId: string };
}

/**
 * A new employee of the demo employer who can sign in, with the demo employee's profile on file
 * (address, ZIP, date of birth, an SSN), all through the API and not counted: the journey is the
 * same for every run, whatever the bench's other rows did to the demo employee (the Authorize row
 * authorizes for it, and a member who has authorized the plan year is sent to /health-plan).
 */
export async function journeyMember(stack: JourneyStack): Promise<{ email: string; password: string }> {
  const { email, link } = await registerEmployee(stack, 'bench-journey');
  const password = demoEmployee.password;
  await benchFetch(stack.portalUrl, 'POST', '/api/Member/SetPassword', {
    id: link.searchParams.get('member_id'),
    token: link.searchParams.get('token'),
    password,
  });
  const login = await benchFetch<{ tokenResponse: { access_token: string } }>(
    stack.portalUrl,
    'POST',
    '/api/Login',
    { email, password },
  );
  await benchFetch(
    stack.portalUrl,
    'PUT',
    '/api/Member/Profile',
    demoProfileBody(),
    login.tokenResponse.access_token,
  );
  return { email, password };
}

/** One JSON call to the portal's API that throws, with the answer, unless it succeeds. */
async function benchFetch<T>(
  portalUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(`${portalUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * A new employee of the demo employer registered through the API, and the set-password link of
 * the confirmation mail (not used here: the caller sets the password, or opens the link's page).
 */
export async function registerEmployee(
  stack: JourneyStack,
  tag: string,
): Promise<{ email: string; link: URL }> {
  const email = `${tag}-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}@example.com`;
  const employer = await benchFetch<{ data: { accountid: string; accountname: string } }>(
    stack.portalUrl,
    'GET',
    `/api/Employer/${stack.demo.employerId}`,
  );
  await benchFetch(stack.portalUrl, 'POST', '/api/Member/Register', {
    member: {
      firstname: demoEmployee.firstname,
      lastname: demoEmployee.lastname,
      personalemailaddress: email,
      phonenumber: demoEmployee.phonenumber,
      accountid: employer.data.accountid,
      employer_id: stack.demo.employerId,
    },
    company: employer.data.accountname,
    plan_year: new Date().getFullYear(),
  });
  const link = setPasswordLinkOf(
    await waitForMail(stack.mailUrl, email, { match: (m) => /set-password\?/.test(m.text) }),
  );
  return { email, link };
}

/** Signs in through the login page and waits for /profile with its Next button. */
export async function signInThroughUi(
  page: Page,
  portalUrl: string,
  member: { email: string; password: string },
): Promise<void> {
  await page.goto(`${portalUrl}/login`, { waitUntil: 'networkidle' });
  const emailField = page.getByLabel(/e-?mail/i).first();
  await emailField.waitFor({ state: 'visible', timeout: 15_000 });
  await emailField.fill(member.email);
  await page
    .getByLabel(/^password$/i)
    .first()
    .fill(member.password);
  await page
    .getByRole('button', { name: /log ?in|sign ?in/i })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname === '/profile', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor({ timeout: 30_000 });
}

const segmentName: Record<string, string> = {
  contributions: 'Next on /profile → Contributions',
  'ichra-acknowledgment': '→ ICHRA Acknowledgment',
  shop: '→ Shop Health Plans (quote)',
  hsa: '→ Flexible Spending',
  'additional-services': '→ Additional Services',
  cart: '→ Your Cart (priced by the server)',
  authorized: 'Authorize Elections (POST /api/Order)',
  welcome: 'Close Window → /welcome?authorize=true',
};

/**
 * Sign-in → authorization in a fresh browser profile at 390 px, through the builder's real screens
 * (tests/e2e/builder-walk.ts, the walk the browser tests use): the login page and its credentials,
 * /profile with everything it loads, Next, Contributions (shop), ICHRA Acknowledgment, Shop Health
 * Plans (the first plan to the cart), Flexible Spending and Additional Services when the builder
 * shows them (nothing added), the cart, Authorize Elections. Each segment ends when the next screen
 * is shown and no API call has been in flight for 500 ms. The /welcome page the thank-you modal
 * leads to is measured after the total, beside it.
 */
export async function measureJourney(stack: JourneyStack): Promise<JourneyResult> {
  let member: { email: string; password: string };
  try {
    member = await journeyMember(stack);
  } catch (error) {
    return {
      steps: [],
      pending: `could not create the journey's member: ${(error as Error).message.split('\n')[0]}`,
    };
  }
  const who =
    "a new employee of the demo employer with the demo employee's profile on file, shop path, first plan";
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { tally, settle, idle } = track(page);
    const steps: JourneyStep[] = [];
    let mark = { api: 0, bytes: 0, calls: 0 };
    const cut = async (name: string, inTotal: boolean) => {
      await idle();
      await settle();
      steps.push({
        name,
        apiRequests: tally.api - mark.api,
        bytes: tally.bytes - mark.bytes,
        calls: tally.calls.slice(mark.calls),
        inTotal,
      });
      mark = { api: tally.api, bytes: tally.bytes, calls: tally.calls.length };
    };
    let reached = 'sign-in';
    try {
      await signInThroughUi(page, stack.portalUrl, member);
      await cut('sign-in → /profile', true);
      reached = '/profile';
      await walkBuilder(page, {
        path: 'shop',
        onStep: async (step) => {
          await cut(segmentName[step] ?? `→ ${step}`, step !== 'welcome');
          reached = step;
        },
      });
    } catch (error) {
      steps.push({
        name: `after ${reached}`,
        pending: `could not complete: ${(error as Error).message.split('\n')[0]?.slice(0, 300)}`,
      });
      return { steps, who, pending: `the journey stopped after ${reached}` };
    } finally {
      await context.close();
    }
    const counted = steps.filter((s) => s.inTotal);
    return {
      steps,
      who,
      total: {
        apiRequests: counted.reduce((n, s) => n + (s.apiRequests ?? 0), 0),
        bytes: counted.reduce((n, s) => n + (s.bytes ?? 0), 0),
        calls: counted.flatMap((s) => s.calls ?? []),
      },
    };
  } finally {
    await browser.close();
  }
}

/** The language chosen on this browser, as frontend/src/lib/i18n.ts keeps it (runs in the page). */
function chooseLanguage({ key, locale }: { key: string; locale: string }): void {
  localStorage.setItem(key, locale);
}

/**
 * Shows a signed-in page in `locale` from now on, as the language switch would: the choice kept
 * in localStorage, the page reloaded. signInThroughUi reads the English form, so a walk in another
 * language signs in first and switches after.
 */
export async function showPageIn(page: Page, locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await page.addInitScript(chooseLanguage, { key: localeStorageKey, locale });
  await page.reload();
}
