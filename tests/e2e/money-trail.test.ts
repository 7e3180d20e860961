/**
 * One authorization's money, followed through every place that shows it (issue 24): an employee
 * walks the builder's screens in Chromium at desktop width (tests/e2e/builder-walk.ts, nothing
 * seeded; the funds bar shows at this width), takes an
 * HSA-eligible plan, a monthly HSA amount and the $32.50 dental service, and authorizes. The
 * cart, the funds bar, the printed Purchase Summary, the stored orders and member account,
 * /welcome and the confirmation e-mail must all show the same figures, to the cent, and those
 * figures must equal an independent recomputation: the plan's premium as the quote answers it
 * for this employee, the HSA amount typed, the service's cost in the employer file, and the
 * contribution as the contribution route answers it. /welcome, where the walk ends, is checked at
 * 1280 and 390 px by resizing the page (axe, no sideways scrolling; support.ts `expectScreen`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { dollarsToCents, formatDollars } from '../../shared/domain/money';
import * as apiMessages from '../../shared/api-messages';
import { cartTexts } from '../../frontend/src/features/cart/texts';
import { welcomeTexts } from '../../frontend/src/features/welcome/texts';
import { call } from '../helpers/http';
import { waitForMail } from '../helpers/mail';
import { hobokenQuoteBody } from '../helpers/quote';
import { accessToken } from '../integration/access-helpers';
import { storedElections, walkBuilder, type CartShown } from './builder-walk';
import {
  createMember,
  expectScreen,
  openPage,
  signIn,
  useBrowser,
  viewports,
  visible,
  type OpenPage,
} from './support';
import { componentTexts } from '../../frontend/src/components/texts';

const stack = inject('stack');
useBrowser();

const HSA_DOLLARS = 50;
const cents = (dollars: number) => Math.round(dollars * 100);

/** The dental product's cost as the demo employer file states it (the operator's input). */
async function dentalCostCents(): Promise<number> {
  const file = join(import.meta.dirname, '..', '..', 'infra', 'local', 'demo', 'employers', 'acme.yaml');
  const acme = parseYaml(await readFile(file, 'utf8')) as {
    products: Array<{ option: string; cost: number; subcategory: string }>;
  };
  const dental = acme.products.find((p) => p.subcategory === 'Dental' && p.option === 'Employee Only');
  if (!dental) throw new Error('acme.yaml has no Dental Employee Only product');
  return cents(dental.cost);
}

/** Label → cents of a <dl> whose items are <div><dt/><dd/></div>, read whether shown or not. */
const figures = (page: Page, selector: string): Promise<Record<string, number>> =>
  page
    .locator(selector)
    .evaluateAll((items) =>
      items.map((i) => [
        (i.querySelector('dt')?.textContent ?? '').trim(),
        (i.querySelector('dd')?.textContent ?? '').trim(),
      ]),
    )
    .then((pairs) =>
      Object.fromEntries(pairs.filter(([, v]) => /^\$/.test(v!)).map(([k, v]) => [k, dollarsToCents(v!)])),
    );

/** What the funds bar shows, in cents (it is hidden by CSS at 840 px and less, but still rendered). */
async function fundsBar(page: Page) {
  const read = async (id: string) =>
    dollarsToCents(((await page.getByTestId(id).textContent()) ?? '').trim());
  return {
    contribution: await read('funds-contribution'),
    spent: await read('funds-spent'),
    available: await read('funds-available'),
    need: await read('funds-need'),
  };
}

/** The Purchase Summary as printed: each line's amount by kind and each total by label. */
async function printedSummary(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const summary = page.getByTestId('print-summary');
  await visible(summary);
  const lines = await summary
    .locator('.cart-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [
        r.getAttribute('data-line') ?? '',
        (r.querySelector('[data-cents]')?.textContent ?? '').trim(),
      ]),
    );
  const totals = await figures(page, '[data-testid="print-summary"] .cart-print__totals > div');
  await page.emulateMedia({ media: 'screen' });
  return { lines: Object.fromEntries(lines.map(([k, v]) => [k, dollarsToCents(v!)])), totals };
}

/** The /welcome plan table's rows: area and monthly amount in cents. */
async function welcomeRows(page: Page): Promise<Array<[string, number]>> {
  const table = page.locator('.welcome-plan table');
  await visible(table, 20_000);
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    );
  const amountColumn = [
    welcomeTexts('planTableColumns.0'),
    componentTexts('productName'),
    welcomeTexts('planTableColumns.2'),
    componentTexts('options'),
    welcomeTexts('planTableColumns.4'),
    welcomeTexts('serviceCost'),
    welcomeTexts('planTableColumns.6'),
  ].findIndex((c) => /^cost$/i.test(c));
  expect(
    amountColumn,
    `an amount column among ${[welcomeTexts('planTableColumns.0'), componentTexts('productName'), welcomeTexts('planTableColumns.2'), componentTexts('options'), welcomeTexts('planTableColumns.4'), welcomeTexts('serviceCost'), welcomeTexts('planTableColumns.6')].join(', ')}`,
  ).toBeGreaterThan(-1);
  return rows.map((cells) => [cells[0]!, dollarsToCents(cells[amountColumn]!)]);
}

