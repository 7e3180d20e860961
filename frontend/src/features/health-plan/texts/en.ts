/**
 * The health-plan texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  employeeHealthPlans: 'Employee Health Plans',
  healthPlanNumber: 'Health Plan #{n}',
  loadMore: 'Load More',
  showLess: 'Show Less',
  'healthPlanFields.description': 'Description',
  'healthPlanFields.category': 'Category',
  'healthPlanFields.vendorname': 'Vendor Name',
  'healthPlanFields.policyholdersname': "Policy Holder's Name",
  'healthPlanFields.policycarriername': 'Policy Carrier Name',
  'healthPlanFields.policyeffectivedate': 'Policy Effective Date',
  'healthPlanFields.ordernumber': 'Order Number',
  'healthPlanFields.accountname': 'Account Name',
  'healthPlanFields.address': 'Address',
  'healthPlanFields.emailaddress': 'E-mail Address',
  /** An HSA order's description, stored in English by the server (lambdas/rules/authorization.ts). */
  hsaOrderDescription: 'Monthly HSA contribution',
  /** A window of the member's own is open (issue 40): they may elect again. */
  memberWindowOpen:
    'You may change your elections for {year} until {date}. The new elections take effect on {effective}.',
  changeElections: 'Change my elections',
} as const;
