/**
 * The enrollment status of one employer, for HR and the broker: where each member is in the
 * journey (registered without a profile, profile saved, authorized shopping, authorized waiving),
 * the count per stage, and who started but has not authorized yet. As a CSV of members
 * (statusCsv) and as lines for the operator's terminal (statusLines). No SSN anywhere.
 *
 * Stages are read from the stored enrollment (enrollment.ts): a member with an authorization for
 * the plan year asked about (or, without one, for any plan year: the latest counts) is authorized,
 * shopping or waiving as that authorization says; else a member whose profile is saved is at
 * 'profile'; else 'registered' (with or without a password set).
 */
import { csvText, fileNamePart } from './csv';
import type {
  EmployerEnrollment,
  EnrollmentStage,
  ExportFile,
  MemberEnrollment,
  PlanYearElection,
} from './types';

export const enrollmentStages: readonly EnrollmentStage[] = [
  'registered',
  'profile',
  'authorized-shop',
  'authorized-waive',
];

/** How a stage reads in the file and on the terminal. */
export const stageLabels: Record<EnrollmentStage, string> = {
  registered: 'registered, no profile',
  profile: 'profile saved',
  'authorized-shop': 'authorized (shop)',
  'authorized-waive': 'authorized (waive)',
};

export interface MemberStatus {
  memberId: string;
  name: string;
  email: string;
  stage: EnrollmentStage;
  /** The plan year of the authorization the stage comes from; null before any. */
  planYear: number | null;
  registeredAt: string | null;
  profileSavedAt: string | null;
  authorizedAt: string | null;
  planName: string | null;
  carrier: string | null;
}

export interface EnrollmentStatusReport {
  employer: EmployerEnrollment['employer'];
  /** The plan year asked about; null: each member's latest authorization counts. */
  planYear: number | null;
  counts: Record<EnrollmentStage, number>;
  total: number;
  /** Every member, in the enrollment's order (last name, first name). */
  members: MemberStatus[];
  /** Members who registered but have not authorized (stages registered and profile). */
  notAuthorized: MemberStatus[];
}

function authorizationOf(m: MemberEnrollment, planYear: number | null): PlanYearElection | undefined {
  return planYear === null ? m.elections.at(-1) : m.elections.find((e) => e.planYear === planYear);
}

/**
 * A member's stage from the authorization of the plan year asked about (if any) and when the
 * profile was saved (null before): the one rule, shared with the console's tracker
 * (lambdas/admin/tracker.ts).
 */
export function stageOf(
  authorization: Pick<PlanYearElection, 'waived'> | undefined,
  profileSavedAt: string | null,
): EnrollmentStage {
  if (authorization) return authorization.waived ? 'authorized-waive' : 'authorized-shop';
  return profileSavedAt ? 'profile' : 'registered';
}

function memberStatus(m: MemberEnrollment, planYear: number | null): MemberStatus {
  const election = authorizationOf(m, planYear);
  const stage = stageOf(election, m.profileSavedAt);
  return {
    memberId: m.memberId,
    name: `${m.subscriber.firstName} ${m.subscriber.lastName}`.trim(),
    email: m.email,
    stage,
    planYear: election?.planYear ?? null,
    registeredAt: m.registeredAt,
    profileSavedAt: m.profileSavedAt,
    authorizedAt: election?.authorizedAt ?? null,
    planName: election?.planName ?? null,
    carrier: election?.carrier ?? null,
  };
}

/**
 * Where every member of the employer is, counted per stage. With `planYear`, only an authorization
 * for that plan year counts (a member who authorized last year and not this one has started, not
 * authorized); without it, any authorization does.
 *
 * @example
 * const report = enrollmentStatus(enrollment, { planYear: 2027 });
 * report.counts['authorized-shop']; // members who bought a plan for 2027
 */
export function enrollmentStatus(
  e: EmployerEnrollment,
  options: { planYear?: number } = {},
): EnrollmentStatusReport {
  const planYear = options.planYear ?? null;
  const members = e.members.map((m) => memberStatus(m, planYear));
  const counts = Object.fromEntries(enrollmentStages.map((s) => [s, 0])) as Record<EnrollmentStage, number>;
  for (const m of members) counts[m.stage] += 1;
  return {
    employer: e.employer,
    planYear,
    counts,
    total: members.length,
    members,
    notAuthorized: members.filter((m) => m.stage === 'registered' || m.stage === 'profile'),
  };
}

export const statusColumns = [
  'employee_id',
  'employee_name',
  'email',
  'stage',
  'plan_year',
  'registered_on',
  'profile_saved_on',
  'authorized_on',
  'plan_name',
  'carrier',
] as const;

const day = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** The report as a CSV of members with their stage (RFC 4180, CRLF; no SSN), e.g. status-ACME-001-2027.csv. */
export function statusCsv(report: EnrollmentStatusReport): ExportFile {
  const rows = report.members.map((m) => ({
    employee_id: m.memberId,
    employee_name: m.name,
    email: m.email,
    stage: stageLabels[m.stage],
    plan_year: m.planYear === null ? '' : String(m.planYear),
    registered_on: day(m.registeredAt),
    profile_saved_on: day(m.profileSavedAt),
    authorized_on: day(m.authorizedAt),
    plan_name: m.planName ?? '',
    carrier: m.carrier ?? '',
  }));
  const year = report.planYear === null ? '' : `-${report.planYear}`;
  return {
    name: `status-${fileNamePart(report.employer.accountId)}${year}.csv`,
    body: csvText(statusColumns, rows),
    contentType: 'text/csv',
  };
}

/** The report for the terminal: the counts per stage, then who started but has not authorized. */
export function statusLines(report: EnrollmentStatusReport): string[] {
  const e = report.employer;
  const width = Math.max(...enrollmentStages.map((s) => stageLabels[s].length), 'total'.length);
  const lines = [
    `Enrollment status of ${e.name} (account ${e.accountId}), ${
      report.planYear === null ? 'latest authorization of each member' : `plan year ${report.planYear}`
    }:`,
    ...enrollmentStages.map((s) => `  ${stageLabels[s].padEnd(width)}  ${report.counts[s]}`),
    `  ${'total'.padEnd(width)}  ${report.total}`,
  ];
  if (!report.notAuthorized.length) {
    lines.push(report.total ? 'Every member has authorized.' : 'No member has registered yet.');
    return lines;
  }
  lines.push(`Started but not authorized (${report.notAuthorized.length}):`);
  for (const m of report.notAuthorized) {
    const since = m.stage === 'profile' ? m.profileSavedAt : m.registeredAt;
    lines.push(`  ${m.name} <${m.email}>: ${stageLabels[m.stage]}${since ? ` since ${day(since)}` : ''}`);
  }
  return lines;
}
