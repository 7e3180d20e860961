/**
 * The builder's choices: one reducer whose actions are the named
 * transitions, including the spec's resets (spec builder section 4: entering the
 * sub-step flow or reaching the profile step resets the selected plan, cart, HSA amount and
 * compare list). Pure: no React, no storage; builder-store.ts holds and persists it.
 *
 * Rules kept here so that no screen can break them (issue 24 item 6):
 * - an HSA amount exists only with an HSA-eligible plan in the cart: choosing another plan (or
 *   none) clears it, so the cart can never hold an amount the server refuses;
 * - the effective date is fixed once, when the sub-steps are entered (the two options of that
 *   moment); afterwards only the employee's choice between those two changes it, and a change
 *   empties the cart, whose plan was priced on the other date.
 */
import type { Cents } from '../../../../shared/domain/money';
import { subStepIds, type SubStepId } from '../../../../shared/domain/sub-steps';

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
  /** ISO date (yyyy-mm-dd) of the chosen first-of-month effective date; null until fixed. */
  effectiveDate: string | null;
  /** The two effective dates offered, fixed when the sub-steps are entered; empty until then. */
  effectiveDateOptions: string[];
  selectedPlan: SelectedPlan | null;
  /** Plan ids ticked for comparison, in the order ticked. */
  compare: string[];
  hsaMonthlyCents: Cents;
  additionalService: AdditionalServiceSelection | null;
  /** The ICHRA Acknowledgment checkbox (sent to POST /api/Order as election.ichraAcknowledged). */
  ichraAcknowledged: boolean;
  /**
   * The people (the member's and dependents' ids) the employee attested for on Coverage
   * Attestation, sent to POST /api/Order as election.coverageAttestation. Cleared on the profile
   * step (the household may change there) and when waiving.
   */
  coverageAttestedIds: string[];
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
  effectiveDateOptions: [],
  selectedPlan: null,
  compare: [],
  hsaMonthlyCents: 0 as Cents,
  additionalService: null,
  ichraAcknowledged: false,
  coverageAttestedIds: [],
  authorizationKey: null,
  furthestTab: 'contributions',
};

export type BuilderAction =
  | { type: 'enterProfileStep' }
  | { type: 'enterSubSteps'; effectiveDateOptions: readonly string[] }
  /** Fixes the effective date when it is not fixed yet (a sub-step opened without entering). */
  | { type: 'fixEffectiveDate'; effectiveDateOptions: readonly string[] }
  | { type: 'setHealthOption'; healthOption: HealthOption }
  | { type: 'setWaiverReason'; reason: string | null; custom: string | null }
  | { type: 'setEffectiveDate'; iso: string }
  | { type: 'selectPlan'; plan: SelectedPlan | null }
  | { type: 'toggleCompare'; planId: string }
  | { type: 'setHsaMonthlyCents'; cents: Cents }
  | { type: 'setAdditionalService'; selection: AdditionalServiceSelection | null }
  | { type: 'setIchraAcknowledged'; acknowledged: boolean }
  | { type: 'setCoverageAttested'; personId: string; attested: boolean }
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

/** The options fixed, and the date: the one already chosen when still offered, else the first. */
function fixDate(state: BuilderState, options: readonly string[]): BuilderState {
  const effectiveDate =
    state.effectiveDate && options.includes(state.effectiveDate) ? state.effectiveDate : (options[0] ?? null);
  return { ...state, effectiveDateOptions: [...options], effectiveDate };
}

const hsaEligible = (plan: SelectedPlan | null): boolean => plan?.hsaEligible === true;

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'enterProfileStep':
      return { ...resetCart(state), coverageAttestedIds: [], furthestTab: 'contributions' };
    case 'enterSubSteps':
      return fixDate({ ...resetCart(state), furthestTab: 'contributions' }, action.effectiveDateOptions);
    case 'fixEffectiveDate': {
      if (state.effectiveDateOptions.length > 0) return state;
      const fixed = fixDate(state, action.effectiveDateOptions);
      // A cart priced on another date is not kept; none priced yet (no date) is kept as it is.
      return state.effectiveDate && fixed.effectiveDate !== state.effectiveDate ? resetCart(fixed) : fixed;
    }
    case 'setHealthOption':
      if (action.healthOption === state.healthOption) return state;
      return action.healthOption === 'waive'
        ? { ...resetCart(state), healthOption: 'waive', coverageAttestedIds: [] }
        : { ...state, healthOption: 'shop', waiverReason: null, customWaiverReason: null };
    case 'setWaiverReason':
      return { ...state, waiverReason: action.reason, customWaiverReason: action.custom };
    case 'setEffectiveDate':
      // Only one of the fixed options; another date re-prices every plan, so the cart empties.
      if (action.iso === state.effectiveDate || !state.effectiveDateOptions.includes(action.iso))
        return state;
      return { ...resetCart(state), effectiveDate: action.iso };
    case 'selectPlan':
      // A plan is quoted on an effective date: none is taken before the date is fixed.
      if (action.plan && !state.effectiveDate) return state;
      return {
        ...state,
        selectedPlan: action.plan,
        hsaMonthlyCents: hsaEligible(action.plan) ? state.hsaMonthlyCents : (0 as Cents),
      };
    case 'toggleCompare':
      return state.compare.includes(action.planId)
        ? { ...state, compare: state.compare.filter((id) => id !== action.planId) }
        : { ...state, compare: [...state.compare, action.planId] };
    case 'setHsaMonthlyCents':
      if (action.cents > 0 && !hsaEligible(state.selectedPlan)) return state;
      return { ...state, hsaMonthlyCents: action.cents };
    case 'setAdditionalService':
      return { ...state, additionalService: action.selection };
    case 'setIchraAcknowledged':
      return { ...state, ichraAcknowledged: action.acknowledged };
    case 'setCoverageAttested': {
      const others = state.coverageAttestedIds.filter((id) => id !== action.personId);
      return { ...state, coverageAttestedIds: action.attested ? [...others, action.personId] : others };
    }
    case 'setAuthorizationKey':
      return { ...state, authorizationKey: action.key };
    case 'reachTab':
      return tabOrder(action.tab) > tabOrder(state.furthestTab)
        ? { ...state, furthestTab: action.tab }
        : state;
  }
}
