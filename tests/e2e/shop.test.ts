/**
 * Shop Health Plans in Chromium at 1280 and 390 px (issue 11 items 3-5): the plans a filter or
 * sort shows equal the same pure filter (shared/domain/plan-filters.ts) applied to the API's
 * answer; compare with 1, 2, 3 and 4 plans (both messages, the Plan Comparisons table); Plan
 * Details and the Plan Summary Document to a plan in the cart, one plan only; the SSN popup when
 * no SSN is on file; the exported CSV's rows equal the plans on screen; axe on every screen and
 * modal. Members are made through the API with a profile in Hoboken, NJ (Hudson county); the
 * builder's session state is seeded to the shop tab, as the contributions step sets it.
 *
 * The tests take turns between English (walked at 1280 px) and Spanish (at 390 px), each walked
 * once (support.ts `eachLanguage` with `takeTurns`; issue 26): every text looked for is the catalog's in the
 * block's language (plan and carrier names are data), and every screen and modal says `lang` and,
 * in Spanish, shows no English catalog text; amounts are the same figures in both.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject } from 'vitest';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import {
  applyPlanFilters,
  carriersOf,
  noPlanFilters,
  type PlanFilters,
} from '../../shared/domain/plan-filters';
import type { HealthPlan } from '../../shared/schemas/quote';
import { parseCsv } from '../../frontend/src/features/plans/utils/csv';
import { componentTexts } from '../../frontend/src/components/texts';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { plansTexts } from '../../frontend/src/features/plans/texts';
import { apiTexts } from '../../frontend/src/lib/api-texts';
import { currentLocale } from '../../frontend/src/lib/i18n';
import { commonTexts } from '../../frontend/src/lib/texts';
import { call } from '../helpers/http';
import {
  atPath,
  createMember,
  eachLanguage,
  expectScreen,
  openPage,
  signIn,
  visible,
  useBrowser,
  type Member,
} from './support';

const stack = inject('stack');
useBrowser();

/** The builder's effective date for the test: the first option of the demo employer (edoc_period 10). */
const effectiveDate = effectiveDateOptions(new Date(), 10)[0];

const profile = {
  firstname: 'Robin',
  lastname: 'Tester',
  address1: '221 Washington Street',
  phonenumber: '201-555-0147',
  postalcode: '07030',
  city: 'Hoboken',
  county: 'Hudson',
  stateorprovince: 'NJ',
  birthdate: '1988-04-12',
  gender: 'Female',
  istobaccouser: 'No',
};

async function tokenOf(member: Member): Promise<string> {
  const res = await call<{ tokenResponse: { access_token: string } }>(stack.portalUrl, 'POST', '/api/Login', {
    body: { email: member.email, password: member.password },
  });
  if (res.status !== 200) throw new Error(`Login answered ${res.status}`);
  return res.body.tokenResponse.access_token;
}

