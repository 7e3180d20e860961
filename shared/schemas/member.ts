import * as z from 'zod/mini';
import * as apiMessages from '../api-messages';
import { LANGUAGES } from '../domain/language';
import { email, guid, memberVersion, ok, plainText } from './common';

/** One of the languages the portal speaks (shared/domain/language.ts). */
export const language = z.lazy(() => z.enum(LANGUAGES, apiMessages.languageUnsupported));

/** A name at registration; `notText` names the field when it holds a line break or a control character. */
const name = (notText: string) =>
  z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100), plainText(notText));
/** A phone number: digits with an optional leading +, spaces, dots, dashes, brackets; 7 digits at least. */
const phone = z.lazy(() =>
  z.string().check(
    z.trim(),
    z.minLength(7, 'must be a phone number'),
    z.maxLength(25),
    // One pattern, so the OpenAPI document shows the whole rule: separators anywhere, 7 digits at least.
    z.regex(/^\+?[\s().-]*(?:\d[\s().-]*){7,}$/, 'must be a phone number'),
    // \s lets a line break or a tab through the pattern; the text rule does not.
    plainText(apiMessages.telephoneNotText),
  ),
);

/** The member as the API returns it: the SSN (additionalid) is masked to its last four digits. */
export const member = z.lazy(() =>
  z.object({
    id: guid,
    accountid: z.string(),
    /** The member's own employer: the signed-in pages load its settings by this id. */
    employer_id: guid,
    firstname: z.string(),
    lastname: z.string(),
    address1: z.nullable(z.string()),
    address2: z.nullable(z.string()),
    city: z.nullable(z.string()),
    stateorprovince: z.nullable(z.string()),
    postalcode: z.nullable(z.string()),
    county: z.nullable(z.string()),
    emailaddress: z.nullable(z.string()),
    personalemailaddress: z.nullable(z.string()),
    phonenumber: z.nullable(z.string()),
    birthdate: z.nullable(z.string()),
    gender: z.nullable(z.enum(['Male', 'Female'])),
    istobaccouser: z.nullable(z.enum(['Yes', 'No'])),
    additionalid: z.nullable(z.string()),
    origination: z.number(),
    relationship: z.number(),
    status: z.string(),
    contributionclass: z.string(),
    currentplanid: z.nullable(z.string()),
    currentplanyear: z.nullable(z.number()),
    pcpname: z.nullable(z.string()),
    pcpid: z.nullable(z.string()),
    existingpatient: z.nullable(z.enum(['yes', 'no'])),
    ispasswordchanged: z.nullable(z.string()),
    createdon: z.string(),
    createdby: z.string(),
    modifiedon: z.nullable(z.string()),
    modifiedby: z.nullable(z.string()),
    /** The version of this read: a write sends it back (schemas/common.ts `memberVersion`). */
    version: z.int(),
    /**
     * The member's language (PUT /api/Member/Language): its e-mails are sent in it. Always answered
     * ('en' when none is stored); optional so that a member written before it existed still parses.
     */
    language: z.optional(language),
  }),
);
export type Member = z.infer<typeof member>;

export const memberResponse = z.lazy(() => ok({ data: member }));

/** A required PCP text: trimmed, not empty (the form marks both fields required), and text. */
const pcpText = (message: string, max: number, notText: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max), plainText(notText));

/**
 * PUT /api/Member/Pcp: the cart's 'Enter Additional Enrollment Information' form writes these three
 * fields and nothing else of the member, from the version its page read.
 */
export const savePcpBody = z.lazy(() =>
  z.strictObject({
    pcpname: pcpText(apiMessages.pcpNameRequired, 100, apiMessages.pcpNameNotText),
    pcpid: pcpText(apiMessages.pcpIdRequired, 50, apiMessages.pcpIdNotText),
    existingpatient: z.nullable(z.enum(['yes', 'no'])),
    version: memberVersion,
  }),
);
export type SavePcpBody = z.infer<typeof savePcpBody>;

/**
 * PUT /api/Member/Language: the member's language alone. No version: the language is not part of
 * the profile a page edits, so switching it never makes another tab's profile form stale.
 */
