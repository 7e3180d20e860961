/**
 * The employer's monthly contribution for an employee's household under the class's policy for the
 * plan year (shared/schemas/employer-file.ts): flat by coverage tier, by the employee's age band,
 * base plus per dependent, or a percentage of the benchmark silver plan. Integer cents; the
 * percentage kind is computed exactly from the unrounded benchmark premium and rounded once.
 */
import * as apiMessages from '../api-messages';
import { PADDING_BIRTHDATE } from './household-limits';
import type { ContributionPolicy, coverageTiers } from '../schemas/employer-file';
import type { Location } from '../schemas/location';
import { ConflictError, ValidationError } from './errors';
import type { Cents } from './money';
import { ageOn, benchmarkSilver, type Benchmark, type CoveredPerson, type PlanOffer } from './rating';

export type CoverageTier = (typeof coverageTiers)[number];

/** Who the contribution is for: the employee and the covered dependents. */
export interface ContributionHousehold {
  employee: { birthdate: string };
  dependents: ReadonlyArray<{ birthdate: string; relationship: 'spouse' | 'child' }>;
}

/** The birth date the spec's client uses to pad the five dependent slots: not a person. */
export { PADDING_BIRTHDATE };

export function coverageTier(h: ContributionHousehold): CoverageTier {
  const spouse = h.dependents.some((d) => d.relationship === 'spouse');
  const children = h.dependents.some((d) => d.relationship === 'child');
  return spouse ? (children ? 'family' : 'employee_spouse') : children ? 'employee_children' : 'employee';
}

/**
 * The exact monthly premium (thousandths of a cent) of the benchmark plan, for the employee alone
 * ('self') or the whole household. Asked only by benchmark-percent policies.
 */
export type BenchmarkPremium = (benchmark: Benchmark, covers: 'self' | 'household') => number;

/** An exact fraction for a decimal number such as 62.5 or 1e-7. */
export function decimalToFraction(value: number): { numerator: bigint; denominator: bigint } {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [mantissa = '0', exponentText = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  const sign = value < 0 ? -1n : 1n;
  let numerator = BigInt(whole + fraction) * sign;
  let denominator = 10n ** BigInt(fraction.length);
  const exponent = Number(exponentText);
  if (exponent > 0) numerator *= 10n ** BigInt(exponent);
  if (exponent < 0) denominator *= 10n ** BigInt(-exponent);
  return { numerator, denominator };
}

/** percent % of an exact amount in thousandths of a cent, in cents rounded half up. */
export function percentOfMilliCents(milli: number, percent: number): Cents {
  const { numerator, denominator } = decimalToFraction(percent);
  const num = BigInt(milli) * numerator;
  const den = denominator * 100n * 1000n;
  return Number((2n * num + den) / (2n * den)) as Cents;
}

/** The monthly contribution in cents. */
export function monthlyContributionCents(
  policy: ContributionPolicy,
  household: ContributionHousehold,
  effectiveDate: string,
  benchmarkPremium?: BenchmarkPremium,
): Cents {
  switch (policy.kind) {
    case 'flat-by-tier':
      return policy.tiers[coverageTier(household)] as Cents;
    case 'age-band': {
      const age = ageOn(household.employee.birthdate, effectiveDate);
      const band = policy.bands.find((b) => b.minAge <= age && age <= b.maxAge);
      if (!band) throw new Error(`The age-band policy has no band for age ${age}`);
      return band.amount as Cents;
    }
    case 'base-plus-dependent': {
      const counted = Math.min(household.dependents.length, policy.maxDependents ?? Number.POSITIVE_INFINITY);
      return (policy.base + policy.perDependent * counted) as Cents;
    }
    case 'benchmark-percent': {
      if (!benchmarkPremium) throw new Error('A benchmark-percent policy needs the benchmark premium');
      return percentOfMilliCents(benchmarkPremium(policy.benchmark, policy.covers), policy.percent);
    }
  }
}

/** Whether computing the policy's contribution needs the plans of the employee's county. */
export const needsBenchmark = (policy: ContributionPolicy): boolean => policy.kind === 'benchmark-percent';

/**
 * The benchmark premium from the plans offered in the employee's county. The benchmark is rated
 * without tobacco surcharges (as the premium tax credit's benchmark is).
 */
export function benchmarkFromOffers(
  offers: readonly PlanOffer[],
  household: ContributionHousehold,
  on: string,
): BenchmarkPremium {
  const self: CoveredPerson = {
    birthdate: household.employee.birthdate,
    relationship: 'employee',
    tobacco: false,
  };
  const everyone: CoveredPerson[] = [
    self,
    ...household.dependents.map((d) => ({
      birthdate: d.birthdate,
      relationship: d.relationship,
      tobacco: false,
    })),
  ];
  return (benchmark, covers) => {
    const plan = benchmarkSilver(offers, covers === 'self' ? [self] : everyone, on, benchmark);
    if (!plan) throw new ConflictError(apiMessages.noSilverPlan(on));
    return plan.premiumMilli;
  };
}

/**
 * The household of the contribution endpoint: the path carries birth dates only (five slots,
 * 1920-01-01 for an empty one), so each date is matched to one of the member's saved dependents
 * for its relationship. A date that matches none is refused (400 naming the slot).
 */
export function householdFromDates(
  employeeBirthdate: string,
  slots: readonly string[],
  saved: ReadonlyArray<{ dateofbirth: string; relationship: 'spouse' | 'child' }>,
): ContributionHousehold {
  const unused = [...saved];
  const dependents: Array<{ birthdate: string; relationship: 'spouse' | 'child' }> = [];
  const fields: Record<string, string> = {};
  slots.forEach((date, i) => {
    if (date === PADDING_BIRTHDATE) return;
    const at = unused.findIndex((d) => d.dateofbirth === date);
    if (at < 0) {
      fields[`path.d${i + 1}`] = apiMessages.dependentNotSaved(date);
      return;
    }
    const [match] = unused.splice(at, 1);
    dependents.push({ birthdate: date, relationship: (match as (typeof saved)[number]).relationship });
  });
  const problems = Object.values(fields);
  if (problems.length) throw new ValidationError(problems.join(' '), fields);
  return { employee: { birthdate: employeeBirthdate }, dependents };
}

/**
 * The county (FIPS) of a member's saved address: the ZIP's only county, or the one whose name
 * (or code) the profile holds. A conflict (409) with a clear message when the profile cannot say.
 */
export function profileCountyFips(
  profile: { postalcode: string | null; county: string | null },
  zipCounties: readonly Location[],
): string {
  if (!profile.postalcode) throw new ConflictError(apiMessages.profileLocationMissing);
  const wanted = (profile.county ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '');
  const named = zipCounties.filter(
    (c) =>
      c.countycode === wanted ||
      c.countyname
        .trim()
        .toLowerCase()
        .replace(/\s+county$/, '') === wanted,
  );
  if (named.length === 1) return (named[0] as Location).countycode;
  if (zipCounties.length === 1 && !wanted) return (zipCounties[0] as Location).countycode;
  throw new ConflictError(
    zipCounties.length === 0 ? apiMessages.profileLocationMissing : apiMessages.profileCountyUnknown,
  );
}