/** A signed-up member with a saved profile (with an SSN unless `ssn` is null). */
async function memberWithProfile(tag: string, ssn: string | null): Promise<Member & { token: string }> {
  const member = await createMember(stack, tag);
  const token = await tokenOf(member);
  const res = await call(stack.portalUrl, 'PUT', '/api/Member/Profile', {
    token,
    // A member just registered: its first save, from version 0.
    body: { member: { ...profile, ...(ssn ? { additionalid: ssn } : {}) }, dependents: [], version: 0 },
  });
  if (res.status !== 200) throw new Error(`Profile answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { ...member, token };
}

/** The API's answer for the same household, county and date the page quotes. */
async function apiPlans(token: string): Promise<HealthPlan[]> {
  const res = await call<{ healthplans: HealthPlan[] }>(stack.portalUrl, 'POST', '/api/HealthPlanQuote', {
    token,
    body: {
      empinfo: {
        firstname: profile.firstname,
        lastname: profile.lastname,
        createdby: 'e2e',
        birthdate: profile.birthdate,
      },
      postalcode: profile.postalcode,
      policyeffectivedateRequested: effectiveDate,
      gender: profile.gender,
      issmoker: 'false',
      accountid: 'ACME-001',
      countycode: '34017',
      countyname: 'Hudson',
      state: 'NJ',
      city: 'Hoboken',
      memberdependentlist: [],
    },
  });
  if (res.status !== 200) throw new Error(`Quote answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.healthplans;
}

/**
 * Signs in, seeds the builder at the shop tab with the effective date, and opens Shop Health Plans.
 * The member's stored language is the block's first: signing in adopts it.
 */
async function openShop(page: Page, member: Member & { token: string }): Promise<void> {
  const language = await call(stack.portalUrl, 'PUT', '/api/Member/Language', {
    token: member.token,
    body: { language: currentLocale() },
  });
  expect(language.status, JSON.stringify(language.body)).toBe(200);
  await signIn(page, stack, member);
  // Seeded as the document of the shop tab loads: the profile page may still write the builder
  // state (its reset on reaching the profile step) after sign-in lands there.
  await page.addInitScript((date) => {
    window.sessionStorage.setItem(
      'ichra.builder',
      JSON.stringify({
        healthOption: 'shop',
        effectiveDate: date,
        furthestTab: 'shop',
        compare: [],
        selectedPlan: null,
      }),
    );
  }, effectiveDate);
  await page.goto(`${stack.portalUrl}/enrollment/shop`);
  await atPath(page, '/enrollment/shop');
  try {
    await visible(page.getByRole('heading', { name: apiTexts().subStepShop, level: 2 }), 45_000);
    await visible(page.getByTestId('plans-found'), 45_000);
  } catch (e) {
    // Say where the page is and what the builder holds: a redirect names its cause.
    const builder = await page.evaluate(() => sessionStorage.getItem('ichra.builder'));
    throw new Error(`Shop Health Plans did not show its plans at ${page.url()} (builder ${builder})`, {
      cause: e,
    });
  }
}

/** The plan ids of the cards on screen, in order. */
const shownIds = (page: Page): Promise<string[]> =>
  page
    .locator('article.shop-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-plan-id') ?? ''));

/** The kit draws the HSA Eligible checkbox over its label: a user clicks the label. */
const hsaToggle = (page: Page) =>
  page.getByRole('group', { name: plansTexts('shopFilters') }).getByText(plansTexts('shopHsaEligible'));

/** A filter's select by its label in the block's language. */
const filter = (page: Page, name: 'carrier' | 'metal' | 'deductible' | 'price' | 'sort' | 'hsa') =>
  page.getByLabel(
    {
      carrier: componentTexts('cartColCarrier'),
      metal: componentTexts('cartColMetalTier'),
      deductible: plansTexts('shopDeductible'),
      price: componentTexts('servicePriceLabel'),
      sort: plansTexts('shopSort'),
      hsa: plansTexts('shopHsaEligible'),
    }[name],
    { exact: true },
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const card = (page: Page, plan: HealthPlan) => page.locator(`article.shop-card[data-plan-id="${plan.id}"]`);

async function expectSnackbar(page: Page, text: string): Promise<void> {
  await visible(page.getByRole('alert').filter({ hasText: text }));
}

/** Clicks Export Plans (or the given button) and returns the downloaded CSV's rows. */
async function exportedRows(
  page: Page,
  button = page.getByRole('button', { name: plansTexts('shopExportPlans') }),
): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(plansTexts('shopExportFileName'));
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text);
}

let shopper: Member & { token: string };
let plans: HealthPlan[];

beforeAll(async () => {
  shopper = await memberWithProfile('shop', '987654321');
  plans = await apiPlans(shopper.token);
  // The demo catalog offers several carriers, every metal level and HSA plans in Hudson county.
  expect(plans.length).toBeGreaterThan(5);
});

