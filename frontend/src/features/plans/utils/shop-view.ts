/**
 * The rules of Shop Health Plans as pure functions (spec builder sections 2, 4, 5 and 9), so the
 * shop step only wires them to the screen and the tests check them without rendering: which view
 * the URL asks for, how a filter change is written to the URL, which plans are compared, what
 * ticking Compare or pressing Add to Cart does, and what Export Plans downloads.
 */
import { dollarsToCents } from '../../../../../shared/domain/money';
import type { PlanFilters } from '../../../../../shared/domain/plan-filters';
import { plansTexts } from '../texts';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import type { SelectedPlan } from '../../../enrollment/state/builder-reducer';

/** Compare: at least 2 plans, at most 3 (spec section 9). */
export const compareMin = 2;
export const compareMax = 3;

/** The search parameters the filters own; anything else in the URL is left as it is. */
const filterParams = ['carrier', 'metal', 'deductible', 'price', 'sort', 'hsa'] as const;

/** Writes the filters into `params` (in place), each one only when it filters something. */
export function writeFilters(params: URLSearchParams, filters: PlanFilters): void {
  for (const k of filterParams) params.delete(k);
  if (filters.carrier) params.set('carrier', filters.carrier);
  if (filters.metal) params.set('metal', filters.metal);
  if (filters.deductible) params.set('deductible', filters.deductible);
  if (filters.price) params.set('price', filters.price);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.hsaOnly) params.set('hsa', '1');
}

export type ShopViewName = 'compare' | 'summary';

/** Opens a view (the summary of `planId`) or goes back to the list, in `params` (in place). */
export function writeView(params: URLSearchParams, view: ShopViewName | null, planId?: string): void {
  params.delete('view');
  params.delete('plan');
  if (view) params.set('view', view);
  if (planId) params.set('plan', planId);
}

/** The ticked plans still quoted, in the order ticked, at most `compareMax`. */
export function comparedPlans(compareIds: readonly string[], plans: readonly HealthPlan[]): HealthPlan[] {
  return compareIds
    .map((id) => plans.find((p) => p.id === id))
    .filter((p): p is HealthPlan => p !== undefined)
    .slice(0, compareMax);
}

/** What the screen shows: Plan Comparisons, a Plan Summary Document, or the list of plan cards. */
export type ShopView =
  { name: 'compare'; plans: HealthPlan[] } | { name: 'summary'; plan: HealthPlan } | { name: 'list' };

/**
 * The view the URL asks for, when it can be shown: comparisons need at least `compareMin` plans
 * still quoted, a summary a plan still quoted; otherwise the list.
 */
export function shopView(
  params: URLSearchParams,
  plans: readonly HealthPlan[],
  compareIds: readonly string[],
): ShopView {
  const view = params.get('view');
  if (view === 'compare') {
    const compared = comparedPlans(compareIds, plans);
    if (compared.length >= compareMin) return { name: 'compare', plans: compared };
  }
  if (view === 'summary') {
    const plan = plans.find((p) => p.id === params.get('plan'));
    if (plan) return { name: 'summary', plan };
  }
  return { name: 'list' };
}

/**
 * Ticking or unticking Compare on a plan: the ids to toggle in the builder's compare list (ids of
 * plans no longer quoted, from another effective date, are dropped on the way), or the error when
 * a fourth plan is ticked.
 */
export function compareToggle(
  compareIds: readonly string[],
  plans: readonly HealthPlan[],
  planId: string,
): { error: string } | { toggle: string[] } {
  const ticked = compareIds.includes(planId);
  if (!ticked && comparedPlans(compareIds, plans).length >= compareMax)
    return { error: plansTexts('shopCompareUpTo3') };
  const stale = compareIds.filter((id) => !plans.some((p) => p.id === id));
  return { toggle: [...stale, planId] };
}

/** Compare Plans: the error when fewer than `compareMin` plans are ticked, else null. */
export const compareBlocker = (compared: readonly HealthPlan[]): string | null =>
  compared.length < compareMin ? plansTexts('shopCompareAtLeast2') : null;

/**
 * Add to Cart (spec sections 4 and 5): one plan only, and a complete SSN on file first, else the
 * SSN popup.
 */
export function addToCartStep(
  selected: SelectedPlan | null,
  plan: HealthPlan,
  ssnOnFile: boolean,
): { error: string } | 'ask-ssn' | 'add' {
  if (selected && selected.id !== plan.id) return { error: plansTexts('shopOnePlanOnly') };
  return ssnOnFile ? 'add' : 'ask-ssn';
}

/** The plan as the builder keeps it in the cart: its monthly rate in integer cents. */
export const selectedPlanOf = (plan: HealthPlan): SelectedPlan => ({
  id: plan.id,
  name: plan.planname,
  hsaEligible: plan.ishsaeligible === 'Yes',
  monthlyRateCents: dollarsToCents(plan.rate),
});

/**
 * 'Your Current Plan' to offer: the plan on record as quoted on the chosen effective date when it
 * is offered then (the same HIOS plan id), else as quoted at January 1 of next year.
 */
export function currentPlanOffered(
  current: HealthPlan | null,
  plans: readonly HealthPlan[],
): HealthPlan | null {
  if (!current) return null;
  return plans.find((p) => p.planid === current.planid) ?? current;
}

/** Export Plans: the compared plans, or with none compared the plans shown. */
export const plansToExport = (
  compared: readonly HealthPlan[],
  shown: readonly HealthPlan[],
): readonly HealthPlan[] => (compared.length > 0 ? compared : shown);
