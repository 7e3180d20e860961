/**
 * The builder texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  noDocuments: 'No ICHRA Documents Found',
  currentPlan: 'Current Plan',
  'enrollmentStepLabels.1': 'Profile',
  'enrollmentStepLabels.2': 'Choose Your Benefits',
  enrollmentSteps: 'Enrollment steps',
  subStepTabs: 'Enrollment sub-steps',
  myCoverage: 'My Coverage',
  myCoverageDocuments: 'Documents',
  topBarGreeting: 'Hello, {firstname}',
  documentsTitle: 'View Your ICHRA Documents',
  documentsLoadFailed: 'Your ICHRA documents could not be loaded. Please try again.',
  contribHeading: 'Select your Health Plan Option Below',
  contribShopOffExchange: 'Shop Off Exchange',
  contribWaiveCoverage: 'Not Buying Health Insurance (Waive Coverage)',
  contribOptionLegend: 'Health plan option',
  contribWaiverReasonLabel: 'Reason for waiving coverage',
  contribSelectReason: '-- Select a reason --',
  contribEnterReason: 'Enter your reason:',
  contribWaived: 'Waived Contribution',
  contribPerMonth: 'per month',
  contribNoDependents: 'No dependents are listed on your profile.',
  contribDependentSpouse: '{name} (spouse, {dob})',
  contribDependentChild: '{name} (child, {dob})',
  contribDependentsNote: 'To change your dependents, go back to your profile.',
  contribInstructionsButton: 'Click for Instructions',
  contribInstructionsTitle: 'Choosing Health Insurance Or Not',
  contribInstructionsShop:
    'Shop Off Exchange: choose an individual health plan here. Your employer pays its monthly contribution towards the premium; if the plan costs more, the difference is deducted from your pay before tax.',
  contribInstructionsWaive:
    'Not Buying Health Insurance: choose this if you do not want a health plan through this program, for example because you have coverage elsewhere. You are asked for the reason.',
  contribInstructionsContribution:
    'Employer Contribution: the amount your employer pays each month. It may depend on your age, where you live and the number of your dependents.',
  contribInstructionsSubsidy:
    'Calculate Subsidy: if your employer’s offer is not affordable for you, you may decline it and buy a plan On Exchange with a premium tax credit instead. Enter your household income to check.',
  contribLoadingAmount: 'Loading the contribution...',
  subsidyIncomeLabel: 'Annual household income ($)',
  subsidyIncomeHint: 'Used for this calculation only; it is not saved.',
  subsidyCalculate: 'Calculate Subsidy',
  subsidyIncomeInvalid: 'Please enter your annual household income in dollars, for example 52000.',
  subsidyAffordable: "Your employer's offer is affordable for plan year {year}.",
  subsidyAffordableMeaning:
    'The premium tax credit is not available to you while this ICHRA is offered to you, whether you accept it or opt out.',
  subsidyNotAffordable: "Your employer's offer is not affordable for plan year {year}.",
  subsidyNotAffordableMeaning:
    'This means you may decline the offer (waive coverage) and, if you are otherwise eligible, receive a premium tax credit for a plan On Exchange. You cannot use both the employer contribution and a premium tax credit.',
  subsidyOptOutOffer:
    'You may opt out of the ICHRA and waive coverage here to claim the premium tax credit instead. If you accept the ICHRA, you cannot claim the credit.',
  subsidyOptOut: 'Opt out and waive to claim the premium tax credit',
  subsidyNumbersTitle: 'The numbers behind this',
  subsidyLowestSilver: 'Lowest-cost silver plan for you alone ({plan})',
  subsidyContribution: 'Employer contribution for you alone',
  subsidyYourCost: 'Your monthly cost for that plan',
  subsidyThreshold: '{percent}% of your monthly household income',
  subsidyRule:
    'The offer is affordable when your monthly cost for the lowest-cost silver plan is at most this share of your income.',
  ichraIntro:
    'Please review your employer’s ICHRA documents (links open in a new tab and expire after 15 minutes).',
  ichraCertify: 'I certify that I have reviewed the ICHRA documents above and accept the terms of the ICHRA.',
  hsaHeading: 'Flexible Spending Options',
  hsaAmountLabel: 'Monthly HSA Contribution ($)',
  hsaBadge: '{amount} / month',
  hsaNote:
    'Please Note: In order to qualify for a Health Savings Account (HSA) you must have an HSA eligible plan.',
  hsaMaximum: '{self} - Individual - {family} - Family',
  hsaMaximumTitle: 'HSA maximum for {year}:',
  hsaCatchUp: 'Age {catchUpAge} or older: an extra {amount} per year (catch-up).',
  hsaYourLimit: 'Your limit: {monthly} per month.',
  hsaInstructionsButton: 'Instructions',
  hsaInstructionsPlan:
    'A Health Savings Account requires a high-deductible health plan (an HSA eligible plan).',
  hsaInstructionsMaximum:
    'Contribution maximums apply: {self} per year for individual coverage, {family} per year for family coverage.',
  hsaInstructionsCatchUp:
    'If you are {catchUpAge} or older, you may contribute an extra catch-up of {amount} per year.',
  hsaInstructionsSpouse:
    'A spouse aged {catchUpAge} or older can open a separate account for their own catch-up.',
  hsaNoLimits: 'The HSA limits for plan year {year} are not available yet.',
  serviceOption: '{subcategory}: {option} - {cost}',
  serviceTaxStatus: 'Monthly {status}',
  serviceAddToCart: 'Add To Cart',
  serviceRemove: 'Remove',
  serviceDetails: 'Details',
  serviceNone: 'Your employer offers no additional services.',
  serviceLoadFailed: 'The additional services could not be loaded. Please try again.',
  fundsBarLabel: 'Your funds',
  fundsEmployeeNeeded: 'Employee Contribution Needed',
  fundsSelectedPlan: 'Selected Plan',
  fundsNoPlan: 'None',
  fundsWaived: 'Coverage waived',
  closedReportLifeEvent:
    'Married, had or adopted a child, lost other coverage or moved in the last 60 days? Report the life event',
} as const;
