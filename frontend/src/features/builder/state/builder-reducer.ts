/**
 * The builder's choices: one reducer whose actions are the named
 * transitions, including the spec's resets (spec builder section 4: entering the
 * sub-step flow or reaching the profile step resets the selected plan, cart, HSA amount and
 * compare list). Pure: no React, no storage; builder-store.ts holds and persists it.
 */
import type { Cents } from '../../../../../shared/domain/money';
import { subStepIds, type SubStepId } from '../../../../../shared/domain/sub-steps';
import type { ProfileDependentInput } from '../../../../../shared/schemas/profile';

export type HealthOption = 'shop' | 'waive';

export interface SelectedPlan {
  id: string;
  name: string;
  hsaEligible: boolean;
  monthlyRateCents: Cents;
}

export interface AdditionalServiceSelection {
  /** The product's subcategory (POST /api/Order's additionalServiceSubcategory). */
  productId: string;
  /** The product's option (POST /api/Order's additionalServiceOption). */
  optionId: string;
  monthlyCents: Cents;
}

export interface BuilderState {
  healthOption: HealthOption;
  waiverReason: string | null;
  customWaiverReason: string | null;
  /** ISO date (yyyy-mm-dd) of the chosen first-of-month effective date. */
  effectiveDate: string | null;
  selectedPlan: SelectedPlan | null;
  /** Plan ids ticked for comparison, in the order ticked. */
  compare: string[];
  hsaMonthlyCents: Cents;
  additionalService: AdditionalServiceSelection | null;
  dependents: ProfileDependentInput[];
  /** The ICHRA Acknowledgment checkbox (sent to POST /api/Order as election.ichraAcknowledged). */
  ichraAcknowledged: boolean;
  /**
   * The idempotency key of the pending Authorize Elections (a GUID), kept until it succeeds, so a
   * retry after a network failure sends the same key and the server answers the first result.
   */
  authorizationKey: string | null;
  /** The furthest sub-step tab reached; past tabs can be revisited, later ones cannot. */
  furthestTab: SubStepId;
}

export const initialBuilderState: BuilderState = {
  healthOption: 'shop',
  waiverReason: null,
  customWaiverReason: null,
  effectiveDate: null,
  selectedPlan: null,
  compare: [],
  hsaMonthlyCents: 0 as Cents,
  additionalService: null,
  dependents: [],
  ichraAcknowledged: false,
  authorizationKey: null,
  furthestTab: 'contributions',
};

export type BuilderAction =
  | { type: 'enterProfileStep' }
  | { type: 'enterSubSteps' }
  | { type: 'setDependents'; dependents: ProfileDependentInput[] }
  | { type: 'setHealthOption'; healthOption: HealthOption }
  | { type: 'setWaiverReason'; reason: string | null; custom: string | null }
  | { type: 'setEffectiveDate'; iso: string }
  | { type: 'selectPlan'; plan: SelectedPlan | null }
  | { type: 'toggleCompare'; planId: string }
  | { type: 'setHsaMonthlyCents'; cents: Cents }
  | { type: 'setAdditionalService'; selection: AdditionalServiceSelection | null }
  | { type: 'setIchraAcknowledged'; acknowledged: boolean }
  | { type: 'setAuthorizationKey'; key: string | null }
  | { type: 'reachTab'; tab: SubStepId };

/** The resets of spec section 4: selected plan (and its rate), cart, HSA amount, compare list. */
function resetCart(state: BuilderState): BuilderState {
  return {
    ...state,
    selectedPlan: null,
    compare: [],
    hsaMonthlyCents: 0 as Cents,
    additionalService: null,
  };
}

const tabOrder = (tab: SubStepId) => subStepIds.indexOf(tab);

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'enterProfileStep':
      return { ...resetCart(state), furthestTab: 'contributions' };
    case 'enterSubSteps':
      return { ...resetCart(state), furthestTab: 'contributions' };
    case 'setDependents':
      return { ...state, dependents: action.dependents };
    case 'setHealthOption':
      if (action.healthOption === state.healthOption) return state;
      return action.healthOption === 'waive'
        ? { ...resetCart(state), healthOption: 'waive' }
        : { ...state, healthOption: 'shop', waiverReason: null, customWaiverReason: null };
    case 'setWaiverReason':
      return { ...state, waiverReason: action.reason, customWaiverReason: action.custom };
    case 'setEffectiveDate':
      return { ...state, effectiveDate: action.iso };
    case 'selectPlan':
      return { ...state, selectedPlan: action.plan };
    case 'toggleCompare':
      return state.compare.includes(action.planId)
        ? { ...state, compare: state.compare.filter((id) => id !== action.planId) }
        : { ...state, compare: [...state.compare, action.planId] };
    case 'setHsaMonthlyCents':
      return { ...state, hsaMonthlyCents: action.cents };
    case 'setAdditionalService':
      return { ...state, additionalService: action.selection };
    case 'setIchraAcknowledged':
      return { ...state, ichraAcknowledged: action.acknowledged };
    case 'setAuthorizationKey':
      return { ...state, authorizationKey: action.key };
    case 'reachTab':
      return tabOrder(action.tab) > tabOrder(state.furthestTab)
        ? { ...state, furthestTab: action.tab }
        : state;
  }
}
