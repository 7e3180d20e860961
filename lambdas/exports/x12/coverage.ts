/**
 * Who each carrier covers for a plan year, read from the stored elections (the member's latest
 * authorization for that year), and the record of it kept beside every 834 file
 * ({@link Coverage834State}). The next change file is the difference between that record and
 * the coverage then: the record holds what a termination needs to name the person even after
 * the person has left the employer's data, but never the SSN (only whether one was sent), since
 * the SSN appears in the 834 file alone.
 */
import * as z from 'zod/mini';
import type {
  EmployerEnrollment,
  ExportAddress,
  ExportPerson,
  MemberEnrollment,
  PlanYearElection,
} from '../types';

export type Relationship = ExportPerson['relationship'];

/** HD05: employee only, employee and spouse, employee and children, family. */
export type CoverageLevel = 'EMP' | 'ESP' | 'ECH' | 'FAM';

/** What the file says about a person besides coverage and SSN: a difference makes a 001 change. */
export interface PersonDetails834 {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  gender: 'Male' | 'Female' | null;
  address: ExportAddress | null;
  /** The subscriber's contact (PER); null for a dependent. */
  email: string | null;
  phone: string | null;
}

/** One person a carrier covered after a file: plan, coverage level and the day coverage began. */
export interface CoveredPerson834 {
  /** The member id for the subscriber, the dependent id for a dependent. */
  personId: string;
  /** The subscriber's member id (REF*0F of every person of the household). */
  memberId: string;
  relationship: Relationship;
  planId: string;
  coverageLevel: CoverageLevel;
  /** YYYY-MM-DD */
  coverageBegin: string;
  /** Whether the file carried an SSN for the person; the SSN itself is kept nowhere else. */
  ssnSent: boolean;
  details: PersonDetails834;
}

/**
 * The record returned with each 834 file and stored beside it: everyone the carrier covers for
 * the plan year once the file is applied. Pass it back as `changesSince[carrier]` to get the next
 * change file. JSON-serialisable.
 */
export interface Coverage834State {
  version: 1;
  employerId: string;
  carrier: string;
  planYear: number;
  covered: CoveredPerson834[];
  /**
   * People the carrier covered in the plan year before (as that year's last file left them) whom
   * no file of this plan year has settled yet: their member has not authorized this plan year, or
   * a full file, which cannot terminate, left them out. The next change file terminates those
   * whose member has since chosen otherwise (x12/maintenance.ts). Absent when there are none.
   */
  renewing?: CoveredPerson834[];
}

/** A person covered now: the record, the carrier, and the SSN that only the file receives. */
export interface CurrentCoverage extends CoveredPerson834 {
  carrier: string;
  ssn: string | null;
  /**
   * YYYY-MM-DD: the effective date of the order set covering the person now. Equal to
   * `coverageBegin` unless the person's coverage with the same plan continues from a set it
   * superseded (a birth adds a child from 10 June: the parents' coverage began on 1 January, their
   * coverage level changes on 10 June). Not stored in the state.
   */
  termsFrom: string;
}

// A function, not a schema: a module-level schema would be built when a bundle loads (the admin family's too).
const isoDay = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'));

/** One person of a stored state. */
const coveredPersonSchema = z.lazy(() =>
  z.object({
    personId: z.string().check(z.minLength(1)),
    memberId: z.string().check(z.minLength(1)),
    relationship: z.enum(['self', 'spouse', 'child']),
    planId: z.string().check(z.minLength(1)),
    coverageLevel: z.enum(['EMP', 'ESP', 'ECH', 'FAM']),
    coverageBegin: isoDay(),
    ssnSent: z.boolean(),
    details: z.object({
      firstName: z.string(),
      lastName: z.string(),
      birthDate: z.nullable(z.string()),
      gender: z.nullable(z.enum(['Male', 'Female'])),
      address: z.nullable(
        z.object({
          line1: z.string(),
          line2: z.nullable(z.string()),
          city: z.string(),
          state: z.string(),
          zip: z.string(),
          county: z.nullable(z.string()),
        }),
      ),
      email: z.nullable(z.string()),
      phone: z.nullable(z.string()),
    }),
  }),
);

/** The shape of a stored state (read back from the exports bucket); unknown keys are dropped. */
export const coverage834StateSchema = z.lazy(() =>
  z.object({
    version: z.literal(1),
    employerId: z.string(),
    carrier: z.string(),
    planYear: z.int(),
    covered: z.array(coveredPersonSchema),
    renewing: z.optional(z.array(coveredPersonSchema)),
  }),
);

/** The member's latest authorization for the plan year (elections are stored oldest first). */
export function planYearElection(member: MemberEnrollment, planYear: number): PlanYearElection | undefined {
  let latest: PlanYearElection | undefined;
  for (const election of member.elections) {
    if (election.planYear === planYear && (!latest || election.authorizedAt >= latest.authorizedAt))
      latest = election;
  }
  return latest;
}

/** Nine digits, or null: a malformed stored value is left out of the file rather than sent. */
export function validSsn(ssn: string | null): string | null {
  const digits = ssn?.replace(/[\s-]/g, '') ?? '';
  return /^\d{9}$/.test(digits) ? digits : null;
}

