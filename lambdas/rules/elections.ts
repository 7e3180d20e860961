/**
 * Price the household's elections: the one server-side function that loads what an authorization
 * depends on from the server's own tables (employer, class policy, dependents, plans where the
 * member lives, the additional-service product) and recomputes every amount with the same pure
 * modules the quote, contribution and funds-bar code use. It checks every rule of the elections
 * and throws the spec's message on the first field that breaks one (nothing has been written).
 * The household, class and plan lookups are the shared rules of lambdas/rules/household.ts; the
 * plan year's HSA limits are the built-in ones or a stage's stored ones (rules/plan-year-figures.ts).
 *
 * Every read the elections can need goes out at once, before the first rule is checked (the
 * county's plans as soon as the ZIP's counties are in; the employer's profile, class policies and
 * products in one Query of its item collection), and each is awaited where its rule stands: an
 * authorization waits for its slowest read instead of the sum of them (docs/performance.md,
 * "Authorize: before and after"), and the refusals keep their order (the employer's 404 before
 * the effective date's 400, that before the class policy's 404, ...).
 */
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import {
  electionAmounts,
  type ElectionAmounts,
  type ElectionInputs,
} from '../../shared/domain/election-cost';
import { storedWaiverReason } from '../../shared/domain/elections';
import { coverageTier } from '../../shared/domain/contribution';
import {
  coverageAttestationRefusal,
  storedCoverageAttestation,
  type StoredCoverageAttestation,
} from '../../shared/domain/coverage-attestation';
import type { Employer } from '../../shared/domain/employer';
import { ConflictError, StoredValueError, ValidationError } from '../../shared/domain/errors';
import { hsaMonthlyLimitCents } from '../../shared/domain/hsa';
import type { MemberRecord } from '../../shared/domain/member';
import { formatDollars, type Cents } from '../../shared/domain/money';
import { ageOn, isHsaEligible, planYearOf, type PlanOffer } from '../../shared/domain/rating';
import { choiceNotOffered } from '../../shared/domain/steps';
import { subSteps } from '../../shared/domain/sub-steps';
import * as apiMessages from '../../shared/api-messages';
import type { AuthorizeBody } from '../../shared/schemas/order';
import type { DependentRepository, PricingDependent } from '../adapters/dependents';
import type { EmployerProduct, EmployerRepository } from '../adapters/employers';
import type { OrderRepository, OrderSetPerson } from '../adapters/orders';
import {
  callerEmployer,
  classTerms,
  coveredPeople,
  householdContributionCents,
  offersWhereMemberLives,
  planPremium,
  savedHousehold,
  type HouseholdPorts,
} from './household';
import { yearlyFiguresFor, type PlanYearFiguresPorts } from './plan-year-figures';

/**
 * The reads pricing makes: the household rules' (the employer's read as one item collection), the
 * dependents and the accounts.
 */
export interface ElectionPorts extends Pick<HouseholdPorts, 'locations' | 'plans'>, PlanYearFiguresPorts {
  employers: Pick<EmployerRepository, 'electionReads'>;
  dependents: Pick<DependentRepository, 'listForPricing'>;
  orders: Pick<OrderRepository, 'account'>;
}

export interface PricedElections {
  employer: Employer;
  planYear: number;
  effectiveDate: string;
  waived: boolean;
  waiverReason: string | null;
  plan: PlanOffer | null;
  planPremiumCents: Cents;
  contributionCents: Cents;
  hsaMonthlyCents: Cents;
  hsaLimitCents: Cents | null;
  service: EmployerProduct | null;
  familyStatus: string;
  /** What the amounts were priced from (the steps' orders are priced from these: shared/domain/steps). */
  inputs: ElectionInputs;
  amounts: ElectionAmounts;
  /**
   * Whom the elected plan covers, as priced (the subscriber first); none for a waiver. Recorded on
   * the order set in the authorization's transaction.
   */
  covered: OrderSetPerson[];
  /**
   * The coverage attestation of a shop election, naming the people `covered` lists (the server's
   * list, not the browser's), stamped with the text's version and the time; null for a waiver.
   */
  coverageAttestation: StoredCoverageAttestation | null;
}

