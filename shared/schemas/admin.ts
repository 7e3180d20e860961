/**
 * The console's schemas (the admin family, shared/route-table/admin.ts): what HR administrators
 * and brokers read and send. Money is integer cents (shared/domain/money.ts) and every amount is
 * the stored one; no answer carries an SSN or a full date of birth.
 */
import * as z from 'zod/mini';
import { proofStates } from '../domain/coverage-proof';
import { guid, ok, plainText } from './common';

export const adminRoles = ['hr', 'broker'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * Where an employee stands in enrollment, as the tracker counts them:
 * - not-started: on the census, never invited;
 * - invited: invited, not registered yet;
 * - registered: registered, no profile saved;
 * - profile: profile saved, not authorized;
 * - enrolled: authorized with a plan;
 * - waived: authorized waiving coverage.
 */
export const trackerStates = [
  'not-started',
  'invited',
  'registered',
  'profile',
  'enrolled',
  'waived',
] as const;
export type TrackerState = (typeof trackerStates)[number];

/**
 * Where an employee stands with the ICHRA notice of the plan year (issue 40, item 1): not sent,
 * sent (by the invitation or the schedule), or acknowledged in the portal.
 */
export const noticeStates = ['not-sent', 'sent', 'acknowledged'] as const;
export type NoticeState = (typeof noticeStates)[number];

export const trackerSorts = ['name', 'email', 'class', 'state', 'lastActivity', 'effectiveDate'] as const;
export type TrackerSort = (typeof trackerSorts)[number];

/** Largest page the tracker answers. */
export const TRACKER_MAX_PAGE_SIZE = 100;

/** An employer the caller's grant covers. */
export const adminEmployer = z.lazy(() => z.object({ id: guid, name: z.string() }));

/** GET /api/admin/me: who is signed in and what the grant allows. */
export const adminMeResponse = z.lazy(() =>
  ok({
    data: z.object({
      email: z.string(),
      role: z.enum(adminRoles),
      /** Whether files carrying SSNs (the 834) may be produced and downloaded. */
      phi: z.boolean(),
      employers: z.array(adminEmployer),
      /**
       * Whether the administrator's authenticator app (TOTP) is recorded: until it is, every other
       * admin route answers 403 `adminMfaRequired` and the console shows the enrolment.
       */
      mfa: z.boolean(),
    }),
  }),
);

/** The one-time token of the set-password link an operator's invitation e-mails: 32 random bytes, base64url. */
const adminLinkToken = z.lazy(() =>
  z.string().check(z.minLength(16), z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'is not valid')),
);

/**
 * POST /api/admin/set-password: the password an invited administrator chooses, with the link's
 * token. The workforce pool's rule (shared/domain/admin-password.ts) is checked by the handler, so
 * that a weak password answers the rule's own message.
 */
export const adminSetPasswordBody = z.lazy(() =>
  z.strictObject({
    token: adminLinkToken,
    password: z.string().check(z.minLength(1, 'is required'), z.maxLength(256)),
  }),
);
export type AdminSetPasswordBody = z.infer<typeof adminSetPasswordBody>;

/** The account the password was set for: the e-mail to sign in with at /admin. */
export const adminSetPasswordResponse = z.lazy(() => ok({ data: z.object({ email: z.string() }) }));

/** POST /api/admin/mfa: the authenticator app is recorded (always true; 409 when Cognito has none). */
export const adminMfaResponse = z.lazy(() => ok({ data: z.object({ mfa: z.boolean() }) }));

export const adminEmployerPath = z.lazy(() => z.strictObject({ employerId: guid }));

// Functions, not schemas: a module-level schema would be built when the admin bundle loads.
const pageNumber = () => z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'must be a page number from 1'));
const pageSize = () =>
  z.string().check(
    z.regex(/^\d{1,3}$/, `must be a number from 1 to ${TRACKER_MAX_PAGE_SIZE}`),
    z.refine(
      (v) => Number(v) >= 1 && Number(v) <= TRACKER_MAX_PAGE_SIZE,
      `must be a number from 1 to ${TRACKER_MAX_PAGE_SIZE}`,
    ),
  );

/** The tracker's filters, search, sort and page (query strings, as the console's URL holds them). */
export const trackerQuery = z.lazy(() =>
  z.strictObject({
    state: z.optional(z.enum(trackerStates)),
    class: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100), plainText())),
    /** Part of a name or an e-mail, any case. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100), plainText())),
    sort: z.optional(z.enum(trackerSorts)),
    dir: z.optional(z.enum(['asc', 'desc'])),
    page: z.optional(pageNumber()),
    pageSize: z.optional(pageSize()),
  }),
);
export type TrackerQuery = z.infer<typeof trackerQuery>;

/** One employee on the tracker. Amounts are the stored member account's, in cents, or null before one. */
export const trackerRow = z.lazy(() =>
  z.object({
    /** The member id once registered, else the census entry's id. */
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** The contribution class ('ALL' is the default class). */
    class: z.string(),
    state: z.enum(trackerStates),
    /** The ICHRA notice of the plan year: not sent, sent, or acknowledged. */
    notice: z.enum(noticeStates),
    /** Proof of coverage of the plan year (enrolled employees only, else null): missing, pending, approved, rejected. */
    proof: z.optional(z.nullable(z.enum(proofStates))),
    /** ISO timestamp of the latest thing the employee (or an invitation to them) did. */
    lastActivity: z.nullable(z.string()),
    effectiveDate: z.nullable(z.string()),
    planName: z.nullable(z.string()),
    carrier: z.nullable(z.string()),
    waiverReason: z.nullable(z.string()),
    contributionCents: z.nullable(z.int()),
    deductionCents: z.nullable(z.int()),
  }),
);
export type TrackerRow = z.infer<typeof trackerRow>;

