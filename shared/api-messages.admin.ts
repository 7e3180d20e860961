/**
 * The API's texts of the console and the census (issue 39): the administrators' refusals, the
 * census checks, and the invitation e-mails. Apart from shared/api-messages.ts so that the
 * employee pages, which load that module and its Spanish twin, carry none of them, and so that only
 * the functions that use them bundle them. They are the API's texts all the same: the same `code`
 * and Spanish answer (shared/admin-api-messages.ts adds them to shared/api-message-codes.ts when
 * it is imported, and every module that throws one of them imports it).
 */
import { ADMIN_PASSWORD_MIN_LENGTH } from './domain/admin-password';

/** Admin routes: a workforce account without a grant, or whose grant an operator revoked. */
export const adminNoGrant =
  'Your administrator access is not active. Ask the portal operator to grant it again.';
/** Admin routes: an employer the caller's grant does not cover. */
export const adminNotYourEmployer = 'You do not administer this employer.';
/** Admin routes before the authenticator app is recorded (POST /api/admin/mfa). */
export const adminMfaRequired = 'Set up your authenticator app to continue.';
/** POST /api/admin/mfa when Cognito has no authenticator app enabled for the caller. */
export const adminMfaNotEnrolled =
  'No authenticator app is set up for your account yet. Scan the code with your app, enter the code it shows, then try again.';
/** POST /api/admin/set-password: the workforce pool's password rule (shared/domain/admin-password.ts). */
export const adminPasswordRule = `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long, contain uppercase and lowercase letters, a number, and a special character, and must not start or end with a space.`;
// The administrator's invitation e-mail (npm run ops -- admin invite), in English and Spanish in one mail.
export const adminInviteEmailSubject = 'Your administrator access to the benefits enrollment portal';
export const adminInviteEmailIntro = (employers: string) =>
  `You have been given administrator access to the benefits enrollment portal for ${employers}. Open the link below to set your password, then sign in and set up an authenticator app.`;
export const adminInviteEmailLinkLabel = 'Set my password';
export const adminInviteEmailExpiry = (hours: number) =>
  `The link can be used once and expires in ${hours} hours. If it has expired, ask the portal operator to invite you again.`;
export const adminInviteEmailIgnore =
  'This link is personal: do not forward it. If you did not expect this e-mail, please tell the portal operator.';
export const censusNotCsv =
  'The file is not a CSV file. Download the template, fill it in and save it as CSV (comma-separated values).';
export const censusTooLarge = 'The census file is larger than 5 MB. Please split it into several files.';
export const censusTooManyRows =
  'The census has more than 10,000 employees. Please split it into several files.';
export const censusWrongHeader = (header: string) => `The first line must be exactly the header: ${header}`;
export const censusUnreadable = (line: number) =>
  `The file could not be read as CSV at line ${line} (a quote is not closed or is misplaced).`;
export const censusEmpty = 'The census has no employees: add one line per employee under the header.';
export const censusRowsNotPassing = (lines: string) =>
  `These chosen lines do not pass the checks: ${lines}. Check the file again and choose only lines that pass.`;
export const censusPartlyWritten = (written: number) =>
  `Only ${written} employees were invited before an error. Check the file again: they show as already invited; then confirm the others.`;
export const censusNotOnCensus = 'is not on the census, or has registered already';
// A census row's messages: each names its column (the console shows it with the row number).
export const censusFieldCount = 'must have the 6 fields of the header';
export const censusRequired = 'must be filled in';
export const censusTooLong = 'is too long';
export const censusNotText = 'must be plain text (no control characters or line breaks)';
export const censusFormula = 'must not start with = + - @ or a tab: a spreadsheet could run it as a formula';
export const censusEmailInvalid = 'is not a valid e-mail address';
export const censusClassUnknown = "is not one of the employer's classes";
export const censusHireDateInvalid = 'must be a real date, written YYYY-MM-DD';
export const censusLanguageInvalid = "must be 'en' or 'es' (empty means English)";
export const censusDuplicate = 'appears on an earlier line of the file';
export const censusAlreadyMember = 'already has an account on the portal';
export const censusAlreadyInvited = 'is on the census already (invited): use Resend to invite again';
// The invitation e-mail and registration from it
export const invitationEmailSubject = (employerName: string) =>
  `${employerName} invites you to enroll in your health benefits`;
export const invitationEmailIntro = (employerName: string) =>
  `${employerName} invites you to the benefits enrollment portal, where you choose your individual health plan with your employer's contribution. Open the link below to create your account.`;
export const invitationEmailLinkLabel = 'Create my account';
export const invitationEmailNotice =
  "Your employer's ICHRA notice (your allowance, your rights and what the ICHRA means for the premium tax credit) is in the portal: read it and confirm that you received it once you have signed in.";
export const invitationEmailNoticeLabel = 'Read the ICHRA notice';
export const invitationEmailIgnore =
  'This link is personal: please do not forward it. If you did not expect this e-mail, you can ignore it.';
// The console's files (the exports bucket)
export const filesSsnNotAllowed =
  'Your access does not include files with social security numbers (the 834). Ask the portal operator to allow them.';
export const fileNotFound =
  "This file is not among the employer's files. Refresh the list of files and try again.";
export const filesNo834 =
  "No employee has authorized a plan with a carrier for the period's plan year, so there is no 834 to produce.";
// Enrollment windows and reminders (shared/schemas/admin-window.ts)
export const adminWindowClosesBeforeOpens = 'The enrollment window must close on or after the day it opens.';
// A window of an employee's own (issue 40): a correction HR opens with a reason
export const adminMemberNotRegistered =
  'No employee of this employer has registered with this e-mail address: a window of their own opens once they have.';
export const adminWaitingDaysRequired =
  'must say how many days after hire a new hire becomes eligible (0 to 90)';
export const adminNewHireSettingsMissing =
  "Set the employer's new-hire rules (the waiting period and the days to enroll) before opening a new hire's window.";
export const adminHireDateMissing =
  'must be the hire date (YYYY-MM-DD): the census has none for this employee';
export const adminNewHireWindowPassed = (opens: string, closes: string) =>
  `This new hire's window (${opens} to ${closes}) has passed. Open a correction instead if they must still enroll.`;
export const lifeEventDateInFuture = 'must be the date of the event, today or earlier (YYYY-MM-DD)';
export const lifeEventTooLate = (lastDay: string) =>
  `A life event opens a window within 60 days of the event: the last day for this one was ${lastDay}. Open a correction instead if the employee must still enroll.`;
export const lifeEventNotFound = 'This employee has not reported this life event.';
export const lifeEventNotPending =
  'This life event is no longer waiting for review (it was approved or rejected). Refresh the list.';
// Proof of coverage, reviewed in the console
export const proofNotFound = 'This employee has no proof of coverage for the plan year.';
export const proofNotPending =
  'This proof of coverage is no longer the one waiting for review (the employee uploaded another, or it was reviewed). Refresh and review it again.';
