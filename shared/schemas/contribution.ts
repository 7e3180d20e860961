import * as z from 'zod/mini';
import { dateOfBirth, isoDate, ok, plainText } from './common';

const pathDate = isoDate;
const state = z.lazy(() => z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter state code')));
export const monthlyContributionPath = z.lazy(() =>
  z.strictObject({
    accountid: z.string().check(z.minLength(1), z.maxLength(64), plainText()),
    effectiveDate: pathDate,
    dob: dateOfBirth,
    state,
    /** The member's contribution class, 'empty' when they have none, or 'ALL'. */
    class: z.string().check(z.minLength(1), z.maxLength(64), plainText()),
    /** Dependents' birth dates; 1920-01-01 pads the unused slots. */
    d1: pathDate,
    d2: pathDate,
    d3: pathDate,
    d4: pathDate,
    d5: pathDate,
  }),
);
export const waivedContributionPath = z.lazy(() =>
  z.strictObject({
    accountid: z.string().check(z.minLength(1), z.maxLength(64), plainText()),
    effectiveDate: pathDate,
    dob: dateOfBirth,
    state,
  }),
);
/** A number of dollars with two decimals, as the spec's client reads it. */
export const contributionResponse = z.lazy(() => ok({ data: z.number() }));

export const affordabilityPath = z.lazy(() =>
  z.strictObject({
    planYear: z.string().check(z.regex(/^\d{4}$/, 'must be a plan year')),
  }),
);
export const affordabilityQuery = z.lazy(() =>
  z.strictObject({
    /** Annual household income in dollars. */
    householdIncome: z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount of dollars')),
  }),
);
/** The verdict and the numbers behind it. Money in dollars with two decimals; monthly unless named annual. */
export const affordabilityResponse = z.lazy(() =>
  ok({
    data: z.object({
      planYear: z.number(),
      affordable: z.boolean(),
      /** Self-only premium of the lowest-cost silver plan in the employee's rating area. */
      lowestCostSilverSelfOnly: z.number(),
      lowestCostSilverPlanId: z.string(),
      lowestCostSilverPlanName: z.string(),
      ratingArea: z.string(),
      /** The employee's age on the first day of the plan year, at which the premium is rated. */
      employeeAge: z.number(),
      monthlySelfOnlyContribution: z.number(),
      /** Lowest-cost silver self-only premium minus the self-only contribution, at least 0. */
      employeeMonthlyCost: z.number(),
      /** The year's required-contribution percentage, e.g. 9.96. */
      requiredContributionPercent: z.number(),
      annualHouseholdIncome: z.number(),
      /** requiredContributionPercent of annualHouseholdIncome / 12, rounded down to the cent. */
      monthlyThreshold: z.number(),
    }),
  }),
);
