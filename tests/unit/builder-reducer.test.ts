/**
 * The builder's state transitions (frontend/src/enrollment/state/builder-reducer.ts),
 * including the resets of spec builder section 4.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import {
  builderReducer,
  initialBuilderState,
  type BuilderAction,
  type BuilderState,
} from '../../frontend/src/enrollment/state/builder-reducer';
import type { Cents } from '../../shared/domain/money';
import { quotedPremium, sessionArb, toAction } from '../helpers/builder-sessions';

const plan = { id: 'p1', name: 'Gold PPO', hsaEligible: true, monthlyRateCents: 45_000 as Cents };
const service = { productId: 's1', optionId: 'o1', monthlyCents: 1_500 as Cents };

const run = (actions: BuilderAction[], from: BuilderState = initialBuilderState) =>
  actions.reduce(builderReducer, from);

const filled = run([
  { type: 'enterSubSteps', effectiveDateOptions: ['2027-01-01', '2027-02-01'] },
  { type: 'selectPlan', plan },
  { type: 'toggleCompare', planId: 'p1' },
  { type: 'toggleCompare', planId: 'p2' },
  { type: 'setHsaMonthlyCents', cents: 10_000 as Cents },
  { type: 'setAdditionalService', selection: service },
  { type: 'reachTab', tab: 'cart' },
]);

describe('builderReducer', () => {
  it('starts shopping on the contributions tab with an empty cart', () => {
    expect(initialBuilderState).toMatchObject({
      healthOption: 'shop',
      selectedPlan: null,
      compare: [],
      hsaMonthlyCents: 0,
      additionalService: null,
      furthestTab: 'contributions',
    });
  });

  it('stores each choice its transition sets', () => {
    expect(filled).toMatchObject({
      effectiveDate: '2027-01-01',
      selectedPlan: plan,
      compare: ['p1', 'p2'],
      hsaMonthlyCents: 10_000,
      additionalService: service,
      furthestTab: 'cart',
    });
  });

  for (const type of ['enterSubSteps', 'enterProfileStep'] as const) {
    it(`${type} resets the selected plan, cart, HSA amount and compare list but keeps the other choices`, () => {
      const next = builderReducer(
        filled,
        type === 'enterSubSteps' ? { type, effectiveDateOptions: ['2027-01-01', '2027-02-01'] } : { type },
      );
      expect(next).toMatchObject({
        selectedPlan: null,
        compare: [],
        hsaMonthlyCents: 0,
        additionalService: null,
        furthestTab: 'contributions',
        effectiveDate: '2027-01-01',
      });
    });
  }

  it('toggleCompare removes a plan already in the compare list', () => {
    expect(builderReducer(filled, { type: 'toggleCompare', planId: 'p1' }).compare).toEqual(['p2']);
  });

  it('reachTab only moves the furthest tab forward', () => {
    const atShop = run([{ type: 'reachTab', tab: 'shop' }]);
    expect(atShop.furthestTab).toBe('shop');
    expect(builderReducer(atShop, { type: 'reachTab', tab: 'contributions' }).furthestTab).toBe('shop');
  });

  it('waiving empties the cart; shopping again clears the waiver reason', () => {
    const waived = run(
      [
        { type: 'setHealthOption', healthOption: 'waive' },
        { type: 'setWaiverReason', reason: 'Other', custom: 'Covered elsewhere' },
      ],
      filled,
    );
    expect(waived).toMatchObject({
      healthOption: 'waive',
      selectedPlan: null,
      hsaMonthlyCents: 0,
      waiverReason: 'Other',
      customWaiverReason: 'Covered elsewhere',
    });
    const shopping = builderReducer(waived, { type: 'setHealthOption', healthOption: 'shop' });
    expect(shopping).toMatchObject({ healthOption: 'shop', waiverReason: null, customWaiverReason: null });
  });

  it('returns the same state when the health option does not change', () => {
    expect(builderReducer(filled, { type: 'setHealthOption', healthOption: 'shop' })).toBe(filled);
  });
});

describe('the ICHRA acknowledgment', () => {
  it('starts unticked, is kept by setIchraAcknowledged, and survives entering the sub-steps', () => {
    expect(initialBuilderState.ichraAcknowledged).toBe(false);
    const ticked = builderReducer(initialBuilderState, { type: 'setIchraAcknowledged', acknowledged: true });
    expect(ticked.ichraAcknowledged).toBe(true);
    expect(
      builderReducer(ticked, { type: 'enterSubSteps', effectiveDateOptions: ['2027-01-01', '2027-02-01'] })
        .ichraAcknowledged,
    ).toBe(true);
    expect(
      builderReducer(ticked, { type: 'setIchraAcknowledged', acknowledged: false }).ichraAcknowledged,
    ).toBe(false);
  });
});

describe('the builder reducer over random sessions (fast-check)', () => {
  it('never keeps an HSA amount without an HSA-eligible plan, fixes the effective date on entering the sub-steps, and keeps a plan only at its price on that date', () => {
    fc.assert(
      fc.property(sessionArb, (session) => {
        const options = effectiveDateOptions(session.now, session.employer.edoc_period);
        let state = initialBuilderState;
        let entered = false;
        for (const intent of session.intents) {
          const action = toAction(intent, state, session);
          const before = state;
          state = builderReducer(state, action);
          const where = `after ${JSON.stringify(action)}`;

          // No dead end: an HSA amount only with an HSA-eligible plan chosen.
          if (state.hsaMonthlyCents > 0) expect(state.selectedPlan?.hsaEligible, where).toBe(true);

          // The effective date is fixed on entering the sub-steps, and then only the employee's
          // own choice among the fixed options changes it.
          if (action.type === 'enterSubSteps') entered = true;
          if (entered) {
            expect(options, where).toContain(state.effectiveDate);
            const chosen = action.type === 'setEffectiveDate' && options.includes(action.iso);
            if (action.type !== 'enterSubSteps' && !chosen)
              expect(state.effectiveDate, where).toBe(before.effectiveDate);
          }

          // A plan in the cart is priced on the effective date it is kept for.
          if (state.selectedPlan)
            expect(state.selectedPlan.monthlyRateCents, where).toBe(
              quotedPremium(state.selectedPlan.id, state.effectiveDate),
            );
        }
      }),
      { numRuns: 500 },
    );
  });
});
