/**
 * The profile form's model (spec builder sections 2, 3 and 5): what the screen holds, how it
 * comes from the saved member and dependents, how it becomes the PUT /api/Member/Profile body,
 * and the profile checks before Save or Next. Every rule of a value is the shared zod schema's
 * (shared/schemas/profile.ts), the same one the server parses the request with; this module adds
 * only the spec's order of the checks and its messages. Pure: no React, no requests.
 */
import { isCalendarDate } from '../../../../shared/domain/calendar';
import { isPlainText } from '../../../../shared/domain/text';
import { apiTexts } from '../../lib/api-texts';
import { checkForm, valueAt, type FormRules, type InputPath } from '../../components/form/form-check';
import { profileTexts } from './texts';
import { profileLabels } from './profile-labels';
import { commonTexts } from '../../lib/texts';
import {
  emptySsnParts,
  ssnPartShort,
  type SsnPartIndex,
  type SsnParts,
} from '../../components/ssn/ssn-parts';
import type { Dependent } from '../../../../shared/schemas/dependent';
import type { Member } from '../../../../shared/schemas/member';
import {
  DOB_PLACEHOLDER,
  ZERO_GUID,
  isDobInRange,
  saveProfileBody,
  type SaveProfileBody,
} from '../../../../shared/schemas/profile';

export type YesNo = '' | 'yes' | 'no';
export type Gender = '' | 'male' | 'female';

export type { SsnParts };

export interface DependentForm {
  /** React key of the row, stable while the row lives (new rows share the all-zero id). */
  key: string;
  /** The saved id, or the all-zero id of a dependent not saved yet. */
  id: string;
  firstname: string;
  lastname: string;
  /** yyyy-mm-dd, or '' (a 1900 placeholder shows blank). */
  dateofbirth: string;
  gender: Gender;
  relationship: 'spouse' | 'child';
  smoker: YesNo;
  /** The SSN on file as the server answers it (last four digits), or null. */
  ssnOnFile: string | null;
  /** A full SSN typed here (9 digits); '' keeps the one on file. */
  ssn: string;
}

export interface ProfileForm {
  firstname: string;
  lastname: string;
  address1: string;
  address2: string;
  phonenumber: string;
  postalcode: string;
  city: string;
  county: string;
  stateorprovince: string;
  birthdate: string;
  gender: Gender;
  tobacco: YesNo;
  /** The SSN on file as the server answers it (last four digits), or null. */
  ssnOnFile: string | null;
  /** True while the employee re-enters the SSN on file; always true when none is on file. */
  ssnEditing: boolean;
  ssn: SsnParts;
  pcpname: string;
  pcpid: string;
  existingpatient: YesNo;
  dependents: DependentForm[];
  /** The member version this form was read at: the save sends it back (409 when it is stale). */
  version: number;
}

/** A fresh React key for a dependent row (unique without a counter kept in the module). */
export const newRowKey = (): string => `row-${crypto.randomUUID()}`;

const lower = <T extends string>(v: string | null | undefined): T => (v ?? '').toLowerCase() as T;
/** A 1900 date of birth is the placeholder of a new dependent: shown blank (spec section 2). */
const shownDate = (v: string | null | undefined): string => (!v || v.startsWith('1900') ? '' : v);
/** The last four digits of a masked SSN ('***-**-1234' → '1234'). */
export const lastFour = (masked: string | null | undefined): string | null =>
  masked ? masked.replace(/\D/g, '').slice(-4) || null : null;

export function dependentFromSaved(d: Dependent): DependentForm {
  return {
    key: newRowKey(),
    id: d.id,
    firstname: d.firstname,
    lastname: d.lastname,
    dateofbirth: shownDate(d.dateofbirth),
    gender: lower<Gender>(d.gender),
    relationship: d.relationship,
    smoker: d.istobaccouser === 'true' ? 'yes' : 'no',
    ssnOnFile: lastFour(d.additionalid),
    ssn: '',
  };
}

/** A new dependent row: the all-zero id, the 1900 placeholder date (shown blank), a child. */
export function newDependent(): DependentForm {
  return {
    key: newRowKey(),
    id: ZERO_GUID,
    firstname: '',
    lastname: '',
    dateofbirth: shownDate(DOB_PLACEHOLDER),
    gender: '',
    relationship: 'child',
    smoker: '',
    ssnOnFile: null,
    ssn: '',
  };
}

export function formFromSaved(member: Member, dependents: readonly Dependent[]): ProfileForm {
  const ssnOnFile = lastFour(member.additionalid);
  return {
    firstname: member.firstname,
    lastname: member.lastname,
    address1: member.address1 ?? '',
    address2: member.address2 ?? '',
    phonenumber: member.phonenumber ?? '',
    postalcode: member.postalcode ?? '',
    city: member.city ?? '',
    county: member.county ?? '',
    stateorprovince: member.stateorprovince ?? '',
    birthdate: shownDate(member.birthdate),
    gender: lower<Gender>(member.gender),
    tobacco: lower<YesNo>(member.istobaccouser),
    ssnOnFile,
    ssnEditing: ssnOnFile === null,
    ssn: emptySsnParts(),
    pcpname: member.pcpname ?? '',
    pcpid: member.pcpid ?? '',
    existingpatient: member.existingpatient ?? '',
    dependents: dependents.map(dependentFromSaved),
    version: member.version,
  };
}

