/**
 * The plan-year HSA contribution limit (spec section 9: individual, family, $1,000 catch-up at 55
 * or older), from the IRS figures of shared/data/plan-years.ts (on the server, with a stage's
 * stored figures beside them: the caller passes that view). Monthly amounts are the annual limit
 * divided by 12, rounded down to the cent.
 */
import { builtInFigures, type YearlyFigures } from '../data/plan-years';
import type { Cents } from './money';

/** The monthly HSA limit in cents, or undefined when the plan year's limits are not entered. */
/** From this age a member may add the catch-up contribution (IRS: 55 by the end of the tax year). */
export const HSA_CATCH_UP_AGE = 55;

export function hsaMonthlyLimitCents(
  input: {
    planYear: number;
    coverage: 'self' | 'family';
    age: number;
  },
  figures: YearlyFigures = builtInFigures,
): Cents | undefined {
  const limits = figures.of(input.planYear)?.hsa;
  if (!limits) return undefined;
  const annual =
    (input.coverage === 'family' ? limits.familyCents : limits.selfOnlyCents) +
    (input.age >= HSA_CATCH_UP_AGE ? limits.catchUp55Cents : 0);
  return Math.floor(annual / 12) as Cents;
}
