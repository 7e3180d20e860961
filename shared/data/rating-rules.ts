/**
 * How each state rates a household in the individual market. Most states use per-member age
 * rating on the federal default curve; New York and Vermont use community rating by family tier.
 * A state absent from `stateRules` follows the federal default.
 */
import { federalAgeCurve, newYorkAgeCurve, vermontAgeCurve, type AgeCurve } from './age-curves';

/** Per-member rating: age-21 rate x age factor x tobacco factor, summed over charged members. */
export interface AgeRatedRule {
  kind: 'age-rated';
  state: string | 'default';
  curve: AgeCurve;
  /** Whether the plan's tobacco rate applies to tobacco users. */
  tobaccoRating: boolean;
  /** Only this many of the oldest covered children under 21 are charged (45 CFR 147.102(c)(1)). */
  chargedChildrenUnder21: number;
  source: string;
}

export const familyTiers = ['individual', 'couple', 'subscriberAndChildren', 'family'] as const;
export type FamilyTier = (typeof familyTiers)[number];

/** Community rating by family tier: the individual (age-21 column) rate x the tier's factor. */
export interface FamilyTierRule {
  kind: 'family-tier';
  state: string;
  /** The curve the state publishes for a member rated alone; households use the tiers. */
  curve: AgeCurve;
  /** Tier factors in thousandths, applied to the individual rate. */
  tierFactorsMilli: Readonly<Record<FamilyTier, number>>;
  tobaccoRating: false;
  source: string;
}

export type RatingRule = AgeRatedRule | FamilyTierRule;

export const federalRule: AgeRatedRule = {
  kind: 'age-rated',
  state: 'default',
  curve: federalAgeCurve,
  tobaccoRating: true,
  chargedChildrenUnder21: 3,
  source: '45 CFR 147.102: age (3:1), tobacco (at most 1.5:1), at most three children under 21 charged',
};

const stateRules: Readonly<Record<string, RatingRule>> = {
  NY: {
    kind: 'family-tier',
    state: 'NY',
    curve: newYorkAgeCurve,
    tierFactorsMilli: { individual: 1000, couple: 2000, subscriberAndChildren: 1700, family: 2850 },
    tobaccoRating: false,
    source:
      'N.Y. Insurance Law 3231 and 11 NYCRR 360: community rating; tier ratios 1.00 / 2.00 / 1.70 / 2.85; no tobacco rating',
  },
  VT: {
    kind: 'family-tier',
    state: 'VT',
    curve: vermontAgeCurve,
    tierFactorsMilli: { individual: 1000, couple: 2000, subscriberAndChildren: 1930, family: 2810 },
    tobaccoRating: false,
    source:
      '8 V.S.A. 4080a and Vermont Health Connect tier ratios 1.00 / 2.00 / 1.93 / 2.81; no tobacco rating',
  },
};

/** The rating rule of a state (two-letter code). */
export function ratingRuleFor(state: string): RatingRule {
  return stateRules[state.toUpperCase()] ?? federalRule;
}

/**
 * States whose individual market does not allow a tobacco surcharge: their plans carry no
 * tobacco rate (the demo generator writes "No Preference" rows for them).
 */
export const statesWithoutTobaccoRating: readonly string[] = ['CA', 'DC', 'MA', 'NJ', 'NY', 'RI', 'VT'];

/** The federal ceiling of a tobacco rate over the non-tobacco rate: 1.5, as a fraction. */
export const maxTobaccoFactor = { numerator: 3, denominator: 2 } as const;
