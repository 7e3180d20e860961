import type { Member } from '../schemas/member';

/** A member (employee) as stored: the full SSN stays on the server. */
export interface MemberRecord extends Omit<Member, 'additionalid' | 'employer_id'> {
  employerId: string;
  /** Cognito `sub` once the password is set; null while registration is pending. */
  sub: string | null;
  /** Lower-cased sign-in e-mail (the personal e-mail of registration). */
  email: string;
  /** Full 9-digit SSN, or null. Never returned, never logged. */
  ssn: string | null;
}

/**
 * Every field a member may lack, empty: what registration starts a member from and what a stored
 * member written before a field existed reads as. The one place the blank member is written.
 */
export const emptyMemberFields = {
  address1: null,
  address2: null,
  city: null,
  stateorprovince: null,
  postalcode: null,
  county: null,
  emailaddress: null,
  personalemailaddress: null,
  phonenumber: null,
  birthdate: null,
  gender: null,
  istobaccouser: null,
  ssn: null,
  currentplanid: null,
  currentplanyear: null,
  pcpname: null,
  pcpid: null,
  existingpatient: null,
  ispasswordchanged: null,
  modifiedon: null,
  modifiedby: null,
  sub: null,
} as const satisfies Partial<MemberRecord>;

/** At most the last four digits of an SSN ever leave the server. */
export function maskSsn(ssn: string | null | undefined): string | null {
  if (!ssn) return null;
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : null;
}

/**
 * The member as the API answers it. `language` only when the member has one stored: the browser
 * then adopts it at sign-in, and stores the page's language for a member without one.
 */
export function toApiMember(m: MemberRecord): Member {
  const { employerId, sub: _s, email: _m, ssn, ...rest } = m;
  return { ...rest, employer_id: employerId, additionalid: maskSsn(ssn) };
}
