/**
 * The real walk through the enrollment builder, for the browser tests and the bench's journey:
 * from a signed-in page on /profile, through every sub-step the builder shows (the profile's Next,
 * Contributions, ICHRA Acknowledgment, Shop Health Plans, Flexible Spending and Additional
 * Services when the sub-step rules show them, Coverage Attestation, the cart), to Authorize Elections, the thank-you
 * modal and /welcome?authorize=true. Nothing is seeded: every choice is made on the screens, as an
 * employee makes it.
 *
 * It returns what the cart showed (each line and total in cents, and as the text on screen), so a
 * test can compare it with GET /api/Order/GetOrderByMember and GET /api/MemberAccount/
 * GetMemberAccount to the cent (`storedElections`, `differencesFromStored`).
 *
 * No test framework here (plain errors that say where the page is): bench/lib/browser.ts drives the
 * same walk to count the journey's API requests.
 */
import type { Locator, Page } from 'playwright-core';
import { dollarsToCents, formatDollars } from '../../shared/domain/money';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { cartTexts } from '../../frontend/src/features/cart/texts';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { plansTexts } from '../../frontend/src/features/plans/texts';
import { profileTexts } from '../../frontend/src/features/profile/texts';
import { advanceThrottleMs, lastAdvanceStorageKey } from '../../frontend/src/enrollment/use-builder-nav';
import { componentTexts } from '../../frontend/src/components/texts';
import { apiTexts } from '../../frontend/src/lib/api-texts';
import { commonTexts } from '../../frontend/src/lib/texts';

/** Where a value goes in a text read for `textPattern` (a character no text contains). */
export const anyValue = '\u0000';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A text of the catalogs as a whole-text pattern, whatever the language: each `anyValue` put in
 * its placeholders matches `value` (a regex source), e.g. any amount
 * `textPattern(cartTexts('cartDeductionNotice', { need: anyValue }), dollarsPattern)`.
 */
export function textPattern(text: string, value: string): RegExp {
  return new RegExp(`^${text.split(anyValue).map(escapeRegExp).join(value)}$`);
}

/** A dollar amount as formatDollars writes it (the same in every language). */
export const dollarsPattern = '-?\\$[\\d,]+\\.\\d{2}';

/** The member's own fields the profile step requires, filled where the profile lacks them. */
export interface WalkProfile {
  address: string;
  phone: string;
  /** A ZIP of the employer's state; a ZIP in several counties gets its first county. */
  zip: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  /** Nine digits. */
  ssn: string;
  gender: 'Male' | 'Female';
  tobacco: 'Yes' | 'No';
}

export const defaultWalkProfile: WalkProfile = {
  address: '12 Main Street',
  phone: '201-555-0100',
  zip: '07030',
  birthdate: '1988-04-12',
  ssn: '987654323',
  gender: 'Female',
  tobacco: 'No',
};

export interface WalkOptions {
  /** Shop Off Exchange (a plan in the cart) or waive coverage. */
  path: 'shop' | 'waive';
  /** The waiver reason as the list shows it (default 'Coverage under Medicare'). */
  waiverReason?: string;
  /** The text typed for the reason 'Other'. */
  otherReason?: string;
  /** Which of the offered effective dates (default 0, the first). */
  effectiveDateIndex?: number;
  /** Which plan card gets Add to Cart, in the page's order (default 0). */
  planIndex?: number;
  /** Which plan card gets Add to Cart, by its title (instead of `planIndex`). */
  planName?: string;
  /** Ticks the HSA Eligible filter first, so the plan is an HSA eligible one. */
  hsaEligiblePlan?: boolean;
  /** Monthly HSA amount in dollars, typed on Flexible Spending when the builder shows it. */
  hsaMonthly?: number;
  /** Adds an additional service when the builder shows the step: true for the first option, or the option's label. */
  additionalService?: boolean | string;
  /** The profile's values where the member's profile lacks them. */
  profile?: Partial<WalkProfile>;
  /** Milliseconds to wait for a screen (default 30 s: the machine may be shared). */
  timeout?: number;
  /**
   * Called as the walk reaches each screen, before acting on it: every sub-step by its id, 'cart'
   * once the cart shows its amounts, 'authorized' when the thank-you modal shows, 'welcome' at the
   * end (the bench counts the API requests between them).
   */
  onStep?: (step: string) => Promise<void> | void;
}

export type CartLineKind = 'plan' | 'waive' | 'hsa' | 'service';

