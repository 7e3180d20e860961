/**
 * 'Your Current Plan' (spec builder sections 2 and 9; issue 25 item 6) in Chromium, walked once
 * at phone width (390 px), Shop Health Plans with the current-plan card checked at 1280 and 390 px
 * by resizing the page (axe, no sideways scrolling; support.ts `expectScreen`). A member who
 * holds a plan of this year, written the way `npm start` writes the demo employee with a plan on
 * record (`ensureDemoMember` and `planOnRecord` in infra/local/seed.ts), walks the builder's
 * screens (tests/e2e/builder-walk.ts) to Shop Health Plans for January 1 of
 * next year, where the card names the plan as next year's quote offers it. Keep Current Plan puts
 * it in the cart, Remove for cart takes it out again, and the plan is kept; the cart shows it and
 * its premium; Authorize Elections. The stored health order is that plan, and every amount equals
 * the cart to the cent and an independent recomputation: the premium the quote answers for this
 * member, the contribution the demo employer file states.
 *
 * Authorizing is once per plan year, so the walk gets a member of its own; the demo employee of
 * `npm start` (Avery Chen) is checked through the API: the plan on record is one of the catalog
 * and next year's quote offers it again.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { planUuid } from '../../infra/data/catalog/build';
import { parseEmployerFile } from '../../infra/data/employers';
import { demoEmployeeWithPlan, demoEmployer, type DemoEmployee } from '../../infra/local/demo/demo-data';
import { ensureDemoMember, planOnRecord } from '../../infra/local/seed';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { dollarsToCents } from '../../shared/domain/money';
import { plansTexts } from '../../frontend/src/features/plans/texts';
import { localClients } from '../abuse/support/members';
import { call } from '../helpers/http';
import { accessToken } from '../integration/access-helpers';
import { differencesFromStored, storedElections, walkBuilder, type CartShown } from './builder-walk';
import {
  expectScreen,
  openPage,
  signIn,
  uniqueEmail,
  useBrowser,
  viewports,
  visible,
  type OpenPage,
} from './support';

const stack = inject('stack');
useBrowser();

const base = stack.portalUrl;
const clients = localClients(stack);
const plansTable = { db: clients.db, tables: { plans: stack.tables.plans as string } };
const acme = parseEmployerFile(demoEmployer.file).employer;
const cents = (dollars: number) => Math.round(dollars * 100);

interface QuotedPlan {
  id: string;
  planid: string;
  planname: string;
  rate: number;
}

interface StoredMember {
  currentplanid: string | null;
  currentplanyear: number | null;
}

/** January 1 of next year (UTC), where the spec looks for the current plan (section 9). */
const nextJanuaryFirst = (now: Date) => `${now.getUTCFullYear() + 1}-01-01`;

