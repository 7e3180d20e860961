/**
 * ICHRA affordability for a plan year: the offer is affordable when the lowest-cost silver plan's
 * self-only premium in the employee's rating area, minus the employer's monthly self-only
 * contribution, is at most the year's required-contribution percentage of household income / 12.
 * Exact integer arithmetic; the displayed monthly threshold is rounded down to the cent, so the
 * verdict always agrees with the numbers shown beside it.
 */
import { builtInFigures, type YearlyFigures } from '../data/plan-years';
import * as apiMessages from '../api-messages';
import type { ContributionPolicy } from '../schemas/employer-file';
import {
  benchmarkFromOffers,
  decimalToFraction,
  monthlyContributionCents,
  needsBenchmark,
} from './contribution';
import { ConflictError, NotFoundError } from './errors';
import { centsToDollars, type Cents } from './money';
import { ageOn, benchmarkSilver, type PlanOffer, type QuotedPlan } from './rating';

export interface AffordabilityInput {
  planYear: number;
  /** Monthly self-only premium of the lowest-cost silver plan, in cents. */
  lowestCostSilverSelfOnlyCents: Cents;
  /** The employer's monthly contribution for the employee alone, in cents. */
  monthlySelfOnlyContributionCents: Cents;
  /** Annual household income, in cents. */
  householdIncomeCents: Cents;
  /** Required contribution percentage, a decimal string such as "9.96". */
  requiredContributionPercent: string;
}

export interface AffordabilityResult {
  planYear: number;
  affordable: boolean;
  lowestCostSilverSelfOnlyCents: Cents;
  monthlySelfOnlyContributionCents: Cents;
  /** What the employee would pay for that plan each month (never below 0). */
  employeeMonthlyCostCents: Cents;
  requiredContributionPercent: string;
  /** The percentage of monthly household income, rounded down to the cent. */
  monthlyThresholdCents: Cents;
  householdIncomeCents: Cents;
}

/** The pure verdict. */
export function assessAffordability(input: AffordabilityInput): AffordabilityResult {
  const percent = decimalToFraction(Number(input.requiredContributionPercent));
  const cost = Math.max(0, input.lowestCostSilverSelfOnlyCents - input.monthlySelfOnlyContributionCents);
  // cost <= income x p / 100 / 12  <=>  cost x 1200 x den <= income x num
  const affordable =
    BigInt(cost) * 1200n * percent.denominator <= BigInt(input.householdIncomeCents) * percent.numerator;
  const threshold = (BigInt(input.householdIncomeCents) * percent.numerator) / (1200n * percent.denominator);
  return {
    planYear: input.planYear,
    affordable,
    lowestCostSilverSelfOnlyCents: input.lowestCostSilverSelfOnlyCents,
    monthlySelfOnlyContributionCents: input.monthlySelfOnlyContributionCents,
    employeeMonthlyCostCents: cost as Cents,
    requiredContributionPercent: input.requiredContributionPercent,
    monthlyThresholdCents: Number(threshold) as Cents,
    householdIncomeCents: input.householdIncomeCents,
  };
}

/**
 * The year's required-contribution percentage; a 404 naming the years held when there is none.
 * `figures` is the built-in table unless the caller passes it with a stage's stored figures.
 */
export function requiredContributionPercent(
  planYear: number,
  figures: YearlyFigures = builtInFigures,
): string {
  const figure = figures.of(planYear)?.affordability;
  if (!figure)
    throw new NotFoundError(
      apiMessages.noAffordabilityFigures(planYear, figures.yearsWith('affordability').join(', ')),
    );
  return figure.requiredContributionPercent;
}

export interface OfferAffordability extends AffordabilityResult {
  lowestCostSilver: QuotedPlan;
  /** The employee's age on the first day of the plan year, at which the premium is rated. */
  employeeAge: number;
}

/**
 * The verdict for an employee's offer: the lowest-cost silver self-only premium in their county
 * on the first day of the plan year (without tobacco surcharge), and the class policy's
 * contribution for the employee alone, against the year's percentage of household income.
 */
export function affordabilityOfOffer(args: {
  planYear: number;
  requiredContributionPercent: string;
  birthdate: string;
  policy: ContributionPolicy;
  offers: readonly PlanOffer[];
  householdIncomeCents: Cents;
}): OfferAffordability {
  const on = `${args.planYear}-01-01`;
  const lcs = benchmarkSilver(
    args.offers,
    [{ birthdate: args.birthdate, relationship: 'employee', tobacco: false }],
    on,
    'lcs',
  );
  if (!lcs) throw new ConflictError(apiMessages.noSilverPlan(on));
  const self = { employee: { birthdate: args.birthdate }, dependents: [] };
  const contribution = monthlyContributionCents(
    args.policy,
    self,
    on,
    needsBenchmark(args.policy) ? benchmarkFromOffers(args.offers, self, on) : undefined,
  );
  const result = assessAffordability({
    planYear: args.planYear,
    lowestCostSilverSelfOnlyCents: lcs.premiumCents,
    monthlySelfOnlyContributionCents: contribution,
    householdIncomeCents: args.householdIncomeCents,
    requiredContributionPercent: args.requiredContributionPercent,
  });
  return { ...result, lowestCostSilver: lcs, employeeAge: ageOn(args.birthdate, on) };
}

/** The verdict as the API answers it: money in dollars with two decimals. */
export function toAffordabilityData(r: OfferAffordability) {
  return {
    planYear: r.planYear,
    affordable: r.affordable,
    lowestCostSilverSelfOnly: centsToDollars(r.lowestCostSilverSelfOnlyCents),
    lowestCostSilverPlanId: r.lowestCostSilver.offer.planId,
    lowestCostSilverPlanName: r.lowestCostSilver.offer.planName,
    ratingArea: r.lowestCostSilver.offer.ratingArea,
    employeeAge: r.employeeAge,
    monthlySelfOnlyContribution: centsToDollars(r.monthlySelfOnlyContributionCents),
    employeeMonthlyCost: centsToDollars(r.employeeMonthlyCostCents),
    requiredContributionPercent: Number(r.requiredContributionPercent),
    annualHouseholdIncome: centsToDollars(r.householdIncomeCents),
    monthlyThreshold: centsToDollars(r.monthlyThresholdCents),
  };
}
