/**
 * One zod schema per file kind of the CMS public use files (layouts.ts): what a row must hold,
 * with the reason reported for each column. A row is read in the order the importer decides on
 * it, so each kind's schema comes in stages: a row skipped at an early stage (another state, a
 * dental plan, a cost-sharing variant) is not held to the later ones.
 *
 * Every message names the column and the value found; the reader adds the file and the line.
 */
import { z } from 'zod';
import { planYearFigures } from '../../../shared/data/plan-years';
import { maxTobaccoFactor } from '../../../shared/data/rating-rules';
import { dollarsToCents, formatDollars } from '../../../shared/domain/money';
import { parseDate } from '../../../shared/domain/rating';
import {
  addIssue,
  date,
  filled,
  fips,
  marketCoverage,
  matching,
  oneOf,
  optional,
  planVariantId,
  rateCents,
  ratingAreaId,
  yesNo,
} from './columns';
import { costSharing, metalLevels, patterns, planTypes } from './layouts';

/** Every file: the plan year and state a row belongs to. */
export const scopeRow = z.object({
  BusinessYear: matching('BusinessYear', patterns.year, 'is not a year'),
  StateCode: matching('StateCode', patterns.state, 'is not a two-letter state code'),
});

/** County_Rating_Area.csv. */
export const ratingAreaRow = z.object({
  CountyFIPS: fips('CountyFIPS'),
  CountyName: filled('CountyName'),
  RatingAreaId: ratingAreaId,
});

/** Service_Area_PUF.csv: first the market (every row), then the area of an individual medical plan. */
export const serviceAreaRow = {
  market: z.object({ MarketCoverage: marketCoverage, DentalOnlyPlan: optional(z.string()) }),
  area: z
    .object({
      IssuerId: matching('IssuerId', patterns.issuerId, 'is not a 5-digit issuer id'),
      ServiceAreaId: filled('ServiceAreaId'),
      CoverEntireState: yesNo('CoverEntireState'),
      County: z.string(),
    })
    .superRefine((row, ctx) => {
      const { County: county, CoverEntireState: entire } = row;
      if ((entire === 'No' || county) && !patterns.fips.test(county))
        ctx.addIssue({
          code: 'custom',
          path: ['County'],
          message: `County "${county}" is not a 5-digit county code`,
        });
    }),
};

/** The two deductible and two out-of-pocket columns a plan is read from (integrated or medical). */
export function costColumns(row: {
  MedicalDrugDeductiblesIntegrated: string;
  MedicalDrugMaximumOutofPocketIntegrated: string;
}) {
  const ded = row.MedicalDrugDeductiblesIntegrated === 'Yes' ? 'TEHB' : 'MEHB';
  const moop = row.MedicalDrugMaximumOutofPocketIntegrated === 'Yes' ? 'TEHB' : 'MEHB';
  return [
    `${ded}DedInnTier1Individual`,
    `${ded}DedInnTier1FamilyPerGroup`,
    `${moop}InnTier1IndividualMOOP`,
    `${moop}InnTier1FamilyPerGroupMOOP`,
  ] as const;
}

const url = (column: string) =>
  optional(
    z.string().refine((v) => !v || patterns.url.test(v), {
      error: (issue) => `${column} "${String(issue.input)}" is not an http(s) URL`,
    }),
  );

/**
 * Plan_Attributes_PUF.csv: the listing (every row), the identity (an individual medical plan of a
 * selected state), then the details (the variant the catalog keeps).
 */