export interface CartShown {
  /** The effective date chosen on Contributions (YYYY-MM-DD). */
  effectiveDate: string;
  /** The plan put in the cart (its card's title), null when waived. */
  planName: string | null;
  /** The sub-steps walked through, in order (e.g. contributions, ichra-acknowledgment, shop, hsa, ...). */
  steps: string[];
  /** Each cart line's monthly amount in cents, by kind. */
  lines: Partial<Record<CartLineKind, number>>;
  totalCents: number;
  contributionCents: number;
  remainingCents: number;
  /** What the deduction notice said would come out of pay each month; 0 when no notice was shown. */
  payrollDeductionCents: number;
  /** Whether the payroll-deduction acknowledgment was shown (and ticked). */
  deductionAcknowledged: boolean;
  /** The totals as the cart's text: { Total: '$412.50', ... }. */
  text: Record<string, string>;
  /** The thank-you modal's text. */
  thankYou: string;
}

const anyPath = /^\/enrollment\/[a-z-]+$/;
/** The step's forward button: Next, or Proceed on a phone. */
const forward = (page: Page) =>
  page.getByRole('button', {
    name: new RegExp(
      `^(${escapeRegExp(componentTexts('stepNext'))}|${escapeRegExp(commonTexts('proceed'))})$`,
    ),
  });

/** What the page says when a step did not go where expected: path, alerts and the start of its text. */
async function whereIs(page: Page): Promise<string> {
  const alerts = await page
    .locator('[role="alert"], [role="dialog"]')
    .allInnerTexts()
    .catch(() => []);
  const body = await page
    .locator('body')
    .innerText()
    .catch(() => '');
  return `at ${page.url()}; alerts/dialogs: ${JSON.stringify(alerts.filter((a) => a.trim()))}; page: ${body.replace(/\s+/g, ' ').slice(0, 500)}`;
}

async function shown(locator: Locator, what: string, page: Page, timeout: number): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`Builder walk: ${what} did not show ${await whereIs(page)}`, { cause: error });
  }
  return locator.first();
}

/**
 * Presses the step's forward button until the page leaves `from` (a second press after the
 * builder's 1000 ms advance throttle when the first was taken too soon).
 */
/**
 * Waits until the builder's advance throttle lets the next press through: the time of the last
 * advance is in the tab's session storage, so the wait ends on the page's own clock, not a sleep.
 */
export async function advanceThrottleOver(page: Page): Promise<void> {
  await page.waitForFunction(
    ([key, ms]) => Date.now() - (Number(window.sessionStorage.getItem(key)) || 0) >= ms,
    [lastAdvanceStorageKey, advanceThrottleMs] as const,
  );
}

async function advance(page: Page, from: string, button: Locator, timeout: number): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await button.click();
    try {
      await page.waitForURL((u) => u.pathname !== from, { timeout: attempt === 0 ? 3_000 : timeout / 2 });
      return new URL(page.url()).pathname;
    } catch {
      await advanceThrottleOver(page);
    }
  }
  throw new Error(`Builder walk: the forward button did not leave ${from} ${await whereIs(page)}`);
}

/** A radio of the kit: the input is visually hidden under its label, so the label is clicked. */
const chooseRadio = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();

