/**
 * The waiver reasons as the member reads them (spec builder section 3, issue 26). The stored and
 * sent value stays the English reason of shared/domain/elections.ts (the order schema and the
 * stored member account use it); what a page shows is its label in the page's language. A reason
 * stored as 'Other' is the member's own text, shown as typed.
 */
import { premiumTaxCreditOptOut, waiverReasons, type WaiverReason } from '../../../shared/domain/elections';
import { enrollmentTexts } from './texts';

/** Each reason's label, read one key at a time (so the catalog test sees every key used). */
const labels: Record<WaiverReason, () => string> = {
  'Coverage through Spouse/Partner': () => enrollmentTexts('waiverReasonLabels.spouse'),
  'I have Subsidized Coverage through the Exchange': () => enrollmentTexts('waiverReasonLabels.exchange'),
  'Coverage through another Employer': () => enrollmentTexts('waiverReasonLabels.otherEmployer'),
  'Coverage under Medicare': () => enrollmentTexts('waiverReasonLabels.medicare'),
  'Indian Health Service (Native American Tribal Coverage)': () =>
    enrollmentTexts('waiverReasonLabels.indianHealthService'),
  Other: () => enrollmentTexts('waiverReasonLabels.other'),
  [premiumTaxCreditOptOut]: () => enrollmentTexts('waiverReasonLabels.premiumTaxCredit'),
};

/**
 * The reasons the waiver's dropdown lists: the spec's, and the tax-credit opt-out only when it is
 * the reason chosen (Calculate Subsidy offers it when the offer is unaffordable).
 */
export const listedWaiverReasons = (chosen: string | null | undefined): WaiverReason[] =>
  waiverReasons.filter((r) => r !== premiumTaxCreditOptOut || chosen === premiumTaxCreditOptOut);

/** Whether a value is one of the spec's waiver reasons (not a member's own text). */
export const isWaiverReason = (value: string | null | undefined): value is WaiverReason =>
  typeof value === 'string' && (waiverReasons as readonly string[]).includes(value);

/** A reason of the list, in the language shown. */
export const waiverReasonLabel = (reason: WaiverReason): string => labels[reason]();

/**
 * A stored waiver reason as a page shows it: the label when it is one of the list, else the
 * member's own text (an 'Other' reason) as typed.
 */
export const shownWaiverReason = (stored: string): string =>
  isWaiverReason(stored) ? waiverReasonLabel(stored) : stored;