describe('Shop Health Plans', () =>
  eachLanguage(
    (_name, viewport, _locale, journey) => {
      journey(
        'every filter and sort shows exactly the pure filter applied to the API answer; NO PLAN FOUND',
        { timeout: 120_000 },
        async () => {
          const { context, page, errors } = await openPage(viewport);
          try {
            await openShop(page, shopper);
            expect(await shownIds(page)).toEqual(plans.map((p) => p.id));
            await expect.poll(() => page.getByTestId('plans-found').textContent()).toBe(String(plans.length));
            await visible(page.getByText('07030'));
            await expectScreen(page, 'shop');

            const carrier = carriersOf(plans)[0] as string;
            const steps: Array<[Partial<PlanFilters>, () => Promise<void>]> = [
              [
                { sort: 'priceDesc' },
                () =>
                  filter(page, 'sort')
                    .selectOption('priceDesc')
                    .then(() => undefined),
              ],
              [
                { carrier },
                () =>
                  filter(page, 'carrier')
                    .selectOption(carrier)
                    .then(() => undefined),
              ],
              [
                { carrier: '', metal: 'Silver' },
                async () => {
                  await filter(page, 'carrier').selectOption('');
                  await filter(page, 'metal').selectOption('Silver');
                },
              ],
              [
                { metal: '', hsaOnly: true, sort: 'priceAsc' },
                async () => {
                  await filter(page, 'metal').selectOption('');
                  await hsaToggle(page).click();
                  expect(await filter(page, 'hsa').isChecked()).toBe(true);
                  await filter(page, 'sort').selectOption('priceAsc');
                },
              ],
              [
                { hsaOnly: false, deductible: '1001-3500', sort: 'yearlyAsc' },
                async () => {
                  await hsaToggle(page).click();
                  expect(await filter(page, 'hsa').isChecked()).toBe(false);
                  await filter(page, 'deductible').selectOption('1001-3500');
                  await filter(page, 'sort').selectOption('yearlyAsc');
                },
              ],
              [
                { deductible: '', price: '401-600' },
                async () => {
                  await filter(page, 'deductible').selectOption('');
                  await filter(page, 'price').selectOption('401-600');
                },
              ],
            ];
            let filters: PlanFilters = { ...noPlanFilters };
            for (const [change, act] of steps) {
              filters = { ...filters, ...change };
              await act();
              const expected = applyPlanFilters(plans, filters, 1).map((p) => p.id);
              await expect.poll(() => shownIds(page), { message: JSON.stringify(filters) }).toEqual(expected);
              expect(await page.getByTestId('plans-found').textContent()).toBe(String(expected.length));
            }

            // A combination that matches nothing, by the same pure rule.
            const none: PlanFilters = { ...noPlanFilters, price: '0-199', deductible: '15001-up' };
            expect(applyPlanFilters(plans, none, 1)).toEqual([]);
            // The open bands by their labels in the block's language, with the spec's amounts.
            await filter(page, 'price').selectOption({
              label: plansTexts('shopBandBelow', { amount: '$200' }),
            });
            await filter(page, 'deductible').selectOption({
              label: plansTexts('shopBandOrHigher', { amount: '$15001' }),
            });
            expect(await filter(page, 'price').inputValue()).toBe('0-199');
            expect(await filter(page, 'deductible').inputValue()).toBe('15001-up');
            await visible(page.getByText(componentTexts('noPlanFound'), { exact: true }));
            expect(await page.getByTestId('plans-found').textContent()).toBe('0');
            await expectScreen(page, 'shop, no plan found');

            // A reload keeps the filters (they are in the page's URL).
            await page.reload();
            await visible(page.getByText(componentTexts('noPlanFound'), { exact: true }), 30_000);
            expect(await filter(page, 'price').inputValue()).toBe('0-199');
            expect(await filter(page, 'deductible').inputValue()).toBe('15001-up');
            await filter(page, 'price').selectOption('');
            const onlyDeductible = applyPlanFilters(plans, { ...none, price: '' }, 1).map((p) => p.id);
            await expect.poll(() => shownIds(page)).toEqual(onlyDeductible);
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        },
      );

      journey(
        'compare: 1 plan and 4 plans refused with the spec messages, 2 and 3 plans in the Plan Comparisons table; its CSV holds the compared plans',
        { timeout: 120_000 },
        async () => {
          const { context, page, errors } = await openPage(viewport);
          try {
            await openShop(page, shopper);
            const [a, b, c, d] = plans as [HealthPlan, HealthPlan, HealthPlan, HealthPlan];
            const compareBox = (p: HealthPlan) =>
              card(page, p).getByRole('checkbox', {
                name: plansTexts('shopComparePlan', { name: p.planname }),
              });
            // The button ends with the number of plans compared.
            const compareButton = page.getByRole('button', {
              name: new RegExp(`^${escapeRegExp(plansTexts('shopComparePlans'))}`),
            });

            await compareBox(a).check();
            await compareButton.click();
            await expectSnackbar(page, plansTexts('shopCompareAtLeast2'));
            await expectScreen(page, 'compare, one plan');

            await compareBox(b).check();
            expect(await page.getByTestId('compare-count').textContent()).toBe('2');
            await compareButton.click();
            const table = await visible(page.getByRole('table'));
            await visible(page.getByRole('heading', { name: plansTexts('shopComparisonsTitle') }));
            expect(await table.locator('thead th').allTextContents()).toEqual([a.issuername, b.issuername]);
            const rowHeads = await table.locator('tbody th').allTextContents();
            expect(rowHeads).toEqual([
              componentTexts('cartColPlanName'),
              plansTexts('shopMonthlyPremium'),
              plansTexts('shopDeductibleIndividual'),
              plansTexts('shopDeductibleFamily'),
              plansTexts('shopCombinedDeductible'),
              plansTexts('shopOopIndividual'),
              plansTexts('shopOopFamily'),
              plansTexts('shopPrimaryCare'),
              plansTexts('shopUrgentCare'),
              plansTexts('shopEmergencyRoom'),
              plansTexts('shopInpatient'),
              plansTexts('shopGenericDrugs'),
            ]);
            // The premium row by the money rule: a number gets '$' and two decimals.
            expect(await table.locator('tbody tr').nth(1).locator('td').allTextContents()).toEqual([
              `$${a.rate.toFixed(2)}`,
              `$${b.rate.toFixed(2)}`,
            ]);
            await expectScreen(page, 'Plan Comparisons');
            const rows = await exportedRows(page);
            expect(rows[0]?.[0]).toBe(componentTexts('cartColPlanName'));
            expect(rows.slice(1).map((r) => r[0])).toEqual([a.planname, b.planname]);

            await page.getByRole('button', { name: componentTexts('back') }).click();
            await compareBox(c).check();
            await compareButton.click();
            expect(
              await (await visible(page.getByRole('table'))).locator('thead th').allTextContents(),
            ).toEqual([a.issuername, b.issuername, c.issuername]);
            await page.getByRole('button', { name: componentTexts('back') }).click();

            await compareBox(d).click();
            await expectSnackbar(page, plansTexts('shopCompareUpTo3'));
            expect(await compareBox(d).isChecked()).toBe(false);
            expect(await page.getByTestId('compare-count').textContent()).toBe('3');
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        },
      );

      journey(
        'Plan Details and the Plan Summary Document lead to a plan in the cart; one plan only; the CSV holds the filtered plans on screen',
        { timeout: 120_000 },
        async () => {
          const { context, page, errors } = await openPage(viewport);
          try {
            await openShop(page, shopper);
            const withSummary = plans.find((p) => p.urlforbenefitsummarycoverage) as HealthPlan;
            const other = plans.find((p) => p.id !== withSummary.id) as HealthPlan;

            await card(page, withSummary)
              .getByRole('button', { name: plansTexts('shopPlanDetails') })
              .click();
            const details = await visible(page.getByRole('dialog', { name: plansTexts('shopDetailsTitle') }));
            await visible(
              details.getByRole('rowheader', { name: plansTexts('shopBenefitLabels.eyeglassesforchildren') }),
            );
            expect(await details.locator('tbody tr').count()).toBe(26);
            await expectScreen(page, 'Selected Plan Details');
            await details.getByRole('button', { name: commonTexts('close') }).click();
            await details.waitFor({ state: 'hidden' });

            await card(page, withSummary)
              .getByRole('button', { name: plansTexts('shopViewSummaryDocument') })
              .click();
            await visible(page.getByRole('heading', { name: plansTexts('shopSummaryTitle') }));
            await visible(page.getByRole('cell', { name: withSummary.planname }));
            await expectScreen(page, 'Plan Summary Document');
            await page.getByRole('button', { name: plansTexts('shopAddToCart') }).click();
            await visible(page.getByRole('button', { name: plansTexts('shopRemoveFromCart') }));
            await page.getByRole('button', { name: componentTexts('back') }).click();

            await visible(
              card(page, withSummary).getByRole('button', { name: plansTexts('shopRemoveFromCart') }),
            );
            await expectScreen(page, 'shop, a plan in the cart');
            await card(page, other)
              .getByRole('button', { name: plansTexts('shopAddToCart') })
              .click();
            await expectSnackbar(page, plansTexts('shopOnePlanOnly'));
            const stored = await page.evaluate(
              () =>
                JSON.parse(sessionStorage.getItem('ichra.builder') ?? '{}') as {
                  selectedPlan: { id: string; monthlyRateCents: number } | null;
                },
            );
            expect(stored.selectedPlan).toMatchObject({
              id: withSummary.id,
              monthlyRateCents: Math.round(withSummary.rate * 100),
            });

            // Nothing compared: Export Plans writes the filtered list, in the order on screen.
            await filter(page, 'metal').selectOption('Bronze');
            const expected = applyPlanFilters(plans, { ...noPlanFilters, metal: 'Bronze' }, 1);
            await expect.poll(() => shownIds(page)).toEqual(expected.map((p) => p.id));
            const rows = await exportedRows(page);
            expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((p) => p.planname));
            expect(rows.every((r) => r.length === rows[0]?.length)).toBe(true);
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        },
      );

      journey(
        "without an SSN on file, Add to Cart opens the SSN popup, which saves it and adds the plan; Next needs a plan ('Cart is empty !')",
        { timeout: 120_000 },
        async () => {
          const member = await memberWithProfile(`shop-ssn-${viewport.width}`, null);
          const { context, page, errors } = await openPage(viewport);
          try {
            await openShop(page, member);
            const plan = plans[0] as HealthPlan;
            const next = page.getByRole('button', {
              name: viewport.width > 840 ? componentTexts('stepNext') : commonTexts('proceed'),
              exact: true,
            });
            await next.click();
            await expectSnackbar(page, enrollmentTexts('cartEmpty'));
            await card(page, plan)
              .getByRole('button', { name: plansTexts('shopAddToCart') })
              .click();
            const popup = await visible(page.getByRole('dialog', { name: enrollmentTexts('ssnModalTitle') }));
            await visible(popup.getByText(apiTexts().ssnRequiredForElection));
            await expectScreen(page, 'SSN popup');

            await popup.getByRole('button', { name: plansTexts('shopSsnSave') }).click();
            await visible(popup.getByText(apiTexts().ssnIncomplete).first());
            await expectScreen(page, 'SSN popup, incomplete');

            await popup.getByLabel(componentTexts('ssnPart1')).fill('987');
            await popup.getByLabel(componentTexts('ssnPart2')).fill('65');
            await popup.getByLabel(componentTexts('ssnPart3')).fill('4329');
            await popup.getByRole('button', { name: plansTexts('shopSsnSave') }).click();
            await popup.waitFor({ state: 'hidden' });
            await visible(card(page, plan).getByRole('button', { name: plansTexts('shopRemoveFromCart') }));

            const saved = await call<{ data: { additionalid: string | null } }>(
              stack.portalUrl,
              'GET',
              '/api/Member/GetMember',
              {
                token: member.token,
              },
            );
            expect(saved.body.data.additionalid).toBe('***-**-4329');

            // With a plan in the cart, Next leaves Shop Health Plans for the following sub-step.
            await next.click();
            await page.waitForURL(
              (u) => u.pathname.startsWith('/enrollment/') && u.pathname !== '/enrollment/shop',
            );
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        },
      );
    },
    { takeTurns: true },
  ));