const capitalized = (g: Gender): string => (g ? g[0]!.toUpperCase() + g.slice(1) : '');
const orNull = (v: string): string | null => (v.trim() ? v.trim() : null);

/** Whether the SSN boxes are in use (no SSN on file, or the employee re-enters it). */
export const ssnRequired = (form: ProfileForm): boolean => form.ssnOnFile === null || form.ssnEditing;

/**
 * The request as the form stands, before the schema parses it: values that break a rule are kept
 * as they are, so that the schema names them. A 4-digit ZIP is padded with a leading 0.
 */
export function toRequest(form: ProfileForm): unknown {
  const ssn = form.ssn.join('');
  return {
    member: {
      firstname: form.firstname,
      lastname: form.lastname,
      address1: form.address1,
      address2: orNull(form.address2),
      phonenumber: form.phonenumber,
      postalcode: form.postalcode.length === 4 ? form.postalcode.padStart(5, '0') : form.postalcode,
      city: form.city,
      county: form.county,
      stateorprovince: form.stateorprovince,
      birthdate: form.birthdate,
      gender: capitalized(form.gender),
      istobaccouser: form.tobacco === 'yes' ? 'Yes' : form.tobacco === 'no' ? 'No' : '',
      ...(ssnRequired(form) ? { additionalid: ssn } : {}),
      pcpname: orNull(form.pcpname),
      pcpid: orNull(form.pcpid),
      existingpatient: form.existingpatient || null,
    },
    dependents: form.dependents.map((d) => ({
      id: d.id,
      firstname: d.firstname,
      lastname: d.lastname,
      dateofbirth: d.dateofbirth,
      gender: capitalized(d.gender),
      relationship: d.relationship,
      istobaccouser: d.smoker === 'yes' ? 'true' : d.smoker === 'no' ? 'false' : '',
      ...(d.ssn || d.ssnOnFile === null ? { additionalid: d.ssn } : {}),
    })),
    version: form.version,
  };
}

/** The form's key of a request path: 'member.firstname', 'dependents.0.lastname', 'member.additionalid'. */
export type FieldKey = InputPath<typeof saveProfileBody>;

/**
 * The profile's rules for the one form hook (components/form/use-schema-form.ts): the request
 * schema the server parses, how the screen's values become its input, and the spec's words for
 * an empty date or smoker answer (section 5). Read while rendering (the texts are the page's
 * language).
 */
export const profileRules = (): FormRules<typeof saveProfileBody, ProfileForm> => ({
  schema: saveProfileBody,
  toInput: toRequest,
  messages: {
    birthdate: { required: apiTexts().dobRequired },
    dateofbirth: { required: apiTexts().dobRequired },
    istobaccouser: { required: profileTexts('smokerRequired') },
  },
});

/**
 * Where a value of the screen is said in the request: 'tobacco' is 'member.istobaccouser', an
 * SSN box 'member.additionalid', a dependent's 'smoker' its 'istobaccouser'.
 */
export function profileInputPath(path: string): FieldKey {
  const [head, index, field] = path.split('.');
  if (head === 'dependents' && index !== undefined && field !== undefined) {
    const named = field === 'smoker' ? 'istobaccouser' : field === 'ssn' ? 'additionalid' : field;
    return `dependents.${index}.${named}` as FieldKey;
  }
  if (head === 'dependents' || head === 'version') return head as FieldKey;
  if (head === 'tobacco') return 'member.istobaccouser';
  if (head === 'ssn' || head === 'ssnEditing' || head === 'ssnOnFile') return 'member.additionalid';
  return `member.${head}` as FieldKey;
}

/**
 * Every field error of the form, by the shared schema: a key per field (path joined with dots),
 * the first message of each. Empty dates and smoker answers read as 'required'.
 */
export function fieldErrors(form: ProfileForm): Partial<Record<FieldKey, string>> {
  const check = checkForm(profileRules(), form);
  return check.ok ? {} : check.errors;
}

/** A box of the SSN that is not yet its full number of digits (spec section 5). */
export const ssnPartInvalid = (part: string, index: number): boolean =>
  ssnPartShort(part, index as SsnPartIndex);

/**
 * The date fields whose saved value is not a date at all (saved before the API checked dates, e.g.
 * 1980-13-45): the page shows their error as soon as it loads, so the employee sees what to
 * correct (the API refuses to price elections until then).
 */
