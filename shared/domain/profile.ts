/**
 * What saving the profile changes (spec builder sections 3–5): the member's own fields and the
 * household's dependents, decided here without AWS so that the save handler, the dependent
 * routes and their tests share one reading. The adapter writes the plan in one transaction.
 *
 * Rules the browser cannot be trusted with: the city, county and state come from the ZIP code's
 * location record, not from the request; an SSN left out keeps the one on file; a dependent id
 * the member does not own is refused; only fields a member owns are ever written.
 */
import type { Dependent } from '../schemas/dependent';
import type { Location } from '../schemas/location';
import { compareIso } from './calendar';
import { ZERO_GUID } from './elections';
import type { ProfileDependentInput, ProfileMemberInput, SaveProfileBody } from '../schemas/profile';
import * as apiMessages from '../api-messages';
import { ValidationError } from './errors';
import { maskSsn, type MemberRecord } from './member';

/** A dependent as stored: the full SSN stays on the server. */
export interface DependentRecord extends Omit<Dependent, 'additionalid'> {
  /** Full 9-digit SSN, or null. Never returned, never logged. */
  ssn: string | null;
  createdon: string;
  createdby: string;
  modifiedon: string | null;
  modifiedby: string | null;
  /** Place among the dependents added by the same save: the household lists in order of entry. */
  ordinal: number;
}

/** The household's dependents in order of entry (when added, then place within that save). */
export const byEntry = (a: DependentRecord, b: DependentRecord): number =>
  compareIso(a.createdon, b.createdon) || a.ordinal - b.ordinal;

/** The dependent as the API answers it: the SSN masked to its last four digits. */
export function toApiDependent(d: DependentRecord): Dependent {
  return {
    id: d.id,
    memberid: d.memberid,
    firstname: d.firstname,
    lastname: d.lastname,
    dateofbirth: d.dateofbirth,
    gender: d.gender,
    relationship: d.relationship,
    istobaccouser: d.istobaccouser,
    additionalid: maskSsn(d.ssn),
  };
}

/** The member fields a member owns, as written by a profile save. */
export type MemberProfileFields = Pick<
  MemberRecord,
  | 'firstname'
  | 'lastname'
  | 'address1'
  | 'address2'
  | 'phonenumber'
  | 'postalcode'
  | 'city'
  | 'county'
  | 'stateorprovince'
  | 'birthdate'
  | 'gender'
  | 'istobaccouser'
  | 'pcpname'
  | 'pcpid'
  | 'existingpatient'
  | 'ssn'
>;

/** Who and when, for the audit fields. */
export interface Stamp {
  now: string;
  by: string;
}

/**
 * The location the profile's ZIP and county name: the county must be one of the ZIP's, and the
 * city and state are the location's (the form shows them read-only).
 */
export function resolveLocation(locations: readonly Location[], county: string, fieldPrefix = ''): Location {
  if (locations.length === 0)
    throw new ValidationError(
      `${apiMessages.invalidRequest} ${fieldPrefix}postalcode: ${apiMessages.unknownZip}`,
      {
        [`${fieldPrefix}postalcode`]: apiMessages.unknownZip,
      },
    );
  const wanted = county.trim().toLowerCase();
  const match = locations.find((l) => l.countyname.toLowerCase() === wanted);
  if (!match)
    throw new ValidationError(
      `${apiMessages.invalidRequest} ${fieldPrefix}county: ${apiMessages.countyNotInZip}`,
      {
        [`${fieldPrefix}county`]: apiMessages.countyNotInZip,
      },
    );
  return match;
}

