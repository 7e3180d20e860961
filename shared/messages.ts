/**
 * Every user-facing text and error message, in one place. Wording follows
 * spec/portal.md and spec/enrollment-builder.md; do not rephrase a spec text.
 */
export const messages = {
  // spec/portal.md section 8
  loginFailed: 'Login failed. Please try again.',
  registerFailed: 'Register failed. Please try again.',
  deletionFailed: 'Deletion failed. Please try again.',
  passwordSetFailed: 'Password set failed. Please try again.',
  somethingWentWrong: 'Something went wrong.',
  acceptTerms: 'Please accept the terms and conditions.',
  allFieldsRequired: 'All fields are required.',
  passwordLive:
    'Password must be at least 8 characters long, contain uppercase, lowercase, a number, and a special character.',
  passwordSubmit:
    'Password must be at least 8 characters long, contain uppercase and lowercase letters, a number, and a special character.',
  passwordEmpty: 'Password is empty.',
  bothFieldsRequired: 'Both fields are required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  noDocuments: 'No ICHRA Documents Found',
  noPlanFound: 'NO PLAN FOUND',
  notAvailable: 'Not Available',
  routerError: 'Unexpected Application Error!',
  // spec/enrollment-builder.md section 8
  checkZip: 'Please check your Zip Code',
  unknownZip: 'Invalid or non-existent zip code',

  // Our own API messages (the spec shows none for these situations).
  notImplemented: 'This endpoint is not available yet.',
  notFound: 'Not found.',
  employerNotFound: 'Employer not found.',
  memberNotFound: 'Member not found.',
  invalidId: 'The id is not valid.',
  invalidRequest: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large (limit 64 KB).',
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is busy. Please try again in a moment.',
  unknownField: (field: string) => `Unknown field: ${field}`,

  // Public screens
  landingHeading: 'Welcome to Your Personalized Benefits Enrollment Portal',
  signIn: 'Sign In',
  getStarted: 'Get Started',

  // Frontend shell: header, footer, landing, start-up (frontend/src/app, features/landing)
  appName: 'Benefits Enrollment Portal',
  defaultLogoAlt: 'Benefits Enrollment Portal logo',
  employerLogoAlt: (accountname: string) => `${accountname} logo`,
  signOut: 'Sign Out',
  loading: 'Loading...',
  skipToContent: 'Skip to main content',
  accountNavLabel: 'Account',
  legalNavLabel: 'Legal',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  opensInNewTab: '(opens in a new tab)',
  needHelp: 'Need Help?',
  // spec/portal.md section 9: "Front-end web version label: 04 Feb. 2025"
  frontEndVersion: 'Front-end web version 04 Feb. 2025',
  releaseVersion: (version: string) => `Release ${version}`,
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
  signInComingSoon:
    'Signing in is not available in this version of the portal yet. It arrives with the access area (sign-in, registration and password setting), which is being built now.',
  backHome: 'Back to the home page',
  pageNotFound: (path: string) => `There is no page at ${path}.`,
  unexpectedResponse: 'The server sent an answer the portal does not understand. Please try again later.',
  configErrorTitle: 'The portal could not start',
  configErrorText:
    'Its configuration could not be loaded. Please try again later; if this keeps happening, contact your HR department or broker.',
} as const;

export type Messages = typeof messages;