/** Fills what the member's profile lacks, then Next (one PUT /api/Member/Profile). */
async function profileStep(page: Page, p: WalkProfile, timeout: number): Promise<void> {
  await shown(
    page.getByRole('heading', { name: profileTexts('profileHeading') }),
    'the profile step',
    page,
    timeout,
  );
  const fillIfEmpty = async (label: string, value: string) => {
    const field = page.getByLabel(label).first();
    if ((await field.inputValue()) === '') await field.fill(value);
  };
  await fillIfEmpty(profileTexts('profileLabels.address1'), p.address);
  await fillIfEmpty(profileTexts('profileLabels.phonenumber'), p.phone);
  const zip = page.getByLabel(componentTexts('profileLabels.postalcode'));
  const county = page.getByLabel(profileTexts('profileLabels.county'));
  if ((await zip.inputValue()) === '' || (await county.inputValue()) === '') {
    await zip.fill(p.zip);
    await zip.blur();
    const chooser = page.getByRole('dialog', { name: profileTexts('selectCounty') });
    // The county fills in by itself (one county) or after a choice in the chooser (several).
    // Read through its label in the page, so a re-rendered field is still the one looked at; with
    // `orChooser`, the county chooser being open also ends the wait.
    const countyFilled = ({ countyLabel, orChooser }: { countyLabel: string; orChooser: boolean }) => {
      const label = [...document.querySelectorAll('label')].find((l) =>
        l.textContent?.trim().startsWith(countyLabel),
      );
      const control = label?.control as HTMLInputElement | HTMLSelectElement | null | undefined;
      return (
        (!!control && control.value !== '') || (orChooser && document.querySelector('dialog[open]') !== null)
      );
    };
    try {
      const countyLabel = profileTexts('profileLabels.county');
      await page.waitForFunction(countyFilled, { countyLabel, orChooser: true }, { timeout });
      if (await chooser.isVisible()) await chooser.getByRole('button').first().click();
      await page.waitForFunction(countyFilled, { countyLabel, orChooser: false }, { timeout });
    } catch (e) {
      throw new Error(`Builder walk: ZIP ${p.zip} gave no county ${await whereIs(page)}`, { cause: e });
    }
  }
  await fillIfEmpty(profileTexts('profileLabels.birthdate'), p.birthdate);
  // An SSN on file shows as its last four digits; otherwise the three boxes are typed.
  const ssnOnFile = textPattern(profileTexts('ssnOnFile', { last4: anyValue }), '\\d{4}');
  if ((await page.getByText(ssnOnFile).count()) === 0) {
    const parts = [p.ssn.slice(0, 3), p.ssn.slice(3, 5), p.ssn.slice(5)];
    const boxes = [componentTexts('ssnPart1'), componentTexts('ssnPart2'), componentTexts('ssnPart3')];
    for (const [i, box] of boxes.entries()) await page.getByLabel(box).fill(parts[i]!);
  }
  for (const [group, value] of [
    [
      profileTexts('profileLabels.gender'),
      p.gender === 'Male' ? profileTexts('profileMale') : profileTexts('profileFemale'),
    ],
    [
      profileTexts('profileLabels.tobacco'),
      p.tobacco === 'Yes' ? componentTexts('profileYes') : componentTexts('profileNo'),
    ],
  ] as const) {
    const checked = await page
      .getByRole('radiogroup', { name: group })
      .getByRole('radio', { checked: true })
      .count();
    if (checked === 0) await chooseRadio(page, group, value);
  }
  const next = page.getByRole('button', { name: componentTexts('stepNext'), exact: true });
  if (await next.isDisabled())
    throw new Error(
      `Builder walk: the profile's Next is off (the employer's online enrollment is closed) ${await whereIs(page)}`,
    );
  await advance(page, '/profile', next, timeout);
}

/** Contributions: the option, the waiver reason, the effective date; answers the date chosen. */
async function contributionsStep(page: Page, o: WalkOptions, timeout: number): Promise<string> {
  await shown(
    page.getByRole('heading', { name: builderTexts('contribHeading') }),
    'Contributions',
    page,
    timeout,
  );
  await page
    .getByText(
      o.path === 'waive' ? builderTexts('contribWaiveCoverage') : builderTexts('contribShopOffExchange'),
      {
        exact: true,
      },
    )
    .click();
  if (o.path === 'waive') {
    const reason = o.waiverReason ?? 'Coverage under Medicare';
    // By its value: the reasons are the spec's list (shared/domain/elections.ts).
    await page.getByLabel(builderTexts('contribWaiverReasonLabel')).selectOption(reason);
    if (reason === 'Other')
      await (
        await shown(
          page.getByLabel(builderTexts('contribEnterReason')),
          'the Other reason box',
          page,
          timeout,
        )
      ).fill(o.otherReason ?? 'Covered by another plan');
  }
  const dates = page.getByLabel(componentTexts('contribEffectiveDate'));
  const values = await dates
    .locator('option')
    .evaluateAll((os) => os.map((x) => (x as HTMLOptionElement).value));
  const date = values[o.effectiveDateIndex ?? 0];
  if (!date)
    throw new Error(
      `Builder walk: no effective date #${o.effectiveDateIndex ?? 0} among ${values.join(', ')}`,
    );
  await dates.selectOption(date);
  return date;
}

/** ICHRA Acknowledgment: the certification ticked. */
async function ichraStep(page: Page, timeout: number): Promise<void> {
  await shown(
    page.getByRole('heading', { name: apiTexts().subStepIchraAcknowledgment, level: 2 }),
    'ICHRA Acknowledgment',
    page,
    timeout,
  );
  const box = page.getByLabel(builderTexts('ichraCertify'));
  if (!(await box.isChecked())) await page.getByText(builderTexts('ichraCertify')).click();
}

