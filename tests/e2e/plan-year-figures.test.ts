/**
 * Issue 28's acceptance line for yearly figures, in Chromium, walked once at desktop width
 * (1280 px), the dialog checked at 1280 and 390 px by resizing the page: an employee with
 * an effective date in 2027 opens Calculate Subsidy and is told the 2027 figures are not available;
 * the operator runs `npm run ops -- plan-year set 2027 --affordability-percent …` on the local
 * stack (in-process through `main()`, with the stack's ports); the same dialog now shows the
 * verdict with that percentage and a threshold recomputed here from it, every figure equal to the
 * API's answer; after `plan-year remove 2027` the clear 'not available' message comes back. The
 * dialog passes the accessibility scan, with no sideways scrolling, in each state at both widths
 * (support.ts `expectScreen`).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { PlanYearFigureStore } from '../../lambdas/adapters/plan-year-figures';
import { main } from '../../infra/ops/commands';
import { dollarsToCents, formatDollars } from '../../shared/domain/money';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { call } from '../helpers/http';
import {
  atPath,
  createMember,
  demoEmployers,
  expectScreen,
  openPage,
  useBrowser,
  viewports,
  visible,
  type Member,
} from './support';

const stack = inject('stack');
useBrowser();

const employer = demoEmployers.acme;
const ZIP = '07030';
const INCOME_DOLLARS = 52_000;
/** A first-of-month date in 2027, seeded as the builder fixes it on entering the sub-steps. */
const effectiveDate = '2027-03-01';
const notAvailable = (years: string) =>
  `The affordability figures for plan year 2027 are not available yet. Plan years available: ${years}.`;

const store = new PlanYearFigureStore(
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack.dynamodbUrl,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  ),
  stack.tables.plans as string,
);

const portOf = (url: string): string => new URL(url).port;

/** `npm run ops -- plan-year <args> --local` against this stack, in-process. */
async function ops(...args: string[]) {
  const lines: string[] = [];
  const code = await main(['plan-year', ...args, '--local'], {
    out: (l) => lines.push(l),
    err: (l) => lines.push(l),
    env: {
      ...process.env,
      PORT: portOf(stack.portalUrl),
      DYNAMODB_PORT: portOf(stack.dynamodbUrl),
      S3_PORT: portOf(stack.s3Url),
      COGNITO_PORT: portOf(stack.cognitoUrl),
    },
  });
  expect(code, lines.join('\n')).toBe(0);
}

let member: Member;
let token = '';

