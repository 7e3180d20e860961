/**
 * What each person's member loop (2000) says: the full file's audit entries (030), or the
 * changes since the previous file's {@link Coverage834State}: 021 for a person newly covered,
 * 024 with the coverage end date for a person no longer covered (a waiver, a plan with another
 * carrier, a dependent left out, a member gone), and 001 for a person still covered whose plan,
 * coverage level, begin date or data changed. A plan change within one carrier is one 001 loop
 * carrying two health coverage loops: 024 for the old plan, 021 for the new.
 *
 * An order set superseded mid-year in a member's own window (issue 40; a birth on 10 June): a person
 * newly covered is a 021 from the new set's effective date (the baby, from the birth date); a
 * person the new set leaves out, or whose plan changes, has the old coverage end the day before
 * (024, or the 001 plan change); a person staying on the same plan is a 001 only when the coverage
 * level changes (ESP to FAM), with HD*001 at the new level, DTP*348 the coverage's first day (it
 * continues) and DTP*303 the new set's effective date; everyone else in the file gets nothing.
 *
 * Renewal: the people a carrier covered in the plan year before (P−1) are compared with the
 * member's election for plan year P as soon as the member has one. Individual policies renew by
 * themselves, so a member who now waives, or chose a plan of another carrier, or left a dependent
 * out, gets a 024 ending the old coverage on 31 December of P−1 (the employer's arrangement for
 * P−1 ends with it); another plan of the same carrier is the 001 plan change; the same plan again
 * is no change at all. A member who has not authorized P yet may still enroll: nobody is told
 * anything, and the person is kept as still renewing for the next file.
 */
import type { EmployerEnrollment, MemberEnrollment } from '../types';
import {
  type CoverageLevel,
  type CoveredPerson834,
  type CurrentCoverage,
  type PersonDetails834,
  type Relationship,
  detailChanges,
  findPerson,
  householdOrder,
  personDetails,
  planYearElection,
  validSsn,
} from './coverage';

/** INS03 and HD01: 001 change, 021 addition, 024 cancellation or termination, 030 audit or compare. */
export type MaintenanceType = '001' | '021' | '024' | '030';

/**
 * INS04, from the guide's list: XN notification only (audit), 28 initial enrollment, 14 voluntary
 * withdrawal (a waiver), 22 plan change, 07 termination of benefits, 25 change in identifying
 * data elements, 43 change of location, AI no reason given.
 */
export type MaintenanceReason = 'XN' | '28' | '14' | '22' | '07' | '25' | '43' | 'AI';

/** One health coverage loop (2300): HD and its DTP*348 / DTP*349. */
export interface HealthCoverage834 {
  maintenance: MaintenanceType;
  planId: string;
  coverageLevel: CoverageLevel;
  begin: string;
  end: string | null;
  /** DTP*303 of the loop: the day a change of the coverage (its level) takes effect. */
  changeEffective?: string;
}

/** One member loop (2000) as the file writes it. */
export interface MemberLoop834 {
  personId: string;
  memberId: string;
  relationship: Relationship;
  details: PersonDetails834;
  ssn: string | null;
  maintenance: MaintenanceType;
  reason: MaintenanceReason;
  /** Member level dates: 356 eligibility begin, 357 eligibility end, 303 maintenance effective. */
  dates: Array<{ qualifier: '356' | '357' | '303'; date: string }>;
  coverages: HealthCoverage834[];
}

/** The full file: everyone covered, each as an audit entry (INS03 and HD01 030, with BGN08 4). */
export function auditLoops(current: readonly CurrentCoverage[]): MemberLoop834[] {
  return [...current].sort(householdOrder).map((c) => ({
    personId: c.personId,
    memberId: c.memberId,
    relationship: c.relationship,
    details: c.details,
    ssn: c.ssn,
    maintenance: '030',
    reason: 'XN',
    dates: [{ qualifier: '356', date: c.coverageBegin }],
    coverages: [coverageLoop('030', c)],
  }));
}

export interface ChangeContext {
  enrollment: EmployerEnrollment;
  planYear: number;
  createdAt: Date;
}

/**
 * The change file's loops, who is covered once it is applied, and who of the plan year before is
 * still renewing. Coverage that continues with the same plan keeps the begin date the carrier
 * already has when a later authorization only re-states it (a dependent added mid-year does not
 * restart the subscriber's coverage; a plan renewed for the next year keeps its first begin date).
 *
 * `renewals` are people the carrier covered in the plan year before and has not been told about
 * for this plan year (see the module comment): those whose member has authorized this plan year
 * are compared like `previous`, with their coverage ending on 31 December of the year before; the
 * others come back as `renewing`, untouched.
 */
export function changeLoops(
  previous: readonly CoveredPerson834[],
  current: readonly CurrentCoverage[],
  context: ChangeContext,
  renewals: readonly CoveredPerson834[] = [],
): { loops: MemberLoop834[]; covered: CurrentCoverage[]; renewing: CoveredPerson834[] } {
  const before = new Map(previous.map((p) => [p.personId, p]));
  const renewed = new Set<string>();
  const renewing: CoveredPerson834[] = [];
  for (const p of renewals) {
    if (before.has(p.personId)) continue;
    const member = context.enrollment.members.find((m) => m.memberId === p.memberId);
    if (member && planYearElection(member, context.planYear)) {
      before.set(p.personId, p);
      renewed.add(p.personId);
    } else renewing.push(p);
  }
  const covered = current.map((c) => {
    const prior = before.get(c.personId);
    return prior && prior.planId === c.planId && prior.coverageBegin <= c.coverageBegin
      ? { ...c, coverageBegin: prior.coverageBegin }
      : c;
  });
  const now = new Map(covered.map((c) => [c.personId, c]));
  const gone = [...before.values()].filter((p) => !now.has(p.personId));
  const people = [...gone, ...covered].sort(householdOrder);
  const loops: MemberLoop834[] = [];
  for (const person of people) {
    const prior = before.get(person.personId);
    const cur = now.get(person.personId);
    const renewal = renewed.has(person.personId);
    const loop = cur
      ? prior
        ? changed(prior, cur, context, renewal)
        : added(cur)
      : prior && terminated(prior, context, renewal);
    if (loop) loops.push(loop);
  }
  return { loops, covered, renewing };
}

