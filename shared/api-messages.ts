/**
 * The user-facing texts the API answers with (errors, validation messages, e-mails): the part of
 * shared/messages.ts that the Lambda functions and the shared rules use, kept apart so that a
 * function bundles these and not every screen's texts. Wording follows spec portal and spec
 * builder; do not rephrase a spec text. Screens read them through `messages`, which holds both.
 *
 * Each text is an export of its own, imported as a namespace (`import * as apiMessages from`):
 * the bundler then keeps in a function only the texts its routes use.
 */
import { DOB_MIN } from './domain/calendar';
import { PASSWORD_MIN_LENGTH } from './domain/password';
import { productName } from './domain/product';
// spec portal section 8
export const loginFailed = 'Login failed. Please try again.';
export const registerFailed = 'Register failed. Please try again.';
export const deletionFailed = 'Deletion failed. Please try again.';
export const passwordSetFailed = 'Password set failed. Please try again.';
export const passwordSubmit = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long, contain uppercase and lowercase letters, a number, and a special character.`;
// spec builder section 8
export const checkZip = 'Please check your Zip Code';
export const unknownZip = 'Invalid or non-existent zip code';
// spec builder section 5: the profile checks (corrections in docs/decisions)
export const firstNameRequired = 'First Name is required';
export const lastNameRequired = 'Last Name is required';
export const addressRequired = 'Address is required';
export const telephoneRequired = 'Telephone is required';
export const cityRequired = 'City is required';
export const countyRequired = 'County is required';
export const stateRequired = 'State is required';
export const dobRequired = 'DOB is required';
export const zipRequired = 'ZIP Code is required';
export const invalidGender = 'Invalid gender';
export const relationshipRequired = 'Relationship is required';
export const dobRange = `DOB must be between ${DOB_MIN} and today.`;
export const smokerChoice = 'Please select yes or no for Smoker field and try again!';
export const ssnIncomplete = 'Please enter a valid Social Security Number.';
export const checkTheZip = 'Please check the zipCode';
export const ssnRequiredForElection =
  'Your SSN is required when making an health insurance election, including when waiving coverage.';
export const oneSpouseOnly = 'Only one dependent can be your spouse.';
// Free texts hold text (shared/domain/text.ts, issue 37): each message names its field.
export const firstNameNotText = 'First Name must not contain line breaks or invisible control characters.';
export const lastNameNotText = 'Last Name must not contain line breaks or invisible control characters.';
export const addressNotText = 'Address must not contain line breaks or invisible control characters.';
export const aptSuiteNotText = 'Apt/Suite must not contain line breaks or invisible control characters.';
export const telephoneNotText = 'Telephone must not contain line breaks or invisible control characters.';
export const cityNotText = 'City must not contain line breaks or invisible control characters.';
export const countyNotText = 'County must not contain line breaks or invisible control characters.';
export const pcpNameNotText =
  'Primary Care Physician Name must not contain line breaks or invisible control characters.';
export const pcpIdNotText =
  'Primary Care Physician ID must not contain line breaks or invisible control characters.';
export const waiverReasonNotText =
  'The waiver reason must not contain line breaks or invisible control characters.';
/** A field no form shows by a label: the API's answer names it by its path ('company: must not…'). */
export const notPlainText = 'must not contain line breaks or invisible control characters';
// Saving the profile (our wording: the spec's product shows nothing when a save fails).
export const noPlansLoaded = (county: string, state: string, year: number) =>
  `No health plans are available yet in ${county}, ${state} for plan year ${year}. Please contact your employer's benefits administrator.`;
export const countyNotInZip = 'Choose the county of this ZIP code again.';
export const dependentNotFound =
  'This dependent is no longer on your profile. Reload the page and try again.';
export const dependentListedTwice = 'This dependent is listed twice.';
export const tooManyDependents = (max: number) => `A household can list at most ${max} dependents.`;
export const newDependentId = 'A new dependent is sent with the all-zero id; the server gives it its own.';
/** Any member, profile or dependent write from a page whose read is stale (409): nothing was written. */
export const profileChanged =
  'Your profile was changed in another window or tab since this page loaded, so nothing was saved. Reload the page to see the saved profile, then make your changes again.';
// The cart's 'Enter Additional Enrollment Information' form (ours: the spec marks both fields required).
export const pcpNameRequired = 'Primary Care Physician Name is required';
export const pcpIdRequired = 'Primary Care Physician ID is required';
export const enterWaiverReason = 'Please enter a waiver reason';
export const acknowledgeCheckbox = 'Please Acknowledge the Checkbox.';
// The coverage attestation at Authorize (issue 40; 29 CFR 2590.702-2(c)(5), shared/domain/coverage-attestation.ts).
export const coverageAttestationMissing =
  'Attest that you and each covered dependent will be enrolled in individual health insurance or Medicare before you authorize your elections.';
export const coverageAttestationIncomplete =
  'The coverage attestation must name you and each dependent your election covers. Go back to the Coverage Attestation step and attest for each of them.';
export const coverageAttestationOutdated =
  'The coverage attestation text has changed. Go back to the Coverage Attestation step, read it again and attest.';