/** Shop Health Plans: Add to Cart on the chosen card; answers the plan's title. */
async function shopStep(page: Page, o: WalkOptions, timeout: number): Promise<string> {
  await shown(page.getByTestId('plans-found'), 'the plans of Shop Health Plans', page, timeout);
  if (o.hsaEligiblePlan) {
    const hsa = page.getByRole('group', { name: plansTexts('shopFilters') }).getByRole('checkbox', {
      name: plansTexts('shopHsaEligible'),
    });
    if (!(await hsa.isChecked()))
      await page
        .getByRole('group', { name: plansTexts('shopFilters') })
        .getByText(plansTexts('shopHsaEligible'))
        .click();
    await page.waitForURL((u) => u.searchParams.get('hsa') === '1', { timeout });
  }
  const cards = page.locator('article.shop-card');
  const index = o.planIndex ?? 0;
  const card = o.planName
    ? cards.filter({ has: page.locator('h3').getByText(o.planName, { exact: true }) }).first()
    : cards.nth(index);
  await shown(card, o.planName ? `the plan card of ${o.planName}` : `plan card #${index}`, page, timeout);
  const name = (await card.locator('h3').innerText()).trim();
  const remove = card.getByRole('button', { name: plansTexts('shopRemoveFromCart') });
  if ((await remove.count()) === 0)
    await card.getByRole('button', { name: plansTexts('shopAddToCart') }).click();
  await shown(remove, `'${plansTexts('shopRemoveFromCart')}' on ${name}`, page, timeout);
  return name;
}

/** Flexible Spending: the monthly HSA amount. */
async function hsaStep(page: Page, o: WalkOptions, timeout: number): Promise<void> {
  await shown(
    page.getByRole('heading', { name: builderTexts('hsaHeading') }),
    'Flexible Spending',
    page,
    timeout,
  );
  const amount = page.getByLabel(builderTexts('hsaAmountLabel'));
  await amount.fill(o.hsaMonthly ? String(o.hsaMonthly) : '');
}

/** Additional Services: Add To Cart on the chosen option, or nothing. */
async function servicesStep(page: Page, o: WalkOptions, timeout: number): Promise<void> {
  await shown(
    page.getByRole('heading', { name: apiTexts().subStepAdditionalServices }),
    'Additional Services',
    page,
    timeout,
  );
  if (!o.additionalService) return;
  const price = await shown(
    page.getByLabel(componentTexts('servicePriceLabel')),
    'the services list',
    page,
    timeout,
  );
  if (typeof o.additionalService === 'string') await price.selectOption({ label: o.additionalService });
  const remove = page.getByRole('button', { name: builderTexts('serviceRemove'), exact: true });
  if ((await remove.count()) === 0)
    await page.getByRole('button', { name: builderTexts('serviceAddToCart'), exact: true }).click();
  await shown(remove, `'${builderTexts('serviceRemove')}' on the service`, page, timeout);
}

/** Coverage Attestation (issue 40): every person listed ticked, the member and each dependent. */
async function attestationStep(page: Page, timeout: number): Promise<void> {
  const group = await shown(
    page.getByRole('group', { name: enrollmentTexts('coverageAttestationStatement') }),
    'the people of Coverage Attestation',
    page,
    timeout,
  );
  // One label per person, each holding its checkbox (visually hidden: the label is clicked).
  const labels = group.locator('label');
  for (let i = 0; i < (await labels.count()); i++) {
    const label = labels.nth(i);
    const box = label.getByRole('checkbox');
    if (!(await box.isChecked())) await label.click();
    if (!(await box.isChecked()))
      throw new Error(`Builder walk: attestation #${i + 1} did not tick ${await whereIs(page)}`);
  }
}

const centsOf = (text: string): number => dollarsToCents(text);

/**
 * What the cart shows: each line's amount in cents (by its `data-line`: plan, waive, hsa, service)
 * and each total as written (label → "$1,234.50").
 */
export async function cartAmounts(
  page: Page,
): Promise<{ lines: Record<string, number>; totals: Record<string, string> }> {
  const lines = await page
    .locator('.cart .cart-table tbody tr')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((r) => [
          r.getAttribute('data-line') ?? '',
          Number(r.querySelector('[data-cents]')?.getAttribute('data-cents')),
        ]),
      ),
    );
  const totals = await page
    .locator('.cart .cart__total')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((i) => [
          (i.querySelector('dt')?.textContent ?? '').trim(),
          (i.querySelector('dd')?.textContent ?? '').trim(),
        ]),
      ),
    );
  return { lines, totals };
}

