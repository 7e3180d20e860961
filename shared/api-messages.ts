/**
 * The user-facing texts the API answers with (errors, validation messages, e-mails): the part of
 * shared/messages.ts that the Lambda functions and the shared rules use, kept apart so that a
 * function bundles these and not every screen's texts. Wording follows spec portal and spec
 * builder; do not rephrase a spec text. Screens read them through `messages`, which holds both.
 */
export const apiMessages = {
  // spec portal section 8
  loginFailed: 'Login failed. Please try again.',
  registerFailed: 'Register failed. Please try again.',
  deletionFailed: 'Deletion failed. Please try again.',
  passwordSetFailed: 'Password set failed. Please try again.',
  passwordSubmit:
    'Password must be at least 8 characters long, contain uppercase and lowercase letters, a number, and a special character.',
  // spec builder section 8
  checkZip: 'Please check your Zip Code',
  unknownZip: 'Invalid or non-existent zip code',
  // spec builder section 5: the profile checks (corrections in docs/decisions)
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  addressRequired: 'Address is required',
  telephoneRequired: 'Telephone is required',
  cityRequired: 'City is required',
  countyRequired: 'County is required',
  stateRequired: 'State is required',
  dobRequired: 'DOB is required',
  zipRequired: 'ZIP Code is required',
  invalidGender: 'Invalid gender',
  relationshipRequired: 'Relationship is required',
  dobRange: 'DOB must be between 1941-01-01 and today.',
  smokerChoice: 'Please select yes or no for Smoker field and try again!',
  ssnIncomplete: 'Please enter a valid Social Security Number.',
  checkTheZip: 'Please check the zipCode',
  ssnRequiredForElection:
    'Your SSN is required when making an health insurance election, including when waiving coverage.',
  oneSpouseOnly: 'Only one dependent can be your spouse.',
  // Saving the profile (our wording: the spec's product shows nothing when a save fails).
  noPlansLoaded: (county: string, state: string, year: number) =>
    `No health plans are available yet in ${county}, ${state} for plan year ${year}. Please contact your employer's benefits administrator.`,
  countyNotInZip: 'Choose the county of this ZIP code again.',
  dependentNotFound: 'This dependent is no longer on your profile. Reload the page and try again.',
  dependentListedTwice: 'This dependent is listed twice.',
  tooManyDependents: (max: number) => `A household can list at most ${max} dependents.`,
  newDependentId: 'A new dependent is sent with the all-zero id; the server gives it its own.',
  profileChanged:
    'Your profile was changed in another window while you edited it. Reload the page to see the saved profile, then make your changes again.',
  enterWaiverReason: 'Please enter a waiver reason',
  acknowledgeCheckbox: 'Please Acknowledge the Checkbox.',
  contributionGreaterThanSpent: 'Your Contribution Amount is Greater than the Spent Amount',
  planNotOffered: 'The selected plan is not offered where you live on the chosen effective date.',
  effectiveDateNotOffered: (a: string, b: string) =>
    `The effective date must be one of the offered dates: ${a} or ${b}.`,
  hsaNotAvailable: 'A Health Savings Account is not available with this plan.',
  hsaOverLimit: (limit: string) => `The monthly HSA amount cannot exceed ${limit}.`,
  hsaLimitsUnknown: 'HSA limits for this plan year are not available yet.',
  additionalServiceNotOffered: 'Additional services are not offered by your employer.',
  additionalServiceUnknown: 'The selected additional service option is not offered.',
  additionalServiceAmbiguous: 'Please choose which additional service the option is for.',
  idempotencyKeyReused:
    'This authorization was already sent with different elections. Reload the page and try again.',
  alreadyAuthorized: (year: number) =>
    `Your elections for ${year} are already authorized. Contact your benefits administrator to change them.`,
  authorizationInProgress: 'Your elections are being authorized. Please wait a moment and try again.',
  authorized: 'Your elections are authorized.',
  authorizedEmailFailed: 'Your elections are authorized, but the confirmation e-mail could not be sent.',
  confirmationSubject: 'Your benefit elections are authorized',
  // Our own API messages (the spec shows none for these situations).
  notImplemented: 'This endpoint is not available yet.',
  notFound: 'Not found.',
  employerNotFound: 'Employer not found.',
  memberNotFound: 'Member not found.',
  invalidRequest: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large (limit 64 KB).',
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is busy. Please try again in a moment.',
  unknownField: (field: string) => `Unknown field: ${field}`,
  // Plans, quotes, contributions and affordability (shared/domain/rating, contribution, affordability)
  bornAfterEffectiveDate: 'must not be after the coverage effective date',
  stateNotOfCounty: 'must be the state of the county',
  contributionPolicyMissing: (planYear: number) =>
    `Your employer has not set up a contribution for plan year ${planYear}. Please contact your HR department or broker.`,
  dependentNotSaved: (date: string) =>
    `None of your saved dependents was born on ${date}. Please save your dependents on your profile first.`,
  profileLocationMissing:
    'Please enter your ZIP code and county on your profile first: your contribution depends on the plans offered where you live.',
  profileCountyUnknown:
    'Please choose your county again on your profile: the one saved does not match your ZIP code.',
  profileBirthdateMissing: 'Please enter your date of birth on your profile first.',
  noSilverPlan: (date: string) =>
    `No silver plan is offered in your county on ${date}, so the benchmark plan cannot be found.`,
  noAffordabilityFigures: (planYear: number, years: readonly number[]) =>
    `The affordability figures for plan year ${planYear} are not available yet. Plan years available: ${years.join(', ')}.`,
  // Access area, server side (registration, password links and codes, abuse limits)
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  employerLinkInvalid:
    'The registration link does not match this employer. Please use the link your employer sent you.',
  planYearInvalid: 'must be the current year',
  emailNotSent: 'We could not send the e-mail. Please try again in a few minutes.',
  setPasswordLinkInvalid: 'This link is not valid, has already been used or has expired.',
  currentPasswordWrong: 'The current password is not correct.',
  resetCodeRefused: 'The code is not valid or has expired. Please request a new code.',
  confirmationEmailSubject: 'Welcome! Please confirm your e-mail address to activate your account',
  confirmationEmailGreeting: (firstname: string) => `Hello ${firstname},`,
  confirmationEmailIntro: (employerName: string) =>
    `Welcome to the benefits enrollment portal of ${employerName}. Please confirm your e-mail address to activate your account: open the link below and set your password.`,
  confirmationEmailLinkLabel: 'Confirm my e-mail address and set my password',
  confirmationEmailExpiry: (hours: number) =>
    `The link can be used once and expires in ${hours} hours. If it has expired, use 'Forgot Password?' on the sign-in page to receive a new one.`,
  confirmationEmailIgnore: 'If you did not register, you can ignore this e-mail.',
  resetCodeEmailSubject: 'Your password reset code',
  resetCodeEmailIntro: 'Use this code to reset the password of your benefits enrollment portal account:',
  resetCodeEmailExpiry: (minutes: number) =>
    `The code expires in ${minutes} minutes. If you did not ask to reset your password, you can ignore this e-mail; your password stays unchanged.`,
  // Frontend shell: header, footer, landing, start-up (frontend/src/app, features/landing)
  appName: 'Benefits Enrollment Portal',
  // Builder frame (w/frame): sub-step tab titles, spec builder section 2 "Sub-step tabs"
  subStepContributions: 'Contributions',
  subStepIchraAcknowledgment: 'ICHRA Acknowledgment',
  subStepShop: 'Shop Health Plans',
  subStepHsa: 'Flexible Spending',
  subStepAdditionalServices: 'Additional Services',
  subStepCart: 'Your Cart',
} as const;
