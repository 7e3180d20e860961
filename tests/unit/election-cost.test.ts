import { describe, expect, it } from 'vitest';
import { electionAmounts } from '../../shared/domain/election-cost';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { hsaMonthlyLimitCents } from '../../shared/domain/hsa';

describe('electionAmounts', () => {
  it('spend above the contribution: deduction and employee need, nothing available, each order its own amount', () => {
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
      healthOrderCents: 38_050,
      hsaOrderCents: 5_000,
      serviceOrderCents: 1_200,
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
  it("is the plan year's annual limit over 12 (2026, 2027), none for a year not entered, family above self, with the catch-up from 55", () => {
    expect(hsaMonthlyLimitCents({ planYear: 2026, coverage: 'self', age: 40 })).toBe(36_666);
    expect(hsaMonthlyLimitCents({ planYear: 2026, coverage: 'family', age: 40 })).toBe(72_916);
    expect(hsaMonthlyLimitCents({ planYear: 2026, coverage: 'self', age: 55 })).toBe(45_000);
    expect(hsaMonthlyLimitCents({ planYear: 2027, coverage: 'self', age: 40 })).toBe(37_500);
    expect(hsaMonthlyLimitCents({ planYear: 2027, coverage: 'family', age: 56 })).toBe(83_333);
    expect(hsaMonthlyLimitCents({ planYear: 2028, coverage: 'self', age: 40 })).toBeUndefined();
  });
});

// Hand-computed cases of the builder's funds bar and its rules (issue 11; spec builder sections 4, 9).
describe('electionAmounts: the funds bar figures', () => {
  it('spend under the contribution leaves the rest available and needs nothing from the employee', () => {
    // 412.50 plan + 100.00 HSA + 8.75 service = 521.25 of 600.00: 78.75 available.
    const a = electionAmounts({
      contributionCents: 60_000,
      waived: false,
      planPremiumCents: 41_250,
      hsaMonthlyCents: 10_000,
      hsaCounts: true,
      serviceCents: 875,
    });
    expect([a.spentCents, a.availableCents, a.employeeNeedCents, a.needsDeductionAcknowledgment]).toEqual([
      52_125,
      7_875,
      0,
      false,
    ]);
  });

  it('leaves the HSA amount out of spend when the HSA step does not apply', () => {
    const a = electionAmounts({
      contributionCents: 30_000,
      waived: false,
      planPremiumCents: 41_250,
      hsaMonthlyCents: 10_000,
      hsaCounts: false,
      serviceCents: 0,
    });
    // 412.50 against 300.00: 112.50 needed from pay.
    expect([a.spentCents, a.availableCents, a.employeeNeedCents]).toEqual([41_250, 0, 11_250]);
  });

  it('spend exactly equal to the contribution: nothing available, nothing needed, no acknowledgment', () => {
    const a = electionAmounts({
      contributionCents: 45_000,
      waived: false,
      planPremiumCents: 45_000,
      hsaMonthlyCents: 0,
      hsaCounts: true,
      serviceCents: 0,
    });
    expect([a.availableCents, a.employeeNeedCents, a.needsDeductionAcknowledgment]).toEqual([0, 0, false]);
  });
});

describe('effectiveDateOptions: the cutoff and month and year ends, in UTC', () => {
  it('decides by the UTC day, not the local one', () => {
    // 19 November 23:30 in New York is 20 November 04:30 UTC: past the edoc 10 cutoff.
    expect(effectiveDateOptions(new Date('2026-11-19T23:30:00-05:00'), 10)).toEqual([
      '2027-01-01',
      '2027-02-01',
    ]);
    // 20 November 01:00 in Berlin is still 19 November UTC: before the cutoff.
    expect(effectiveDateOptions(new Date('2026-11-20T01:00:00+02:00'), 10)).toEqual([
      '2026-12-01',
      '2027-01-01',
    ]);
  });

  it('moves the cutoff with edoc_period (30 minus it)', () => {
    expect(effectiveDateOptions(new Date('2026-05-24T12:00:00Z'), 5)).toEqual(['2026-06-01', '2026-07-01']);
    expect(effectiveDateOptions(new Date('2026-05-25T00:00:00Z'), 5)).toEqual(['2026-07-01', '2026-08-01']);
  });

  it('handles month ends and the turn of the year', () => {
    expect(effectiveDateOptions(new Date('2026-01-31T12:00:00Z'), 10)).toEqual(['2026-03-01', '2026-04-01']);
    expect(effectiveDateOptions(new Date('2026-02-28T12:00:00Z'), 0)).toEqual(['2026-03-01', '2026-04-01']);
    expect(effectiveDateOptions(new Date('2026-12-31T23:59:59Z'), 0)).toEqual(['2027-02-01', '2027-03-01']);
    expect(effectiveDateOptions(new Date('2026-12-19T23:59:59Z'), 10)).toEqual(['2027-01-01', '2027-02-01']);
    expect(effectiveDateOptions(new Date('2026-12-01T00:00:00Z'), 10)).toEqual(['2027-01-01', '2027-02-01']);
  });
});

describe('hsaMonthlyLimitCents: hand-computed limits with the catch-up', () => {
  it('2025: self-only 4,300 + 1,000 at 55 is 441.66 a month; family 8,550 + 1,000 is 795.83', () => {
    expect(hsaMonthlyLimitCents({ planYear: 2025, coverage: 'self', age: 55 })).toBe(44_166);
    expect(hsaMonthlyLimitCents({ planYear: 2025, coverage: 'family', age: 60 })).toBe(79_583);
    expect(hsaMonthlyLimitCents({ planYear: 2025, coverage: 'self', age: 54 })).toBe(35_833);
  });

  it('2026: family 8,750 at 54 is 729.16; with the catch-up at 55 it is 812.50', () => {
    expect(hsaMonthlyLimitCents({ planYear: 2026, coverage: 'family', age: 54 })).toBe(72_916);
    expect(hsaMonthlyLimitCents({ planYear: 2026, coverage: 'family', age: 55 })).toBe(81_250);
  });
});