/** The member's own fields after a save; an omitted SSN keeps the one on file. */
export function memberFields(
  current: MemberRecord,
  input: ProfileMemberInput,
  location: Location,
): MemberProfileFields {
  const optional = (v: string | null | undefined): string | null => (v ? v : null);
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    address1: input.address1,
    address2: optional(input.address2),
    phonenumber: input.phonenumber,
    postalcode: location.zipcode,
    city: location.city,
    county: location.countyname,
    stateorprovince: location.state,
    birthdate: input.birthdate,
    gender: input.gender,
    istobaccouser: input.istobaccouser,
    pcpname: input.pcpname === undefined ? current.pcpname : optional(input.pcpname),
    pcpid: input.pcpid === undefined ? current.pcpid : optional(input.pcpid),
    existingpatient: input.existingpatient === undefined ? current.existingpatient : input.existingpatient,
    ssn: input.additionalid ?? current.ssn,
  };
}

/** A dependent after the form's values are applied: new (with a fresh id) or changed. */
export function dependentRecord(
  memberId: string,
  input: ProfileDependentInput,
  saved: DependentRecord | undefined,
  id: string,
  stamp: Stamp,
  ordinal = 0,
): DependentRecord {
  return {
    id,
    memberid: memberId,
    firstname: input.firstname,
    lastname: input.lastname,
    dateofbirth: input.dateofbirth,
    gender: input.gender,
    relationship: input.relationship,
    istobaccouser: input.istobaccouser,
    ssn: input.additionalid ?? saved?.ssn ?? null,
    createdon: saved?.createdon ?? stamp.now,
    createdby: saved?.createdby ?? stamp.by,
    modifiedon: saved ? stamp.now : null,
    modifiedby: saved ? stamp.by : null,
    ordinal: saved?.ordinal ?? ordinal,
  };
}

const sameDependent = (a: DependentRecord, b: DependentRecord): boolean =>
  a.firstname === b.firstname &&
  a.lastname === b.lastname &&
  a.dateofbirth === b.dateofbirth &&
  a.gender === b.gender &&
  a.relationship === b.relationship &&
  a.istobaccouser === b.istobaccouser &&
  a.ssn === b.ssn;

export interface ProfilePlan {
  member: MemberProfileFields;
  /** Dependents to add (`isNew`) or overwrite: only those that changed. */
  puts: Array<{ record: DependentRecord; isNew: boolean }>;
  /** Saved dependents missing from the request. */
  deletes: DependentRecord[];
  /** The household after the save, in the request's order. */
  dependents: DependentRecord[];
}

/**
 * The complete change of one profile save: the request lists every dependent the employee wants;
 * a saved one it leaves out is removed. An id the member does not own, or one listed twice, is
 * refused with the field named.
 */
export function planProfileSave(
  current: MemberRecord,
  saved: readonly DependentRecord[],
  body: Pick<SaveProfileBody, 'member' | 'dependents'>,
  location: Location,
  stamp: Stamp,
  newId: () => string,
): ProfilePlan {
  const byId = new Map(saved.map((d) => [d.id.toLowerCase(), d]));
  const seen = new Set<string>();
  const bad: Record<string, string> = {};
  const puts: ProfilePlan['puts'] = [];
  const dependents: DependentRecord[] = [];
  body.dependents.forEach((input, i) => {
    const isNew = input.id === ZERO_GUID;
    const key = input.id.toLowerCase();
    const previous = isNew ? undefined : byId.get(key);
    if (!isNew && (!previous || seen.has(key))) {
      bad[`dependents.${i}.id`] = previous ? apiMessages.dependentListedTwice : apiMessages.dependentNotFound;
      return;
    }
    seen.add(key);
    const record = dependentRecord(current.id, input, previous, previous?.id ?? newId(), stamp, i);
    dependents.push(record);
    if (!previous || !sameDependent(previous, record)) puts.push({ record, isNew });
  });
  if (Object.keys(bad).length)
    throw new ValidationError(
      `${apiMessages.invalidRequest} ${Object.entries(bad)
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ')}`,
      bad,
    );
  return {
    member: memberFields(current, body.member, location),
    puts,
    deletes: saved.filter((d) => !seen.has(d.id.toLowerCase())),
    dependents,
  };
}
