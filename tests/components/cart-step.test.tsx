/**
 * The cart step's states (spec builder sections 2 and 4) with the API answered per test: loading,
 * failed with the server's message and tried again, ready with every line and total equal to the
 * answers (recomputed here in cents from the raw answers), Authorize Elections' blocked states and
 * their messages, a refused authorization and its retry with the same idempotency key, and the
 * thank-you modal that leads to /welcome.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cents } from '../../shared/domain/money';
import * as apiMessages from '../../shared/api-messages';
import { coverageAttestationVersion } from '../../shared/domain/coverage-attestation';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { cartTexts } from '../../frontend/src/features/cart/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { benefitFields, type HealthPlan } from '../../shared/schemas/quote';
import type { PublicEmployer } from '../../frontend/src/enrollment/api/get-employer';
import type { Member } from '../../frontend/src/enrollment/api/get-member';
import {
  builderActions,
  builderStorageKey,
  clearBuilder,
} from '../../frontend/src/enrollment/state/builder-store';
import { CartStep } from '../../frontend/src/features/cart/components/cart-step';
import { memberQuery } from '../../frontend/src/enrollment/api/get-member';
import { ensureQuery } from '../../frontend/src/enrollment/api/cached-read';
import { queryClient } from '../../frontend/src/lib/query-client';
import { builderRoute, newMember } from './builder-fixtures';
import { deferred, renderRoutes, serveApi, type Answers } from './support';
import { componentTexts } from '../../frontend/src/components/texts';

const effectiveDate = '2026-07-01';

const employer: PublicEmployer = {
  id: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
  accountid: 'ACCT-1',
  accountname: 'Initech',
  logo: null,
  emailaddress: null,
  employeazecustomer: 1,
  hsaonly: 1,
  edoc_period: 0,
  enrollmentWindow: null,
};

function quotedPlan(over: Partial<HealthPlan>): HealthPlan {
  return {
    id: 'plan-silver',
    planid: 'plan-silver',
    planname: 'Acme Silver PPO',
    issuername: 'Acme Health',
    plantype: 'PPO',
    metallevel: 'Silver',
    ishsaeligible: 'Yes',
    rate: 612.34,
    annualdeductibleindividual: '$2,000',
    annualdeductiblefamily: '$4,000',
    combinedmedicaldrugdeductibleindividual: null,
    annualoopmaxindividual: '$8,000',
    annualoopmaxfamily: '$16,000',
    planeffectivedate: effectiveDate,
    urlforbenefitsummarycoverage: null,
    providerlink: null,
    createdon: '',
    createdby: '',
    modifiedon: '',
    ...Object.fromEntries(benefitFields.map((f) => [f, '$20'])),
    ...over,
  } as HealthPlan;
}

const location = {
  countyname: 'Essex',
  statename: 'New Jersey',
  state: 'NJ',
  city: 'Newark',
  zipcode: '07102',
  countycode: '34013',
};
const dental = {
  option: 'Employee Only',
  cost: 32.5,
  subcategory: 'Dental',
  vendorname: 'Smile Co',
  description: 'Dental cover',
  taxstatus: 'Pre-Tax',
};

/** The API of a cart: the quote, the contribution and the product list, each replaceable. */
function cartApi(plan: HealthPlan, contributionDollars: number, over: Answers = {}): Answers {
  return {
    'get-dependents': () => ({ body: { success: true, dependents: [], version: 1 } }),
    'get-zip-county': () => ({ body: { success: true, locationlist: [location] } }),
    'post-quote': () => ({ body: { success: true, healthplans: [plan] } }),
    'get-monthly-contribution': () => ({ body: { success: true, data: contributionDollars } }),
    'get-products': () => ({ body: { success: true, productlist: [dental] } }),
    'post-order': () => ({
      body: { success: true, orderdetails: [], confirmationEmail: 'queued', message: 'ok' },
    }),
    ...over,
  };
}

/** Whom the Coverage Attestation step was ticked for, unless a test names the member. */
const attestedId = '0c7d1f3e-5a2b-4c6d-8e9f-1a2b3c4d5e6f';