/** The cart's lines and totals, the deduction notice, then Authorize → thank-you → /welcome. */
async function cartStep(
  page: Page,
  timeout: number,
  onStep: (step: string) => Promise<void> | void,
): Promise<Omit<CartShown, 'effectiveDate' | 'planName' | 'steps'>> {
  await shown(page.locator('.cart .cart__totals'), 'the cart with its amounts', page, timeout);
  const { lines, totals: text } = await cartAmounts(page);
  const total = (label: string) => {
    const value = text[label];
    if (value === undefined)
      throw new Error(`Builder walk: the cart shows no '${label}' (${JSON.stringify(text)})`);
    return centsOf(value);
  };
  const notice = page.locator('.cart .cart__deduction');
  let payrollDeductionCents = 0;
  const deductionAcknowledged = (await notice.count()) > 0;
  if (deductionAcknowledged) {
    const said = new RegExp(dollarsPattern).exec(await notice.locator('p').first().innerText());
    if (!said) throw new Error(`Builder walk: the deduction notice names no amount ${await whereIs(page)}`);
    payrollDeductionCents = centsOf(said[0]);
    const box = notice.getByRole('checkbox');
    const need = formatDollars(payrollDeductionCents);
    if (!(await box.isChecked()))
      await notice.getByText(cartTexts('cartDeductionAcknowledge', { need }), { exact: true }).click();
    if (!(await box.isChecked()))
      throw new Error(`Builder walk: the deduction acknowledgment did not tick ${await whereIs(page)}`);
  }

  await page.getByRole('button', { name: cartTexts('authorizeElections') }).click();
  const thanks = page.getByRole('dialog', { name: cartTexts('thankYouTitle') });
  try {
    await thanks.waitFor({ state: 'visible', timeout });
  } catch (error) {
    const failure = await page.locator('.cart__error').allInnerTexts();
    throw new Error(
      `Builder walk: Authorize Elections did not thank (${failure.join(' ')}) ${await whereIs(page)}`,
      {
        cause: error,
      },
    );
  }
  await onStep('authorized');
  const thankYou = (await thanks.innerText()).trim();
  await thanks.getByRole('button', { name: cartTexts('closeWindow') }).click();
  await page.waitForURL((u) => u.pathname === '/welcome' && u.searchParams.get('authorize') === 'true', {
    timeout,
  });
  await onStep('welcome');
  return {
    lines,
    totalCents: total(cartTexts('cartTotal')),
    contributionCents: total(cartTexts('cartAvailableContribution')),
    remainingCents: total(cartTexts('cartRemaining')),
    payrollDeductionCents,
    deductionAcknowledged,
    text,
    thankYou,
  };
}

/**
 * Walks a signed-in page from /profile (it goes there first when elsewhere) through the builder to
 * Authorize Elections and /welcome?authorize=true. Each sub-step is handled when the builder shows
 * it, so the sub-step rules of the member's employer decide the way (HSA only for an HSA eligible
 * plan where the employer offers it, Additional Services only where employeazecustomer is 1).
 */
export async function walkBuilder(page: Page, options: WalkOptions): Promise<CartShown> {
  const timeout = options.timeout ?? 30_000;
  const onStep = options.onStep ?? (() => undefined);
  const profile = { ...defaultWalkProfile, ...options.profile };
  const origin = new URL(page.url()).origin;
  if (new URL(page.url()).pathname !== '/profile') await page.goto(`${origin}/profile`);
  await profileStep(page, profile, timeout);

  const steps: string[] = [];
  let effectiveDate: string | null = null;
  let planName: string | null = null;
  let path = new URL(page.url()).pathname;
  while (path !== '/enrollment/cart') {
    if (!anyPath.test(path) || steps.length > 8)
      throw new Error(`Builder walk: left the builder after ${steps.join(' → ')} ${await whereIs(page)}`);
    const step = path.slice('/enrollment/'.length);
    steps.push(step);
    await onStep(step);
    switch (step) {
      case 'contributions':
        effectiveDate = await contributionsStep(page, options, timeout);
        break;
      case 'ichra-acknowledgment':
        await ichraStep(page, timeout);
        break;
      case 'shop':
        planName = await shopStep(page, options, timeout);
        break;
      case 'hsa':
        await hsaStep(page, options, timeout);
        break;
      case 'additional-services':
        await servicesStep(page, options, timeout);
        break;
      case 'coverage-attestation':
        await attestationStep(page, timeout);
        break;
      default:
        throw new Error(`Builder walk: an unknown sub-step ${step} ${await whereIs(page)}`);
    }
    path = await advance(page, path, forward(page), timeout);
  }
  steps.push('cart');
  // Asked for a choice the builder never offered: say so rather than authorize without it.
  if (options.additionalService && !steps.includes('additional-services'))
    throw new Error(`Builder walk: no Additional Services step to add a service (${steps.join(' → ')})`);
  if (options.hsaMonthly && !steps.includes('hsa'))
    throw new Error(`Builder walk: no Flexible Spending step for the HSA amount (${steps.join(' → ')})`);
  if (!effectiveDate)
    throw new Error(`Builder walk: reached the cart without Contributions (${steps.join(' → ')})`);
  await shown(page.locator('.cart .cart__totals'), 'the cart with its amounts', page, timeout);
  await onStep('cart');
  const cart = await cartStep(page, timeout, onStep);
  return { effectiveDate, planName, steps, ...cart };
}

