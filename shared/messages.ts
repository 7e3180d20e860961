/**
 * Every user-facing text and error message, in one place. Wording follows
 * spec portal and spec builder; do not rephrase a spec text.
 */
export const messages = {
  // spec portal section 8
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
  smokerRequired: 'Smoker field is required',
  invalidGender: 'Invalid gender',
  relationshipRequired: 'Relationship is required',
  dobRange: 'DOB must be between 1941-01-01 and today.',
  dependentDobRange: (n: number) => `Dependent #${n} DOB must be between 1941-01-01 and today.`,
  smokerChoice: 'Please select yes or no for Smoker field and try again!',
  ssnIncomplete: 'Please enter a valid Social Security Number.',
  ssnPartInvalid: 'Please enter a valid social security number',
  dependentSsnInvalid: (n: number) => `not a valid social security number in dependent #${n}`,
  enterZip: 'Enter the ZipCode',
  checkTheZip: 'Please check the zipCode',
  checkTheZipSnackbar: 'Please check the ZipCode',
  zipLookupFailed: 'Error fetching county and city',
  missingFieldsTitle: 'Message for You',
  missingFieldsIntro: 'Please enter all required fields. Missing fields are:',
  savedSuccessfully: 'Saved Successfully',
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
  profileSaveFailed: 'Your profile could not be saved. What you typed is still here: please try again.',

  // Orders and Authorize Elections (w/orders-api): the spec's words where it has them.
  selectWaiverReason: 'Please select a waiver reason',
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
  invalidId: 'The id is not valid.',
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
  // spec portal section 9: "Front-end web version label: 04 Feb. 2025"
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
  backHome: 'Back to the home page',
  pageNotFound: (path: string) => `There is no page at ${path}.`,
  unexpectedResponse: 'The server sent an answer the portal does not understand. Please try again later.',
  configErrorTitle: 'The portal could not start',
  configErrorText:
    'Its configuration could not be loaded. Please try again later; if this keeps happening, contact your HR department or broker.',

  // Access area (frontend, issue 4): registration, sign-in, password setting, sessions, public screens
  close: 'Close',
  show: 'Show',
  hide: 'Hide',
  fieldRequired: 'This field is required.',
  invalidEmail: 'Please enter a valid e-mail address.',
  invalidPhone: 'Please enter a valid phone number.',
  registerPageTitle: 'Register',
  registerHeroTitle: 'Your Benefits Program Just Got Real!',
  registerBullets: [
    'Shop and enroll in health care coverage.',
    'Personalize your health and wellness benefits.',
    'Save for non-medical life events and emergencies.',
  ],
  registerFormTitle: 'Create Your Account',
  firstName: 'First Name',
  lastName: 'Last Name',
  personalEmail: 'Personal E-mail',
  phoneNumber: 'Phone Number',
  employerName: 'Employer',
  termsAgreePrefix: 'I agree to the',
  termsAgreeAnd: 'and',
  registerAccount: 'Register Account',
  haveAccount: 'Already have an account?',
  stopSignTitle: 'Access Required',
  stopSignText: 'Your employer must give you access before you can register an account.',
  stopSignAdvice: 'Please contact your current or previous employer for your registration link.',
  alreadyInitiatedTitle: 'Registration Already Initiated',
  alreadyInitiatedText: 'A registration for this e-mail address has already been started.',
  alreadyInitiatedResetHint:
    'Has the confirmation e-mail not arrived? Use the password-reset link to get into your account.',
  alreadyInitiatedResetAction: 'Reset My Password',
  alreadyInitiatedDeleteHint:
    'Was the e-mail address wrong? Delete the pending registration and register again.',
  alreadyInitiatedDeleteAction: 'Delete Pending Registration',
  alreadyInitiatedDeleteUnavailable:
    'A pending registration can only be deleted from the browser in which it was started. Please contact your HR department or broker.',
  pendingRegistrationDeleted: 'The pending registration was deleted. You can register again.',
  signInPageTitle: 'Sign In',
  email: 'E-mail',
  password: 'Password',
  passwordToggleTarget: 'password',
  logIn: 'Log In',
  forgotPassword: 'Forgot Password?',
  noAccount: "Don't have an account?",
  register: 'Register',
  onboardingPendingTitle: 'Onboarding Pending',
  onboardingPendingText:
    'Thank you for registering. We have sent you an e-mail: open the link in it to confirm your e-mail address and set your password. The e-mail can take up to 30 minutes to arrive.',
  onboardingPendingSpam: 'If it does not arrive, please check your spam or junk folder.',
  signedOutIdle: 'You were signed out after a period of inactivity. Please sign in again.',
  signedOutExpired: 'Your session has ended. Please sign in again.',
  passwordSetDone: 'Your password is set. You can now sign in.',
  passwordResetDone: 'Your password has been reset. You can now sign in.',
  forgotPasswordTitle: 'Reset Your Password',
  forgotPasswordIntro:
    'Enter the e-mail address of your account and we will send you a code to reset your password.',
  sendCode: 'Send Code',
  codeSent: (email: string) =>
    `If an account exists for ${email}, we have sent it an e-mail: with a 6-digit code, enter it and your new password below; if your registration was never completed, use the new set-password link it contains instead.`,
  resetCode: 'Code from the e-mail',
  resetCodeInvalid: 'Enter the 6-digit code from the e-mail.',
  resetPassword: 'Reset Password',
  sendNewCode: 'Send a new code',
  backToSignIn: 'Back to Sign In',
  setPasswordTitle: 'Set Your Password',
  setPasswordIntro: 'Choose the password you will use to sign in to the portal.',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  setPassword: 'Set Password',
  accessDenied: 'Access Denied',
  accessDeniedText:
    'This link is not valid for setting a password: it may have expired, been used already, or belong to another employer.',
  haveAccountSignIn: 'Have an Account? Sign In',
  poweredBy: 'Powered by',
  supportContact: 'Support',
  profileTitle: (firstname: string) => `Welcome, ${firstname}!`,
  profileTitleAnonymous: 'Welcome!',
  changePasswordTitle: 'Change Password',
  currentPassword: 'Current Password',
  changePassword: 'Change Password',
  backToBuilder: 'Back to your Benefits Package Creator',
  passwordChanged: 'Your password has been changed.',
  idleWarningTitle: 'Are you still there?',
  idleWarningText: (seconds: number) =>
    `For your security, you will be signed out in ${seconds} second${seconds === 1 ? '' : 's'} because of inactivity.`,
  staySignedIn: 'Stay Signed In',
  gettingStartedTitle: 'Getting Started is Easy',
  gettingStartedSteps: [
    'Click Get Started.',
    'Fill in your profile details.',
    'Choose whether to participate.',
    'Choose a health insurance program if needed.',
    'Elect other benefits if available.',
    'Authorize your participation.',
  ],
  startNow: 'Start Now',
  signInToStart: 'Sign in to start',
  authorizeNotice:
    'Your enrollment must be completed by clicking Authorize in the shopping cart to be eligible to receive funds.',
  mobileWelcomeStep: (step: number) => `Step ${step} of 3`,
  mobileWelcomeHowTitle: 'How it works',
  mobileWelcomeStepsTitle: 'Your enrollment in seven steps',
  mobileWelcomeSteps: [
    'Proceed to your enrollment.',
    'Fill in your profile.',
    'Review your plan documents.',
    'Choose whether to participate.',
    'Choose a health program.',
    'Elect other benefits.',
    'Authorize your participation.',
  ],
  proceed: 'Proceed',
  mainNavLabel: 'Main',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  home: 'Home',
  gettingStarted: 'Getting Started',
  currentPlan: 'Current Plan',
  about: 'About',
  viewPlanDocuments: 'View Plan Documents',
  versionInformation: 'Version Information',
  versionEmployerLabel: 'Employer Name',
  versionEmployerName: 'ICHRA Benefits Enrollment Portal',
  versionReleaseNotice:
    'This release brings registration from your employer link, e-mail confirmation, password setting and secure sign-in to your benefits enrollment portal.',
  versionWebsiteLabel: 'Website Version',
  versionLabel: 'Version',

  // Builder frame (w/frame): sub-step tab titles, spec builder section 2 "Sub-step tabs"
  subStepContributions: 'Contributions',
  subStepIchraAcknowledgment: 'ICHRA Acknowledgment',
  subStepShop: 'Shop Health Plans',
  subStepHsa: 'Flexible Spending',
  subStepAdditionalServices: 'Additional Services',
  subStepCart: 'Your Cart',
  // The spec numbers the enrollment steps (step 2 the profile, step 3 the sub-steps) but does not
  // name them: these labels are the frame's reading, from the getting-started wording.
  enrollmentStepLabels: ['Get Started', 'Profile', 'Choose Your Benefits'],
  enrollmentSteps: 'Enrollment steps',
  subStepTabs: 'Enrollment sub-steps',
  // Top bar of the enrollment pages (spec portal "Top bar", "Documents modal")
  myCoverage: 'My Coverage',
  myCoverageDocuments: 'Documents',
  contactUs: 'Contact Us',
  topBarGreeting: (firstname: string) => `Hello, ${firstname}`,
  documentsTitle: 'View Your ICHRA Documents',
  documentsLoadFailed: 'Your ICHRA documents could not be loaded. Please try again.',
} as const;

export type Messages = typeof messages;
