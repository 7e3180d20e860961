/**
 * The landing texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  landingHeading: 'Welcome to Your Personalized Benefits Enrollment Portal',
  landingTaxLaw:
    'A change in federal tax law lets your employer give you a monthly, tax-free contribution toward an individual health insurance plan that you choose. This portal helps you review that contribution, pick a plan that fits you and your family, and enroll.',
  landingKeyPointsTitle: 'Before you begin',
  landingAuthorizeTitle: 'You must authorize',
  landingAuthorize:
    'Your enrollment counts only after you click Authorize, the final step in the shopping cart. Until you authorize, you will not receive any funds.',
  landingWaiverTitle: 'Waiving coverage',
  landingWaiver:
    'If you do not want to take part, you still need to sign in and confirm in the portal that you waive participation.',
  landingPreTaxTitle: 'Pre-tax payroll deduction',
  landingPreTax:
    "If the plan you choose costs more than your employer's contribution, the difference is deducted from your pay on a pre-tax basis.",
  gettingStartedTitle: 'Getting Started is Easy',
  'gettingStartedSteps.0': 'Click Get Started.',
  'gettingStartedSteps.1': 'Fill in your profile details.',
  'gettingStartedSteps.2': 'Choose whether to participate.',
  'gettingStartedSteps.3': 'Choose a health insurance program if needed.',
  'gettingStartedSteps.4': 'Elect other benefits if available.',
  'gettingStartedSteps.5': 'Authorize your participation.',
  startNow: 'Start Now',
  signInToStart: 'Sign in to start',
  authorizeNotice:
    'Your enrollment must be completed by clicking Authorize in the shopping cart to be eligible to receive funds.',
  mobileWelcomeStep: 'Step {step} of 3',
  mobileWelcomeHowTitle: 'How it works',
  mobileWelcomeStepsTitle: 'Your enrollment in seven steps',
  'mobileWelcomeSteps.0': 'Proceed to your enrollment.',
  'mobileWelcomeSteps.1': 'Fill in your profile.',
  'mobileWelcomeSteps.2': 'Review your plan documents.',
  'mobileWelcomeSteps.4': 'Choose a health program.',
  'mobileWelcomeSteps.5': 'Elect other benefits.',
} as const;
