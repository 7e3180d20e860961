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
} as const;
