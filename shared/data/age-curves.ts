/**
 * Age rating curves: the factor applied to a plan's age-21 rate for a member of a given age on the
 * coverage effective date. Factors are held in thousandths (integers) so premiums are computed in
 * exact integer arithmetic.
 */

export interface AgeCurve {
  name: string;
  source: string;
  /** Factor in thousandths for ages 0..64; index = age; ages above 64 use the last entry. */
  factorsMilli: readonly number[];
}

function curve(
  name: string,
  source: string,
  bands: ReadonlyArray<readonly [fromAge: number, factorMilli: number]>,
): AgeCurve {
  const factorsMilli: number[] = [];
  for (let age = 0; age <= 64; age++) {
    const band = [...bands].reverse().find(([from]) => from <= age);
    if (!band) throw new Error(`Age curve ${name} has no factor for age ${age}`);
    factorsMilli.push(band[1]);
  }
  return { name, source, factorsMilli };
}

/**
 * The federal default standard age curve (plan years 2018 on): 0-14 0.765, 15 0.833 ... 21-24
 * 1.000 ... 64 and older 3.000, a 3:1 ratio between the oldest and a 21-year-old.
 */
export const federalAgeCurve = curve(
  'Federal default',
  'CMS, Market Rating Reforms: State Specific Age Curve Variations (federal default curve, 2018 on); 45 CFR 147.102(d)',
  [
    [0, 765],
    [15, 833],
    [16, 859],
    [17, 885],
    [18, 913],
    [19, 941],
    [20, 970],
    [21, 1000],
    [25, 1004],
    [26, 1024],
    [27, 1048],
    [28, 1087],
    [29, 1119],
    [30, 1135],
    [31, 1159],
    [32, 1183],
    [33, 1198],
    [34, 1214],
    [35, 1222],
    [36, 1230],
    [37, 1238],
    [38, 1246],
    [39, 1262],
    [40, 1278],
    [41, 1302],
    [42, 1325],
    [43, 1357],
    [44, 1397],
    [45, 1444],
    [46, 1500],
    [47, 1563],
    [48, 1635],
    [49, 1706],
    [50, 1786],
    [51, 1865],
    [52, 1952],
    [53, 2040],
    [54, 2135],
    [55, 2230],
    [56, 2333],
    [57, 2437],
    [58, 2548],
    [59, 2603],
    [60, 2714],
    [61, 2810],
    [62, 2873],
    [63, 2952],
    [64, 3000],
  ],
);

/**
 * New York: pure community rating, no age factor for adults; a child rated alone (child-only
 * coverage) pays 0.412 of the individual rate. Households are rated by family tier (see
 * rating-rules.ts), so the curve only prices a member rated on their own.
 */
export const newYorkAgeCurve = curve(
  'New York',
  'CMS, Market Rating Reforms: State Specific Age Curve Variations (New York); N.Y. Insurance Law 3231',
  [
    [0, 412],
    [21, 1000],
  ],
);

/**
 * Vermont: pure community rating, no age factor at any age. Households are rated by family tier
 * (see rating-rules.ts).
 */
export const vermontAgeCurve = curve(
  'Vermont',
  'CMS, Market Rating Reforms: State Specific Age Curve Variations (Vermont); 8 V.S.A. 4080a',
  [[0, 1000]],
);

/** A curve's factor in thousandths for an age (in whole years). */
export function ageFactorMilli(c: AgeCurve, age: number): number {
  if (!Number.isInteger(age) || age < 0) throw new RangeError(`Not an age: ${age}`);
  return c.factorsMilli[Math.min(age, 64)] as number;
}
