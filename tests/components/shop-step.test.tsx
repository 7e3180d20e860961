/**
 * Shop Health Plans as the member sees it (spec builder sections 2 and 4; issue 25): loading while
 * the quote is out, the server's message when it fails, the spec's 'NO PLAN FOUND' when the county
 * offers nothing, the plan cards with the premiums the quote answered, and the race the query
 * cache closes: a slow answer for the old effective date, arriving after the answer for the new
 * one, is never shown. The step runs in a memory router whose loader gives the builder context,
 * with the builder's choices in its store and a fresh query client per test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopStep } from '../../frontend/src/features/plans/components/shop-step';
import { nextJanuaryFirst } from '../../frontend/src/features/plans/utils/current-plan';
import {
  builderActions,
  builderStorageKey,
  clearBuilder,
  type BuilderState,
} from '../../frontend/src/enrollment/state/builder-store';
import { createQueryClient, QueryProvider } from '../../frontend/src/lib/query-client';
import type { BuilderContextData } from '../../frontend/src/enrollment/api/builder-context';
import { plansTexts } from '../../frontend/src/features/plans/texts';
import type { Member } from '../../shared/schemas/member';
import type { HealthPlan, QuoteBody } from '../../shared/schemas/quote';
import { quotedPlan } from '../helpers/quote';
import { deferred, renderRoutes, serveApi, type Answers } from './support';
import { componentTexts } from '../../frontend/src/components/texts';

const member = {
  id: '6f1c1f8e-2f0b-4b8e-9a59-0d3f7a1e2b3c',
  accountid: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
  firstname: 'Dana',
  lastname: 'Shopper',
  address1: '1 Peachtree St',
  address2: null,
  city: 'Atlanta',
  stateorprovince: 'GA',
  postalcode: '30303',
  county: 'Fulton',
  emailaddress: 'dana@example.test',
  personalemailaddress: null,
  phonenumber: null,
  birthdate: '1985-04-12',
  gender: 'Female',
  istobaccouser: 'No',
  additionalid: '***-**-1234',
  origination: 1,
  relationship: 1,
  status: 'Active',
  contributionclass: 'A',
  currentplanid: null,
  currentplanyear: null,
  pcpname: null,
  pcpid: null,
  existingpatient: null,
  ispasswordchanged: 'true',
  createdon: '2026-01-01T00:00:00Z',
  createdby: 'ops',
  modifiedon: null,
  modifiedby: null,
  version: 1,
} as Member;

const fulton = {
  countyname: 'Fulton',
  statename: 'Georgia',
  state: 'GA',
  city: 'Atlanta',
  zipcode: '30303',
  countycode: '13121',
};

const plan = (id: string, name: string, rate: number): HealthPlan =>
  quotedPlan(id, { planname: name, issuername: 'Peach Health', rate });

const quoted = (plans: HealthPlan[], message?: string) => ({
  status: 200,
  body: { success: true, healthplans: plans, ...(message ? { message } : {}) },
});

const januaryDate = '2027-01-01';
const februaryDate = '2027-02-01';

/** The county and the (empty) saved household answer at once; each test answers the quote. */
const household = (quote: Answers['post-quote']): Answers => ({
  'get-zip-county': () => ({ body: { success: true, locationlist: [fulton] } }),
  'get-dependents': () => ({ body: { success: true, dependents: [], version: 1 } }),
  'post-quote': quote,
});

function renderShop(onRecord: Member = member) {
  const context: BuilderContextData = { member: onRecord, employer: null };
  return renderRoutes(
    [
      {
        path: '/enrollment/:tab',
        loader: () => context,
        HydrateFallback: () => null,
        element: (
          <QueryProvider client={createQueryClient()}>
            <ShopStep />
          </QueryProvider>
        ),
      },
    ],
    '/enrollment/shop',
  );
}