/**
 * After a full file: the people of the plan year before who are still renewing. A full file
 * lists everyone covered (030) and cannot terminate; those it lists are settled, the others wait
 * for the next change file.
 */
export function renewingAfterAudit(
  renewals: readonly CoveredPerson834[],
  current: readonly CurrentCoverage[],
): CoveredPerson834[] {
  const listed = new Set(current.map((c) => c.personId));
  return renewals.filter((p) => !listed.has(p.personId));
}

function added(cur: CurrentCoverage): MemberLoop834 {
  return {
    ...identity(cur),
    maintenance: '021',
    reason: '28',
    dates: [{ qualifier: '356', date: cur.coverageBegin }],
    coverages: [coverageLoop('021', cur)],
  };
}

function terminated(prior: CoveredPerson834, context: ChangeContext, renewal: boolean): MemberLoop834 {
  const found = findPerson(context.enrollment, prior.memberId, prior.personId);
  const { end, reason } = coverageEnd(prior, found?.member, context, renewal);
  return {
    personId: prior.personId,
    memberId: prior.memberId,
    relationship: prior.relationship,
    details: found ? personDetails(found.member, found.person) : prior.details,
    ssn: found ? validSsn(found.person.ssn) : null,
    maintenance: '024',
    reason,
    dates: [{ qualifier: '357', date: end }],
    coverages: [{ ...coverageLoop('024', prior), end }],
  };
}

function changed(
  prior: CoveredPerson834,
  cur: CurrentCoverage,
  context: ChangeContext,
  renewal: boolean,
): MemberLoop834 | undefined {
  if (prior.planId !== cur.planId) {
    const member = context.enrollment.members.find((m) => m.memberId === cur.memberId);
    const { end } = coverageEnd(prior, member, context, renewal);
    return {
      ...identity(cur),
      maintenance: '001',
      reason: '22',
      dates: [{ qualifier: '303', date: cur.coverageBegin }],
      coverages: [{ ...coverageLoop('024', prior), end }, coverageLoop('021', cur)],
    };
  }
  const levelChanged = prior.coverageLevel !== cur.coverageLevel;
  const beginChanged = prior.coverageBegin !== cur.coverageBegin;
  const details = detailChanges(prior.details, cur.details);
  const ssnChanged = prior.ssnSent !== cur.ssnSent;
  if (
    !levelChanged &&
    !beginChanged &&
    !ssnChanged &&
    !details.identity &&
    !details.address &&
    !details.contact
  )
    return undefined;
  // A new level (a birth adds a child) applies from the new order set's effective date, while the
  // coverage keeps its first day (DTP*348); a moved begin date applies from that date.
  const effective = levelChanged && !beginChanged ? cur.termsFrom : cur.coverageBegin;
  return {
    ...identity(cur),
    maintenance: '001',
    reason: details.identity || ssnChanged ? '25' : details.address ? '43' : 'AI',
    dates: [{ qualifier: '303', date: levelChanged || beginChanged ? effective : isoDay(context.createdAt) }],
    coverages:
      levelChanged || beginChanged
        ? [{ ...coverageLoop('001', cur), ...(levelChanged && { changeEffective: effective }) }]
        : [],
  };
}

const identity = (c: CurrentCoverage) => ({
  personId: c.personId,
  memberId: c.memberId,
  relationship: c.relationship,
  details: c.details,
  ssn: c.ssn,
});

const coverageLoop = (maintenance: MaintenanceType, c: CoveredPerson834): HealthCoverage834 => ({
  maintenance,
  planId: c.planId,
  coverageLevel: c.coverageLevel,
  begin: c.coverageBegin,
  end: null,
});

/**
 * The last day of coverage that ended, and why. A new authorization for the plan year (a waiver,
 * another plan, a household without the person) ends it the day before its effective date, or,
 * for coverage of the plan year before (`renewal`), on that year's 31 December; with none at all
 * (the member gone), it ends with the month the file is made in, within the plan year. An end
 * before the begin date is a cancellation: the guide writes it as end = begin.
 */
function coverageEnd(
  prior: CoveredPerson834,
  member: MemberEnrollment | undefined,
  context: ChangeContext,
  renewal: boolean,
): { end: string; reason: MaintenanceReason } {
  const election = member && planYearElection(member, context.planYear);
  let end: string;
  let reason: MaintenanceReason;
  if (election) {
    end = renewal ? `${context.planYear - 1}-12-31` : dayBefore(election.effectiveDate);
    const stillCovered =
      prior.personId === member.subscriber.id || election.covered.some((p) => p.id === prior.personId);
    reason = election.waived ? '14' : stillCovered ? '22' : '07';
  } else {
    const monthEnd = lastDayOfMonth(context.createdAt);
    const yearEnd = `${context.planYear}-12-31`;
    end = monthEnd < yearEnd ? monthEnd : yearEnd;
    reason = '07';
  }
  return { end: end < prior.coverageBegin ? prior.coverageBegin : end, reason };
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

function dayBefore(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(Date.UTC(y, m - 1, d - 1)));
}

const lastDayOfMonth = (date: Date): string =>
  isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
