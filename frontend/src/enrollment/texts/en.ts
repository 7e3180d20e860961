/**
 * The enrollment texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  selectWaiverReason: 'Please select a waiver reason',
  ssnModalTitle: 'Social Security Number Required',
  ssnSave: 'Save SSN',
  ssnSaved: 'Your SSN is saved.',
  cartEmpty: 'Cart is empty !',
  cartNoEffectiveDate: 'Choose an effective date on the Contributions step first.',
  shopProfileIncomplete: 'Please complete your gender and tobacco answer on your profile first.',
  // The last day of the employer's enrollment window (shared/schemas/employer.ts enrollmentWindow).
  enrollBy: 'Enroll by {date}',
  // A calendar date written out (enroll-by.tsx longDate): as Intl's `dateStyle: 'long'` writes it,
  // which tests/unit/long-date.test.ts checks for every month.
  longDate: '{month} {day}, {year}',
  'month.1': 'January',
  'month.2': 'February',
  'month.3': 'March',
  'month.4': 'April',
  'month.5': 'May',
  'month.6': 'June',
  'month.7': 'July',
  'month.8': 'August',
  'month.9': 'September',
  'month.10': 'October',
  'month.11': 'November',
  'month.12': 'December',
  // The waiver reasons of spec builder section 3, as shown: the English reason is what is stored.
  'waiverReasonLabels.spouse': 'Coverage through Spouse/Partner',
  'waiverReasonLabels.exchange': 'I have Subsidized Coverage through the Exchange',
  'waiverReasonLabels.otherEmployer': 'Coverage through another Employer',
  'waiverReasonLabels.medicare': 'Coverage under Medicare',
  'waiverReasonLabels.indianHealthService': 'Indian Health Service (Native American Tribal Coverage)',
  'waiverReasonLabels.other': 'Other',
  // The opt-out of an unaffordable ICHRA to claim the premium tax credit (26 CFR 1.36B-2(c)(5)).
  'waiverReasonLabels.premiumTaxCredit': 'Opting out to claim the premium tax credit',
  // The coverage attestation (issue 40). Its statement is the text of version
  // 'coverage-attestation-2027-1' (shared/domain/coverage-attestation.ts): changing the wording
  // here, in either language, means a new version there.
  coverageAttestationStatement:
    'I attest that each person named below will be enrolled in individual health insurance coverage or in Medicare (Parts A and B, or Part C) for each month the ICHRA covers them, and that I will tell my employer if that coverage ends.',
  coverageAttestationPerson: 'I attest for {name} ({relationship})',
  'coverageAttestationRelationship.self': 'employee',
  'coverageAttestationRelationship.spouse': 'spouse',
  'coverageAttestationRelationship.child': 'child',
  coverageAttestationFor: 'Attested for: {names}',
  coverageAttestationSummary: 'Coverage attested on {date} for: {names}',
  coverageAttestationVersion: 'Attestation text version {version}',
} as const;
