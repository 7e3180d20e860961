/**
 * The waiver of an employee who opts out of an unaffordable ICHRA to claim the premium tax credit
 * instead (26 CFR 1.36B-2(c)(5); issue 40, item 4). Offered by Calculate Subsidy when it finds the
 * offer unaffordable, and stored as the waiver's reason like the spec's reasons, so the opt-out is
 * recorded as such. Not one of the spec's list: the reasons' dropdown shows it only once chosen.
 */
export const premiumTaxCreditOptOut = 'Opting out to claim the premium tax credit';

/**
 * Elections: the waiver reasons and the constants every order and member account carries
 * (spec builder sections 3 and 9).
 */
export const waiverReasons = [
  'Coverage through Spouse/Partner',
  'I have Subsidized Coverage through the Exchange',
  'Coverage through another Employer',
  'Coverage under Medicare',
  'Indian Health Service (Native American Tribal Coverage)',
  'Other',
  premiumTaxCreditOptOut,
] as const;
export type WaiverReason = (typeof waiverReasons)[number];

export const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

/** Constants of every order (section 9). */
export const orderConstants = {
  productid: ZERO_GUID,
  productfeeid: ZERO_GUID,
  orderid: ZERO_GUID,
  status: 0,
  policyisgovsubsidy: 0,
  ordernumber: '0',
} as const;

/** Constants of the member account (section 9). */
export const memberAccountConstants = {
  memberaccounttype: 1,
  status: 1,
  spousemedicareeligible: 0,
} as const;

export type OrderCategory = 'HSA' | 'additionalservices' | 'healthinsurance' | 'waive';

/** The waiver reason as stored: the free text for Other, else the reason itself. */
export const storedWaiverReason = (reason: WaiverReason, otherText: string | undefined): string =>
  reason === 'Other' ? (otherText ?? '').trim() : reason;
