/**
 * Affordability (shared/domain/affordability.ts): the verdict against the year's percentage of
 * household income, exact at the boundary, with the numbers behind it; the yearly figures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planYearFigures } from '../../shared/data/plan-years';
import {
  affordabilityOfOffer,
  assessAffordability,
  requiredContributionPercent,
} from '../../shared/domain/affordability';
import { ConflictError, NotFoundError } from '../../shared/domain/errors';
import type { Cents } from '../../shared/domain/money';
import type { PlanOffer } from '../../shared/domain/rating';
import { benefitFields } from '../../shared/schemas/quote';

const c = (n: number) => n as Cents;

describe('assessAffordability', () => {
  it('is affordable when the cost is at most 9.96% of monthly income (2026)', () => {
    // $60,000 x 9.96% / 12 = $498.00
    const r = assessAffordability({
      planYear: 2026,
      lowestCostSilverSelfOnlyCents: c(98_000),
      monthlySelfOnlyContributionCents: c(48_200),
      householdIncomeCents: c(6_000_000),
      requiredContributionPercent: '9.96',
    });
    expect(r).toMatchObject({
      affordable: true,
      employeeMonthlyCostCents: 49_800,
      monthlyThresholdCents: 49_800,
    });
    const r2 = assessAffordability({
      planYear: 2026,
      lowestCostSilverSelfOnlyCents: c(98_000),
      monthlySelfOnlyContributionCents: c(48_199),
      householdIncomeCents: c(6_000_000),
      requiredContributionPercent: '9.96',
    });
    expect(r2).toMatchObject({
      affordable: false,
      employeeMonthlyCostCents: 49_801,
      monthlyThresholdCents: 49_800,
    });
  });

  it('decides on the exact threshold and shows it rounded down, so the two always agree', () => {
    // $12,345.67 x 9.02% / 12 = $92.7980... : shown as 92.79; a cost of 92.79 is affordable, 92.80 is not
    const base = {
      planYear: 2025,
      lowestCostSilverSelfOnlyCents: c(9_279),
      householdIncomeCents: c(1_234_567),
      requiredContributionPercent: '9.02',
    };
    expect(assessAffordability({ ...base, monthlySelfOnlyContributionCents: c(0) })).toMatchObject({
      affordable: true,
      monthlyThresholdCents: 9_279,
    });
    expect(
      assessAffordability({
        ...base,
        lowestCostSilverSelfOnlyCents: c(9_280),
        monthlySelfOnlyContributionCents: c(0),
      }),
    ).toMatchObject({ affordable: false, monthlyThresholdCents: 9_279 });
  });

  it('never counts a negative cost: a contribution above the premium is affordable at any income', () => {
    const r = assessAffordability({
      planYear: 2026,
      lowestCostSilverSelfOnlyCents: c(40_000),
      monthlySelfOnlyContributionCents: c(60_000),
      householdIncomeCents: c(0),
      requiredContributionPercent: '9.96',
    });
    expect(r).toMatchObject({ affordable: true, employeeMonthlyCostCents: 0, monthlyThresholdCents: 0 });
  });

  it('agrees with its own displayed numbers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.constantFrom('9.02', '9.96', '8.39'),
        (lcs, contribution, income, pct) => {
          const r = assessAffordability({
            planYear: 2026,
            lowestCostSilverSelfOnlyCents: c(lcs),
            monthlySelfOnlyContributionCents: c(contribution),
            householdIncomeCents: c(income),
            requiredContributionPercent: pct,
          });
          expect(r.employeeMonthlyCostCents).toBe(Math.max(0, lcs - contribution));
          expect(r.affordable).toBe(r.employeeMonthlyCostCents <= r.monthlyThresholdCents);
          // threshold = floor(income x pct / 1200), by exact integer arithmetic on hundredths of a percent
          expect(r.monthlyThresholdCents).toBe(
            Number((BigInt(income) * BigInt(Math.round(Number(pct) * 100))) / 120_000n),
          );
        },
      ),
    );
  });
});

describe('yearly figures', () => {
  it('holds the required-contribution percentage of 2025 and 2026', () => {
    expect(requiredContributionPercent(2025)).toBe('9.02');
    expect(requiredContributionPercent(2026)).toBe('9.96');
  });

  it('answers 404 naming the years held for a year without figures', () => {
    expect(() => requiredContributionPercent(2027)).toThrow(NotFoundError);
    expect(() => requiredContributionPercent(2027)).toThrow(
      'The affordability figures for plan year 2027 are not available yet. Plan years available: 2025, 2026.',
    );
  });

  it('keeps the limits consistent: family twice self-only, HDHP out-of-pocket within the ACA cap', () => {
    for (const year of [2025, 2026, 2027]) {
      const f = planYearFigures(year);
      expect(f, String(year)).toBeDefined();
      if (f?.outOfPocketMax) expect(f.outOfPocketMax.familyCents).toBe(2 * f.outOfPocketMax.selfOnlyCents);
      if (f?.hdhp && f.outOfPocketMax)
        expect(f.hdhp.maxOutOfPocketSelfOnlyCents).toBeLessThanOrEqual(f.outOfPocketMax.selfOnlyCents);
    }
    expect(planYearFigures(2026)?.hsa).toMatchObject({
      selfOnlyCents: 440_000,
      familyCents: 875_000,
      catchUp55Cents: 100_000,
    });
  });
});

describe('affordabilityOfOffer', () => {
  const plan = (planId: string, metalLevel: string, rate21Cents: number): PlanOffer => ({
    id: planId,
    planId,
    planYear: 2026,
    state: 'NJ',
    countyFips: '34017',
    ratingArea: 'Rating Area 1',
    issuerId: '11111',
    issuerName: 'Demo',
    planName: `Demo ${metalLevel}`,
    planType: 'HMO',
    metalLevel,
    hsaEligible: false,
    deductibleIndividual: '$1',
    deductibleFamily: '$2',
    combinedDeductibleIndividual: null,
    oopMaxIndividual: '$3',
    oopMaxFamily: '$4',
    benefits: Object.fromEntries(benefitFields.map((f) => [f, null])) as PlanOffer['benefits'],
    planEffectiveDate: '2026-01-01',
    planExpirationDate: '2026-12-31',
    summaryOfBenefitsUrl: null,
    providerDirectoryUrl: null,
    rates: [
      {
        effective: '2026-01-01',
        expiration: '2026-12-31',
        rate21Cents,
        tobacco21Cents: Math.floor(rate21Cents * 1.5),
      },
    ],
    importedOn: '',
    importedBy: '',
    sourceDate: '',
  });
  const offers = [
    plan('11111NJ0010001', 'Silver', 40_000),
    plan('22222NJ0010001', 'Silver', 38_000),
    plan('11111NJ0010002', 'Bronze', 25_000),
  ];

  it("rates the lowest-cost silver plan at the employee's age on 1 January, without tobacco, less the self-only contribution", () => {
    // Born 1986-06-30: 39 on 2026-01-01 (1.262); LCS 380.00 x 1.262 = 479.56; flat employee tier 300.00
    const r = affordabilityOfOffer({
      planYear: 2026,
      requiredContributionPercent: '9.96',
      birthdate: '1986-06-30',
      offers,
      householdIncomeCents: c(3_000_000),
      policy: {
        kind: 'flat-by-tier',
        tiers: { employee: 30_000, employee_spouse: 50_000, employee_children: 50_000, family: 70_000 },
      },
    });
    expect(r).toMatchObject({
      employeeAge: 39,
      lowestCostSilverSelfOnlyCents: 47_956,
      monthlySelfOnlyContributionCents: 30_000,
      employeeMonthlyCostCents: 17_956,
      monthlyThresholdCents: 24_900,
      affordable: true,
    });
    expect(r.lowestCostSilver.offer.planId).toBe('22222NJ0010001');
  });

  it('computes a benchmark-percent contribution for the employee alone', () => {
    const r = affordabilityOfOffer({
      planYear: 2026,
      requiredContributionPercent: '9.96',
      birthdate: '1986-06-30',
      offers,
      householdIncomeCents: c(3_000_000),
      policy: { kind: 'benchmark-percent', benchmark: 'slcs', percent: 50, covers: 'household' },
    });
    // SLCS 400.00 x 1.262 = 504.80; half = 252.40
    expect(r.monthlySelfOnlyContributionCents).toBe(25_240);
  });

  it('answers 409 when no silver plan is offered where the employee lives', () => {
    expect(() =>
      affordabilityOfOffer({
        planYear: 2026,
        requiredContributionPercent: '9.96',
        birthdate: '1986-06-30',
        offers: offers.slice(2),
        householdIncomeCents: c(1),
        policy: { kind: 'base-plus-dependent', base: 1, perDependent: 1 },
      }),
    ).toThrow(ConflictError);
  });
});
