/**
 * The rules of Shop Health Plans outside the screen (frontend/src/features/plans/utils/shop-view.ts;
 * spec builder sections 2, 4, 5 and 9): filters and views written to the URL, the compare list of
 * 2 to 3 plans still quoted, Add to Cart's one plan and SSN first, the cart's price in cents,
 * 'Your Current Plan' on the chosen date and what Export Plans downloads.
 */
import { describe, expect, it } from 'vitest';
import { filtersFromParams, noPlanFilters } from '../../shared/domain/plan-filters';
import { plansTexts } from '../../frontend/src/features/plans/texts';
import type { HealthPlan } from '../../shared/schemas/quote';
import { quotedPlan } from '../helpers/quote';
import {
  addToCartStep,
  compareBlocker,
  compareMax,
  comparedPlans,
  compareToggle,
  currentPlanOffered,
  plansToExport,
  selectedPlanOf,
  shopView,
  writeFilters,
  writeView,
} from '../../frontend/src/features/plans/utils/shop-view';

const plan = quotedPlan;

const plans = ['a', 'b', 'c', 'd'].map((id) => plan(id));
const ids = (list: readonly HealthPlan[]) => list.map((p) => p.id);

describe('the shop URL', () => {
  it('writes only the filters that filter something, keeps other parameters, and reads them back', () => {
    const params = new URLSearchParams('view=compare&carrier=Old&hsa=1');
    const filters = { ...noPlanFilters, metal: 'Gold', sort: 'priceAsc' as const };
    writeFilters(params, filters);
    expect(params.toString()).toBe('view=compare&metal=Gold&sort=priceAsc');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('opens the summary of one plan and goes back to the list, leaving the filters alone', () => {
    const params = new URLSearchParams('metal=Gold&view=compare');
    writeView(params, 'summary', 'b');
    expect(params.toString()).toBe('metal=Gold&view=summary&plan=b');
    writeView(params, null);
    expect(params.toString()).toBe('metal=Gold');
  });
});

describe('the view shown', () => {
  const at = (query: string, compare: string[] = []) => shopView(new URLSearchParams(query), plans, compare);

  it('shows comparisons of the ticked plans still quoted, only with at least two of them', () => {
    expect(at('view=compare', ['c', 'gone', 'a'])).toEqual({ name: 'compare', plans: [plans[2], plans[0]] });
    expect(at('view=compare', ['c', 'gone'])).toEqual({ name: 'list' });
  });

  it('shows the summary of a plan still quoted, else the list', () => {
    expect(at('view=summary&plan=d')).toEqual({ name: 'summary', plan: plans[3] });
    expect(at('view=summary&plan=gone')).toEqual({ name: 'list' });
    expect(at('')).toEqual({ name: 'list' });
  });
});

describe('Compare', () => {
  it('keeps the ticked plans still quoted, in the order ticked, at most three', () => {
    expect(ids(comparedPlans(['d', 'gone', 'b', 'a', 'c'], plans))).toEqual(['d', 'b', 'a']);
    expect(compareMax).toBe(3);
  });

  it('refuses a fourth plan with the spec message but lets a ticked plan be unticked', () => {
    expect(compareToggle(['a', 'b', 'c'], plans, 'd')).toEqual({ error: plansTexts('shopCompareUpTo3') });
    expect(compareToggle(['a', 'b', 'c'], plans, 'b')).toEqual({ toggle: ['b'] });
  });

  it('drops ids of plans no longer quoted on the way, so they do not count toward the three', () => {
    expect(compareToggle(['old1', 'a', 'old2', 'b'], plans, 'c')).toEqual({ toggle: ['old1', 'old2', 'c'] });
  });

  it('needs at least two plans to compare', () => {
    expect(compareBlocker([plans[0]!])).toBe(plansTexts('shopCompareAtLeast2'));
    expect(compareBlocker(plans.slice(0, 2))).toBeNull();
  });
});

describe('Add to Cart', () => {
  const inCart = selectedPlanOf(plan('a'));

  it('takes one plan only, asks for the SSN when none is on file, and adds otherwise', () => {
    expect(addToCartStep(inCart, plan('b'), true)).toEqual({ error: plansTexts('shopOnePlanOnly') });
    expect(addToCartStep(null, plan('b'), false)).toBe('ask-ssn');
    expect(addToCartStep(null, plan('b'), true)).toBe('add');
    expect(addToCartStep(inCart, plan('a'), true)).toBe('add');
  });

  it('keeps the monthly rate in integer cents, recomputed from the dollars quoted', () => {
    for (const rate of [0.29, 19.99, 312.47, 1204.05]) {
      const kept = selectedPlanOf(plan('x', { rate, ishsaeligible: 'Yes' }));
      expect(kept.monthlyRateCents).toBe(Math.round(rate * 100));
      expect(Number.isInteger(kept.monthlyRateCents)).toBe(true);
      expect(kept.hsaEligible).toBe(true);
    }
  });
});

describe('Your Current Plan and Export Plans', () => {
  it('offers the plan on record as quoted on the chosen date when offered then, else as quoted next year', () => {
    const nextYear = plan('next', { planid: 'HIOS-b', rate: 999 });
    expect(currentPlanOffered(nextYear, plans)).toBe(plans[1]);
    const notNow = plan('next', { planid: 'HIOS-z' });
    expect(currentPlanOffered(notNow, plans)).toBe(notNow);
    expect(currentPlanOffered(null, plans)).toBeNull();
  });

  it('exports the compared plans, or with none compared the plans shown', () => {
    expect(plansToExport([plans[1]!], plans)).toEqual([plans[1]]);
    expect(plansToExport([], plans)).toBe(plans);
  });
});