export const trackerResponse = z.lazy(() =>
  ok({
    data: z.object({
      employer: adminEmployer,
      /** The plan year the states and amounts are of. */
      planYear: z.int(),
      /** Every employee of the employer per state, whatever the filters. */
      counts: z.record(z.enum(trackerStates), z.int()),
      /** The classes the filter offers. */
      classes: z.array(z.string()),
      /** Rows matching the filters and search. */
      total: z.int(),
      page: z.int(),
      pageSize: z.int(),
      rows: z.array(trackerRow),
    }),
  }),
);

export const activityActions = [
  'sign-in',
  'census-upload',
  'invitation',
  'reminder',
  'file-produced',
  'file-downloaded',
  'grant-change',
  'window-change',
  'proof-review',
  'life-event-review',
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityQuery = z.lazy(() =>
  z.strictObject({
    /** The `next` of the previous page. */
    cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,512}$/, 'must be the cursor of a page'))),
  }),
);

export const activityEntry = z.lazy(() =>
  z.object({
    at: z.string(),
    /** The administrator's e-mail, or "operator" for a command-line change. */
    actor: z.string(),
    action: z.enum(activityActions),
    /** What was done, in the administrator's words: "Invited 5 employees", "payroll 2027-01". */
    detail: z.string(),
  }),
);
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityResponse = z.lazy(() =>
  ok({ data: z.object({ items: z.array(activityEntry), next: z.nullable(z.string()) }) }),
);

// ---------------------------------------------------------------------------------------------
// Census and invitations (shared/domain/census.ts): check, confirm, resend, template

/** The body limit of the census routes: a 5 MB census inside JSON, under Lambda's 6 MB payload. */
export const CENSUS_BODY_BYTES = 6 * 1024 * 1024;

const censusFileName = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(255), plainText());
/** The file's text; its size and rows are checked by the census rules, with their own messages. */
const censusText = () => z.string().check(z.maxLength(CENSUS_BODY_BYTES));

/** POST .../census/check: the file as read by the browser. */
export const censusCheckBody = z.lazy(() =>
  z.strictObject({ fileName: censusFileName(), csv: censusText() }),
);

/** POST .../census/confirm: the same file and the rows (line numbers) to invite. */
export const censusConfirmBody = z.lazy(() =>
  z.strictObject({
    fileName: censusFileName(),
    csv: censusText(),
    rows: z
      .array(z.int().check(z.minimum(2), z.maximum(1_000_000)))
      .check(z.minLength(1), z.maxLength(10_000)),
  }),
);

/** POST .../census/resend: employees on the census, not registered, to send a fresh link to. */
export const censusResendBody = z.lazy(() =>
  z.strictObject({
    emails: z
      .array(z.email('must be a valid e-mail address').check(z.maxLength(254)))
      .check(z.minLength(1), z.maxLength(100)),
  }),
);

/** One message of a census row: its code (a shared/api-messages.ts export), its column, its English text. */
export const censusRowMessage = z.lazy(() =>
  z.object({ code: z.string(), column: z.nullable(z.string()), message: z.string() }),
);

/** One data row of the census as checked: its line in the file (header = 1), its cells, its verdict. */
export const censusCheckedRow = z.lazy(() =>
  z.object({
    row: z.int(),
    fields: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      class: z.string(),
      hire_date: z.string(),
      language: z.string(),
    }),
    ok: z.boolean(),
    messages: z.array(censusRowMessage),
  }),
);
export type CensusCheckedRow = z.infer<typeof censusCheckedRow>;

export const censusCheckResponse = z.lazy(() =>
  ok({ data: z.object({ total: z.int(), passing: z.int(), rows: z.array(censusCheckedRow) }) }),
);

export const censusConfirmResponse = z.lazy(() =>
  ok({ data: z.object({ invited: z.int(), emails: z.array(z.string()) }) }),
);

export const censusResendResponse = z.lazy(() => ok({ data: z.object({ resent: z.int() }) }));

/** GET /api/admin/census-template: the header and one example line. */
export const censusTemplateResponse = z.lazy(() =>
  ok({ data: z.object({ fileName: z.string(), csv: z.string() }) }),
);
