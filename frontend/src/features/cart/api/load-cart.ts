/**
 * What the cart shows, read from the server: the selected plan's quote row (carrier, type, metal
 * tier and the household's premium), the employer's contribution (or waived contribution), the
 * additional service's product. The amounts and the choices that count come from electionOf
 * (enrollment/state/election.ts), the one function of the builder state that the funds bar and the
 * request body use too, fed with the same server answers POST /api/Order prices with, so the cart
 * shows what the server will store. Dependents are the saved ones: the server prices the saved
 * household.
 */
import type { ElectionAmounts } from '../../../../../shared/domain/election-cost';
import { dollarsToCents, type Cents } from '../../../../../shared/domain/money';
import { apiTexts } from '../../../lib/api-texts';
import { enrollmentTexts } from '../../../enrollment/texts';
import { cartTexts } from '../texts';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { ApiError } from '../../../lib/api-client';
import type { PublicEmployer } from '../../../enrollment/api/get-employer';
import type { Member } from '../../../enrollment/api/get-member';
import type { BuilderState } from '../../../enrollment/state/builder-store';
import { electionChoices, electionOf, type ElectionChoices } from '../../../enrollment/state/election';
import { serviceProductsQuery } from '../../../enrollment/api/additional-services';
import { dependentsQuery } from '../../../enrollment/api/dependents';
import { contributionQuery } from '../../../enrollment/api/employer-contribution';
import { memberLocation } from '../../../enrollment/api/member-location';
import { ensureQuery } from '../../../enrollment/api/cached-read';
import { planQuoteQuery, quoteBlocker, quoteBody } from '../../../enrollment/api/quote-plans';

export interface CartService {
  subcategory: string;
  option: string;
  vendorname: string;
  taxstatus: string;
  costCents: Cents;
}

export interface CartData {
  plan: HealthPlan | null;
  /** The household's monthly premium of the plan (0 when waiving). */
  planPremiumCents: Cents;
  service: CartService | null;
  contributionCents: Cents;
  /** The monthly HSA amount that counts (and is sent): 0 where the Flexible Spending step does not apply. */
  hsaMonthlyCents: Cents;
  amounts: ElectionAmounts;
}

type Saved = {
  dateofbirth: string;
  gender: 'Male' | 'Female';
  relationship: 'spouse' | 'child';
  istobaccouser: 'true' | 'false';
};

const need = <T>(value: T | null | undefined, message: string): T => {
  if (value === null || value === undefined || value === '') throw new ApiError(400, message);
  return value;
};

/** The selected plan as the quote prices it today for the saved household. */
async function quotedPlan(
  member: Member,
  planId: string,
  effectiveDate: string,
  dependents: Saved[],
  signal: AbortSignal,
): Promise<HealthPlan> {
  if (quoteBlocker(member)) throw new ApiError(400, cartTexts('cartProfileIncomplete'));
  const location = await memberLocation(member, signal);
  if (!location) throw new ApiError(400, cartTexts('cartProfileIncomplete'));
  // The shop's quote of the same household and date when it is still fresh (one request for both).
  const body = quoteBody(member, location, dependents, effectiveDate);
  const { plans } = await ensureQuery(planQuoteQuery(member.id, body), signal);
  const plan = plans.find((p) => p.id === planId);
  if (!plan) throw new ApiError(400, apiTexts().planNotOffered);
  return plan;
}

async function chosenService(
  member: Member,
  choices: ElectionChoices,
  signal: AbortSignal,
): Promise<CartService | null> {
  const chosen = choices.service;
  if (!chosen) return null;
  // The list the Additional Services step read (one request for both).
  const products = await ensureQuery(serviceProductsQuery(member.id), signal);
  const product = products.find((p) => p.option === chosen.optionId && p.subcategory === chosen.productId);
  if (!product) throw new ApiError(400, apiTexts().additionalServiceUnknown);
  const { subcategory, option, vendorname, taxstatus, costCents } = product;
  return { subcategory, option, vendorname, taxstatus, costCents };
}

/**
 * Loads and prices the cart; an ApiError carries the message to show. Read through cartQuery
 * (cart-query.ts), which gives the query's signal: it goes to each call here that takes one.
 */
export async function loadCart(
  member: Member,
  employer: PublicEmployer | null,
  state: BuilderState,
  signal: AbortSignal,
): Promise<CartData> {
  if (!employer) throw new ApiError(400, cartTexts('cartEmployerUnknown'));
  const effectiveDate = need(state.effectiveDate, enrollmentTexts('cartNoEffectiveDate'));
  const choices = electionChoices(state, employer);
  const planId = choices.shopping ? need(state.selectedPlan?.id, enrollmentTexts('cartEmpty')) : null;
  const dependents = await ensureQuery(dependentsQuery(member.id), signal);
  const saved: Saved[] = dependents.map((d) => ({
    dateofbirth: d.dateofbirth,
    gender: d.gender,
    relationship: d.relationship,
    istobaccouser: d.istobaccouser,
  }));
  const [plan, contribution, service] = await Promise.all([
    planId ? quotedPlan(member, planId, effectiveDate, saved, signal) : Promise.resolve(null),
    ensureQuery(
      contributionQuery({
        member,
        accountid: employer.accountid,
        healthOption: state.healthOption,
        effectiveDate,
        dependents: saved,
      }),
      signal,
    ),
    chosenService(member, choices, signal),
  ]);
  const planPremiumCents = plan ? dollarsToCents(plan.rate) : (0 as Cents);
  const { inputs, amounts } = electionOf(state, {
    employer,
    contributionCents: contribution,
    planPremiumCents,
    serviceCents: service?.costCents ?? (0 as Cents),
  });
  return {
    plan,
    planPremiumCents,
    service,
    contributionCents: contribution,
    hsaMonthlyCents: inputs.hsaMonthlyCents,
    amounts,
  };
}
