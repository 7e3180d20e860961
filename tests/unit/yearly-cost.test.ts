/**
 * The estimated yearly cost (shared/domain/yearly-cost.ts) against hand-computed cases: a copay
 * plan, a coinsurance plan and an HSA plan (family of two), at low, medium and high use. The
 * allowed amounts are those of `careServices` (PCP $150, specialist $250, urgent care $200,
 * generic fill $20, imaging $1,000, ER $2,500, inpatient stay $15,000 over 3 days).
 */
import { describe, expect, it } from 'vitest';
import { estimateYearlyCost, moneyTextToCents, parseCostShare } from '../../shared/domain/yearly-cost';
import { benefitFields, type HealthPlan } from '../../shared/schemas/quote';

function plan(overrides: Partial<HealthPlan>): HealthPlan {
  const benefits = Object.fromEntries(benefitFields.map((f) => [f, null]));
  return {
    id: 'p',
    planid: '11111NJ0010001',
    planname: 'Test plan',
    issuername: 'Test issuer',
    plantype: 'HMO',
    metallevel: 'Silver',
    ishsaeligible: 'No',
    rate: 400,
    annualdeductibleindividual: '$1,000',
    annualdeductiblefamily: '$2,000',
    combinedmedicaldrugdeductibleindividual: null,
    annualoopmaxindividual: '$5,000',
    annualoopmaxfamily: '$10,000',
    planeffectivedate: '2027-01-01',
    urlforbenefitsummarycoverage: null,
    providerlink: null,
    createdon: '',
    createdby: '',
    modifiedon: '',
    ...benefits,
    ...overrides,
  } as HealthPlan;
}

describe('parseCostShare reads the CMS cost-sharing texts', () => {
  it.each([
    ['$40', { kind: 'copay', cents: 4000, perDay: false, afterDeductible: false }],
    ['$250 Copay after deductible', { kind: 'copay', cents: 25000, perDay: false, afterDeductible: true }],
    [
      '$300 Copay per Day after deductible',
      { kind: 'copay', cents: 30000, perDay: true, afterDeductible: true },
    ],
    ['20% Coinsurance after deductible', { kind: 'coinsurance', percent: 20, afterDeductible: true }],
    ['30% Coinsurance', { kind: 'coinsurance', percent: 30, afterDeductible: false }],
    ['No Charge', { kind: 'free', afterDeductible: false }],
    ['No Charge after deductible', { kind: 'free', afterDeductible: true }],
    ['Not Covered', { kind: 'notCovered' }],
    [
      '$20; 10% Coinsurance after deductible',
      { kind: 'both', copayCents: 2000, perDay: false, percent: 10, afterDeductible: true },
    ],
    [null, { kind: 'coinsurance', percent: 20, afterDeductible: true }],
  ])('%s', (text, expected) => {
    expect(parseCostShare(text)).toEqual(expected);
  });

  it('moneyTextToCents reads "$4,500" and refuses "Not Applicable"', () => {
    expect(moneyTextToCents('$4,500')).toBe(450_000);
    expect(moneyTextToCents('1000.5')).toBe(100_050);
    expect(moneyTextToCents('Not Applicable')).toBeNull();
  });
});

