/**
 * Rating: the monthly premium of a household for a plan, from the plan's age-21 rate in the
 * household's rating area, the state's rating rule (age curve or family tier, shared/data), the
 * tobacco rate and the three-children rule. Computed in exact integer arithmetic (thousandths
 * of a cent) and rounded once, to the cent, at the end.
 */
import { ageFactorMilli } from '../data/age-curves';
import { planYearFigures } from '../data/plan-years';
import { federalRule, ratingRuleFor, type FamilyTier, type RatingRule } from '../data/rating-rules';
import type { Benefits, HealthPlan } from '../schemas/quote';
import * as apiMessages from '../api-messages';
import { ValidationError } from './errors';
import type { Cents } from './money';
import { ageOn, isCalendarDate, parseDate, planYearOf } from './calendar';

// ---------------------------------------------------------------------------------------------
// Dates

export { ageOn, isCalendarDate, parseDate, planYearOf };

// ---------------------------------------------------------------------------------------------
// Households

export type Relationship = 'employee' | 'spouse' | 'child';

/** A member of the household to be covered. */
export interface CoveredPerson {
  birthdate: string;
  relationship: Relationship;
  tobacco: boolean;
}

/** A plan's rate in one rating area for one period (inclusive dates). */
export interface RatePeriod {
  effective: string;
  expiration: string;
  /** Monthly individual rate at age 21 (the individual rate in family-tier states). */
  rate21Cents: number;
  /** Monthly age-21 rate for a tobacco user, or null when the plan has no tobacco rating. */
  tobacco21Cents: number | null;
}

/**
 * Refuses a household with a member born after the effective date (a 400 naming the field).
 * `fieldOf` names the request field of the member at an index.
 */
export function assertBornBy(
  people: readonly CoveredPerson[],
  on: string,
  fieldOf: (index: number) => string,
): void {
  const fields: Record<string, string> = {};
  people.forEach((p, i) => {
    if (p.birthdate > on) fields[fieldOf(i)] = apiMessages.bornAfterEffectiveDate;
  });
  if (Object.keys(fields).length) {
    throw new ValidationError(
      `${apiMessages.invalidRequest} ${Object.entries(fields)
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ')}`,
      fields,
    );
  }
}

/** The three-children rule: which covered members are charged. */
export function chargedMembers(
  people: readonly CoveredPerson[],
  on: string,
  rule: RatingRule = federalRule,
): CoveredPerson[] {
  if (rule.kind !== 'age-rated') return [...people];
  const youngChildren = people
    .filter((p) => p.relationship === 'child' && ageOn(p.birthdate, on) < 21)
    // Oldest first; between children born the same day, the tobacco user (the higher rate) first.
    .sort((a, b) =>
      a.birthdate < b.birthdate ? -1 : a.birthdate > b.birthdate ? 1 : Number(b.tobacco) - Number(a.tobacco),
    );
  const uncharged = new Set(youngChildren.slice(rule.chargedChildrenUnder21));
  return people.filter((p) => !uncharged.has(p));
}

/** The family tier of a household: who besides the employee is covered. */
export function familyTier(people: readonly CoveredPerson[]): FamilyTier {
  const spouse = people.some((p) => p.relationship === 'spouse');
  const children = people.some((p) => p.relationship === 'child');
  return spouse ? (children ? 'family' : 'couple') : children ? 'subscriberAndChildren' : 'individual';
}

/** A household priced under one rule: the premium of any rate in thousandths of a cent. */
export type HouseholdPricer = (rate: Pick<RatePeriod, 'rate21Cents' | 'tobacco21Cents'>) => number;

/**
 * Prices a household under a rule once (ages, charged members, tier), so that rating many plans
 * costs a few multiplications each: the sum over charged members of the age-21 rate (the tobacco
 * rate for tobacco users where the state allows it) x the age factor on the effective date; or,
 * in a family-tier state, the individual rate x the tier factor.
 */
export function householdPricer(
  rule: RatingRule,
  people: readonly CoveredPerson[],
  on: string,
): HouseholdPricer {
  if (!people.some((p) => p.relationship === 'employee'))
    throw new RangeError('A household is rated with its employee');
  if (rule.kind === 'family-tier') {
    const factor = rule.tierFactorsMilli[familyTier(people)];
    return (rate) => rate.rate21Cents * factor;
  }
  let plainMilli = 0;
  let tobaccoMilli = 0;
  for (const p of chargedMembers(people, on, rule)) {
    const factor = ageFactorMilli(rule.curve, ageOn(p.birthdate, on));
    if (p.tobacco && rule.tobaccoRating) tobaccoMilli += factor;
    else plainMilli += factor;
  }
  return (rate) => rate.rate21Cents * plainMilli + (rate.tobacco21Cents ?? rate.rate21Cents) * tobaccoMilli;
}

/** The exact monthly premium of a household for one rate, in thousandths of a cent. */
export function premiumMilliCents(
  rule: RatingRule,
  rate: Pick<RatePeriod, 'rate21Cents' | 'tobacco21Cents'>,
  people: readonly CoveredPerson[],
  on: string,
): number {
  return householdPricer(rule, people, on)(rate);
}

/** Thousandths of a cent to cents, half up: the one rounding of a premium. */
export const milliToCents = (milli: number): Cents => Math.floor((milli + 500) / 1000) as Cents;

/** The household's monthly premium in cents, rounded once. */
export function premiumCents(
  rule: RatingRule,
  rate: Pick<RatePeriod, 'rate21Cents' | 'tobacco21Cents'>,
  people: readonly CoveredPerson[],
  on: string,
): Cents {
  return milliToCents(premiumMilliCents(rule, rate, people, on));
}

