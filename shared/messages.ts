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
} as const;

export type Messages = typeof messages;