export interface StoredElections {
  orders: Array<{
    category: string;
    amountspent: number;
    productname: string | null;
    vendorname: string | null;
    businessyear: number;
    policyeffectivedate: string;
  }>;
  account: {
    waivecoverage: number;
    waivecoveragereason: string | null;
    currentemployercontribution: number;
    currenthealthinsurancepremium: number;
    currentpayrolldeduction: number;
    currentbalance: number;
  };
}

/** The caller's orders and member account, as GET /api/Order/GetOrderByMember and GetMemberAccount answer them. */
export async function storedElections(portalUrl: string, token: string): Promise<StoredElections> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${portalUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const [orders, account] = await Promise.all([
    get<{ orderdetails: StoredElections['orders'] }>('/api/Order/GetOrderByMember'),
    get<{ data: StoredElections['account'] }>('/api/MemberAccount/GetMemberAccount'),
  ]);
  return { orders: orders.orderdetails, account: account.data };
}

/**
 * Where what was stored differs from what the cart showed, to the cent (an empty list when they
 * agree): each order holds its own line (the health order the plan premium, not the spec's 'total
 * spend minus the HSA', which counts a service twice), the orders add up to the cart's Total, and
 * the account's contribution, premium, balance and payroll deduction are the cart's figures.
 */
export function differencesFromStored(shown: CartShown, { orders, account }: StoredElections): string[] {
  const out: string[] = [];
  const cents = (dollars: number) => dollarsToCents(dollars);
  const expectEqual = (what: string, stored: number | undefined, onCart: number | undefined) => {
    if (stored !== onCart) out.push(`${what}: stored ${stored}, cart ${onCart}`);
  };
  const order = (category: string) => orders.find((o) => o.category === category);
  const { plan, hsa, service, waive } = shown.lines;
  if (plan !== undefined) {
    const health = order('healthinsurance');
    expectEqual('health order (the plan premium)', health && cents(health.amountspent), plan);
    expectEqual('account premium', cents(account.currenthealthinsurancepremium), plan);
    expectEqual('account waivecoverage', account.waivecoverage, 0);
  } else {
    const waived = order('waive');
    expectEqual('waive order', waived && cents(waived.amountspent), waive ?? 0);
    expectEqual('account waivecoverage', account.waivecoverage, 1);
  }
  const hsaOrder = order('HSA');
  expectEqual('HSA order', hsaOrder && cents(hsaOrder.amountspent), hsa);
  const serviceOrder = order('additionalservices');
  expectEqual('additional-services order', serviceOrder && cents(serviceOrder.amountspent), service);
  expectEqual(
    'cart total = its lines',
    shown.totalCents,
    (plan ?? 0) + (waive ?? 0) + (hsa ?? 0) + (service ?? 0),
  );
  expectEqual(
    'stored orders = cart total',
    orders.reduce((sum, o) => sum + cents(o.amountspent), 0),
    shown.totalCents,
  );
  expectEqual('account contribution', cents(account.currentemployercontribution), shown.contributionCents);
  expectEqual('account balance', cents(account.currentbalance), shown.remainingCents);
  expectEqual(
    'account payroll deduction',
    cents(account.currentpayrolldeduction),
    shown.payrollDeductionCents,
  );
  for (const o of orders)
    if (o.policyeffectivedate < shown.effectiveDate)
      out.push(`${o.category} order effective ${o.policyeffectivedate}, before ${shown.effectiveDate}`);
  return out;
}
