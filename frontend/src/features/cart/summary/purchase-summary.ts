/**
 * The purchase summary: one model of the cart's lines and amounts that the cart table, the
 * print view and the PDF all render, so the three can never disagree. The lines are the
 * registered steps' (shared/domain/steps), not named here. Pure: no React.
 */
import { formatDollars, type Cents } from '../../../../../shared/domain/money';
import {
  builderSteps,
  stepCartLines,
  type BuilderSteps,
  type CartLine,
  type CartLineTexts,
} from '../../../../../shared/domain/steps';
import { cartTexts } from '../texts';
import type { BuilderState } from '../../../enrollment/state/builder-store';
import type { CartData } from '../api/load-cart';
import { componentTexts } from '../../../components/texts';
import { shownWaiverReason } from '../../../enrollment/waiver-reasons';
import { metalTierLabel } from '../../../components/metal-tier';

/** A cart line's kind: each registered step's order has its own ('plan', 'hsa', 'waive', 'service'). */
export type CartLineKind = CartLine['kind'];
export type { CartLine };

export interface PurchaseSummary {
  memberName: string;
  employerName: string;
  /** As month-day-year (spec builder section 2). */
  effectiveDate: string;
  lines: CartLine[];
  contributionCents: Cents;
  totalCents: Cents;
  remainingCents: Cents;
  payrollDeductionCents: Cents;
  /**
   * The people the employee attested coverage for on Coverage Attestation, by name (issue 40):
   * empty when waiving or before the step.
   */
  attestedFor: string[];
}

/** 2026-07-01 → 07-01-2026 */
export const monthDayYear = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${m ?? ''}-${d ?? ''}-${y ?? ''}`;
};

/** The screens' texts the steps write their cart lines with. */
const lineTexts: CartLineTexts = {
  // The steps name keys of the components' catalog (shared/domain/steps/*.ts).
  text: (key) => componentTexts(key as Parameters<typeof componentTexts>[0]),
  metalTier: metalTierLabel,
  waiverReason: shownWaiverReason,
};

/** The cart's lines: each registered step's order's line (shared/domain/steps), in the steps' order. */
export function cartLines(
  data: CartData,
  choices: { waived: boolean; waiverReason: string | null; hsaMonthlyCents: Cents },
  steps: BuilderSteps = builderSteps,
): CartLine[] {
  return stepCartLines(
    {
      waived: choices.waived,
      waiverReason: choices.waiverReason,
      plan: data.plan,
      planPremiumCents: data.planPremiumCents,
      hsaMonthlyCents: choices.hsaMonthlyCents,
      service: data.service,
    },
    lineTexts,
    steps,
  );
}

export function purchaseSummary(input: {
  data: CartData;
  memberName: string;
  employerName: string;
  effectiveDate: string;
  waived: boolean;
  waiverReason: string | null;
  hsaMonthlyCents: Cents;
  /** The builder's steps, whose lines are shown (the registry of shared/domain/steps by default). */
  steps?: BuilderSteps;
  /** Whom the coverage attestation names (none by default). */
  attestedFor?: string[];
}): PurchaseSummary {
  const { data } = input;
  return {
    memberName: input.memberName,
    employerName: input.employerName,
    effectiveDate: monthDayYear(input.effectiveDate),
    lines: cartLines(data, input, input.steps),
    contributionCents: data.contributionCents,
    totalCents: data.amounts.totalCents,
    remainingCents: data.amounts.availableCents,
    payrollDeductionCents: data.amounts.payrollDeductionCents,
    attestedFor: input.waived ? [] : (input.attestedFor ?? []),
  };
}

/**
 * The cart's summary of the server-priced data and the builder's choices, or null while no
 * effective date is chosen (the cart then says to choose one).
 */
export function cartSummaryOf(input: {
  data: CartData;
  member: { firstname: string; lastname: string };
  employerName: string;
  state: Pick<BuilderState, 'effectiveDate' | 'healthOption' | 'waiverReason' | 'customWaiverReason'>;
  steps?: BuilderSteps;
  /** The names of the people attested for, in the attestation step's order. */
  attestedFor?: string[];
}): PurchaseSummary | null {
  const { data, member, state } = input;
  if (!state.effectiveDate) return null;
  return purchaseSummary({
    data,
    memberName: `${member.firstname} ${member.lastname}`.trim(),
    employerName: input.employerName,
    effectiveDate: state.effectiveDate,
    waived: state.healthOption === 'waive',
    waiverReason: state.waiverReason === 'Other' ? (state.customWaiverReason ?? '') : state.waiverReason,
    hsaMonthlyCents: data.hsaMonthlyCents,
    steps: input.steps,
    attestedFor: input.attestedFor,
  });
}

/** The summary as label/value rows, in the order every rendering shows them. */
export function summaryTotals(s: PurchaseSummary): Array<[string, string]> {
  return [
    [cartTexts('cartTotal'), formatDollars(s.totalCents)],
    [cartTexts('cartAvailableContribution'), formatDollars(s.contributionCents)],
    [cartTexts('cartRemaining'), formatDollars(s.remainingCents)],
    [cartTexts('cartPayrollDeduction'), formatDollars(s.payrollDeductionCents)],
  ];
}
