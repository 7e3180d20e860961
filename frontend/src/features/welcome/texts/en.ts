/**
 * The welcome texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  welcomeCongratulations: 'Congratulations! {firstname}',
  welcomeBack: 'Welcome Back, {firstname}',
  enrollmentCompleted:
    "You've completed the enrollment process. There are no further actions or steps required at this time.",
  coverageWaived: 'You have WAIVED coverage for the {year} business year.',
  waivedNoFurtherAction: 'No further action is needed at this time.',
  waivedContactIfError: 'If this was an error, please contact your broker or HR department.',
  waiveReasonLabel: 'Waive reason:',
  noEnrollmentYet: 'You have not completed an enrollment yet.',
  startEnrollment: 'Start your enrollment',
  contactsHeading: 'Contacts',
  'contactTypes.1': 'Insurance Broker',
  'contactTypes.2': 'Premium Payments/Banking',
  'contactTypes.3': 'HR',
  'contactTypes.4': 'Billing/Accounting',
  contactName: 'Name',
  contactPhone: 'Phone',
  serviceVendor: 'Vendor',
  serviceProduct: 'Product/Service',
  serviceCost: 'Cost',
  healthPlanSelected: '{year} Health Plan Selected',
  viewSummaryPlanDescription: 'View Summary Plan Description',
  employerContribution: "Your employer's contribution {amount} each month to your Benefit Fund",
  planTableCaption: 'Your elections',
  servicesTableLabel: 'Your additional services',
  'planTableColumns.0': 'Area',
  'planTableColumns.2': 'Company Name',
  'planTableColumns.4': 'Tax Status',
  'planTableColumns.6': 'Date of Selection',
} as const;
