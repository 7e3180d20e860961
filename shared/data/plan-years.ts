/**
 * Yearly figures, keyed by plan year: HSA contribution limits, the HDHP limits an HSA-eligible
 * plan must meet, the ACA out-of-pocket caps and the ICHRA affordability percentage. Code never
 * holds these as literals: it asks `planYearFigures(year)` and handles a year without a figure.
 *
 * Amounts are integer cents; percentages are decimal strings (exact, no floating point).
 * Check each new year against its source before adding it; a figure not yet published is left
 * out (or, where the demo catalog needs a cap to stay within, carried with `provisional` set).
 *
 * These are the built-in years. A stage's operator may enter a figure a built-in year lacks, or
 * one it carries provisionally, without a release (`npm run ops -- plan-year set`); the functions
 * read those stored figures beside this table (lambdas/rules/plan-year-figures.ts). A published
 * figure here always wins: the command refuses to store one over it.
 */

export interface HsaLimits {
  selfOnlyCents: number;
  familyCents: number;
  /** Extra yearly contribution allowed from age 55. */
  catchUp55Cents: number;
  source: string;
}

/** What a plan must meet to be a high-deductible health plan (HSA-eligible). */
export interface HdhpLimits {
  minDeductibleSelfOnlyCents: number;
  minDeductibleFamilyCents: number;
  maxOutOfPocketSelfOnlyCents: number;
  maxOutOfPocketFamilyCents: number;
  source: string;
  /** Set when the figure was not yet published when entered and is carried from an earlier year. */
  provisional?: string;
}

/** The ACA maximum annual limitation on cost sharing. */
export interface OutOfPocketCaps {
  selfOnlyCents: number;
  familyCents: number;
  source: string;
  provisional?: string;
}

export interface AffordabilityFigure {
  /** Required contribution percentage of household income, e.g. "9.96". */
  requiredContributionPercent: string;
  source: string;
}

export interface PlanYearFigures {
  planYear: number;
  hsa?: HsaLimits;
  hdhp?: HdhpLimits;
  outOfPocketMax?: OutOfPocketCaps;
  affordability?: AffordabilityFigure;
  /**
   * Metal levels treated as HSA-compatible whatever the plan's own HSA flag says: from 2026,
   * individual-market bronze and catastrophic plans (Public Law 119-21, the 2025 reconciliation act).
   */
  hsaCompatibleMetalLevels: readonly string[];
}

const catchUp55Cents = 100_000;
const bronzeAndCatastrophic = ['Bronze', 'Expanded Bronze', 'Catastrophic'] as const;

const figures: readonly PlanYearFigures[] = [
  {
    planYear: 2025,
    hsa: { selfOnlyCents: 430_000, familyCents: 855_000, catchUp55Cents, source: 'IRS Rev. Proc. 2024-25' },
    hdhp: {
      minDeductibleSelfOnlyCents: 165_000,
      minDeductibleFamilyCents: 330_000,
      maxOutOfPocketSelfOnlyCents: 830_000,
      maxOutOfPocketFamilyCents: 1_660_000,
      source: 'IRS Rev. Proc. 2024-25',
    },
    outOfPocketMax: {
      selfOnlyCents: 920_000,
      familyCents: 1_840_000,
      source: 'CMS, premium adjustment percentage guidance for 2025',
    },
    affordability: { requiredContributionPercent: '9.02', source: 'IRS Rev. Proc. 2024-35' },
    hsaCompatibleMetalLevels: [],
  },
  {
    planYear: 2026,
    hsa: { selfOnlyCents: 440_000, familyCents: 875_000, catchUp55Cents, source: 'IRS Rev. Proc. 2025-19' },
    hdhp: {
      minDeductibleSelfOnlyCents: 170_000,
      minDeductibleFamilyCents: 340_000,
      maxOutOfPocketSelfOnlyCents: 850_000,
      maxOutOfPocketFamilyCents: 1_700_000,
      source: 'IRS Rev. Proc. 2025-19',
    },
    outOfPocketMax: {
      selfOnlyCents: 1_060_000,
      familyCents: 2_120_000,
      source:
        'CMS, 2025 Marketplace Integrity and Affordability final rule (premium adjustment percentage for 2026)',
    },
    affordability: { requiredContributionPercent: '9.96', source: 'IRS Rev. Proc. 2025-25' },
    hsaCompatibleMetalLevels: bronzeAndCatastrophic,
  },
  {
    planYear: 2027,
    // Not entered yet: the affordability percentage (the affordability endpoint answers a clear
    // 404 for 2027 until it is, or until an operator stores it with its source).
    hsa: { selfOnlyCents: 450_000, familyCents: 900_000, catchUp55Cents, source: 'IRS Rev. Proc. 2026-24' },
    hdhp: {
      minDeductibleSelfOnlyCents: 175_000,
      minDeductibleFamilyCents: 350_000,
      maxOutOfPocketSelfOnlyCents: 870_000,
      maxOutOfPocketFamilyCents: 1_740_000,
      source: 'IRS Rev. Proc. 2026-24',
    },
    outOfPocketMax: {
      selfOnlyCents: 1_200_000,
      familyCents: 2_400_000,
      source:
        'CMS memo of 29 January 2026, "Premium Adjustment Percentage, Maximum Annual Limitation on Cost Sharing, and Required Contribution Percentage for the 2027 Benefit Year"',
    },
    hsaCompatibleMetalLevels: bronzeAndCatastrophic,
  },
];

const byYear = new Map(figures.map((f) => [f.planYear, f]));

/** The figures of a plan year, or undefined when none are held for it. */
export function planYearFigures(planYear: number): PlanYearFigures | undefined {
  return byYear.get(planYear);
}

/** The four yearly figures, each published on its own and carrying its own source. */
export const yearlyFigureNames = ['affordability', 'hsa', 'hdhp', 'outOfPocketMax'] as const;
export type YearlyFigureName = (typeof yearlyFigureNames)[number];

/** Plan years that hold the given figure, ascending. */
export function yearsWith(figure: YearlyFigureName): number[] {
  return figures.filter((f) => f[figure] !== undefined).map((f) => f.planYear);
}

/** The built-in plan years, ascending. */
export const builtInYears = (): number[] => figures.map((f) => f.planYear);

/** A plan year's four yearly figures, whichever held them. */
export type YearFigures = Pick<PlanYearFigures, 'planYear' | YearlyFigureName>;

/**
 * The yearly figures as a rule reads them. The rules take this view as an argument (the built-in
 * table by default), so the server can hand them the built-in years with a stage's stored figures
 * beside them and the browser the built-in table, with the same code deciding.
 */
export interface YearlyFigures {
  /** A plan year's figures, or undefined when none are held for it. */
  of(planYear: number): YearFigures | undefined;
  /** Plan years that hold the given figure, ascending. */
  yearsWith(figure: YearlyFigureName): number[];
}

/** The built-in years alone. */
export const builtInFigures: YearlyFigures = { of: planYearFigures, yearsWith };