export function coverageLevelOf(dependents: readonly ExportPerson[]): CoverageLevel {
  const spouse = dependents.some((d) => d.relationship === 'spouse');
  const children = dependents.some((d) => d.relationship === 'child');
  if (spouse && children) return 'FAM';
  if (spouse) return 'ESP';
  return children ? 'ECH' : 'EMP';
}

export function personDetails(member: MemberEnrollment, person: ExportPerson): PersonDetails834 {
  const subscriber = person.id === member.subscriber.id;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    birthDate: person.birthDate,
    gender: person.gender,
    address: member.address,
    email: subscriber ? member.email : null,
    phone: subscriber ? member.phone : null,
  };
}

/** The person as stored now (the subscriber or one of the member's dependents), if still there. */
export function findPerson(
  enrollment: EmployerEnrollment,
  memberId: string,
  personId: string,
): { member: MemberEnrollment; person: ExportPerson } | undefined {
  const member = enrollment.members.find((m) => m.memberId === memberId);
  if (!member) return undefined;
  const person =
    member.subscriber.id === personId ? member.subscriber : member.dependents.find((d) => d.id === personId);
  return person ? { member, person } : undefined;
}

const dayBefore = (isoDate: string): string => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
};

/**
 * The first day of a person's unbroken coverage with the election's plan: the election's effective
 * date, or, when the order set it superseded in a member's own window (issue 40) was in force up to
 * the day before, covered the person and had the same plan of the same carrier, that set's begin
 * for the person, and so on back. A dependent added by a birth begins on the birth date while the
 * parents' coverage keeps its first day.
 */
function continuousBegin(member: MemberEnrollment, election: PlanYearElection, personId: string): string {
  let begin = election.effectiveDate;
  let current = election;
  const ended = (member.endedElections ?? []).filter((e) => e.planYear === election.planYear);
  for (;;) {
    const endDate = dayBefore(current.effectiveDate);
    const before = ended.find(
      (e) =>
        e.endDate === endDate &&
        e.effectiveDate <= endDate &&
        !e.waived &&
        e.planId === election.planId &&
        e.carrier?.trim() === election.carrier?.trim() &&
        e.covered.some((p) => p.id === personId),
    );
    if (!before) return begin;
    begin = before.effectiveDate;
    current = before;
  }
}

/**
 * Everyone covered for the plan year by a shopped (not waived) election, with the election's
 * carrier and plan: the people the election covers as it recorded them (PlanYearElection.covered),
 * whatever the member's dependents are now, each from the first day of their unbroken coverage
 * with that plan (see continuousBegin). An election that does not cover its subscriber is
 * refused rather than sent without them.
 */
export function currentCoverage(enrollment: EmployerEnrollment, planYear: number): CurrentCoverage[] {
  const covered: CurrentCoverage[] = [];
  for (const member of enrollment.members) {
    const election = planYearElection(member, planYear);
    if (!election || election.waived || !election.planId || !election.carrier?.trim()) continue;
    if (!election.covered.some((p) => p.relationship === 'self' && p.id === member.subscriber.id))
      throw new Error(`Member ${member.memberId}: the ${planYear} election does not cover its subscriber`);
    const coverageLevel = coverageLevelOf(election.covered.filter((p) => p.relationship !== 'self'));
    for (const person of election.covered) {
      const ssn = validSsn(person.ssn);
      covered.push({
        personId: person.id,
        memberId: member.memberId,
        relationship: person.relationship,
        planId: election.planId,
        coverageLevel,
        coverageBegin: continuousBegin(member, election, person.id),
        termsFrom: election.effectiveDate,
        ssnSent: ssn !== null,
        details: personDetails(member, person),
        carrier: election.carrier.trim(),
        ssn,
      });
    }
  }
  return covered;
}

const RELATIONSHIP_RANK: Record<Relationship, number> = { self: 0, spouse: 1, child: 2 };

/** File order: household by household (member id), the subscriber first, then spouse, then children by age. */
export function householdOrder(
  a: Pick<CoveredPerson834, 'memberId' | 'relationship' | 'personId' | 'details'>,
  b: Pick<CoveredPerson834, 'memberId' | 'relationship' | 'personId' | 'details'>,
): number {
  return (
    compare(a.memberId, b.memberId) ||
    RELATIONSHIP_RANK[a.relationship] - RELATIONSHIP_RANK[b.relationship] ||
    compare(a.details.birthDate ?? '', b.details.birthDate ?? '') ||
    compare(a.personId, b.personId)
  );
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const addressKey = (a: ExportAddress | null): string =>
  a ? JSON.stringify([a.line1, a.line2, a.city, a.state, a.zip, a.county]) : 'null';

/** Which of the details differ: identifying data (name, birth date, gender), address, contact. */
export function detailChanges(
  before: PersonDetails834,
  now: PersonDetails834,
): { identity: boolean; address: boolean; contact: boolean } {
  return {
    identity:
      before.firstName !== now.firstName ||
      before.lastName !== now.lastName ||
      before.birthDate !== now.birthDate ||
      before.gender !== now.gender,
    address: addressKey(before.address) !== addressKey(now.address),
    contact: before.email !== now.email || before.phone !== now.phone,
  };
}

/** The record as stored: without the carrier (the state is per carrier) and without the SSN. */
export const storedRecord = ({
  carrier: _carrier,
  ssn: _ssn,
  termsFrom: _termsFrom,
  ...record
}: CurrentCoverage): CoveredPerson834 => record;
