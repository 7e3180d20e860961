/**
 * The funds bar, the cart and the Authorize Elections body are one function of the builder state
 * (frontend/src/enrollment/state/election.ts), so they cannot disagree: over random
 * sessions of the builder (tests/helpers/builder-sessions.ts), after every step, the funds bar's
 * figures (priced from what the builder holds), the cart's (priced from the quote and product
 * answers) and what the server would price the request body to (recomputed here, independently,
 * with the server's rules: the HSA only where the Flexible Spending step applies, a service only
 * where Additional Services does) are the same to the cent, and the server would not refuse it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import type { Cents } from '../../shared/domain/money';
import {
  builderReducer,
  initialBuilderState,
  type BuilderState,
} from '../../frontend/src/enrollment/state/builder-reducer';
import { electionOf, type ElectionBody } from '../../frontend/src/enrollment/state/election';
import {
  contributionFor,
  quotedPremium,
  serviceCost,
  sessionArb,
  testPlans,
  toAction,
  type Session,
} from '../helpers/builder-sessions';

/** The funds bar's prices: what the builder store holds (the shop's quote, the product's cost). */
const fundsPrices = (state: BuilderState) => ({
  contributionCents: contributionFor(state.healthOption, state.effectiveDate),
  planPremiumCents: state.selectedPlan?.monthlyRateCents ?? (0 as Cents),
  serviceCents: state.additionalService?.monthlyCents ?? (0 as Cents),
});

/** The cart's prices: asked again of the quote and the product list. */
const cartPrices = (state: BuilderState) => ({
  contributionCents: contributionFor(state.healthOption, state.effectiveDate),
  planPremiumCents: state.selectedPlan
    ? quotedPremium(state.selectedPlan.id, state.effectiveDate)
    : (0 as Cents),
  serviceCents: state.additionalService
    ? (serviceCost(state.additionalService.optionId, state.additionalService.productId) ?? (0 as Cents))
    : (0 as Cents),
});

/** The server's pricing of a body, written out here: the spend and contribution, or why it refuses. */
function serverPricing(
  body: ElectionBody,
  session: Session,
): { spent: number; contribution: number } | { refused: string } {
  const options = effectiveDateOptions(session.now, session.employer.edoc_period);
  if (!options.includes(body.effectiveDate)) return { refused: `effective date ${body.effectiveDate}` };
  const { election } = body;
  const plan = election.kind === 'shop' ? testPlans.find((p) => p.id === election.planid) : undefined;
  if (election.kind === 'shop' && !plan) return { refused: 'plan' };
  const hsa = election.kind === 'shop' ? (election.hsaMonthlyCents ?? 0) : 0;
  const hsaStep = !!plan?.hsaEligible && session.employer.hsaonly === 1;
  if (hsa > 0 && !hsaStep) return { refused: 'HSA without the Flexible Spending step' };
  let service = 0;
  if (body.additionalServiceOption !== null) {
    if (session.employer.employeazecustomer !== 1) return { refused: 'service not offered' };
    const cost = serviceCost(body.additionalServiceOption, body.additionalServiceSubcategory ?? '');
    if (cost === null) return { refused: 'unknown service' };
    service = cost;
  }
  const premium = plan ? quotedPremium(plan.id, body.effectiveDate) : 0;
  return {
    spent: premium + hsa + service,
    contribution: contributionFor(election.kind, body.effectiveDate),
  };
}

describe('electionOf: one function for the funds bar, the cart and the request body', () => {
  it('gives the same figures to the funds bar, the cart and the server after every step of any session', () => {
    fc.assert(
      fc.property(sessionArb, (session) => {
        const employer = session.employer;
        let state = initialBuilderState;
        for (const intent of session.intents) {
          const action = toAction(intent, state, session);
          state = builderReducer(state, action);
          const where = `after ${JSON.stringify(action)} in ${JSON.stringify(state)}`;

          // The Coverage Attestation step ticked (issue 40): without it a shop body is never ready.
          const ticked = { ...state, coverageAttestedIds: ['member-1'] };
          const funds = electionOf(ticked, { employer, ...fundsPrices(state) });
          const cart = electionOf(ticked, { employer, ...cartPrices(state) });
          expect(funds.amounts, where).toEqual(cart.amounts);
          expect(funds.body, where).toEqual(cart.body);

          if (!cart.body.ok) continue;
          const priced = serverPricing(cart.body.value, session);
          if ('refused' in priced) throw new Error(`the server would refuse (${priced.refused}) ${where}`);
          expect(cart.amounts.spentCents, where).toBe(priced.spent);
          expect(cart.amounts.totalCents, where).toBe(priced.spent);
          expect(cart.inputs.contributionCents, where).toBe(priced.contribution);
          expect(cart.amounts.employeeNeedCents, where).toBe(Math.max(0, priced.spent - priced.contribution));
          expect(cart.amounts.availableCents, where).toBe(Math.max(0, priced.contribution - priced.spent));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('names the missing choice instead of building a body', () => {
    const employer = { employeazecustomer: 1 as const, hsaonly: 1 as const };
    const prices = { contributionCents: 0 as Cents, planPremiumCents: 0 as Cents, serviceCents: 0 as Cents };
    expect(electionOf(initialBuilderState, { employer, ...prices }).body).toEqual({
      ok: false,
      message: 'Choose an effective date on the Contributions step first.',
    });
    const dated = { ...initialBuilderState, effectiveDate: '2027-01-01' };
    expect(electionOf(dated, { employer, ...prices }).body).toEqual({
      ok: false,
      message: 'Cart is empty !',
    });
    expect(electionOf({ ...dated, healthOption: 'waive' }, { employer, ...prices }).body).toEqual({
      ok: false,
      message: 'Please select a waiver reason',
    });
  });
});
