/**
 * Every user-facing text and error message. Wording follows spec portal and spec builder; do not
 * rephrase a spec text. The texts the API answers with live in shared/api-messages.ts (the part a
 * Lambda function bundles); this module adds the screens' texts and holds both, for the browser
 * and the tests.
 */
import * as apiMessages from './api-messages';

export const messages = {
  ...apiMessages,
  somethingWentWrong: 'Something went wrong.',
  acceptTerms: 'Please accept the terms and conditions.',
  allFieldsRequired: 'All fields are required.',
  passwordLive:
    'Password must be at least 8 characters long, contain uppercase, lowercase, a number, and a special character.',
  passwordEmpty: 'Password is empty.',
  bothFieldsRequired: 'Both fields are required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  noDocuments: 'No ICHRA Documents Found',
  noPlanFound: 'NO PLAN FOUND',
  notAvailable: 'Not Available',
  routerError: 'Unexpected Application Error!',
  smokerRequired: 'Smoker field is required',
  dependentDobRange: (n: number) => `Dependent #${n} DOB must be between 1941-01-01 and today.`,
  ssnPartInvalid: 'Please enter a valid social security number',
  dependentSsnInvalid: (n: number) => `not a valid social security number in dependent #${n}`,
  enterZip: 'Enter the ZipCode',
  checkTheZipSnackbar: 'Please check the ZipCode',
  zipLookupFailed: 'Error fetching county and city',
  missingFieldsTitle: 'Message for You',
  missingFieldsIntro: 'Please enter all required fields. Missing fields are:',
  savedSuccessfully: 'Saved Successfully',
  profileSaveFailed: 'Your profile could not be saved. What you typed is still here: please try again.',
  // Orders and Authorize Elections (w/orders-api): the spec's words where it has them.
  selectWaiverReason: 'Please select a waiver reason',
  invalidId: 'The id is not valid.',
  // Public screens
  landingHeading: 'Welcome to Your Personalized Benefits Enrollment Portal',
  signIn: 'Sign In',
  getStarted: 'Get Started',
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
  // Builder options (helper "options", issue 11 items 1, 2, 6-9): Contributions, ICHRA
  // Acknowledgment, Flexible Spending (HSA), Additional Services, the funds bar. Spec builder
  // sections 2, 5 and 9 where the spec has the words; our wording marked "ours".
  stepNext: 'Next',
  stepProceed: 'Proceed',
  contribHeading: 'Select your Health Plan Option Below',
  contribShopOffExchange: 'Shop Off Exchange',
  contribWaiveCoverage: 'Not Buying Health Insurance (Waive Coverage)',
  contribOptionLegend: 'Health plan option', // ours: the radio group's accessible name // ours: the radio group's accessible name
  contribWaiverReasonLabel: 'Reason for waiving coverage', // ours // ours
  contribSelectReason: '-- Select a reason --',
  contribEnterReason: 'Enter your reason:',
  contribEffectiveDate: 'Effective Date', // ours // ours
  contribMonthlyEmployer: 'Monthly Employer Contribution',
  contribWaived: 'Waived Contribution',
  contribPerMonth: 'per month', // ours // ours
  contribDependents: 'Dependents', // ours // ours
  contribNoDependents: 'No dependents are listed on your profile.', // ours // ours
  contribDependentsNote: 'To change your dependents, go back to your profile.', // ours // ours
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
  contribLoadingAmount: 'Loading the contribution...', // ours // ours
  subsidyIncomeLabel: 'Annual household income ($)', // ours // ours
  subsidyIncomeHint: 'Used for this calculation only; it is not saved.', // ours // ours
  subsidyCalculate: 'Calculate Subsidy',
  subsidyIncomeInvalid: 'Please enter your annual household income in dollars, for example 52000.', // ours // ours
  subsidyAffordable: (year: number) => `Your employer's offer is affordable for plan year ${year}.`, // ours // ours
  subsidyAffordableMeaning:
    'This means you cannot receive a premium tax credit (subsidy) for Marketplace coverage while this offer is available to you, whether you accept it or not.', // ours // ours
  subsidyNotAffordable: (year: number) => `Your employer's offer is not affordable for plan year ${year}.`, // ours // ours
  subsidyNotAffordableMeaning:
    'This means you may decline the offer (waive coverage) and, if you are otherwise eligible, receive a premium tax credit for a plan On Exchange. You cannot use both the employer contribution and a premium tax credit.', // ours // ours
  subsidyNumbersTitle: 'The numbers behind this', // ours // ours
  subsidyLowestSilver: (plan: string) => `Lowest-cost silver plan for you alone (${plan})`, // ours // ours
  subsidyContribution: 'Employer contribution for you alone', // ours // ours
  subsidyYourCost: 'Your monthly cost for that plan', // ours // ours
  subsidyThreshold: (percent: number) => `${percent}% of your monthly household income`, // ours // ours
  subsidyRule:
    'The offer is affordable when your monthly cost for the lowest-cost silver plan is at most this share of your income.', // ours // ours
  ssnModalTitle: 'Social Security Number Required', // ours // ours
  ssnPart1: 'SSN, first 3 digits', // ours // ours
  ssnPart2: 'SSN, middle 2 digits', // ours // ours
  ssnPart3: 'SSN, last 4 digits', // ours // ours
  ssnSave: 'Save SSN', // ours // ours
  ssnSaved: 'Your SSN is saved.', // ours // ours
  ichraIntro:
    'Please review your employer’s ICHRA documents (links open in a new tab and expire after 15 minutes).', // ours // ours
  ichraCertify: 'I certify that I have reviewed the ICHRA documents above and accept the terms of the ICHRA.', // ours, spec: "a checkbox certifying that the documents were reviewed and the terms accepted" // ours, spec: "a checkbox certifying that the documents were reviewed and the terms accepted"
  hsaHeading: 'Flexible Spending Options',
  hsaAmountLabel: 'Monthly HSA Contribution ($)', // ours // ours
  hsaBadge: (amount: string) => `${amount} / month`, // ours // ours
  hsaNote:
    'Please Note: In order to qualify for a Health Savings Account (HSA) you must have an HSA eligible plan.',
  hsaMaximum: (self: string, family: string) => `${self} - Individual - ${family} - Family`,
  hsaMaximumTitle: (year: number) => `HSA maximum for ${year}:`, // ours // ours
  hsaCatchUp: (amount: string) => `Age 55 or older: an extra ${amount} per year (catch-up).`, // ours // ours
  hsaYourLimit: (monthly: string) => `Your limit: ${monthly} per month.`, // ours // ours
  hsaInstructionsButton: 'Instructions', // ours // ours
  hsaInstructionsTitle: 'Health Savings Account', // ours // ours
  hsaInstructionsPlan:
    'A Health Savings Account requires a high-deductible health plan (an HSA eligible plan).',
  hsaInstructionsMaximum: (self: string, family: string) =>
    `Contribution maximums apply: ${self} per year for individual coverage, ${family} per year for family coverage.`,
  hsaInstructionsCatchUp: (amount: string) =>
    `If you are 55 or older, you may contribute an extra catch-up of ${amount} per year.`,
  hsaInstructionsSpouse: 'A spouse aged 55 or older can open a separate account for their own catch-up.',
  hsaNoLimits: (year: number) => `The HSA limits for plan year ${year} are not available yet.`, // ours // ours
  serviceHeading: 'Additional Services', // ours (tab title) // ours (tab title)
  servicePriceLabel: 'Price', // ours // ours
  serviceOption: (option: string, subcategory: string, cost: string) => `${subcategory}: ${option} - ${cost}`, // ours // ours
  serviceTaxStatus: (status: string) => `Monthly ${status}`, // ours, spec: "a monthly tax status label" // ours, spec: "a monthly tax status label"
  serviceAddToCart: 'Add To Cart',
  serviceRemove: 'Remove',
  serviceDetails: 'Details',
  serviceInCart: 'In your cart', // ours // ours
  serviceNone: 'Your employer offers no additional services.', // ours // ours
  serviceLoadFailed: 'The additional services could not be loaded. Please try again.', // ours // ours
  fundsBarLabel: 'Your funds', // ours // ours
  fundsEmployerContribution: 'Monthly Employer Contribution',
  fundsAmountSpent: 'Amount Spent',
  fundsAmountAvailable: 'Amount Available',
  fundsEmployeeNeeded: 'Employee Contribution Needed',
  fundsSelectedPlan: 'Selected Plan', // ours // ours
  fundsNoPlan: 'None', // ours // ours
  fundsWaived: 'Coverage waived', // ours // ours
  // ── Profile screen (helper "profile"; spec builder sections 2, 5, 8) ──
  profileHeading: 'Welcome to your Benefits Package Creator',
  personalDetails: 'Personal Details',
  profileLabels: {
    firstname: 'First Name',
    lastname: 'Last Name',
    address1: 'Home Address',
    address2: 'Apt/Suite',
    phonenumber: 'Telephone',
    postalcode: 'Zip Code',
    city: 'City',
    county: 'County',
    stateorprovince: 'State',
    birthdate: 'Date of Birth',
    ssn: 'SSN',
    gender: 'Gender',
    tobacco: 'Tobacco User',
    relationship: 'Relation',
    smoker: 'Smoker',
    id: '#ID',
    delete: 'Delete',
  },
  profileMale: 'Male',
  profileFemale: 'Female',
  profileYes: 'Yes',
  profileNo: 'No',
  profileSpouse: 'Spouse',
  profileChild: 'Child',
  profileSelectPlaceholder: '-- Select --', // ours // ours
  requiredMarkerHint: 'Fields marked * are required.', // ours // ours
  ssnPartLabels: ['SSN, first 3 digits', 'SSN, middle 2 digits', 'SSN, last 4 digits'], // ours // ours
  ssnOnFile: (last4: string) => `On file: ***-**-${last4}`, // ours: the full SSN never comes back // ours: the full SSN never comes back
  ssnChange: 'Change SSN', // ours // ours
  ssnKeep: 'Keep the SSN on file', // ours // ours
  ssnHelpButton: 'Why we ask for your SSN', // ours: accessible name of the '?' button // ours: accessible name of the '?' button
  ssnHelpTitle: 'Why do we need your Social Security Number?', // ours: the spec names no text // ours: the spec names no text
  ssnHelpText: [
    'Insurance carriers need the Social Security Number of every person on a health insurance application to identify them and to enroll them. It is required for any health insurance election, including when you waive coverage.',
    'It is sent over an encrypted connection and stored encrypted. This portal never shows it back in full: once saved, only its last four digits appear. To change it, enter the whole number again.',
  ],
  additionalInfoButton: 'Additional Enrollment Information', // ours: opens the spec's modal // ours: opens the spec's modal
  additionalInfoTitle: 'Enter Additional Enrollment Information',
  pcpName: 'Primary Care Physician Name',
  pcpId: 'Primary Care Physician ID',
  existingPatient: 'Are you an existing patient?',
  profileDone: 'Done', // ours // ours
  dependentsHeading: 'Dependents', // ours // ours
  addDependent: '+ Add Dependent',
  noDependents: 'No dependents added.', // ours // ours
  dependentNumber: (n: number) => `Dependent #${n}`,
  dependentFieldLabel: (n: number, label: string) => `Dependent #${n} ${label}`, // ours // ours
  dependentSsnHint: 'Enter all 9 digits', // ours // ours
  dependentSsnKeep: (last4: string) => `***-**-${last4} (type 9 digits to change)`, // ours // ours
  deleteDependent: (n: number) => `Delete dependent #${n}`, // ours // ours
  dependentMissing: (n: number, label: string) => `Dependent #${n} ${label}`, // ours // ours
  profileSave: 'Save',
  profileNext: 'Next',
  profileCancel: 'Cancel',
  profileOk: 'OK',
  profileSaving: 'Saving...', // ours // ours
  zipLookingUp: 'Looking up your ZIP code...', // ours // ours
  selectCounty: 'Select a county',
  selectCountyIntro: (zip: string) => `The ZIP code ${zip} lies in several counties. Choose yours:`, // ours // ours
  profileSavedText: 'Your profile and dependents are saved.', // ours // ours
  nextDisabledReason: (employer: string, email: string | null) =>
    `Next is turned off: ${employer} has not opened online enrollment in this portal. To enroll, please contact ${employer}${email ? ` at ${email}` : ''}.`, // ours // ours
  nextDisabledNoEmployer:
    "Next is turned off: your employer's enrollment settings could not be loaded. Please open the link your employer sent you again, or contact your employer's benefits team.", // ours // ours
  // After enrollment (helper "after"): /welcome, /health-plan, /contact-us (spec portal section 2)
  welcomeCongratulations: (firstname: string) => `Congratulations! ${firstname}`,
  welcomeBack: (firstname: string) => `Welcome Back, ${firstname}`,
  enrollmentCompleted:
    "You've completed the enrollment process. There are no further actions or steps required at this time.",
  coverageWaived: (year: number) => `You have WAIVED coverage for the ${year} business year.`,
  waivedNoFurtherAction: 'No further action is needed at this time.',
  waivedContactIfError: 'If this was an error, please contact your broker or HR department.',
  waiveReasonLabel: 'Waive reason:',
  noEnrollmentYet: 'You have not completed an enrollment yet.', // ours: the spec shows no text without orders // ours: the spec shows no text without orders
  startEnrollment: 'Start your enrollment', // ours // ours
  contactsHeading: 'Contacts', // ours: the spec names the section, not its heading // ours: the spec names the section, not its heading
  contactTypes: {
    1: 'Insurance Broker',
    2: 'Premium Payments/Banking',
    3: 'HR',
    4: 'Billing/Accounting',
    5: 'Support',
  },
  contactEmployer: 'Employer', // ours // ours
  contactName: 'Name', // ours // ours
  contactEmail: 'E-mail', // ours // ours
  contactPhone: 'Phone', // ours // ours
  additionalServicesHeading: 'Additional Services',
  serviceVendor: 'Vendor',
  serviceProduct: 'Product/Service',
  serviceCost: 'Cost',
  healthPlanSelected: (year: number) => `${year} Health Plan Selected`,
  viewSummaryPlanDescription: 'View Summary Plan Description',
  employerContribution: (amount: string) =>
    `Your employer's contribution ${amount} each month to your Benefit Fund`,
  planTableCaption: 'Your elections', // ours // ours
  servicesTableLabel: 'Your additional services', // ours // ours
  planTableColumns: [
    'Area',
    'Product Name',
    'Company Name',
    'Options',
    'Tax Status',
    'Cost',
    'Date of Selection',
  ],
  orderAreas: {
    healthinsurance: 'Health Insurance',
    HSA: 'HSA',
    additionalservices: 'Additional Services',
    waive: 'Waived Coverage',
  }, // ours: the spec's Area column shows the order category // ours: the spec's Area column shows the order category
  employeeHealthPlans: 'Employee Health Plans',
  healthPlanNumber: (n: number) => `Health Plan #${n}`,
  loadMore: 'Load More',
  showLess: 'Show Less',
  healthPlanFields: {
    productname: 'Product Name',
    options: 'Options',
    description: 'Description',
    category: 'Category',
    amountspent: 'Amount Spent',
    vendorname: 'Vendor Name',
    policyholdersname: "Policy Holder's Name",
    policycarriername: 'Policy Carrier Name',
    policyeffectivedate: 'Policy Effective Date',
    ordernumber: 'Order Number',
    accountname: 'Account Name',
    address: 'Address',
    phonenumber: 'Phone Number',
    emailaddress: 'E-mail Address',
  },
  contactUsHeading: 'Contact Us',
  brokerName: 'Broker Name',
  brokerEmail: 'E-mail',
  brokerPhone: 'Contact Number',
  back: 'Back',
  brokerLoadFailed: 'Your broker details could not be loaded. Please try again.', // ours: the spec only logs it // ours: the spec only logs it
  // The cart 'Plan and Benefits Summary' and Authorize Elections (w/cart): the spec's words where it has them.
  cartTitle: 'Plan and Benefits Summary',
  cartEmpty: 'Cart is empty !',
  cartColCarrier: 'Carrier',
  cartColPlanType: 'Plan Type',
  cartColPlanName: 'Plan Name',
  cartColMetalTier: 'Metal Tier',
  cartColMonthly: 'Monthly Cost', // ours: the rows carry their amounts // ours: the rows carry their amounts
  cartHsaType: 'HSA',
  cartHsaName: 'Health Savings Account',
  cartWaivedType: 'Waived Coverage',
  cartTotal: 'Total',
  cartAvailableContribution: 'Available Employer Contribution',
  cartRemaining: 'Remaining Employer Amount',
  cartPayrollDeduction: 'Payroll Deduction', // ours // ours
  cartDeductionNotice: (need: string) =>
    `Your elections cost more than your employer's contribution. ${need} per month will be deducted from your pay before tax.`, // ours // ours
  cartDeductionAcknowledge: (need: string) =>
    `I acknowledge that ${need} per month will be deducted from my pay before tax.`, // ours // ours
  coverageNotBound: 'Coverage will not be bound until the application is approved.',
  addPrimaryCarePhysician: 'Add Primary Care Physician',
  summaryInformation: 'Summary Information',
  authorizeElections: 'Authorize Elections',
  redirecting: 'Redirecting',
  cartPrint: 'Print',
  cartDownloadPdf: 'Download PDF', // ours // ours
  cartLoading: 'Loading your cart...', // ours // ours
  cartLoadFailed: 'Your cart could not be loaded. Please try again.', // ours: the spec only logs it // ours: the spec only logs it
  cartRetry: 'Try again', // ours // ours
  cartProfileIncomplete:
    'Your profile is missing your address or date of birth. Complete your profile, then come back to the cart.', // ours // ours
  cartEmployerUnknown: 'Your employer could not be found. Sign in again from your employer link.', // ours // ours
  cartNoEffectiveDate: 'Choose an effective date on the Contributions step first.', // ours // ours
  cartAuthorizing: 'Authorizing your elections...', // ours: the loading modal // ours: the loading modal
  fundExplanationTitle: 'Member Benefit Fund Explanation',
  fundExplanationText:
    'Your employer puts a monthly contribution into your benefit fund. What your elections cost is paid from it; what is left is the amount available, and any amount above it is your monthly cost, deducted from your pay before tax.', // ours // ours
  fundChartTitle: 'Member Fund Chart',
  fundChartYourCost: 'Your Monthly Cost',
  purchaseSummaryTitle: 'Purchase Summary',
  purchaseSummaryEmployee: 'Employee', // ours // ours
  purchaseSummaryEmployer: 'Employer', // ours // ours
  purchaseSummaryEffectiveDate: 'Effective Date', // ours // ours
  thankYouTitle: 'Thank You', // ours // ours
  thankYou: (employer: string) => `Thanks For Participating In The ${employer} Benefits Program...`,
  thankYouEmailSent: 'A confirmation of your elections is on its way to your e-mail address.', // ours // ours
  closeWindow: 'Close Window',
  pcpSaved: 'Your primary care physician is saved.', // ours // ours
  pcpSave: 'Save', // ours // ours
  // Shop Health Plans, Plan Comparisons, Plan Summary Document, plan details, yearly cost, export
  // (helper "shop", issue 11 items 3-5). Spec builder sections 2, 5, 8 and 9 where the spec has the
  // words; our wording marked "ours".
  shopZipCode: 'Zip Code',
  shopPlansFound: 'Plans Found',
  shopLoading: 'Loading health plans...', // ours // ours
  shopLoadFailed: 'The health plans could not be loaded. Please try again.', // ours: the spec only logs it // ours: the spec only logs it
  shopRetry: 'Try again', // ours // ours
  shopProfileIncomplete: 'Please complete your gender and tobacco answer on your profile first.', // ours // ours
  shopFilters: 'Filter plans', // ours: the filter group's accessible name // ours: the filter group's accessible name
  shopCarrier: 'Carrier',
  shopMetalTier: 'Metal Tier',
  shopDeductible: 'Deductible',
  shopPrice: 'Price',
  shopSort: 'Sort by', // ours // ours
  shopSortPriceAsc: 'Price: Low to High',
  shopSortPriceDesc: 'Price: High to Low',
  shopSortYearly: 'Estimated yearly cost: Low to High', // ours // ours
  shopAll: 'All', // ours // ours
  shopSortNone: 'Recommended', // ours: the quote's order, cheapest first // ours: the quote's order, cheapest first
  shopHsaEligible: 'HSA Eligible',
  shopPlanType: 'Plan Type',
  shopMetalLevel: 'Metal Level',
  shopOopMax: 'Out-of-Pocket Maximum',
  shopPrimaryCare: 'Primary Care Visit',
  shopGenericDrugCopay: 'Generic Drug Co-Pay',
  shopMonthlyRate: 'Monthly Rate',
  shopPerMonth: '/month', // ours // ours
  shopYes: 'Yes',
  shopNo: 'No',
  shopCompare: 'Compare',
  shopComparePlan: (name: string) => `Compare ${name}`, // ours: the checkbox's accessible name // ours: the checkbox's accessible name
  shopPlanDetails: 'Plan Details',
  shopViewSummaryDocument: 'View Plan Summary Document',
  shopSearchProviders: 'Search for Providers',
  shopAddToCart: 'Add to Cart',
  shopRemoveFromCart: 'Remove from cart',
  shopInCart: 'In your cart', // ours // ours
  shopComparePlans: 'Compare Plans',
  shopExportPlans: 'Export Plans',
  shopExportFileName: 'health-plans.csv', // ours // ours
  shopExported: (count: number) => `${count} plan${count === 1 ? '' : 's'} exported.`, // ours // ours
  shopOnePlanOnly: 'The plan is already selected! You can select only one plan.',
  shopCompareAtLeast2: 'Select at least 2 plans to compare',
  shopCompareUpTo3: 'You can compare up to 3 health plans only',
  shopCartEmpty: 'Cart is empty !',
  shopBack: 'Back',
  shopNext: 'Next',
  shopCurrentPlanTitle: 'Your Current Plan',
  shopCurrentPlanText:
    'This is your plan on record for this year. It is offered again, so you can keep it for next year.',
  shopKeepCurrentPlan: 'Keep Current Plan',
  shopRemoveForCart: 'Remove for cart',
  shopComparisonsTitle: 'Plan Comparisons',
  shopSummaryTitle: 'Plan Summary Document',
  shopDetailsTitle: 'Selected Plan Details',
  shopNotAvailable: 'N/A',
  shopPlanName: 'Plan Name',
  shopMonthlyPremium: 'Monthly Premium',
  shopDeductibleIndividual: 'Annual Deductible (Individual)',
  shopDeductibleFamily: 'Annual Deductible (Family)',
  shopCombinedDeductible: 'Combined Medical and Drug Deductible (Individual)',
  shopOopIndividual: 'Annual Out-of-Pocket Max (Individual)',
  shopOopFamily: 'Annual Out-of-Pocket Max (Family)',
  shopUrgentCare: 'Urgent Care',
  shopEmergencyRoom: 'Emergency Room Services',
  shopInpatient: 'Inpatient Hospital Services',
  shopGenericDrugs: 'Generic Drugs',
  shopBenefit: 'Benefit', // ours: the details table's header // ours: the details table's header
  shopValue: 'In-network cost', // ours // ours
  shopBenefitLabels: {
    imagingctpetscansmris: 'Imaging (CT/PET Scans, MRIs)',
    xraysanddiagnosticimaging: 'X-rays and Diagnostic Imaging',
    specialistvisit: 'Specialist Visit',
    primarycarevisit: 'Primary Care Visit',
    genericdrugs: 'Generic Drugs',
    preferredbranddrugs: 'Preferred Brand Drugs',
    nonpreferreddrugs: 'Non-Preferred Brand Drugs',
    specialtydrugs: 'Specialty Drugs',
    preventivecare: 'Preventive Care',
    urgentcare: 'Urgent Care',
    emergencyroomservices: 'Emergency Room Services',
    emergencytransportation: 'Emergency Transportation',
    outpatientrehab: 'Outpatient Rehabilitation',
    habilitationservices: 'Habilitation Services',
    skillednursingfacility: 'Skilled Nursing Facility',
    substanceabuseoutpatient: 'Substance Abuse Outpatient Services',
    substanceabuseinpatient: 'Substance Abuse Inpatient Services',
    prepostnatalcare: 'Prenatal and Postnatal Care',
    homehealthcareservices: 'Home Health Care Services',
    inpatienthospitalservices: 'Inpatient Hospital Services',
    inpatientbehavioralservices: 'Inpatient Behavioral Health Services',
    outpatientbehavioralservices: 'Outpatient Behavioral Health Services',
    durablemedicalequipment: 'Durable Medical Equipment',
    hospiceservices: 'Hospice Services',
    childroutineeyeexam: 'Routine Eye Exam for Children',
    eyeglassesforchildren: 'Eyeglasses for Children',
  },
  shopYearlyTitle: 'Estimated yearly cost', // ours // ours
  shopYearlyLow: 'Low use', // ours // ours
  shopYearlyMedium: 'Medium use', // ours // ours
  shopYearlyHigh: 'High use', // ours // ours
  shopYearlyExplain:
    'The estimated yearly cost is 12 months of the premium plus what you would pay out of pocket in a year of low, medium or high use of care (for example 2 doctor visits, or up to a hospital stay), from the plan’s deductible, copays, coinsurance and out-of-pocket maximum. It is an estimate to compare plans with, using typical prices of care for every person covered, not a quote.', // ours // ours
  shopSsnSave: 'Save and Add to Cart', // ours // ours
  shopCancel: 'Cancel', // ours
} as const;

export type Messages = typeof messages;
