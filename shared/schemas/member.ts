import { z } from 'zod';
import { email, guid, isoDate, ok } from './common';

const name = z.string().trim().min(1, 'is required').max(100);
const phone = z.string().trim().min(7, 'must be a phone number').max(25);

/** The member as the API returns it: the SSN (additionalid) is masked to its last four digits. */
export const member = z.object({
  id: guid,
  accountid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  stateorprovince: z.string().nullable(),
  postalcode: z.string().nullable(),
  county: z.string().nullable(),
  emailaddress: z.string().nullable(),
  personalemailaddress: z.string().nullable(),
  phonenumber: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.enum(['Male', 'Female']).nullable(),
  istobaccouser: z.enum(['Yes', 'No']).nullable(),
  additionalid: z.string().nullable(),
  origination: z.number(),
  relationship: z.number(),
  status: z.string(),
  contributionclass: z.string(),
  currentplanid: z.string().nullable(),
  currentplanyear: z.number().nullable(),
  pcpname: z.string().nullable(),
  pcpid: z.string().nullable(),
  existingpatient: z.enum(['yes', 'no']).nullable(),
  ispasswordchanged: z.string().nullable(),
  createdon: z.string(),
  createdby: z.string(),
  modifiedon: z.string().nullable(),
  modifiedby: z.string().nullable(),
});
export type Member = z.infer<typeof member>;

export const memberResponse = ok({ data: member });
export const memberIdPath = z.strictObject({ id: guid });

/**
 * A password field. The spec's rule (shared/domain/password.ts) is checked by the handler, not
 * here, so that a weak password answers exactly the spec's submit message.
 */
const password = z.string().min(1, 'is required').max(256);
/** One-time secrets of e-mailed links: 32 random bytes, base64url. */
const linkSecret = z
  .string()
  .min(16)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not valid');

export const registerBody = z.strictObject({
  member: z.strictObject({
    firstname: name,
    lastname: name,
    personalemailaddress: email,
    phonenumber: phone,
    accountid: z.string().min(1).max(64),
    employer_id: guid,
  }),
  company: z.string().max(200),
  plan_year: z.number().int().min(2000).max(2100),
});
export const registerResponse = ok({ data: z.object({ memberid: guid, proof: z.string() }) });

export const deletePendingQuery = z.strictObject({ proof: linkSecret });
export const successResponse = ok({});

export const passwordInfoQuery = z.strictObject({ id: guid, token: linkSecret });
export const passwordInfoResponse = ok({
  data: z.object({ memberid: guid, accountid: z.string(), employer_id: guid, passwordset: z.boolean() }),
});

export const setPasswordBody = z.strictObject({
  id: guid,
  token: linkSecret,
  password,
});

export const changePasswordBody = z.strictObject({
  currentpassword: password,
  newpassword: password,
});

export const memberUpdateBody = z.strictObject({
  member: z.strictObject({
    firstname: name,
    lastname: name,
    address1: z.string().trim().min(1).max(200),
    address2: z.string().max(100).nullable().optional(),
    city: z.string().max(100),
    stateorprovince: z.string().length(2),
    postalcode: z.string().regex(/^\d{5}$/),
    county: z.string().max(100),
    phonenumber: phone,
    birthdate: isoDate,
    gender: z.enum(['Male', 'Female']),
    istobaccouser: z.enum(['Yes', 'No']),
    /** Full SSN on the way in only; never echoed back. */
    additionalid: z
      .string()
      .regex(/^\d{9}$/, 'must be 9 digits')
      .optional(),
    pcpname: z.string().max(100).nullable().optional(),
    pcpid: z.string().max(50).nullable().optional(),
    existingpatient: z.enum(['yes', 'no']).nullable().optional(),
  }),
});

export const memberAccount = z.object({
  id: guid,
  memberid: guid,
  waivecoverage: z.union([z.literal(0), z.literal(1)]),
  waivecoveragereason: z.string().nullable(),
  currentemployercontribution: z.number(),
  currenthealthinsurancepremium: z.number(),
  currentpayrolldeduction: z.number(),
  currentemployeeclass: z.string().nullable(),
});
export const memberAccountResponse = ok({ data: memberAccount.nullable() });

/** In-app password reset (where no hosted page exists): a code by e-mail, then a new password. */
export const forgotPasswordBody = z.strictObject({ email });
export const resetPasswordBody = z.strictObject({
  email,
  code: z.string().regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail'),
  password,
});

export type RegisterBody = z.infer<typeof registerBody>;
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type PasswordInfo = z.infer<typeof passwordInfoResponse>['data'];
