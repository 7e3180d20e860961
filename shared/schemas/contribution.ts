import { z } from 'zod';
import { isoDate, ok } from './common';

const pathDate = isoDate;
export const monthlyContributionPath = z.strictObject({
  accountid: z.string().min(1).max(64),
  effectiveDate: pathDate,
  dob: pathDate,
  state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code'),
  class: z.string().min(1).max(64),
  d1: pathDate,
  d2: pathDate,
  d3: pathDate,
  d4: pathDate,
  d5: pathDate,
});
export const waivedContributionPath = z.strictObject({
  accountid: z.string().min(1).max(64),
  effectiveDate: pathDate,
  dob: pathDate,
  state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code'),
});
/** A number of dollars with two decimals, as the spec's client reads it. */
export const contributionResponse = ok({ data: z.number() });


export const affordabilityPath = z.strictObject({ planYear: z.string().regex(/^\d{4}$/, 'must be a plan year') });
export const affordabilityQuery = z.strictObject({
  /** Annual household income in dollars. */
  householdIncome: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount of dollars'),
});
export const affordabilityResponse = ok({
  data: z.object({
    planYear: z.number(),
    affordable: z.boolean(),
    /** Monthly figures in dollars with two decimals. */
    lowestCostSilverSelfOnly: z.number(),
    monthlySelfOnlyContribution: z.number(),
    employeeMonthlyCost: z.number(),
    requiredContributionPercent: z.number(),
    monthlyThreshold: z.number(),
  }),
});