describe('estimateYearlyCost', () => {
  it('a copay plan: copays without deductible, imaging and ER after it, inpatient per day', () => {
    const copayPlan = plan({
      rate: 400,
      primarycarevisit: '$30',
      specialistvisit: '$60',
      urgentcare: '$45',
      genericdrugs: '$10',
      imagingctpetscansmris: '20% Coinsurance after deductible',
      emergencyroomservices: '$350 Copay after deductible',
      inpatienthospitalservices: '$300 Copay per Day after deductible',
    });
    const e = estimateYearlyCost(copayPlan, 1);
    // Premium 12 x $400 = $4,800.
    expect(e?.premiumCents).toBe(480_000);
    // Low: 2 x $30 + 3 x $10 = $90.
    expect(e?.outOfPocketCents.low).toBe(9_000);
    // Medium: 4x30 + 2x60 + 45 + 12x10 + imaging $1,000 (all deductible) = $1,405.
    expect(e?.outOfPocketCents.medium).toBe(140_500);
    // High: 180 + 360 + 45 + 240 + imaging 1,000 + 200 (20% of the second) + ER 350 + 3 days x 300 = $3,275.
    expect(e?.outOfPocketCents.high).toBe(327_500);
    expect(e?.totalCents).toEqual({ low: 489_000, medium: 620_500, high: 807_500 });
  });

  it('a coinsurance plan: the deductible first, then 30%, capped by the out-of-pocket maximum', () => {
    const coinsurance = '30% Coinsurance after deductible';
    const coinsurancePlan = plan({
      rate: 300,
      annualdeductibleindividual: '$3,000',
      annualoopmaxindividual: '$6,000',
      primarycarevisit: coinsurance,
      specialistvisit: coinsurance,
      urgentcare: coinsurance,
      genericdrugs: coinsurance,
      imagingctpetscansmris: coinsurance,
      emergencyroomservices: coinsurance,
      inpatienthospitalservices: coinsurance,
    });
    const e = estimateYearlyCost(coinsurancePlan, 1);
    // Low: 2 x 150 + 3 x 20, all toward the deductible = $360.
    expect(e?.outOfPocketCents.low).toBe(36_000);
    // Medium: 600 + 500 + 200 + 240 + 1,000, all toward the $3,000 deductible = $2,540.
    expect(e?.outOfPocketCents.medium).toBe(254_000);
    // High: 900 + 1,500 + 200 (deductible left $400) + 20 fills = $400, 4 fills x $6 = $24, imaging
    // 2 x $300, ER $750 (cumulated $4,374), inpatient 30% = $4,500 capped at the $6,000 maximum.
    expect(e?.outOfPocketCents.high).toBe(600_000);
    expect(e?.totalCents.high).toBe(960_000);
  });

  it('an HSA plan for a family of two: the family deductible, then nothing to pay', () => {
    const free = 'No Charge after deductible';
    const hsaPlan = plan({
      rate: 700,
      ishsaeligible: 'Yes',
      annualdeductibleindividual: '$3,300',
      annualdeductiblefamily: '$6,600',
      annualoopmaxindividual: '$6,000',
      annualoopmaxfamily: '$12,000',
      primarycarevisit: free,
      specialistvisit: free,
      urgentcare: free,
      genericdrugs: free,
      imagingctpetscansmris: free,
      emergencyroomservices: free,
      inpatienthospitalservices: free,
    });
    const e = estimateYearlyCost(hsaPlan, 2);
    expect(e?.premiumCents).toBe(840_000);
    // Low, two people: 4 x 150 + 6 x 20 = $720.
    expect(e?.outOfPocketCents.low).toBe(72_000);
    // Medium: 8 x 150 + 4 x 250 + 2 x 200 + 24 x 20 + 2 x 1,000 = $5,080, below the $6,600 deductible.
    expect(e?.outOfPocketCents.medium).toBe(508_000);
    // High: the whole family deductible, $6,600, and nothing after it.
    expect(e?.outOfPocketCents.high).toBe(660_000);
    expect(e?.totalCents).toEqual({ low: 912_000, medium: 1_348_000, high: 1_500_000 });
  });

  it('care the plan does not cover is paid in full and is not capped by the maximum', () => {
    const e = estimateYearlyCost(
      plan({ annualoopmaxindividual: '$100', primarycarevisit: 'Not Covered', genericdrugs: '$10' }),
      1,
    );
    // Low: 2 uncovered visits x $150 + 3 fills x $10 = $330, of which only the $30 of fills counts toward the cap.
    expect(e?.outOfPocketCents.low).toBe(33_000);
  });

  it('no estimate when the deductible is not an amount', () => {
    expect(estimateYearlyCost(plan({ annualdeductibleindividual: 'Not Applicable' }), 1)).toBeNull();
  });
});
