/**
 * The cart's pure parts (frontend/src/features/cart): the lines and totals it shows from the
 * server-priced data, whether Authorize Elections may send and why not, and the cache key of its
 * read. Amounts are recomputed here in cents from the raw answers, not through the cart's code.
 */
import { describe, expect, it } from 'vitest';
import { electionAmounts } from '../../shared/domain/election-cost';
import type { Cents } from '../../shared/domain/money';
import * as apiMessages from '../../shared/api-messages';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { cartTexts } from '../../frontend/src/features/cart/texts';
import type { HealthPlan } from '../../shared/schemas/quote';
import { initialBuilderState, type BuilderState } from '../../frontend/src/enrollment/state/builder-reducer';
import type { PublicEmployer } from '../../frontend/src/enrollment/api/get-employer';
import type { Member } from '../../frontend/src/enrollment/api/get-member';
import type { CartData } from '../../frontend/src/features/cart/api/load-cart';
import { cartQueryKey } from '../../frontend/src/features/cart/api/cart-query';
import { missingElectionChoice } from '../../frontend/src/features/cart/api/authorize-elections';
import { authorizeReadiness } from '../../frontend/src/features/cart/summary/authorize-readiness';
import {
  cartSummaryOf,
  monthDayYear,
  summaryTotals,
} from '../../frontend/src/features/cart/summary/purchase-summary';
import { componentTexts } from '../../frontend/src/components/texts';

const c = (n: number) => n as Cents;
/** "$1,234.56" → 123456, read back digit by digit (not through formatDollars). */
const centsOfText = (text: string) => Number(text.replace(/[$,.]/g, ''));

const plan = {
  id: 'plan-1',
  issuername: 'Acme Health',
  plantype: 'PPO',
  planname: 'Acme Silver PPO',
  metallevel: 'Silver',
  rate: 612.34,
} as HealthPlan;

function data(over: {
  planPremium: number;
  hsa: number;
  service: number | null;
  contribution: number;
  waived?: boolean;
}): CartData {
  const waived = over.waived ?? false;
  const amounts = electionAmounts({
    contributionCents: c(over.contribution),
    waived,
    planPremiumCents: c(over.planPremium),
    hsaMonthlyCents: c(over.hsa),
    hsaCounts: over.hsa > 0,
    serviceCents: c(over.service ?? 0),
  });
  return {
    plan: waived ? null : plan,
    planPremiumCents: c(waived ? 0 : over.planPremium),
    service:
      over.service === null
        ? null
        : {
            subcategory: 'Dental',
            option: 'Employee Only',
            vendorname: 'Smile Co',
            taxstatus: 'Pre-Tax',
            costCents: c(over.service),
          },
    contributionCents: c(over.contribution),
    hsaMonthlyCents: c(over.hsa),
    amounts,
  };
}

const member = { firstname: 'Ada', lastname: 'Lovelace' };
const shopping = {
  effectiveDate: '2026-07-01',
  healthOption: 'shop',
  waiverReason: null,
  customWaiverReason: null,
} as const;

describe('the cart summary', () => {
  it('shows the plan, HSA and service lines at the amounts answered, and totals that add up in cents', () => {
    const summary = cartSummaryOf({
      data: data({ planPremium: 61_234, hsa: 5_000, service: 3_250, contribution: 60_000 }),
      member,
      employerName: 'Initech',
      state: shopping,
    })!;
    expect(summary.lines.map((l) => [l.kind, l.planName, l.monthlyCents])).toEqual([
      ['plan', 'Acme Silver PPO', 61_234],
      ['hsa', componentTexts('hsaInstructionsTitle'), 5_000],
      ['service', 'Employee Only', 3_250],
    ]);
    const spent = 61_234 + 5_000 + 3_250;
    const rows = Object.fromEntries(summaryTotals(summary));
    expect(centsOfText(rows[cartTexts('cartTotal')]!)).toBe(spent);
    expect(centsOfText(rows[cartTexts('cartAvailableContribution')]!)).toBe(60_000);
    expect(centsOfText(rows[cartTexts('cartRemaining')]!)).toBe(0);
    expect(centsOfText(rows[cartTexts('cartPayrollDeduction')]!)).toBe(spent - 60_000);
    expect(summary).toMatchObject({
      memberName: 'Ada Lovelace',
      employerName: 'Initech',
      effectiveDate: '07-01-2026',
    });
  });

  it('leaves the rest of the contribution as the remaining amount and no deduction when under it', () => {
    const summary = cartSummaryOf({
      data: data({ planPremium: 41_250, hsa: 0, service: null, contribution: 50_000 }),
      member,
      employerName: 'Initech',
      state: shopping,
    })!;
    expect(summary.lines.map((l) => l.kind)).toEqual(['plan']);
    expect(summary.remainingCents).toBe(50_000 - 41_250);
    expect(summary.payrollDeductionCents).toBe(0);
  });

  it('shows a waived line at $0.00 with the reason, the custom reason for Other', () => {
    const waived = data({ planPremium: 0, hsa: 0, service: null, contribution: 10_000, waived: true });
    const state = {
      ...shopping,
      healthOption: 'waive',
      waiverReason: 'Other',
      customWaiverReason: 'On my spouse plan',
    } as const;
    const summary = cartSummaryOf({ data: waived, member, employerName: 'Initech', state })!;
    expect(summary.lines).toEqual([
      expect.objectContaining({
        kind: 'waive',
        planType: componentTexts('orderAreas.waive'),
        planName: 'On my spouse plan',
        monthlyCents: 0,
      }),
    ]);
    expect(summary.totalCents).toBe(0);
    expect(summary.remainingCents).toBe(10_000);
  });

  it('has no summary before an effective date is chosen', () => {
    const d = data({ planPremium: 100, hsa: 0, service: null, contribution: 0 });
    expect(
      cartSummaryOf({ data: d, member, employerName: '', state: { ...shopping, effectiveDate: null } }),
    ).toBeNull();
    expect(monthDayYear('2027-01-01')).toBe('01-01-2027');
  });
});