const refuse = (field: string, message: string): never => {
  throw new ValidationError(message, { [field]: message });
};

const hasFullSsn = (ssn: string | null): boolean => (ssn ?? '').replace(/\D/g, '').length === 9;

/**
 * A read begun at once when `early`, else when first asked for; asked for twice, it is read once.
 * A read begun early fails where it is awaited, in the rules' order: when an earlier rule refuses
 * first it is never awaited, and is not reported as an unhandled rejection.
 */
function ahead<T>(early: boolean, read: () => Promise<T>): () => Promise<T> {
  let begun: Promise<T> | undefined;
  const begin = () => {
    begun = read();
    begun.catch(() => undefined);
    return begun;
  };
  if (early) begin();
  return () => begun ?? begin();
}

/**
 * The saved household, priced from. A saved date that is not a date is a 409 saying what to
 * correct (StoredValueError), except for a member whose plan year is already authorized: they get
 * the documented 409 of a second authorization, which correcting the date would not change.
 */
async function householdOf(
  { orders }: Pick<ElectionPorts, 'orders'>,
  member: MemberRecord,
  birthdate: string,
  saved: readonly PricingDependent[],
  planYear: number,
): Promise<ReturnType<typeof savedHousehold>> {
  try {
    return savedHousehold({ ...member, birthdate }, saved);
  } catch (error) {
    if (error instanceof StoredValueError && (await orders.account(member.id, planYear)))
      throw new ConflictError(apiMessages.alreadyAuthorized(planYear));
    throw error;
  }
}

/**
 * Price and check the caller's elections, reading through `ports`. `now` decides the
 * effective-date options.
 */