export const contributionGreaterThanSpent = 'Your Contribution Amount is Greater than the Spent Amount';
export const planNotOffered = 'The selected plan is not offered where you live on the chosen effective date.';
export const effectiveDateNotOffered = (a: string, b: string) =>
  `The effective date must be one of the offered dates: ${a} or ${b}.`;
export const hsaNotAvailable = 'A Health Savings Account is not available with this plan.';
export const hsaOverLimit = (limit: string) => `The monthly HSA amount cannot exceed ${limit}.`;
export const hsaLimitsUnknown = 'HSA limits for this plan year are not available yet.';
export const additionalServiceNotOffered = 'Additional services are not offered by your employer.';
export const additionalServiceUnknown = 'The selected additional service option is not offered.';
export const additionalServiceAmbiguous = 'Please choose which additional service the option is for.';
export const idempotencyKeyReused =
  'This authorization was already sent with different elections. Reload the page and try again.';
export const alreadyAuthorized = (year: number) =>
  `Your elections for ${year} are already authorized. Contact your benefits administrator to change them.`;
export const authorizationInProgress =
  'Your elections are being authorized. Please wait a moment and try again.';
/** Issue 40, item 5: the employer's enrollment window closed open enrollment (45 CFR 155.420). */
export const enrollmentClosed = (year: number, deadline: string) =>
  `Open enrollment for ${year} closed on ${deadline}. You can elect only in an enrollment window of your own (a new hire, a life event or a correction): contact your benefits administrator.`;
export const memberWindowEffectiveDate = (date: string) =>
  `In your enrollment window the effective date is ${date}.`;
export const authorized = 'Your elections are authorized.';
export const confirmationSubject = 'Your benefit elections are authorized';
// The confirmation e-mail of an authorization (lambdas/rules/confirmation-mail.ts): the same
// amounts in every language, formatted by formatDollars; the greeting is confirmationEmailGreeting.
export const confirmationMailAuthorized = (employerName: string) =>
  `Your benefit elections with ${employerName} are authorized.`;
export const confirmationMailEffectiveDate = (date: string) => `Effective date: ${date}`;
export const confirmationMailElections = 'Elections:';
export const confirmationMailWaiver = (reason: string, amount: string) =>
  `Waived coverage (reason: ${reason}): ${amount} per month`;
export const confirmationMailPlan = (plan: string, carrier: string, amount: string) =>
  `Health plan: ${plan} (${carrier}): ${amount} per month`;
export const confirmationMailHsa = (amount: string) => `Health Savings Account: ${amount} per month`;
export const confirmationMailService = (product: string, option: string, amount: string) =>
  `Additional service: ${product} - ${option}: ${amount} per month`;
export const confirmationMailContribution = (amount: string) => `Monthly Employer Contribution: ${amount}`;
export const confirmationMailTotal = (amount: string) => `Total: ${amount}`;
export const confirmationMailAvailable = (amount: string) => `Amount Available: ${amount}`;
export const confirmationMailPayroll = (amount: string) => `Payroll deduction: ${amount} per month`;
export const confirmationMailNotBound = 'Coverage will not be bound until the application is approved.';
// Our own API messages (the spec shows none for these situations).
export const notFound = 'Not found.';
export const employerNotFound = 'Employer not found.';
export const memberNotFound = 'Member not found.';
export const invalidRequest = 'The request is not valid.';
export const invalidJson = 'The request body is not valid JSON.';
export const bodyTooLarge = 'The request body is too large (limit 64 KB).';
export const unauthorized = 'Your session has expired. Please sign in again.';
export const forbidden = 'You are not allowed to do that.';
export const internalError = 'Something went wrong on our side. Please try again.';
export const serviceUnavailable = 'The service is busy. Please try again in a moment.';
export const unknownField = (field: string) => `Unknown field: ${field}`;
export const unsupportedMediaType =
  'The request body must be JSON, sent with the header Content-Type: application/json.';
export const notACalendarDate = 'must be a real date YYYY-MM-DD';
/** PUT /api/Member/Language and registration: the languages the portal speaks (shared/domain/language.ts). */
export const languageUnsupported = "The language must be 'en' (English) or 'es' (Spanish).";
// Values saved before the API checked them, which pricing cannot use (409): the member corrects them on the profile.
export const storedBirthdateInvalid =
  'The date of birth saved on your profile is not a valid date. Please correct it on your profile, then try again.';
export const storedDependentBirthdateInvalid = (name: string) =>
  `The date of birth saved for your dependent ${name} is not a valid date. Please correct it on your profile, then try again.`;
// Plans, quotes, contributions and affordability (shared/domain/rating, contribution, affordability)
export const bornAfterEffectiveDate = 'must not be after the coverage effective date';
export const stateNotOfCounty = 'must be the state of the county';
export const contributionPolicyMissing = (planYear: number) =>
  `Your employer has not set up a contribution for plan year ${planYear}. Please contact your HR department or broker.`;
export const dependentNotSaved = (date: string) =>
  `None of your saved dependents was born on ${date}. Please save your dependents on your profile first.`;