/** The plans POST /api/HealthPlanQuote answers for the member alone (no dependents) on a date. */
async function quoteFor(
  token: string,
  m: DemoEmployee & { countyFips: string },
  effectiveDate: string,
): Promise<QuotedPlan[]> {
  const res = await call<{ healthplans: QuotedPlan[] }>(base, 'POST', '/api/HealthPlanQuote', {
    token,
    body: {
      empinfo: {
        firstname: m.firstname,
        lastname: m.lastname,
        createdby: m.firstname,
        birthdate: m.birthdate,
      },
      postalcode: m.postalcode,
      policyeffectivedateRequested: effectiveDate,
      gender: m.gender,
      issmoker: m.istobaccouser === 'Yes' ? 'true' : 'false',
      accountid: acme.accountid,
      countycode: m.countyFips,
      countyname: m.county,
      state: m.stateorprovince,
      city: m.city,
      memberdependentlist: [],
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.healthplans;
}

async function storedMember(token: string): Promise<StoredMember> {
  const res = await call<{ data: StoredMember }>(base, 'GET', '/api/Member/GetMember', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/**
 * The employee-only contribution of the member's class in a plan year, read from the demo employer
 * file as the operator wrote it (dollars), not through the portal's parser.
 */
async function employeeContributionCents(contributionclass: string, planYear: number): Promise<number> {
  const file = parseYaml(await readFile(demoEmployer.file, 'utf8')) as {
    classes: Array<{
      name: string;
      planYears: Record<string, { policy: { kind: string; tiers?: { employee: number } } }>;
    }>;
  };
  const policy = file.classes.find((c) => c.name === contributionclass)?.planYears[String(planYear)]?.policy;
  if (policy?.kind !== 'flat-by-tier' || !policy.tiers)
    throw new Error(`acme.yaml: class ${contributionclass} has no flat-by-tier policy for ${planYear}`);
  return cents(policy.tiers.employee);
}

/**
 * The funds bar's Amount Spent in cents, or null while it has none (it is rendered at every
 * width, hidden by CSS at 840 px and less).
 */
async function fundsSpent(page: Page): Promise<number | null> {
  const text = ((await page.getByTestId('funds-spent').textContent()) ?? '').trim();
  return text.startsWith('$') ? dollarsToCents(text) : null;
}

describe("the demo employee with a plan on record (npm start's seed)", () => {
  it('holds a plan of the catalog in its plan year, and next January 1 quotes the same HIOS plan again', async () => {
    const e = demoEmployeeWithPlan;
    const token = await accessToken(stack, e.email, e.password);
    const member = await storedMember(token);
    expect(member.currentplanyear).toBe(e.planYear);
    const expected = await planOnRecord(plansTable, e.countyFips, e.planYear);
    expect(member.currentplanid).toBe(expected.id);

    // The id is the quote's id of the plan in its own year, as the catalog forms it.
    const onRecord = (await quoteFor(token, e, `${e.planYear}-01-01`)).find(
      (p) => p.id === member.currentplanid,
    );
    expect(onRecord, `the ${e.planYear} quote offers plan ${member.currentplanid}`).toBeDefined();
    expect(member.currentplanid).toBe(planUuid(e.planYear, onRecord!.planid));

    const nextDate = nextJanuaryFirst(new Date());
    const offeredAgain = (await quoteFor(token, e, nextDate)).find((p) => p.planid === onRecord!.planid);
    expect(offeredAgain, `the ${nextDate} quote offers ${onRecord!.planid} again`).toBeDefined();
    expect(offeredAgain!.id).not.toBe(onRecord!.id);
  });
});

let open: OpenPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

describe('Your Current Plan, walked at phone width, Shop Health Plans checked at 1280 and 390 px', () => {
  const viewport = viewports.phone;
  it(
    'shows the plan on record at Shop Health Plans; Keep Current Plan and Remove for cart move it in and out of the cart; kept, it is authorized at its premium, to the cent',
    { timeout: 240_000 },
    async () => {
      // A member with a plan on record, written by the seed's own functions.
      const member = {
        ...demoEmployeeWithPlan,
        id: randomUUID(),
        email: uniqueEmail('current-plan'),
      };
      const plan = await planOnRecord(plansTable, member.countyFips, member.planYear);
      await ensureDemoMember(
        { ...clients, userPoolId: stack.userPoolId, tables: { members: stack.tables.members as string } },
        acme,
        member,
        plan,
      );
      const token = await accessToken(stack, member.email, member.password);
      expect(await storedMember(token)).toMatchObject({ currentplanid: plan.id, currentplanyear: plan.year });

      // Shopping for next January 1 when the employer offers it, else its first date (same plan year).
      const nextDate = nextJanuaryFirst(new Date());
      const employer = await call<{ data: { edoc_period: number } }>(base, 'GET', `/api/Employer/${acme.id}`);
      expect(employer.status, employer.text).toBe(200);
      const dates = effectiveDateOptions(new Date(), employer.body.data.edoc_period);
      const effectiveDateIndex = Math.max(0, dates.indexOf(nextDate));
      const effectiveDate = dates[effectiveDateIndex]!;
      expect(
        effectiveDate.slice(0, 4),
        `the shop date ${effectiveDate} is in the year after ${plan.year}`,
      ).toBe(String(plan.year + 1));

      // The independent figures: the plan as the quote offers it on that date, and its premium.
      const offered = (await quoteFor(token, member, effectiveDate)).find((p) => p.planid === plan.planId);
      expect(offered, `the ${effectiveDate} quote offers ${plan.planId}`).toBeDefined();
      const name = offered!.planname;
      expect(name.length, 'a name the card shows whole (at most 80 characters)').toBeLessThanOrEqual(80);
      const premium = cents(offered!.rate);
      const contribution = await employeeContributionCents(
        member.contributionclass,
        Number(effectiveDate.slice(0, 4)),
      );

      open = await openPage(viewport);
      const { page } = open;
      await signIn(page, stack, member);

      let cartPlanRow = '';
      const shown: CartShown = await walkBuilder(page, {
        path: 'shop',
        effectiveDateIndex,
        planName: name,
        onStep: async (step) => {
          if (step === 'cart')
            cartPlanRow = await page.locator('.cart .cart-table tbody tr[data-line="plan"]').innerText();
          if (step !== 'shop') return;
          const card = page.getByRole('region', { name: plansTexts('shopCurrentPlanTitle') });
          await visible(card, 45_000);
          await expect.poll(() => card.innerText()).toContain(name);
          expect(await card.innerText()).toContain(plansTexts('shopCurrentPlanText'));
          const listed = page
            .locator('article.shop-card')
            .filter({ has: page.locator('h3').getByText(name, { exact: true }) });
          const keep = card.getByRole('button', { name: plansTexts('shopKeepCurrentPlan') });
          const removeFor = card.getByRole('button', { name: plansTexts('shopRemoveForCart') });
          await visible(keep);
          await expect.poll(() => fundsSpent(page)).toBe(0);
          await expectScreen(page, 'Shop Health Plans with Your Current Plan');

          // Keep: the plan is in the cart, spend is its premium (spec section 4).
          await keep.click();
          await visible(removeFor);
          await visible(listed.getByRole('button', { name: plansTexts('shopRemoveFromCart') }));
          await expect.poll(() => fundsSpent(page)).toBe(premium);

          // Remove for cart: out again, spend back to 0.
          await removeFor.click();
          await visible(keep);
          await visible(listed.getByRole('button', { name: plansTexts('shopAddToCart') }));
          await expect.poll(() => fundsSpent(page)).toBe(0);

          // Kept for next year.
          await keep.click();
          await visible(removeFor);
          await expect.poll(() => fundsSpent(page)).toBe(premium);
        },
      });

      // The cart: that plan, at its premium.
      expect(shown.steps).toContain('shop');
      expect(shown.steps).not.toContain('hsa');
      expect(shown.effectiveDate).toBe(effectiveDate);
      expect(shown.planName).toBe(name);
      expect(cartPlanRow).toContain(name);
      expect(shown.lines).toEqual({ plan: premium });
      expect(shown.totalCents).toBe(premium);
      expect(shown.contributionCents).toBe(contribution);
      expect(shown.remainingCents).toBe(Math.max(0, contribution - premium));
      expect(shown.payrollDeductionCents).toBe(Math.max(0, premium - contribution));

      // What was stored: the health order is that plan, every amount as the cart showed it.
      const stored = await storedElections(base, token);
      expect(differencesFromStored(shown, stored)).toEqual([]);
      const orders = await call<{ orderdetails: Array<Record<string, unknown>> }>(
        base,
        'GET',
        '/api/Order/GetOrderByMember',
        { token },
      );
      expect(orders.body.orderdetails.map((o) => o.category)).toEqual(['healthinsurance']);
      expect(orders.body.orderdetails[0]).toMatchObject({
        productname: name,
        options: plan.planId,
        businessyear: plan.year + 1,
      });
      expect(cents(orders.body.orderdetails[0]!.amountspent as number)).toBe(premium);
      // The plan on record is now next year's plan.
      expect(await storedMember(token)).toEqual(
        expect.objectContaining({ currentplanid: offered!.id, currentplanyear: plan.year + 1 }),
      );
      expect(open.errors).toEqual([]);
    },
  );
});