export async function priceElections(
  ports: ElectionPorts,
  member: MemberRecord,
  body: AuthorizeBody,
  now: Date,
  /**
   * The enrollment gate's answer (lambdas/rules/enrollment-gate.ts), read beside the others: the
   * one effective date a member's own window gives, or undefined; a 409 after the window.
   */
  windowEffectiveDate?: Promise<string | undefined>,
): Promise<PricedElections> {
  if (!hasFullSsn(member.ssn)) refuse('ssn', apiMessages.ssnRequiredForElection);
  const { election } = body;
  const waived = election.kind === 'waive';
  if (election.kind === 'shop' && !election.ichraAcknowledged)
    refuse('election.ichraAcknowledged', apiMessages.acknowledgeCheckbox);
  if (election.kind === 'shop' && !election.coverageAttestation)
    refuse('election.coverageAttestation', apiMessages.coverageAttestationMissing);
  let waiverReason: string | null = null;
  if (election.kind === 'waive') {
    waiverReason = storedWaiverReason(election.reason, election.otherReason);
    if (!waiverReason) refuse('election.otherReason', apiMessages.enterWaiverReason);
  }

  // The plan year the body asks for: read for it now, refused below if its date is not offered.
  const planYear = planYearOf(body.effectiveDate);
  const hsaMonthlyCents = (election.kind === 'shop' ? (election.hsaMonthlyCents ?? 0) : 0) as Cents;
  const reads = {
    // The employer's profile, class policies and products: one Query of its item collection.
    employer: ahead(true, () => ports.employers.electionReads(member.employerId, planYear)),
    saved: ahead(true, () => ports.dependents.listForPricing(member.id)),
    offers: ahead(election.kind === 'shop', () => offersWhereMemberLives(ports, member, planYear)),
    figures: ahead(hsaMonthlyCents > 0, () => yearlyFiguresFor(ports, planYear, 'hsa')),
  };

  const employers = await reads.employer();
  const employer = await callerEmployer({ employers }, member);
  const [first, second] = effectiveDateOptions(now, employer.edoc_period);
  const windowDate = await windowEffectiveDate;
  if (windowDate !== undefined) {
    if (body.effectiveDate !== windowDate)
      refuse('effectiveDate', apiMessages.memberWindowEffectiveDate(windowDate));
  } else if (body.effectiveDate !== first && body.effectiveDate !== second)
    refuse('effectiveDate', apiMessages.effectiveDateNotOffered(first, second));
  const on = body.effectiveDate;
  const { birthdate } = member;
  if (!birthdate) throw new ConflictError(apiMessages.profileLocationMissing);

  const terms = await classTerms({ employers }, employer.id, planYear, member.contributionclass);
  const saved = await reads.saved();
  const household = await householdOf(ports, member, birthdate, saved, planYear);

  // Whom the election covers decides whom the attestation must name (29 CFR 2590.702-2(c)(5)).
  const covered = waived ? [] : coveredPeople({ ...member, birthdate }, saved);
  if (election.kind === 'shop') {
    const refusal = coverageAttestationRefusal(
      election.coverageAttestation,
      covered.map((p) => p.id),
    );
    if (refusal) refuse('election.coverageAttestation', refusal);
  }

  let plan: PlanOffer | null = null;
  let planPremiumCents = 0 as Cents;
  let contributionCents = terms.waivedCents as Cents;
  if (election.kind === 'shop') {
    const offers = await reads.offers();
    const priced = planPremium(offers, election.planid, household.people, on);
    if (!priced) return refuse('election.planid', apiMessages.planNotOffered);
    plan = priced.offer;
    planPremiumCents = priced.premiumCents;
    contributionCents = await householdContributionCents(
      ports,
      member,
      terms,
      household.contribution,
      on,
      offers,
    );
  }

  const steps = subSteps({
    employeazecustomer: employer.employeazecustomer,
    hsaonly: employer.hsaonly,
    healthOption: waived ? 'waive' : 'shop',
    planHsaEligible: plan ? isHsaEligible(plan) : false,
    cartReached: true,
  }).map((s) => s.id);

  // A choice on a step the employer's settings do not show (an HSA amount, a service) is refused.
  const notOffered = choiceNotOffered(body, steps);
  if (notOffered) refuse(notOffered.field, notOffered.message);

  let hsaLimitCents: Cents | null = null;
  if (hsaMonthlyCents > 0) {
    const limit = hsaMonthlyLimitCents(
      {
        planYear,
        coverage: household.contribution.dependents.length ? 'family' : 'self',
        age: ageOn(birthdate, on),
      },
      await reads.figures(),
    );
    if (limit === undefined) throw new ConflictError(apiMessages.hsaLimitsUnknown);
    hsaLimitCents = limit;
    if (hsaMonthlyCents > limit)
      refuse('election.hsaMonthlyCents', apiMessages.hsaOverLimit(formatDollars(limit)));
  }

  let service: EmployerProduct | null = null;
  if (body.additionalServiceOption !== null) {
    const products = await employers.products(employer.id);
    const matching = products.filter(
      (p) =>
        p.option === body.additionalServiceOption &&
        (body.additionalServiceSubcategory === undefined ||
          p.subcategory === body.additionalServiceSubcategory),
    );
    if (matching.length === 0) refuse('additionalServiceOption', apiMessages.additionalServiceUnknown);
    // Several products offer the same option (e.g. 'Employee Only'): the subcategory must say which.
    if (matching.length > 1) refuse('additionalServiceSubcategory', apiMessages.additionalServiceAmbiguous);
    service = matching[0] ?? null;
  }

  const inputs: ElectionInputs = {
    contributionCents,
    waived,
    planPremiumCents,
    hsaMonthlyCents,
    hsaCounts: hsaMonthlyCents > 0,
    serviceCents: (service?.costCents ?? 0) as Cents,
    serviceChosen: service !== null,
  };
  const amounts = electionAmounts(inputs);
  if (amounts.needsDeductionAcknowledgment && !body.payrollDeductionAcknowledged)
    refuse('payrollDeductionAcknowledged', apiMessages.contributionGreaterThanSpent);

  return {
    employer,
    planYear,
    effectiveDate: on,
    waived,
    waiverReason,
    plan,
    planPremiumCents,
    contributionCents,
    hsaMonthlyCents,
    hsaLimitCents,
    service,
    familyStatus: coverageTier(household.contribution),
    inputs,
    amounts,
    covered,
    coverageAttestation: waived ? null : storedCoverageAttestation(covered, now.toISOString()),
  };
}