export function savedDatesToCorrect(form: ProfileForm): FieldKey[] {
  const keys: FieldKey[] = [];
  if (form.birthdate && !isCalendarDate(form.birthdate)) keys.push('member.birthdate');
  form.dependents.forEach((d, i) => {
    if (d.dateofbirth && !isCalendarDate(d.dateofbirth)) keys.push(`dependents.${i}.dateofbirth`);
  });
  return keys;
}

/**
 * The text fields whose saved value is not text (a line break, a control character or a direction
 * override, saved before the API refused them, issue 37): the page shows their error as soon as it
 * loads, as for a saved date that is not a date. Which fields are texts is the schema's rule: a
 * field is flagged when the schema refuses it and its value breaks the text rule.
 */
export function savedTextsToCorrect(form: ProfileForm): FieldKey[] {
  const check = checkForm(profileRules(), form);
  if (check.ok) return [];
  const input = toRequest(form);
  return (Object.keys(check.errors) as FieldKey[]).filter((key) => {
    const value = valueAt(input, key);
    return typeof value === 'string' && !isPlainText(value);
  });
}

/**
 * The first profile check of spec section 5 that fails, in the spec's order, or null: the
 * member's date of birth in range, the tobacco answer, each dependent's date of birth, the SSN
 * parts. An empty date is left to the missing-fields pass.
 */
export function firstCheckFailure(form: ProfileForm, now: Date = new Date()): string | null {
  if (form.birthdate && !isDobInRange(form.birthdate, now)) return apiTexts().dobRange;
  if (!form.tobacco) return apiTexts().smokerChoice;
  const badDependent = form.dependents.findIndex((d) => d.dateofbirth && !isDobInRange(d.dateofbirth, now));
  if (badDependent >= 0) return profileTexts('dependentDobRange', { n: badDependent + 1 });
  if (ssnRequired(form) && form.ssn.some(ssnPartInvalid)) return apiTexts().ssnIncomplete;
  return null;
}

/** The label key of a field of the request (profile-labels.ts), member's or dependent's. */
const labelKeyOf = (
  field: string,
  ofDependent: boolean,
): keyof ReturnType<typeof profileLabels> | undefined => {
  if (field === 'istobaccouser') return ofDependent ? 'smoker' : 'tobacco';
  if (field === 'dateofbirth') return 'birthdate';
  if (field === 'additionalid') return 'ssn';
  return field in profileLabels() ? (field as keyof ReturnType<typeof profileLabels>) : undefined;
};

/** Empty, or the spec's dash placeholder. */
const isBlank = (v: unknown): boolean => typeof v === 'string' && (v.trim() === '' || v.trim() === '-');

/**
 * The second pass of spec section 5: every field the schema requires that is empty (apt is not
 * required), and an SSN that is not 9 digits, in the schema's order; then per dependent the same.
 * Which fields are required is the shared schema's rule, read through the check, not listed here.
 * The labels are the screen's; the last name is named as the last name (DESIGN.md §6).
 */
export function missingFields(form: ProfileForm, check = checkForm(profileRules(), form)): string[] {
  if (check.ok) return [];
  const input = toRequest(form);
  const l = profileLabels();
  const missing: string[] = [];
  for (const path of Object.keys(check.errors)) {
    const [head, index, field] = path.split('.');
    const isSsnField = path.endsWith('.additionalid');
    if (!isSsnField && !isBlank(valueAt(input, path))) continue;
    if (head === 'member' && index !== undefined) {
      const key = labelKeyOf(index, false);
      if (key) missing.push(l[key]);
    } else if (head === 'dependents' && index !== undefined && field !== undefined) {
      const n = Number(index) + 1;
      const key = labelKeyOf(field, true);
      if (isSsnField) missing.push(profileTexts('dependentSsnInvalid', { n }));
      else if (key) missing.push(profileTexts('dependentFieldLabel', { n, label: l[key] }));
    }
  }
  return missing;
}

export type ProfileCheck =
  | { ok: true; body: SaveProfileBody }
  | { ok: false; kind: 'check'; message: string }
  | { ok: false; kind: 'missing'; fields: string[] }
  | { ok: false; kind: 'invalid'; message: string; errors: Partial<Record<FieldKey, string>> };

/** All the checks before Save or Next, in order; on success the body to send. */
export function checkProfile(form: ProfileForm, now: Date = new Date()): ProfileCheck {
  const failure = firstCheckFailure(form, now);
  if (failure) return { ok: false, kind: 'check', message: failure };
  // One check by the schema: the missing fields first (spec section 5), then any other rule.
  const check = checkForm(profileRules(), form);
  const missing = missingFields(form, check);
  if (missing.length) return { ok: false, kind: 'missing', fields: missing };
  if (check.ok) return { ok: true, body: check.data };
  return {
    ok: false,
    kind: 'invalid',
    message: Object.values(check.errors)[0] ?? commonTexts('somethingWentWrong'),
    errors: check.errors,
  };
}
