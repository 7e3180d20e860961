/**
 * The cart's read in the client cache (lib/query-client.tsx): the key names the member, the
 * employer and every builder choice the prices depend on, so a cart priced for other choices is
 * never shown for these. The query's signal reaches every call loadCart makes that takes one, so
 * leaving the cart aborts its reads. The entry is dropped as soon as no cart shows it (gcTime 0):
 * each visit to the cart prices afresh, as the server will when the employee authorizes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicEmployer } from '../../../enrollment/api/get-employer';
import type { Member } from '../../../enrollment/api/get-member';
import type { BuilderState } from '../../../enrollment/state/builder-store';
import { loadCart } from './load-cart';

/** The builder choices and the employer settings the cart's prices depend on. */
export function cartPricingInputs(state: BuilderState, employer: PublicEmployer | null) {
  return {
    accountid: employer?.accountid ?? null,
    employeazecustomer: employer?.employeazecustomer ?? null,
    hsaonly: employer?.hsaonly ?? null,
    effectiveDate: state.effectiveDate,
    healthOption: state.healthOption,
    planId: state.selectedPlan?.id ?? null,
    planHsaEligible: state.selectedPlan?.hsaEligible ?? false,
    hsaMonthlyCents: state.hsaMonthlyCents,
    serviceOptionId: state.additionalService?.optionId ?? null,
    serviceProductId: state.additionalService?.productId ?? null,
  };
}

/** ['cart', member id, the member's version, the pricing inputs]: a saved profile reprices. */
export const cartQueryKey = (member: Member, employer: PublicEmployer | null, state: BuilderState) =>
  ['cart', member.id, member.version, cartPricingInputs(state, employer)] as const;

export const cartQuery = (member: Member, employer: PublicEmployer | null, state: BuilderState) =>
  queryOptions({
    queryKey: cartQueryKey(member, employer, state),
    queryFn: ({ signal }) => loadCart(member, employer, state, signal),
    gcTime: 0,
  });

/**
 * What an authorization changes: the member's orders, the member account of the plan year and the
 * member (its plan on record and version): /welcome, /health-plan, the pages' top bar and the
 * builder frame read them again through the cache.
 */
export const authorizationChanges = [['orders'], ['member-account'], ['member'], ['coverage-proof']] as const;