/** The builder's choices: shopping the plan on the effective date, with an HSA amount and a service. */
function choose(
  plan: HealthPlan,
  extras: { hsaCents?: number; service?: boolean; attestedFor?: string } = {},
) {
  builderActions.fixEffectiveDate([effectiveDate]);
  builderActions.setHealthOption('shop');
  builderActions.selectPlan({
    id: plan.id,
    name: plan.planname,
    hsaEligible: plan.ishsaeligible === 'Yes',
    monthlyRateCents: Math.round(plan.rate * 100) as Cents,
  });
  builderActions.setIchraAcknowledged(true);
  builderActions.setCoverageAttested(extras.attestedFor ?? attestedId, true);
  if (extras.hsaCents) builderActions.setHsaMonthlyCents(extras.hsaCents as Cents);
  if (extras.service)
    builderActions.setAdditionalService({
      productId: dental.subcategory,
      optionId: dental.option,
      monthlyCents: 3250 as Cents,
    });
}

/** The idempotency key the builder store keeps (in session storage, as a reload finds it). */
const storeKey = (): string | null =>
  (JSON.parse(sessionStorage.getItem(builderStorageKey) ?? '{}') as { authorizationKey?: string | null })
    .authorizationKey ?? null;

function renderCart(member: Member) {
  return renderRoutes(
    [
      builderRoute('/enrollment/cart', <CartStep />, { member, employer }),
      { path: '/welcome', element: <p>welcome page</p> },
    ],
    '/enrollment/cart',
  ).router;
}

/** "$1,234.56" as cents, read digit by digit. */
const centsOf = (text: string | null) => Number((text ?? '').replace(/[$,.]/g, ''));

/** The cart's totals, label → cents. */
function shownTotals(): Record<string, number> {
  const totals = document.querySelector('.cart__totals')!;
  return Object.fromEntries(
    [...totals.querySelectorAll('.cart__total')].map((row) => [
      row.querySelector('dt')!.textContent,
      centsOf(row.querySelector('dd')!.textContent),
    ]),
  );
}

/** The cart's own table once priced (the print view, hidden on screen, has another). */
async function readyCart(): Promise<HTMLElement> {
  await screen.findByRole('button', { name: cartTexts('authorizeElections') });
  return document.querySelector<HTMLElement>('.cart .cart-table')!;
}

/** The message the cart says in its own error line (the snackbar may say it too). */
async function cartError(): Promise<string | null> {
  return (
    await waitFor(() => {
      const line = document.querySelector('.cart__error');
      if (!line) throw new Error('no error line yet');
      return line;
    })
  ).textContent;
}

const authorizeButton = () => screen.getByRole('button', { name: cartTexts('authorizeElections') });

beforeEach(() => {
  clearBuilder();
  queryClient.clear();
});

