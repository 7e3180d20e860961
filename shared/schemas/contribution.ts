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