/** A member of Acme with a saved profile (date of birth, Hoboken address): what the verdict needs. */
beforeAll(async () => {
  member = await createMember(stack, 'plan-year', 'Avery', employer);
  const login = await call<{ tokenResponse: { access_token: string } }>(
    stack.portalUrl,
    'POST',
    '/api/Login',
    {
      body: { email: member.email, password: member.password },
    },
  );
  expect(login.status).toBe(200);
  token = login.body.tokenResponse.access_token;
  const zip = await call<{ locationlist: { countyname: string; city: string; state: string }[] }>(
    stack.portalUrl,
    'GET',
    `/api/USZipCounty/${ZIP}`,
    { token },
  );
  const place = zip.body.locationlist.find((l) => l.state === 'NJ');
  if (!place) throw new Error(`No NJ location for ${ZIP}`);
  const profile = await call(stack.portalUrl, 'PUT', '/api/Member/Profile', {
    token,
    body: {
      version: 0,
      member: {
        firstname: 'Avery',
        lastname: 'Tester',
        address1: '1 Test Street',
        phonenumber: '555-010-2030',
        postalcode: ZIP,
        city: place.city,
        county: place.countyname,
        stateorprovince: 'NJ',
        birthdate: '1986-05-20',
        gender: 'Female',
        istobaccouser: 'No',
        additionalid: '987654321',
      },
      dependents: [],
    },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
});
// The test starts from no stored 2027 figures, whatever a run before stopped in.
beforeEach(() => store.remove(2027));
afterAll(() => store.remove(2027));

/** Signs in and opens Contributions with the 2027 effective date fixed. */
async function openContributions(page: Page): Promise<void> {
  await page.goto(`${stack.portalUrl}/login?employer_id=${employer.id}`);
  await (await visible(page.getByLabel('E-mail'))).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await atPath(page, '/profile', 20_000);
  // Seeded as the document of Contributions loads, once: the profile page may still write the
  // builder state (its reset on reaching the profile step) after sign-in lands there.
  await page.addInitScript(
    (seed) => {
      if (window.location.pathname !== '/enrollment/contributions' || sessionStorage.getItem('e2e.seeded'))
        return;
      sessionStorage.setItem('e2e.seeded', '1');
      sessionStorage.setItem('ichra.builder', JSON.stringify(seed));
    },
    {
      healthOption: 'shop',
      effectiveDateOptions: [effectiveDate, '2027-04-01'],
      effectiveDate,
      furthestTab: 'shop',
    },
  );
  await page.goto(`${stack.portalUrl}/enrollment/contributions`);
  await visible(page.getByRole('heading', { name: 'Select your Health Plan Option Below' }));
  expect(await page.getByLabel('Effective Date').inputValue()).toBe(effectiveDate);
}

/** Types the income and presses Calculate Subsidy. */
async function calculate(dialog: Locator): Promise<void> {
  await dialog.getByLabel(/Annual household income/).fill(String(INCOME_DOLLARS));
  await dialog.getByRole('button', { name: 'Calculate Subsidy' }).click();
}

/** The dialog's numbers, label → text. */
const numbersShown = (dialog: Locator): Promise<[string, string][]> =>
  dialog.locator('.contrib-instructions__numbers').evaluate((dl) => {
    const terms = [...dl.querySelectorAll('dt')].map((t) => (t.textContent ?? '').trim());
    const values = [...dl.querySelectorAll('dd')].map((d) => (d.textContent ?? '').trim());
    return terms.map((t, i): [string, string] => [t, values[i] ?? '']);
  });

describe('Calculate Subsidy for 2027, walked at desktop width, the dialog checked at 1280 and 390 px', () => {
  // A percentage of no built-in year, so a figure shown can only be the operator's.
  const percent = '9.47';
  const viewport = viewports.desktop;

  it(
    "shows the operator's 2027 percentage once entered, and 'not available' before and after",
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await openPage(viewport);
      try {
        await openContributions(page);
        await page.getByRole('button', { name: builderTexts('contribInstructionsButton') }).click();
        const dialog = await visible(
          page.getByRole('dialog', { name: builderTexts('contribInstructionsTitle') }),
        );

        // Before: no percentage for 2027, built in or stored.
        await calculate(dialog);
        await visible(dialog.getByRole('alert').filter({ hasText: notAvailable('2025, 2026') }));
        await expectScreen(page, 'dialog, not available');

        // The operator enters it.
        await ops(
          'set',
          '2027',
          '--affordability-percent',
          percent,
          '--source',
          'IRS Rev. Proc. 2026-38 (e2e)',
        );
        await calculate(dialog);
        const result = await visible(dialog.getByRole('status'));
        await visible(result.getByText(new RegExp(`offer is (not )?affordable for plan year 2027\\.`)));
        await visible(result.getByText(builderTexts('subsidyThreshold', { percent: Number(percent) })));
        expect(await dialog.getByRole('alert').count()).toBe(0);

        // The threshold, recomputed here: percent of the monthly income, rounded down to the cent.
        const [whole = '0', fraction = ''] = percent.split('.');
        const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
        const thresholdCents = Math.floor((INCOME_DOLLARS * 100 * basisPoints) / (100 * 100 * 12));
        const shown = await numbersShown(dialog);
        expect(shown.at(-1)).toEqual([
          builderTexts('subsidyThreshold', { percent: Number(percent) }),
          formatDollars(thresholdCents),
        ]);

        // Every figure the dialog shows is the API's answer for this member.
        const api = await call<{
          data: {
            lowestCostSilverPlanName: string;
            lowestCostSilverSelfOnly: number;
            monthlySelfOnlyContribution: number;
            employeeMonthlyCost: number;
            monthlyThreshold: number;
            requiredContributionPercent: number;
          };
        }>(
          stack.portalUrl,
          'GET',
          `/api/EmployerContribution/Affordability/2027?householdIncome=${INCOME_DOLLARS}`,
          { token },
        );
        expect(api.status).toBe(200);
        const money = (dollars: number) => formatDollars(dollarsToCents(dollars.toFixed(2)));
        expect(api.body.data.requiredContributionPercent).toBe(Number(percent));
        expect(shown).toEqual([
          [
            builderTexts('subsidyLowestSilver', { plan: api.body.data.lowestCostSilverPlanName }),
            money(api.body.data.lowestCostSilverSelfOnly),
          ],
          [builderTexts('subsidyContribution'), money(api.body.data.monthlySelfOnlyContribution)],
          [builderTexts('subsidyYourCost'), money(api.body.data.employeeMonthlyCost)],
          [
            builderTexts('subsidyThreshold', { percent: Number(percent) }),
            money(api.body.data.monthlyThreshold),
          ],
        ]);
        await expectScreen(page, 'dialog, figures shown');

        // The operator removes it: the clear message is back.
        await ops('remove', '2027');
        await calculate(dialog);
        await visible(dialog.getByRole('alert').filter({ hasText: notAvailable('2025, 2026') }));
        expect(await dialog.getByRole('status').count()).toBe(0);
        await expectScreen(page, 'dialog, not available again');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
