/**
 * The purchase summary: one model of the cart's lines and amounts that the cart table, the
 * print view and the PDF all render, so the three can never disagree. Pure: no React.
 */
import { formatDollars, type Cents } from '../../../../../shared/domain/money';
import { cartTexts } from '../texts';
import type { BuilderState } from '../../../enrollment/state/builder-store';
import type { CartData } from '../api/load-cart';
import { componentTexts } from '../../../components/texts';
import { shownWaiverReason } from '../../../enrollment/waiver-reasons';
import { metalTierLabel } from '../../../components/metal-tier';

export type CartLineKind = 'plan' | 'hsa' | 'waive' | 'service';

export interface CartLine {
  kind: CartLineKind;
  carrier: string;
  planType: string;
  planName: string;
  metalTier: string;
  monthlyCents: Cents;
}

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
}

/** 2026-07-01 → 07-01-2026 */
export const monthDayYear = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${m ?? ''}-${d ?? ''}-${y ?? ''}`;
};

export function cartLines(
  data: CartData,
  choices: { waived: boolean; waiverReason: string | null; hsaMonthlyCents: Cents },
): CartLine[] {
  const lines: CartLine[] = [];
  if (data.plan)
    lines.push({
      kind: 'plan',
      carrier: data.plan.issuername,
      planType: data.plan.plantype,
      planName: data.plan.planname,
      metalTier: metalTierLabel(data.plan.metallevel),
      monthlyCents: data.planPremiumCents,
    });
  if (!choices.waived && choices.hsaMonthlyCents > 0)
    lines.push({
      kind: 'hsa',
      carrier: '',
      planType: componentTexts('orderAreas.HSA'),
      planName: componentTexts('hsaInstructionsTitle'),
      metalTier: '',
      monthlyCents: choices.hsaMonthlyCents,
    });
  if (choices.waived)
    lines.push({
      kind: 'waive',
      carrier: '',
      planType: componentTexts('orderAreas.waive'),
      // The stored reason (English, or the member's own text) as the member reads it.
      planName: choices.waiverReason ? shownWaiverReason(choices.waiverReason) : '',
      metalTier: '',
      monthlyCents: 0 as Cents,
    });
  if (data.service)
    lines.push({
      kind: 'service',
      carrier: data.service.vendorname,
      planType: data.service.subcategory,
      planName: data.service.option,
      metalTier: '',
      monthlyCents: data.service.costCents,
    });
  return lines;
}

export function purchaseSummary(input: {
  data: CartData;
  memberName: string;
  employerName: string;
  effectiveDate: string;
  waived: boolean;
  waiverReason: string | null;
  hsaMonthlyCents: Cents;
}): PurchaseSummary {
  const { data } = input;
  return {
    memberName: input.memberName,
    employerName: input.employerName,
    effectiveDate: monthDayYear(input.effectiveDate),
    lines: cartLines(data, input),
    contributionCents: data.contributionCents,
    totalCents: data.amounts.totalCents,
    remainingCents: data.amounts.availableCents,
    payrollDeductionCents: data.amounts.payrollDeductionCents,
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
