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
  // The waiver reasons of spec builder section 3, as shown: the English reason is what is stored.
  'waiverReasonLabels.spouse': 'Coverage through Spouse/Partner',
  'waiverReasonLabels.exchange': 'I have Subsidized Coverage through the Exchange',
  'waiverReasonLabels.otherEmployer': 'Coverage through another Employer',
  'waiverReasonLabels.medicare': 'Coverage under Medicare',
  'waiverReasonLabels.indianHealthService': 'Indian Health Service (Native American Tribal Coverage)',
  'waiverReasonLabels.other': 'Other',
} as const;
