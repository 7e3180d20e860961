/**
 * The cart texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  cartTitle: 'Plan and Benefits Summary',
  cartColMonthly: 'Monthly Cost',
  cartTotal: 'Total',
  cartAvailableContribution: 'Available Employer Contribution',
  cartRemaining: 'Remaining Employer Amount',
  cartPayrollDeduction: 'Payroll Deduction',
  cartDeductionNotice:
    "Your elections cost more than your employer's contribution. {need} per month will be deducted from your pay before tax.",
  cartDeductionAcknowledge: 'I acknowledge that {need} per month will be deducted from my pay before tax.',
  addPrimaryCarePhysician: 'Add Primary Care Physician',
  summaryInformation: 'Summary Information',
  authorizeElections: 'Authorize Elections',
  redirecting: 'Redirecting',
  cartPrint: 'Print',
  cartDownloadPdf: 'Download PDF',
  cartLoading: 'Loading your cart...',
  cartLoadFailed: 'Your cart could not be loaded. Please try again.',
  cartProfileIncomplete:
    'Your profile is missing your address or date of birth. Complete your profile, then come back to the cart.',
  cartEmployerUnknown: 'Your employer could not be found. Sign in again from your employer link.',
  cartAuthorizing: 'Authorizing your elections...',
  fundExplanationTitle: 'Member Benefit Fund Explanation',
  fundExplanationText:
    'Your employer puts a monthly contribution into your benefit fund. What your elections cost is paid from it; what is left is the amount available, and any amount above it is your monthly cost, deducted from your pay before tax.',
  fundChartTitle: 'Member Fund Chart',
  fundChartYourCost: 'Your Monthly Cost',
  purchaseSummaryTitle: 'Purchase Summary',
  purchaseSummaryEmployee: 'Employee',
  thankYouTitle: 'Thank You',
  thankYou: 'Thanks For Participating In The {employer} Benefits Program...',
  /** Named in `thankYou` when the employer's name is not known. */
  thankYouEmployerUnknown: 'Company',
  thankYouEmailSent: 'A confirmation of your elections is on its way to your e-mail address.',
  closeWindow: 'Close Window',
  pcpSaved: 'Your primary care physician is saved.',
} as const;