/** The money on a card, recomputed from the answer in integer cents: '$' and two decimals. */
function dollarsFromCents(rate: number): string {
  const cents = Math.round(rate * 100);
  return `$${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const cards = () =>
  within(screen.getByRole('list', { name: plansTexts('shopPlansFound') })).getAllByRole('article');

beforeEach(() => {
  // The shop's layout follows the screen width; jsdom has no media queries.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  clearBuilder();
  act(() => builderActions.enterSubSteps([januaryDate, februaryDate]));
});

afterEach(() => {
  act(() => clearBuilder());
  window.history.replaceState(null, '', '/');
});

describe('Shop Health Plans', () => {
  it('shows loading while the quote is out, then the plan cards with the premiums the quote answered', async () => {
    const quote = deferred();
    const calls = serveApi(household(() => quote.answer));
    renderShop();

    expect(await screen.findByText(plansTexts('shopLoading'))).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.handler === 'post-quote')).toHaveLength(1));
    const answered = [plan('p1', 'Peach Silver HMO', 312.47), plan('p2', 'Peach Gold PPO', 1204.05)];
    quote.release(200, quoted(answered).body);

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText(plansTexts('shopLoading'))).toBeNull();
    expect(screen.getByTestId('plans-found').textContent).toBe('2');
    for (const p of answered) {
      const card = screen.getByRole('article', { name: p.planname });
      const rate = within(card).getByText(plansTexts('shopMonthlyRate')).parentElement;
      expect(rate?.querySelector('strong')?.textContent).toBe(dollarsFromCents(p.rate));
    }
    const body = calls.find((c) => c.handler === 'post-quote')?.body as QuoteBody;
    expect(body.policyeffectivedateRequested).toBe(januaryDate);
    expect([body.postalcode, body.countycode, body.memberdependentlist]).toEqual(['30303', '13121', []]);
  });

  it("shows the server's message and a way to try again when the quote fails", async () => {
    let failures = 1;
    serveApi(
      household(() =>
        failures-- > 0
          ? {
              status: 503,
              body: { success: false, message: 'The plan catalog is being updated.', requestId: 'r-1' },
            }
          : quoted([plan('p1', 'Peach Silver HMO', 312.47)]),
      ),
    );
    renderShop();

    expect((await screen.findByRole('alert')).textContent).toBe('The plan catalog is being updated.');
    expect(screen.queryByRole('list', { name: plansTexts('shopPlansFound') })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: componentTexts('cartRetry') }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it("says the spec's NO PLAN FOUND, with the server's note, when the county offers no plans", async () => {
    serveApi(household(() => quoted([], 'No plans are loaded for this county yet.')));
    renderShop();

    expect(await screen.findByText(componentTexts('noPlanFound'))).toBeTruthy();
    expect(screen.getByText('No plans are loaded for this county yet.')).toBeTruthy();
    expect(screen.getByTestId('plans-found').textContent).toBe('0');
    expect(screen.queryByRole('list', { name: plansTexts('shopPlansFound') })).toBeNull();
  });

  it('never shows a slow answer for the old effective date that arrives after the answer for the new one', async () => {
    const answers = new Map([
      [januaryDate, deferred()],
      [februaryDate, deferred()],
    ]);
    const calls = serveApi(
      household((call) => answers.get((call.body as QuoteBody).policyeffectivedateRequested)!.answer),
    );
    const quotes = () => calls.filter((c) => c.handler === 'post-quote');
    renderShop();
    await waitFor(() => expect(quotes()).toHaveLength(1));

    // The member picks the other effective date while January's quote is still out.
    act(() => builderActions.setEffectiveDate(februaryDate));
    await waitFor(() => expect(quotes()).toHaveLength(2));
    const [january, february] = quotes();
    expect((february?.body as QuoteBody).policyeffectivedateRequested).toBe(februaryDate);
    expect(january?.signal?.aborted).toBe(true);

    answers.get(februaryDate)!.release(200, quoted([plan('feb', 'February Silver HMO', 401.1)]).body);
    await screen.findByRole('article', { name: 'February Silver HMO' });
    answers.get(januaryDate)!.release(200, quoted([plan('jan', 'January Bronze HMO', 250.5)]).body);
    // Whatever the late answer does, it lands nowhere: the list stays February's.
    await act(() => Promise.resolve());
    expect(cards().map((c) => c.getAttribute('data-plan-id'))).toEqual(['feb']);
    expect(screen.queryByText('January Bronze HMO')).toBeNull();
    expect(screen.getByTestId('plans-found').textContent).toBe('1');
  });

  it('filters the quoted plans on the screen without asking for another quote', async () => {
    const calls = serveApi(
      household(() =>
        quoted([
          plan('p1', 'Peach Silver HMO', 312.47),
          { ...plan('p2', 'Peach Gold PPO', 1204.05), metallevel: 'Gold' },
        ]),
      ),
    );
    renderShop();
    await waitFor(() => expect(cards()).toHaveLength(2));

    await userEvent.setup().selectOptions(screen.getByLabelText(componentTexts('cartColMetalTier')), 'Gold');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Peach Gold PPO' })).toBeTruthy();
    expect(calls.filter((c) => c.handler === 'post-quote')).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).get('metal')).toBe('Gold');
  });

  it("offers 'Your Current Plan' from next January's quote, shared with the list when that is the date shown", async () => {
    const nextJanuary = nextJanuaryFirst(new Date());
    const nextFebruary = nextJanuary.replace('-01-01', '-02-01');
    act(() => builderActions.enterSubSteps([nextJanuary, nextFebruary]));
    const onRecord = { ...member, currentplanid: 'cur', currentplanyear: null };
    const byDate: Record<string, HealthPlan[]> = {
      [nextJanuary]: [plan('cur', 'Peach Current HMO', 280.1), plan('p2', 'Peach Gold PPO', 510)],
      [nextFebruary]: [{ ...plan('cur-feb', 'Peach Current HMO (Feb)', 281.2), planid: 'HIOS-cur' }],
    };
    const calls = serveApi(
      household((call) => quoted(byDate[(call.body as QuoteBody).policyeffectivedateRequested] ?? [])),
    );
    const quotedDates = () =>
      calls
        .filter((c) => c.handler === 'post-quote')
        .map((c) => (c.body as QuoteBody).policyeffectivedateRequested);
    renderShop(onRecord);

    const current = await screen.findByRole('region', { name: plansTexts('shopCurrentPlanTitle') });
    expect(within(current).getByText('Peach Current HMO')).toBeTruthy();
    expect(cards()).toHaveLength(2);
    expect(quotedDates()).toEqual([nextJanuary]);

    // On another date the same HIOS plan is kept as quoted then; next January is not asked again.
    act(() => builderActions.setEffectiveDate(nextFebruary));
    await screen.findByRole('article', { name: 'Peach Current HMO (Feb)' });
    const kept = screen.getByRole('region', { name: plansTexts('shopCurrentPlanTitle') });
    expect(within(kept).getByText('Peach Current HMO (Feb)')).toBeTruthy();
    expect(quotedDates()).toEqual([nextJanuary, nextFebruary]);
  });

  it('puts the plan in the cart at the monthly rate quoted, in integer cents', async () => {
    serveApi(household(() => quoted([plan('p1', 'Peach Silver HMO', 312.47)])));
    renderShop();
    const card = await screen.findByRole('article', { name: 'Peach Silver HMO' });

    await userEvent.setup().click(within(card).getByRole('button', { name: plansTexts('shopAddToCart') }));
    const kept = JSON.parse(sessionStorage.getItem(builderStorageKey) ?? '{}') as BuilderState;
    expect(kept.selectedPlan).toEqual({
      id: 'p1',
      name: 'Peach Silver HMO',
      hsaEligible: false,
      monthlyRateCents: 31247,
    });
    expect(within(card).getByRole('button', { name: plansTexts('shopRemoveFromCart') })).toBeTruthy();
  });
});