describe('the cart step', () => {
  it('says it is loading until the quote answers, then shows each line and total as the API answered them', async () => {
    const plan = quotedPlan({ rate: 612.34 });
    const quote = deferred();
    const calls = serveApi(cartApi(plan, 700, { 'post-quote': () => quote.answer }));
    choose(plan, { hsaCents: 5000, service: true });
    renderCart(newMember());

    expect((await screen.findByRole('status')).textContent).toContain(cartTexts('cartLoading'));
    quote.release(200, { success: true, healthplans: [plan] });
    const table = await readyCart();

    // Recomputed from the raw answers: the premium in dollars, the product's cost, the HSA chosen.
    const premium = 61234;
    const service = 3250;
    const hsa = 5000;
    const contribution = 70000;
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [r.getAttribute('data-line'), centsOf(r.querySelector('[data-cents]')!.textContent)]);
    expect(rows).toEqual([
      ['plan', premium],
      ['hsa', hsa],
      ['service', service],
    ]);
    expect(within(table).getByText(plan.planname)).toBeTruthy();
    const spent = premium + hsa + service;
    expect(shownTotals()).toEqual({
      [cartTexts('cartTotal')]: spent,
      [cartTexts('cartAvailableContribution')]: contribution,
      [cartTexts('cartRemaining')]: Math.max(0, contribution - spent),
    });
    // Under the contribution: no deduction to acknowledge.
    expect(screen.queryByLabelText(/payroll/i)).toBeNull();
    // Every read that takes a signal got the query's.
    for (const handler of ['post-quote', 'get-products'] as const)
      expect(calls.find((c) => c.handler === handler)?.signal).toBeInstanceOf(AbortSignal);
  });

  it("shows the server's message when the cart cannot be priced, and Try again reads it again", async () => {
    const plan = quotedPlan({});
    let refuse = true;
    serveApi(
      cartApi(plan, 700, {
        'post-quote': () =>
          refuse
            ? { status: 503, body: { success: false, message: 'Quotes are resting.', requestId: 'r-1' } }
            : { body: { success: true, healthplans: [plan] } },
      }),
    );
    choose(plan);
    renderCart(newMember());

    expect(await cartError()).toBe('Quotes are resting.');
    refuse = false;
    await userEvent.setup().click(screen.getByRole('button', { name: componentTexts('cartRetry') }));
    await readyCart();
    expect(document.querySelector('.cart__error')).toBeNull();
  });

  it('says the cart is empty when shopping without a plan', async () => {
    serveApi(cartApi(quotedPlan({}), 700));
    builderActions.fixEffectiveDate([effectiveDate]);
    builderActions.setHealthOption('shop');
    renderCart(newMember());
    expect(await cartError()).toBe(enrollmentTexts('cartEmpty'));
  });

  it('asks for the profile when the member cannot be quoted', async () => {
    const plan = quotedPlan({});
    serveApi(cartApi(plan, 700));
    choose(plan);
    renderCart(newMember({ birthdate: null }));
    expect(await cartError()).toBe(cartTexts('cartProfileIncomplete'));
  });

  it('blocks Authorize Elections until the payroll deduction is acknowledged, then sends the acknowledgment', async () => {
    const plan = quotedPlan({ rate: 812.5, ishsaeligible: 'No' });
    const calls = serveApi(cartApi(plan, 500.25));
    choose(plan);
    renderCart(newMember());
    await readyCart();
    const need = 81250 - 50025;
    expect(shownTotals()[cartTexts('cartRemaining')]).toBe(0);
    const needText = `$${Math.floor(need / 100)}.${String(need % 100).padStart(2, '0')}`;
    expect(screen.getByText(cartTexts('cartDeductionNotice', { need: needText }))).toBeTruthy();

    const user = userEvent.setup();
    await user.click(authorizeButton());
    const deduction = () => document.querySelector<HTMLElement>('.cart__deduction')!;
    expect(within(deduction()).getByText(apiMessages.contributionGreaterThanSpent)).toBeTruthy();
    expect(calls.some((c) => c.handler === 'post-order')).toBe(false);

    await user.click(screen.getByRole('checkbox'));
    expect(within(deduction()).queryByText(apiMessages.contributionGreaterThanSpent)).toBeNull();
    await user.click(authorizeButton());
    await screen.findByRole('dialog', { name: cartTexts('thankYouTitle') });
    const order = calls.find((c) => c.handler === 'post-order')!;
    expect(order.body).toMatchObject({
      payrollDeductionAcknowledged: true,
      effectiveDate,
      election: {
        kind: 'shop',
        planid: plan.id,
        coverageAttestation: { version: coverageAttestationVersion, people: [attestedId] },
      },
    });
  });

  it('names the people attested for in the printed summary, and blocks Authorize Elections before anyone is', async () => {
    const plan = quotedPlan({ rate: 300, ishsaeligible: 'No' });
    const member = newMember();
    const calls = serveApi(cartApi(plan, 500));
    choose(plan, { attestedFor: member.id });
    renderCart(member);
    await readyCart();
    const print = screen.getByTestId('print-summary');
    expect(within(print).getByRole('heading', { name: apiMessages.subStepCoverageAttestation })).toBeTruthy();
    expect(print.textContent).toContain(enrollmentTexts('coverageAttestationStatement'));
    expect(print.textContent).toContain(
      enrollmentTexts('coverageAttestationFor', { names: `${member.firstname} ${member.lastname}` }),
    );
    expect(print.textContent).toContain(coverageAttestationVersion);

    // Un-ticked (e.g. the household changed): the cart says so and sends nothing.
    builderActions.setCoverageAttested(member.id, false);
    await userEvent.setup().click(authorizeButton());
    expect(await screen.findAllByText(apiMessages.coverageAttestationMissing)).not.toHaveLength(0);
    expect(calls.some((c) => c.handler === 'post-order')).toBe(false);
  });

  it('saves a primary care physician through the route’s action, from the version read, then reads the member again', async () => {
    const plan = quotedPlan({});
    let held = newMember({ version: 4 });
    const calls = serveApi(
      cartApi(plan, 900, {
        'get-member': () => ({ body: { success: true, data: held } }),
        'put-member-pcp': (call) => {
          held = { ...held, ...(call.body as object), version: 5 };
          return { body: { success: true, data: held } };
        },
      }),
    );
    choose(plan);
    renderRoutes(
      [
        builderRoute('/enrollment/cart', <CartStep />, async () => ({
          member: await ensureQuery(memberQuery),
          employer,
        })),
      ],
      '/enrollment/cart',
    );
    await readyCart();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: cartTexts('addPrimaryCarePhysician') }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: componentTexts('additionalInfoTitle') },
      { timeout: 10_000 },
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Primary Care Physician Name/ }),
      ' Dr. Who ',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Primary Care Physician ID/ }), 'PCP-7');
    await user.click(within(dialog).getByRole('button', { name: componentTexts('profileSave') }));
    expect(await screen.findByText(cartTexts('pcpSaved'))).toBeTruthy();
    expect(
      calls
        .filter((c) => c.handler === 'put-member-pcp' || c.handler === 'get-member')
        .map((c) => [c.handler, c.body]),
    ).toEqual([
      ['get-member', undefined],
      ['put-member-pcp', { pcpname: 'Dr. Who', pcpid: 'PCP-7', existingpatient: null, version: 4 }],
      ['get-member', undefined],
    ]);
  });

  it('opens the SSN popup instead of sending when no SSN is on file', async () => {
    const plan = quotedPlan({});
    const calls = serveApi(cartApi(plan, 900));
    choose(plan);
    renderCart(newMember({ additionalid: null }));
    await readyCart();
    await userEvent.setup().click(authorizeButton());
    expect(await screen.findByText(apiMessages.ssnRequiredForElection)).toBeTruthy();
    expect(calls.some((c) => c.handler === 'post-order')).toBe(false);
  });

  it('shows a refused authorization, keeps the cart, retries with the same key and leads to /welcome', async () => {
    const plan = quotedPlan({ ishsaeligible: 'No' });
    let refuse = true;
    const calls = serveApi(
      cartApi(plan, 900, {
        'post-order': () =>
          refuse
            ? {
                status: 400,
                body: { success: false, message: apiMessages.acknowledgeCheckbox, requestId: 'r-2' },
              }
            : { body: { success: true, orderdetails: [], confirmationEmail: 'queued', message: 'ok' } },
      }),
    );
    choose(plan);
    const router = renderCart(newMember());
    await readyCart();
    const before = shownTotals();
    const user = userEvent.setup();

    await user.click(authorizeButton());
    expect(await cartError()).toBe(apiMessages.acknowledgeCheckbox);
    expect(shownTotals()).toEqual(before);
    expect(storeKey()).not.toBeNull();

    refuse = false;
    await user.click(authorizeButton());
    const thanks = await screen.findByRole('dialog', { name: cartTexts('thankYouTitle') });
    expect(within(thanks).getByText(cartTexts('thankYou', { employer: employer.accountname }))).toBeTruthy();
    expect(within(thanks).getByText(cartTexts('thankYouEmailSent'))).toBeTruthy();
    const keys = calls
      .filter((c) => c.handler === 'post-order')
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Success forgets the key: the next authorization is a new one.
    expect(storeKey()).toBeNull();

    await user.click(within(thanks).getByRole('button', { name: cartTexts('closeWindow') }));
    await screen.findByText('welcome page');
    expect(router.state.location.search).toBe('?authorize=true');
  });

  it('says something went wrong when the answer to an authorization is lost', async () => {
    const plan = quotedPlan({ ishsaeligible: 'No' });
    serveApi(
      cartApi(plan, 900, {
        'post-order': () => Promise.reject(new TypeError('network down')),
      }),
    );
    choose(plan);
    renderCart(newMember());
    await readyCart();
    await userEvent.setup().click(authorizeButton());
    expect(await cartError()).toBe(commonTexts('somethingWentWrong'));
    await waitFor(() => expect((authorizeButton() as HTMLButtonElement).disabled).toBe(false));
  });
});