describe('Authorize Elections readiness', () => {
  const ready = { ssnOnFile: true, needsAcknowledgment: false, acknowledged: false, missingChoice: null };

  it('asks for the SSN first, before any other reason', () => {
    expect(
      authorizeReadiness({ ...ready, ssnOnFile: false, needsAcknowledgment: true, missingChoice: 'x' }),
    ).toEqual({
      ready: false,
      reason: 'ssn',
    });
  });

  it('asks to acknowledge the payroll deduction only when the elections cost more than the contribution', () => {
    expect(authorizeReadiness({ ...ready, needsAcknowledgment: true })).toEqual({
      ready: false,
      reason: 'acknowledgment',
      message: apiMessages.contributionGreaterThanSpent,
    });
    expect(authorizeReadiness({ ...ready, needsAcknowledgment: true, acknowledged: true })).toEqual({
      ready: true,
    });
    expect(authorizeReadiness(ready)).toEqual({ ready: true });
  });

  it('names the missing choice', () => {
    expect(authorizeReadiness({ ...ready, missingChoice: enrollmentTexts('cartEmpty') })).toEqual({
      ready: false,
      reason: 'choice',
      message: enrollmentTexts('cartEmpty'),
    });
  });

  it('finds the missing choice of the builder state', () => {
    const employer = { employeazecustomer: 0, hsaonly: 0 } as const;
    const shop: BuilderState = { ...initialBuilderState, healthOption: 'shop', effectiveDate: '2026-07-01' };
    expect(missingElectionChoice(shop, null)).toBe(cartTexts('cartEmployerUnknown'));
    expect(missingElectionChoice({ ...shop, effectiveDate: null }, employer)).toBe(
      enrollmentTexts('cartNoEffectiveDate'),
    );
    expect(missingElectionChoice(shop, employer)).toBe(enrollmentTexts('cartEmpty'));
    const chosen = {
      ...shop,
      selectedPlan: { id: 'p', name: 'P', hsaEligible: false, monthlyRateCents: c(100) },
    };
    // Nobody attested on Coverage Attestation yet: the cart says so before sending (issue 40).
    expect(missingElectionChoice(chosen, employer)).toBe(apiMessages.coverageAttestationMissing);
    expect(missingElectionChoice({ ...chosen, coverageAttestedIds: ['member-1'] }, employer)).toBeNull();
    expect(missingElectionChoice({ ...shop, healthOption: 'waive' }, employer)).toBe(
      enrollmentTexts('selectWaiverReason'),
    );
  });
});

describe('the cart query key', () => {
  const m = { id: 'member-1', version: 3 } as Member;
  const employer = { accountid: 'acct-1', employeazecustomer: 0, hsaonly: 0 } as PublicEmployer;
  const state: BuilderState = {
    ...initialBuilderState,
    healthOption: 'shop',
    effectiveDate: '2026-07-01',
    selectedPlan: { id: 'p1', name: 'P1', hsaEligible: true, monthlyRateCents: c(100) },
  };
  const key = (s: BuilderState, mem: Member = m) => JSON.stringify(cartQueryKey(mem, employer, s));

  it('starts with the name and the member id, and changes with every choice the prices depend on', () => {
    expect(cartQueryKey(m, employer, state).slice(0, 2)).toEqual(['cart', 'member-1']);
    const variants: BuilderState[] = [
      { ...state, effectiveDate: '2026-08-01' },
      { ...state, healthOption: 'waive' },
      { ...state, selectedPlan: { ...state.selectedPlan!, id: 'p2' } },
      { ...state, hsaMonthlyCents: c(5_000) },
      {
        ...state,
        additionalService: { productId: 'Dental', optionId: 'Employee Only', monthlyCents: c(3_250) },
      },
    ];
    for (const v of variants) expect(key(v)).not.toBe(key(state));
    expect(key(state, { ...m, version: 4 })).not.toBe(key(state));
  });

  it('stays the same for what does not reprice the cart (the authorization key, the compare list)', () => {
    expect(key({ ...state, authorizationKey: 'k-1', compare: ['x'] } as BuilderState)).toBe(key(state));
  });
});