export const planRow = {
  listing: z.object({
    PlanId: planVariantId,
    MarketCoverage: marketCoverage,
    DentalOnlyPlan: matching('DentalOnlyPlan', /^(Yes|No|)$/, 'is not Yes or No'),
  }),
  identity: z
    .object({
      StandardComponentId: matching(
        'StandardComponentId',
        patterns.standardComponentId,
        'is not like 12345NY0010001',
      ),
      PlanId: z.string(),
      IssuerId: z.string(),
      StateCode: z.string(),
    })
    .superRefine((row, ctx) => {
      const { StandardComponentId: planId, PlanId: variantId } = row;
      const reason = !variantId.startsWith(planId)
        ? `PlanId ${variantId} is not a variant of ${planId}`
        : planId.slice(0, 5) !== row.IssuerId
          ? `plan ${planId} does not belong to issuer ${row.IssuerId}`
          : planId.slice(5, 7) !== row.StateCode
            ? `plan ${planId} is not a ${row.StateCode} plan`
            : undefined;
      if (reason) ctx.addIssue({ code: 'custom', path: ['PlanId'], message: reason });
    }),
  details: z
    .looseObject({
      BusinessYear: z.string(),
      PlanMarketingName: z.string().refine((v) => v.length > 0 && v.length <= 300, {
        error: 'PlanMarketingName is empty or longer than 300 characters',
      }),
      IssuerMarketPlaceMarketingName: filled('IssuerMarketPlaceMarketingName'),
      PlanType: oneOf('PlanType', planTypes),
      MetalLevel: oneOf('MetalLevel', metalLevels),
      IsHSAEligible: yesNo('IsHSAEligible'),
      PlanEffectiveDate: date('PlanEffectiveDate'),
      PlanExpirationDate: date('PlanExpirationDate'),
      ImportDate: matching('ImportDate', patterns.importDate, 'is not a date'),
      URLForSummaryofBenefitsCoverage: url('URLForSummaryofBenefitsCoverage'),
      NetworkURL: url('NetworkURL'),
      PlanBrochure: url('PlanBrochure'),
      FormularyURL: url('FormularyURL'),
      ServiceAreaId: filled('ServiceAreaId'),
      MedicalDrugDeductiblesIntegrated: yesNo('MedicalDrugDeductiblesIntegrated'),
      MedicalDrugMaximumOutofPocketIntegrated: yesNo('MedicalDrugMaximumOutofPocketIntegrated'),
      SourceName: optional(z.string()),
    })
    .superRefine((row, ctx) => {
      const { PlanEffectiveDate: effective, PlanExpirationDate: expiration } = row;
      if (parseDate(effective) && parseDate(expiration) && expiration < effective)
        addIssue(
          ctx,
          'PlanExpirationDate',
          `PlanExpirationDate ${expiration} is before PlanEffectiveDate ${effective}`,
        );
      const columns = costColumns(row);
      const amounts = columns.map((column) => String(row[column] ?? ''));
      amounts.forEach((value, i) => {
        if (!patterns.dollars.test(value))
          addIssue(
            ctx,
            columns[i] as string,
            `${columns[i]} "${value}" is not an amount of dollars like $4,500`,
            'amounts',
          );
      });
      if (!amounts.every((a) => patterns.dollars.test(a))) return;
      // Caps carried provisionally from an earlier year are not held against a real file.
      const year = Number(row.BusinessYear);
      const caps = planYearFigures(year)?.outOfPocketMax;
      if (!caps || caps.provisional) return;
      const [, , individual = '', family = ''] = amounts;
      if (dollarsToCents(individual) > caps.selfOnlyCents)
        addIssue(
          ctx,
          columns[2],
          `the individual out-of-pocket maximum ${individual} is above the ${year} limit ${formatDollars(caps.selfOnlyCents)}`,
        );
      else if (dollarsToCents(family) > caps.familyCents)
        addIssue(
          ctx,
          columns[3],
          `the family out-of-pocket maximum ${family} is above the ${year} limit ${formatDollars(caps.familyCents)}`,
        );
    }),
};

const tobaccoRated = 'Tobacco User/Non-Tobacco User';

/** Rate_PUF.csv. */
export const rateRow = z
  .object({
    PlanId: matching('PlanId', patterns.standardComponentId, 'is not like 12345NY0010001'),
    Age: matching('Age', patterns.age, 'is not a rate age (0-14, 15 ... 63, 64 and over, Family Option)'),
    RatingAreaId: ratingAreaId,
    Tobacco: matching(
      'Tobacco',
      /^(No Preference|Tobacco User\/Non-Tobacco User)$/,
      'is not "No Preference" or "Tobacco User/Non-Tobacco User"',
    ),
    RateEffectiveDate: date('RateEffectiveDate'),
    RateExpirationDate: date('RateExpirationDate'),
    IndividualRate: z.string().refine((v) => (rateCents(v) ?? 0) > 0, {
      error: (issue) =>
        `IndividualRate "${String(issue.input)}" is not a positive amount of dollars with at most two decimals`,
    }),
    IndividualTobaccoRate: z.string(),
  })
  .superRefine((row, ctx) => {
    const { RateEffectiveDate: effective, RateExpirationDate: expiration } = row;
    // Not parsed again (a row per age makes this the hot path): a malformed date's own issue
    // comes first in column order, so this one is never the one reported for it.
    if (expiration < effective)
      addIssue(
        ctx,
        'RateExpirationDate',
        `RateExpirationDate ${expiration} is before RateEffectiveDate ${effective}`,
      );
    if (row.Tobacco !== tobaccoRated) return;
    const rate = rateCents(row.IndividualRate) ?? 0;
    const tobacco = rateCents(row.IndividualTobaccoRate);
    const { IndividualRate: rateText, IndividualTobaccoRate: tobaccoText } = row;
    if (tobacco === undefined)
      addIssue(
        ctx,
        'IndividualTobaccoRate',
        `IndividualTobaccoRate "${tobaccoText}" is not an amount of dollars with at most two decimals`,
      );
    else if (tobacco < rate)
      addIssue(
        ctx,
        'IndividualTobaccoRate',
        `IndividualTobaccoRate ${tobaccoText} is below IndividualRate ${rateText}`,
      );
    else if (tobacco * maxTobaccoFactor.denominator > rate * maxTobaccoFactor.numerator)
      addIssue(
        ctx,
        'IndividualTobaccoRate',
        `IndividualTobaccoRate ${tobaccoText} is more than 1.5 times IndividualRate ${rateText}`,
      );
  });

/** Benefits_Cost_Sharing_PUF.csv: which plan and benefit, then the kept variant's cost sharing. */
export const benefitRow = {
  key: z.object({ PlanId: planVariantId, BenefitName: filled('BenefitName') }),
  values: z.object({
    CopayInnTier1: matching(
      'CopayInnTier1',
      costSharing,
      'is not a cost-sharing value like "$40" or "$250 Copay after deductible"',
    ),
    CoinsInnTier1: matching(
      'CoinsInnTier1',
      costSharing,
      'is not a cost-sharing value like "20% Coinsurance after deductible"',
    ),
    IsCovered: matching('IsCovered', /^(Covered|Not Covered|)$/, 'is not Covered or Not Covered'),
  }),
};