let open: OpenPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

describe('one authorization, walked at desktop width, /welcome checked at 1280 and 390 px', () => {
  const viewport = viewports.desktop;
  it(
    'plan + HSA + dental service: the cart, the funds bar, the printed summary, the stored orders, /welcome and the e-mail show the same figures, to the cent',
    { timeout: 180_000 },
    async () => {
      const member = await createMember(stack, 'money', 'Morgan');
      open = await openPage(viewport);
      const { page } = open;
      await signIn(page, stack, member);

      let bar: Awaited<ReturnType<typeof fundsBar>> | undefined;
      let printed: Awaited<ReturnType<typeof printedSummary>> | undefined;
      const shown: CartShown = await walkBuilder(page, {
        path: 'shop',
        hsaEligiblePlan: true,
        hsaMonthly: HSA_DOLLARS,
        additionalService: true,
        onStep: async (step) => {
          if (step !== 'cart') return;
          bar = await fundsBar(page);
          printed = await printedSummary(page);
        },
      });
      expect(shown.steps).toContain('hsa');
      expect(shown.steps).toContain('additional-services');

      // The independent figures.
      const token = await accessToken(stack, member.email, member.password);
      const quote = await call<{ healthplans: Array<{ planname: string; rate: number }> }>(
        stack.portalUrl,
        'POST',
        '/api/HealthPlanQuote',
        { token, body: hobokenQuoteBody(shown.effectiveDate, 'ACME-001') },
      );
      const quoted = quote.body.healthplans.find((p) => p.planname === shown.planName);
      expect(quoted, `the quote lists ${shown.planName}`).toBeDefined();
      const plan = cents(quoted!.rate);
      const hsa = cents(HSA_DOLLARS);
      const service = await dentalCostCents();
      const total = plan + hsa + service;
      const contribution = shown.contributionCents;
      const deduction = Math.max(0, total - contribution);
      const available = Math.max(0, contribution - total);

      // The cart.
      expect(shown.lines).toEqual({ plan, hsa, service });
      expect(shown.totalCents).toBe(total);
      expect(shown.remainingCents).toBe(available);
      expect(shown.payrollDeductionCents).toBe(deduction);

      // The funds bar at the cart.
      expect(bar).toEqual({ contribution, spent: total, available, need: deduction });

      // The printed Purchase Summary.
      expect(printed!.lines).toEqual({ plan, hsa, service });
      expect(printed!.totals[cartTexts('cartTotal')]).toBe(total);

      // The stored orders and member account.
      const stored = await storedElections(stack.portalUrl, token);
      const byCategory = Object.fromEntries(stored.orders.map((o) => [o.category, cents(o.amountspent)]));
      expect(byCategory).toEqual({ healthinsurance: plan, HSA: hsa, additionalservices: service });
      expect(stored.orders.reduce((s, o) => s + cents(o.amountspent), 0)).toBe(total);
      expect(cents(stored.account.currentemployercontribution)).toBe(contribution);
      expect(cents(stored.account.currenthealthinsurancepremium)).toBe(plan);
      expect(cents(stored.account.currentpayrolldeduction)).toBe(deduction);
      expect(cents(stored.account.currentbalance)).toBe(available);

      // /welcome, where the walk ended.
      const rows = await welcomeRows(page);
      expect(Object.fromEntries(rows)).toEqual({
        [{
          healthinsurance: componentTexts('orderAreas.healthinsurance'),
          HSA: componentTexts('orderAreas.HSA'),
          additionalservices: apiMessages.subStepAdditionalServices,
          waive: componentTexts('orderAreas.waive'),
        }.healthinsurance]: plan,
        [{
          healthinsurance: componentTexts('orderAreas.healthinsurance'),
          HSA: componentTexts('orderAreas.HSA'),
          additionalservices: apiMessages.subStepAdditionalServices,
          waive: componentTexts('orderAreas.waive'),
        }.HSA]: hsa,
        [{
          healthinsurance: componentTexts('orderAreas.healthinsurance'),
          HSA: componentTexts('orderAreas.HSA'),
          additionalservices: apiMessages.subStepAdditionalServices,
          waive: componentTexts('orderAreas.waive'),
        }.additionalservices]: service,
      });
      await expectScreen(page, '/welcome after authorizing');

      // The confirmation e-mail.
      const mail = await waitForMail(stack.mailUrl, member.email, {
        match: (m) => m.subject === apiMessages.confirmationSubject,
      });
      expect(mail.text).toContain(`Health plan: ${shown.planName}`);
      expect(mail.text).toContain(`: ${formatDollars(plan)} per month`);
      expect(mail.text).toContain(`Health Savings Account: ${formatDollars(hsa)} per month`);
      expect(mail.text).toContain(`Dental - Employee Only: ${formatDollars(service)} per month`);
      expect(mail.text).toContain(`Monthly Employer Contribution: ${formatDollars(contribution)}`);
      expect(mail.text).toContain(`Total: ${formatDollars(total)}`);
      expect(mail.text).toContain(`Payroll deduction: ${formatDollars(deduction)} per month`);
      expect(open.errors).toEqual([]);
    },
  );
});
