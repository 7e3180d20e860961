import { describe, expect, it } from 'vitest';
import { electionAmounts } from '../../shared/domain/election-cost';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { hsaMonthlyLimitCents } from '../../shared/domain/hsa';

describe('electionAmounts', () => {
  it('spend above the contribution: deduction and employee need, nothing available, HSA left out of the health order', () => {
    expect(
      electionAmounts({
        contributionCents: 40_000,
        waived: false,
        planPremiumCents: 38_050,
        hsaMonthlyCents: 5_000,
        hsaCounts: true,
        serviceCents: 1_200,
      }),
    ).toEqual({
      spentCents: 44_250,
      totalCents: 44_250,
      availableCents: 0,
      employeeNeedCents: 4_250,
      payrollDeductionCents: 4_250,
      balanceCents: 0,
      healthOrderCents: 39_250,
      needsDeductionAcknowledgment: true,
    });
  });

  it('a waiver spends only the additional service and its health order is 0', () => {
    const a = electionAmounts({
      contributionCents: 2_500,
      waived: true,
      planPremiumCents: 99_999,
      hsaMonthlyCents: 0,
      hsaCounts: false,
      serviceCents: 875,
    });
    expect([
      a.totalCents,
      a.availableCents,
      a.balanceCents,
      a.healthOrderCents,
      a.needsDeductionAcknowledgment,
    ]).toEqual([875, 1_625, 1_625, 0, false]);
  });
});

describe('effectiveDateOptions', () => {
  it('answers the first of next month and the month after before the edoc day, one month later from it', () => {
    expect(effectiveDateOptions(new Date('2026-11-19T23:59:00Z'), 10)).toEqual(['2026-12-01', '2027-01-01']);
    expect(effectiveDateOptions(new Date('2026-11-20T00:00:00Z'), 10)).toEqual(['2027-01-01', '2027-02-01']);
    expect(effectiveDateOptions(new Date('2026-12-29T00:00:00Z'), 0)).toEqual(['2027-01-01', '2027-02-01']);
  });
});

describe('hsaMonthlyLimitCents', () => {
  it('is the 2026 annual limit over 12, family above self, with the catch-up from 55', () => {
    expect(hsaMonthlyLimitCents({ planYear: 2026, coverage: 'self', age: 40 })).toBe(36_666);
    expect(hsaMonthlyLimitCents({ planYear: 2026, coverage: 'family', age: 40 })).toBe(72_916);
    expect(hsaMonthlyLimitCents({ planYear: 2026, coverage: 'self', age: 55 })).toBe(45_000);
    expect(hsaMonthlyLimitCents({ planYear: 2027, coverage: 'self', age: 40 })).toBeUndefined();
  });
});