export const saveLanguageBody = z.lazy(() => z.strictObject({ language }));
export type SaveLanguageBody = z.infer<typeof saveLanguageBody>;
export const memberIdPath = z.lazy(() => z.strictObject({ id: guid }));

/**
 * A password field. The spec's rule (shared/domain/password.ts) is checked by the handler, not
 * here, so that a weak password answers exactly the spec's submit message.
 */
const password = z.lazy(() => z.string().check(z.minLength(1, 'is required'), z.maxLength(256)));
/** One-time secrets of e-mailed links: 32 random bytes, base64url. */
const linkSecret = z.lazy(() =>
  z.string().check(z.minLength(16), z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'is not valid')),
);

export const registerBody = z.lazy(() =>
  z.strictObject({
    member: z.strictObject({
      firstname: name(apiMessages.firstNameNotText),
      lastname: name(apiMessages.lastNameNotText),
      personalemailaddress: email,
      phonenumber: phone,
      accountid: z.string().check(z.minLength(1), z.maxLength(64), plainText()),
      employer_id: guid,
    }),
    company: z.string().check(z.maxLength(200), plainText()),
    plan_year: z.int().check(z.minimum(2000), z.maximum(2100)),
    /** The language the page registered in: the member's language, and the confirmation e-mail's. */
    language: z.optional(language),
    /**
     * The token of an invitation link (`/register?invite=`): registration then takes the class the
     * census gives (GET /api/Invitation/{token}), when the invitation is for this e-mail and employer.
     */
    invite: z.optional(linkSecret),
  }),
);
export const registerResponse = z.lazy(() => ok({ data: z.object({ memberid: guid, proof: z.string() }) }));

export const deletePendingQuery = z.lazy(() => z.strictObject({ proof: linkSecret }));
export const successResponse = z.lazy(() => ok({}));

export const passwordInfoQuery = z.lazy(() => z.strictObject({ id: guid, token: linkSecret }));
export const passwordInfoResponse = z.lazy(() =>
  ok({
    data: z.object({ memberid: guid, accountid: z.string(), employer_id: guid, passwordset: z.boolean() }),
  }),
);

export const setPasswordBody = z.lazy(() =>
  z.strictObject({
    id: guid,
    token: linkSecret,
    password,
  }),
);

export const changePasswordBody = z.lazy(() =>
  z.strictObject({
    currentpassword: password,
    newpassword: password,
  }),
);

/** A stored attestation as the member account read answers it. */
export const storedCoverageAttestation = z.lazy(() =>
  z.object({
    version: z.string(),
    attestedAt: z.string(),
    people: z.array(
      z.object({
        id: z.string(),
        relationship: z.string(),
        firstname: z.string(),
        lastname: z.string(),
      }),
    ),
  }),
);

export const memberAccount = z.lazy(() =>
  z.object({
    id: guid,
    memberid: guid,
    waivecoverage: z.union([z.literal(0), z.literal(1)]),
    waivecoveragereason: z.nullable(z.string()),
    currentemployercontribution: z.number(),
    currenthealthinsurancepremium: z.number(),
    currentpayrolldeduction: z.number(),
    /** What is left of the contribution each month (the cart's remaining employer amount). */
    currentbalance: z.number(),
    currentemployeeclass: z.nullable(z.string()),
    /** The coverage attestation made at Authorize (shop elections; issue 40), absent on a waiver. */
    coverageAttestation: z.optional(storedCoverageAttestation),
  }),
);
export const memberAccountResponse = z.lazy(() => ok({ data: z.nullable(memberAccount) }));

/** In-app password reset (where no hosted page exists): a code by e-mail, then a new password. */
export const forgotPasswordBody = z.lazy(() => z.strictObject({ email }));
export const resetPasswordBody = z.lazy(() =>
  z.strictObject({
    email,
    code: z
      .string()
      .check(
        z.length(6, 'must be the 6-digit code from the e-mail'),
        z.regex(/^\d+$/, 'must be the 6-digit code from the e-mail'),
      ),
    password,
  }),
);

export type RegisterBody = z.infer<typeof registerBody>;
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type PasswordInfo = z.infer<typeof passwordInfoResponse>['data'];