export const profileLocationMissing =
  'Please enter your ZIP code and county on your profile first: your contribution depends on the plans offered where you live.';
export const profileCountyUnknown =
  'Please choose your county again on your profile: the one saved does not match your ZIP code.';
export const profileBirthdateMissing = 'Please enter your date of birth on your profile first.';
export const noSilverPlan = (date: string) =>
  `No silver plan is offered in your county on ${date}, so the benchmark plan cannot be found.`;
/** `years` as written for the member ('2025, 2026'): a text value, so the Spanish twin can be found. */
export const noAffordabilityFigures = (planYear: number, years: string) =>
  `The affordability figures for plan year ${planYear} are not available yet. Plan years available: ${years}.`;
// Access area, server side (registration, password links and codes, abuse limits)
export const tooManyAttempts = 'Too many attempts. Please wait a few minutes and try again.';
export const employerLinkInvalid =
  'The registration link does not match this employer. Please use the link your employer sent you.';
export const planYearInvalid = 'must be the current year';
export const emailNotSent = 'We could not send the e-mail. Please try again in a few minutes.';
export const setPasswordLinkInvalid = 'This link is not valid, has already been used or has expired.';
export const currentPasswordWrong = 'The current password is not correct.';
export const resetCodeRefused = 'The code is not valid or has expired. Please request a new code.';
export const confirmationEmailSubject =
  'Welcome! Please confirm your e-mail address to activate your account';
export const confirmationEmailGreeting = (firstname: string) => `Hello ${firstname},`;
export const confirmationEmailIntro = (employerName: string) =>
  `Welcome to the benefits enrollment portal of ${employerName}. Please confirm your e-mail address to activate your account: open the link below and set your password.`;
export const confirmationEmailLinkLabel = 'Confirm my e-mail address and set my password';
export const confirmationEmailExpiry = (hours: number) =>
  `The link can be used once and expires in ${hours} hours. If it has expired, use 'Forgot Password?' on the sign-in page to receive a new one.`;
export const confirmationEmailIgnore = 'If you did not register, you can ignore this e-mail.';
export const resetCodeEmailSubject = 'Your password reset code';
export const resetCodeEmailIntro =
  'Use this code to reset the password of your benefits enrollment portal account:';
export const resetCodeEmailExpiry = (minutes: number) =>
  `The code expires in ${minutes} minutes. If you did not ask to reset your password, you can ignore this e-mail; your password stays unchanged.`;
// Frontend shell: header, footer, landing, start-up (frontend/src/app, features/landing)
export const appName = productName;
// Builder frame (w/frame): sub-step tab titles, spec builder section 2 "Sub-step tabs"
export const subStepContributions = 'Contributions';
export const subStepIchraAcknowledgment = 'ICHRA Acknowledgment';
export const subStepShop = 'Shop Health Plans';
export const subStepHsa = 'Flexible Spending';
export const subStepCoverageAttestation = 'Coverage Attestation';
export const subStepAdditionalServices = 'Additional Services';
export const subStepCart = 'Your Cart';
// Census and invitations (shared/domain/census.ts, the admin family's census routes, the invitation e-mail)
/** A route with its own body limit (the census routes: shared/route-def.ts maxBodyBytes). */
export const bodyTooLargeOf = (limit: string) => `The request body is too large (limit ${limit}).`;
export const invitationLinkInvalid =
  'This invitation link is not valid or has already been used. Ask your HR department for a new invitation.';
export const invitationMismatch =
  'The invitation is for another e-mail address or employer. Register with the e-mail address the invitation was sent to.';
// Proof of coverage (shared/domain/coverage-proof.ts; 29 CFR 2590.702-2(c)(5))
export const proofWrongType = 'Proof of coverage must be a PDF, JPEG or PNG file.';
export const proofTooLarge = 'Proof of coverage must be at most 10 MB.';
export const proofNotYet = (date: string) =>
  `Proof of coverage can be uploaded from the day your coverage starts, ${date}.`;
export const proofNoCoverage =
  'There is no health plan to prove coverage for: proof is asked of employees who authorized a plan.';
export const proofNotUploaded = 'The file did not arrive. Choose it again and upload it.';
export const proofAlreadyApproved = 'Your proof of coverage for this plan year is already approved.';
// Life events the member reports (shared/domain/life-events.ts; 45 CFR 155.420)
export const lifeEventReportTooLate = (lastDay: string) =>
  `A life event can be reported within 60 days of the event: the last day for this one was ${lastDay}. Contact your benefits administrator.`;
export const lifeEventDocumentWrongType = 'The life event document must be a PDF, JPEG or PNG file.';
export const lifeEventDocumentTooLarge = 'The life event document must be at most 10 MB.';
export const lifeEventAlreadyReported = 'This life event document was already sent for review.';
// The ICHRA notice (shared/domain/ichra-notice.ts; 29 CFR 2590.702-2(c)(6))
export const noticePlanYearInvalid =
  'The ICHRA notice is available for the plan year being enrolled and for the next one.';
export const noticeChanged =
  'The ICHRA notice has changed since you opened it. Please read it again, then acknowledge it.';
