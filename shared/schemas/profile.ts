/**
 * The profile the employee edits on /profile (spec builder sections 2, 3 and 5):
 * the member's own fields and the household's dependents. The browser validates the form with
 * these schemas and the server validates the request with the same ones, so the two can never
 * disagree on a rule. Messages are the spec's words (shared/api-messages.ts), with the corrections
 * of docs/decisions (the last-name and address messages name their fields; apt is optional).
 *
 * Written with zod/mini: it tree-shakes, which keeps the Lambda bundles' cold import short.
 */
import * as z from 'zod/mini';
import { ZERO_GUID } from '../domain/elections';
import { MAX_DEPENDENTS } from '../domain/household-limits';
import * as apiMessages from '../api-messages';
import { dependent } from './dependent';
import { dateOfBirth, guid, memberVersion, ok, plainText } from './common';
import { member } from './member';

/** Earliest date of birth, today, and the date-of-birth rule: shared/domain/calendar.ts. */
export { DOB_MIN, isDobInRange, todayIso } from '../domain/calendar';
/** The placeholder birth date of a new dependent row (spec section 3); shown blank. */
export const DOB_PLACEHOLDER = '1900-01-01';
/** The id a new dependent carries until the server gives it one (spec section 3). */
export { ZERO_GUID };

/**
 * A required text: trimmed, not empty, not the spec's dash placeholder, and text (`notText` names
 * the field when it holds a line break or a control character).
 */
const requiredText = (message: string, max: number, notText: string) =>
  z.string(message).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max),
    z.refine((v) => v !== '-', message),
    plainText(notText),
  );

/** An optional text: trimmed, at most `max` characters, and text. */
const optionalText = (max: number, notText: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max), plainText(notText))));

/** 5 digits; a 4-digit ZIP is padded by the form before it gets here (spec section 5). */
export const zipCode = z.lazy(() =>
  z
    .string(apiMessages.zipRequired)
    .check(
      z.minLength(1, apiMessages.zipRequired),
      z.length(5, apiMessages.checkTheZip),
      z.regex(/^\d+$/, apiMessages.checkTheZip),
    ),
);

/** The full SSN: 9 digits, accepted on the way in only and never answered back. */
export const ssnDigits = z.lazy(() =>
  z.string().check(z.length(9, apiMessages.ssnIncomplete), z.regex(/^\d+$/, apiMessages.ssnIncomplete)),
);

/** The member's own fields. Nothing else of the member (account, status, class, plan, e-mail) is writable. */
export const profileMemberInput = z.lazy(() =>
  z.strictObject({
    firstname: requiredText(apiMessages.firstNameRequired, 100, apiMessages.firstNameNotText),
    lastname: requiredText(apiMessages.lastNameRequired, 100, apiMessages.lastNameNotText),
    address1: requiredText(apiMessages.addressRequired, 200, apiMessages.addressNotText),
    address2: optionalText(100, apiMessages.aptSuiteNotText),
    phonenumber: requiredText(apiMessages.telephoneRequired, 25, apiMessages.telephoneNotText),
    postalcode: zipCode,
    city: requiredText(apiMessages.cityRequired, 100, apiMessages.cityNotText),
    county: requiredText(apiMessages.countyRequired, 100, apiMessages.countyNotText),
    stateorprovince: z.string().check(z.regex(/^[A-Z]{2}$/, apiMessages.stateRequired)),
    birthdate: dateOfBirth,
    gender: z.enum(['Male', 'Female'], apiMessages.invalidGender),
    istobaccouser: z.enum(['Yes', 'No'], apiMessages.smokerChoice),
    /** Omitted: the SSN on file is kept. */
    additionalid: z.optional(ssnDigits),
    pcpname: optionalText(100, apiMessages.pcpNameNotText),
    pcpid: optionalText(50, apiMessages.pcpIdNotText),
    existingpatient: z.optional(z.nullable(z.enum(['yes', 'no']))),
  }),
);
export type ProfileMemberInput = z.infer<typeof profileMemberInput>;

/**
 * A dependent as the form sends it. `id` is ZERO_GUID for a new one. `additionalid` omitted on an
 * existing dependent keeps the SSN on file; a new dependent must carry one.
 */
/** A dependent's own fields, as the form edits them. */
const dependentFields = () => ({
  firstname: requiredText(apiMessages.firstNameRequired, 100, apiMessages.firstNameNotText),
  lastname: requiredText(apiMessages.lastNameRequired, 100, apiMessages.lastNameNotText),
  dateofbirth: dateOfBirth,
  gender: z.enum(['Male', 'Female'], apiMessages.invalidGender),
  relationship: z.enum(['spouse', 'child'], apiMessages.relationshipRequired),
  istobaccouser: z.enum(['true', 'false'], apiMessages.smokerChoice),
});

/** A new dependent (the all-zero id) must carry an SSN. */
const newDependentHasSsn = () =>
  z.refine<{ id: string; additionalid?: string }>((d) => d.id !== ZERO_GUID || d.additionalid !== undefined, {
    message: apiMessages.ssnIncomplete,
    path: ['additionalid'],
  });

export const profileDependentInput = z.lazy(() =>
  z
    .strictObject({ id: guid, ...dependentFields(), additionalid: z.optional(ssnDigits) })
    .check(newDependentHasSsn()),
);
export type ProfileDependentInput = z.infer<typeof profileDependentInput>;

export { MAX_DEPENDENTS };

/**
 * PUT /api/Member/Profile: the member and the complete list of dependents the employee wants.
 * The server writes the member, every added or changed dependent and deletes every saved
 * dependent missing from the list, all in one DynamoDB transaction.
 */
export const saveProfileBody = z.lazy(() =>
  z.strictObject({
    /** The member version the page read: a save from a stale page answers 409. */
    version: memberVersion,
    member: profileMemberInput,
    dependents: z.array(profileDependentInput).check(
      z.maxLength(MAX_DEPENDENTS),
      z.refine(
        (list) => list.filter((d) => d.relationship === 'spouse').length <= 1,
        apiMessages.oneSpouseOnly,
      ),
    ),
  }),
);
export type SaveProfileBody = z.infer<typeof saveProfileBody>;

export const saveProfileResponse = z.lazy(() => ok({ data: member, dependents: z.array(dependent) }));

/**
 * PUT /api/Member: the member's own fields alone (the spec's client sends them with a json-patch
 * content type; the body is the same JSON). Dependents are kept as they are.
 */
export const memberUpdateBody = z.lazy(() =>
  z.strictObject({ member: profileMemberInput, version: memberVersion }),
);

/** PUT /api/Dependent: one saved dependent, checked as the profile checks it, and the version read. */
export const dependentBody = z.lazy(() =>
  z
    .strictObject({
      id: guid,
      ...dependentFields(),
      additionalid: z.optional(ssnDigits),
      version: memberVersion,
    })
    .check(newDependentHasSsn()),
);

/**
 * POST /api/Dependent: a new dependent, sent with the all-zero id (the server gives it its own)
 * and with its SSN.
 */
export const newDependentBody = z.lazy(() =>
  z.strictObject({
    id: z.literal(ZERO_GUID, apiMessages.newDependentId),
    ...dependentFields(),
    additionalid: ssnDigits,
    version: memberVersion,
  }),
);

/** PUT /api/Member/Ssn: the SSN popup of plan shopping saves the member's SSN alone. */
export const saveSsnBody = z.lazy(() => z.strictObject({ additionalid: ssnDigits, version: memberVersion }));