// ---------------------------------------------------------------------------------------------
// Plans offered in a county

/** A plan as offered in one county: its attributes, benefit rows and rates in the county's rating area. */
export interface PlanOffer {
  /** Stable id of the plan in the plan year (a name-based UUID). */
  id: string;
  /** HIOS standard component id, e.g. 12345NY0010001. */
  planId: string;
  planYear: number;
  state: string;
  countyFips: string;
  ratingArea: string;
  issuerId: string;
  issuerName: string;
  planName: string;
  planType: string;
  metalLevel: string;
  /** The plan's own HSA flag from the catalog. */
  hsaEligible: boolean;
  deductibleIndividual: string;
  deductibleFamily: string;
  combinedDeductibleIndividual: string | null;
  oopMaxIndividual: string;
  oopMaxFamily: string;
  benefits: Benefits;
  planEffectiveDate: string;
  planExpirationDate: string;
  summaryOfBenefitsUrl: string | null;
  providerDirectoryUrl: string | null;
  rates: RatePeriod[];
  importedOn: string;
  importedBy: string;
  sourceDate: string;
}

/** The plan's rate on a date, when the plan is offered then. */
export function rateOn(offer: PlanOffer, on: string): RatePeriod | undefined {
  if (on < offer.planEffectiveDate || on > offer.planExpirationDate) return undefined;
  return offer.rates.find((r) => r.effective <= on && on <= r.expiration);
}

/** HSA-eligible: the plan's own flag, or its metal level where the plan year makes it HSA-compatible. */
export function isHsaEligible(offer: Pick<PlanOffer, 'hsaEligible' | 'metalLevel' | 'planYear'>): boolean {
  return (
    offer.hsaEligible ||
    (planYearFigures(offer.planYear)?.hsaCompatibleMetalLevels.includes(offer.metalLevel) ?? false)
  );
}

export interface QuotedPlan {
  offer: PlanOffer;
  premiumMilli: number;
  premiumCents: Cents;
}

/** Every plan offered on the date with the household's premium, cheapest first. */
export function ratePlans(
  offers: readonly PlanOffer[],
  people: readonly CoveredPerson[],
  on: string,
): QuotedPlan[] {
  const pricers = new Map<string, HouseholdPricer>();
  const quoted: QuotedPlan[] = [];
  for (const offer of offers) {
    const rate = rateOn(offer, on);
    if (!rate) continue;
    let price = pricers.get(offer.state);
    if (!price) pricers.set(offer.state, (price = householdPricer(ratingRuleFor(offer.state), people, on)));
    const premiumMilli = price(rate);
    quoted.push({ offer, premiumMilli, premiumCents: milliToCents(premiumMilli) });
  }
  return quoted.sort(
    (a, b) =>
      a.premiumMilli - b.premiumMilli ||
      (a.offer.planId < b.offer.planId ? -1 : a.offer.planId > b.offer.planId ? 1 : 0),
  );
}

export type Benchmark = 'lcs' | 'slcs';

/**
 * The lowest-cost (lcs) or second-lowest-cost (slcs) silver plan for the household on the date.
 * With a single silver plan offered, that plan is both. Undefined when no silver plan is offered.
 */
export function benchmarkSilver(
  offers: readonly PlanOffer[],
  people: readonly CoveredPerson[],
  on: string,
  which: Benchmark,
): QuotedPlan | undefined {
  const silver = ratePlans(
    offers.filter((o) => o.metalLevel === 'Silver'),
    people,
    on,
  );
  return which === 'lcs' ? silver[0] : (silver[1] ?? silver[0]);
}

/** A quoted plan as the spec's health-plan entity. */
export function toHealthPlan({ offer, premiumCents: cents }: QuotedPlan): HealthPlan {
  const plan = {
    id: offer.id,
    planid: offer.planId,
    planname: offer.planName,
    issuername: offer.issuerName,
    plantype: offer.planType,
    metallevel: offer.metalLevel,
    ishsaeligible: isHsaEligible(offer) ? 'Yes' : 'No',
    rate: cents / 100,
    annualdeductibleindividual: offer.deductibleIndividual,
    annualdeductiblefamily: offer.deductibleFamily,
    combinedmedicaldrugdeductibleindividual: offer.combinedDeductibleIndividual,
    annualoopmaxindividual: offer.oopMaxIndividual,
    annualoopmaxfamily: offer.oopMaxFamily,
    planeffectivedate: offer.planEffectiveDate,
    urlforbenefitsummarycoverage: offer.summaryOfBenefitsUrl,
    providerlink: offer.providerDirectoryUrl,
    createdon: offer.sourceDate,
    createdby: offer.importedBy,
    modifiedon: offer.importedOn,
  } as HealthPlan;
  return Object.assign(plan, offer.benefits);
}

/** The household of a quote request: the employee and every listed dependent. */
export function quoteHousehold(
  employee: { birthdate: string; tobacco: boolean },
  dependents: ReadonlyArray<{
    dateofbirth: string;
    relationship: 'spouse' | 'child';
    istobaccouser: 'true' | 'false';
  }>,
): CoveredPerson[] {
  return [
    { birthdate: employee.birthdate, relationship: 'employee', tobacco: employee.tobacco },
    ...dependents.map((d) => ({
      birthdate: d.dateofbirth,
      relationship: d.relationship,
      tobacco: d.istobaccouser === 'true',
    })),
  ];
}
