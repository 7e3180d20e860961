/**
 * The enrollment tracker of the console (GET /api/admin/employers/{employerId}/tracker): one row
 * per employee of the employer, the counts per state, the classes, then the filters, the search,
 * the sort and the page the administrator asked for. Pure: the roster (lambdas/adapters/roster.ts)
 * reads the members and their member accounts of the plan year, this module only builds.
 *
 * The rules are the exports' own, not a second copy: the stage of a member is
 * lambdas/exports/status.ts's `stageOf`, the saved profile enrollment.ts's `profileSavedAt`, and the
 * amounts, the waiver and the effective date enrollment.ts's `accountTerms` of the stored account
 * (the integer cents Authorize Elections stored, which the status report and the payroll file
 * read). The plan and carrier are the ones Authorize Elections copied from the health order onto
 * the account (lambdas/rules/authorization.ts); an account written before it has them null.
 *
 * Nothing here reads or answers an SSN or a date of birth: the input types do not carry them.
 *
 * @example
 * const { members, accounts } = await roster.read(employer.id, planYear);
 * const page = buildTracker({ members, accounts, census: [] }, { state: 'profile', sort: 'name' });
 */
import {
  trackerStates,
  type NoticeState,
  type TrackerQuery,
  type TrackerRow,
  type TrackerSort,
  type TrackerState,
} from '../../shared/schemas/admin';
import type { ProofState } from '../../shared/domain/coverage-proof';
import { accountTerms, profileSavedAt } from '../exports/enrollment';
import { stageOf } from '../exports/status';
import type { EnrollmentStage } from '../exports/types';

/** A member's PROFILE as the roster reads it: no SSN, no date of birth. */
export interface RosterMember {
  id: string;
  firstname: string;
  lastname: string;
  /** The sign-in e-mail, lower-cased as stored. */
  email: string;
  /** The contribution class; null or empty reads as the default class 'ALL'. */
  contributionclass: string | null;
  postalcode: string | null;
  /** When the member registered. */
  createdon: string | null;
  modifiedon: string | null;
}

/** A member account (ACCOUNT#<plan year>) as stored, with `memberid`; the roster's projection of it. */
export type RosterAccount = Record<string, unknown>;

/**
 * An employee on the census (another piece of work stores them): shown until a member registers
 * with the same e-mail, which then stands in its place. The field names are the census store's.
 */
export interface TrackerCensusEntry {
  email: string;
  firstName: string;
  lastName: string;
  class: string;
  addedAt: string | null;
  invitedAt: string | null;
  /** Set once the employee registered from the invitation (the member may not be listed yet). */
  registeredAt?: string | null;
  memberId?: string | null;
}

export interface TrackerInput {
  members: readonly RosterMember[];
  /** The member accounts of the plan year (one per member at most). */
  accounts: readonly RosterAccount[];
  census?: readonly TrackerCensusEntry[];
  /** The ICHRA notice's sends and acknowledgments of the plan year (lambdas/adapters/ichra-notices.ts). */
  notices?: TrackerNotices;
  /** The stored proofs of coverage of the plan year, by lower-cased member id (lambdas/adapters/coverage-proofs.ts). */
  proofs?: ReadonlyMap<string, ProofState>;
}

/** Who was sent the notice (by e-mail) and who acknowledged it (by member id and by e-mail), lower-cased. */
export interface TrackerNotices {
  sent: ReadonlyMap<string, string>;
  acknowledgedByMember: ReadonlyMap<string, string>;
  acknowledgedByEmail: ReadonlyMap<string, string>;
}

/** An acknowledgment counts whether or not a send was recorded (the employee may have opened the page first). */
function noticeState(notices: TrackerNotices | undefined, email: string, memberId?: string): NoticeState {
  if (!notices) return 'not-sent';
  if (
    (memberId !== undefined && notices.acknowledgedByMember.has(memberId.toLowerCase())) ||
    notices.acknowledgedByEmail.has(email.toLowerCase())
  )
    return 'acknowledged';
  return notices.sent.has(email.toLowerCase()) ? 'sent' : 'not-sent';
}

/** The class of a member without one. */
export const DEFAULT_CLASS = 'ALL';
/** The page size when the query names none. */
export const DEFAULT_PAGE_SIZE = 25;

/** The tracker's states of the exports' stages. */
const stateOfStage: Record<EnrollmentStage, TrackerState> = {
  registered: 'registered',
  profile: 'profile',
  'authorized-shop': 'enrolled',
  'authorized-waive': 'waived',
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The latest of ISO timestamps, null when none is stored. */
function latest(...times: unknown[]): string | null {
  let found: string | null = null;
  for (const t of times) {
    const s = text(t);
    if (s !== null && (found === null || s > found)) found = s;
  }
  return found;
}

function memberRow(
  m: RosterMember,
  account: RosterAccount | undefined,
  notices: TrackerNotices | undefined,
): TrackerRow {
  const terms = account ? accountTerms(account) : undefined;
  const state = stateOfStage[stageOf(terms, profileSavedAt(m))];
  const shopped = terms !== undefined && !terms.waived;
  return {
    id: m.id,
    firstName: m.firstname ?? '',
    lastName: m.lastname ?? '',
    email: m.email,
    class: text(m.contributionclass) ?? DEFAULT_CLASS,
    state,
    notice: noticeState(notices, m.email, m.id),
    lastActivity: latest(m.createdon, m.modifiedon, account?.createdon, account?.modifiedon),
    effectiveDate: terms ? text(terms.effectiveDate) : null,
    planName: shopped ? text(account?.planname) : null,
    carrier: shopped ? text(account?.plancarrier) : null,
    waiverReason: terms?.waiveReason ?? null,
    contributionCents: terms ? terms.employerContributionCents : null,
    deductionCents: terms ? terms.payrollDeductionCents : null,
  };
}

function censusRow(c: TrackerCensusEntry, notices: TrackerNotices | undefined): TrackerRow {
  const email = c.email.toLowerCase();
  const state: TrackerState = c.registeredAt ? 'registered' : c.invitedAt ? 'invited' : 'not-started';
  return {
    id: (c.registeredAt && c.memberId) || email,
    firstName: c.firstName,
    lastName: c.lastName,
    email,
    class: text(c.class) ?? DEFAULT_CLASS,
    state,
    notice: noticeState(notices, email, c.memberId ?? undefined),
    lastActivity: latest(c.addedAt, c.invitedAt, c.registeredAt),
    effectiveDate: null,
    planName: null,
    carrier: null,
    waiverReason: null,
    contributionCents: null,
    deductionCents: null,
  };
}

/**
 * One row per employee: each member with its account of the plan year, and each census entry
 * that no member with the same e-mail (any case) supersedes.
 */
export function trackerRows(input: TrackerInput): TrackerRow[] {
  const accounts = new Map<string, RosterAccount>();
  for (const a of input.accounts) accounts.set(String(a.memberid).toLowerCase(), a);
  const registered = new Set(input.members.map((m) => m.email.toLowerCase()));
  const census = new Map<string, TrackerRow>();
  for (const c of input.census ?? [])
    if (!registered.has(c.email.toLowerCase()))
      census.set(c.email.toLowerCase(), censusRow(c, input.notices));
  return withProofs(
    [
      ...input.members.map((m) => memberRow(m, accounts.get(m.id.toLowerCase()), input.notices)),
      ...census.values(),
    ],
    input.proofs,
  );
}

/**
 * Each row's proof of coverage (issue 40, item 3): asked of an employee enrolled with a plan, who
 * stands missing until a proof is uploaded; null for everyone else (no plan, no proof to ask).
 */
function withProofs(rows: TrackerRow[], proofs: ReadonlyMap<string, ProofState> | undefined): TrackerRow[] {
  return rows.map((r) => ({
    ...r,
    proof: r.state === 'enrolled' ? (proofs?.get(r.id.toLowerCase()) ?? 'missing') : null,
  }));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const stateRank = new Map<TrackerState, number>(trackerStates.map((s, i) => [s, i]));

/** Lower case without accents: what a search compares ("garcia" finds García). */
const folded = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The primary comparison of each sort, ascending; null values are handled by {@link compareRows}. */
const sortKeys: Record<TrackerSort, (r: TrackerRow) => string | null> = {
  name: (r) => r.lastName,
  email: (r) => r.email,
  class: (r) => r.class,
  state: (r) => r.state,
  lastActivity: (r) => r.lastActivity,
  effectiveDate: (r) => r.effectiveDate,
};

function primary(sort: TrackerSort, a: TrackerRow, b: TrackerRow): number {
  switch (sort) {
    case 'name':
      return collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);
    case 'state':
      return (stateRank.get(a.state) ?? 0) - (stateRank.get(b.state) ?? 0);
    case 'email':
    case 'class':
      return collator.compare(sortKeys[sort](a) ?? '', sortKeys[sort](b) ?? '');
    default: {
      // ISO timestamps and dates compare as strings.
      const x = sortKeys[sort](a) as string;
      const y = sortKeys[sort](b) as string;
      return x < y ? -1 : x > y ? 1 : 0;
    }
  }
}

/**
 * The order of a sort and direction: rows without the value (no activity, no effective date) last
 * in both directions, equal ones by id ascending, so that a page is the same on every request.
 */
function compareRows(sort: TrackerSort, dir: 'asc' | 'desc') {
  const sign = dir === 'desc' ? -1 : 1;
  return (a: TrackerRow, b: TrackerRow): number => {
    const x = sortKeys[sort](a);
    const y = sortKeys[sort](b);
    if ((x === null) !== (y === null)) return x === null ? 1 : -1;
    const byValue = x === null ? 0 : primary(sort, a, b);
    if (byValue !== 0) return sign * byValue;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** What the tracker answers besides the employer and the plan year. */
export interface TrackerPage {
  counts: Record<TrackerState, number>;
  classes: string[];
  total: number;
  page: number;
  pageSize: number;
  rows: TrackerRow[];
}

/**
 * The counts per state and the classes over every row, then the rows matching the state, class
 * and search, sorted, and the page asked for (a page past the last is empty).
 */
export function trackerPage(rows: readonly TrackerRow[], query: TrackerQuery = {}): TrackerPage {
  const counts = Object.fromEntries(trackerStates.map((s) => [s, 0])) as Record<TrackerState, number>;
  const classes = new Set<string>();
  for (const r of rows) {
    counts[r.state] += 1;
    classes.add(r.class);
  }
  const wantedClass = query.class ? folded(query.class.trim()) : null;
  const q = query.q ? folded(query.q.trim()) : '';
  const matching = rows.filter(
    (r) =>
      (!query.state || r.state === query.state) &&
      (wantedClass === null || folded(r.class) === wantedClass) &&
      (q === '' ||
        folded(`${r.firstName} ${r.lastName}`).includes(q) ||
        folded(`${r.lastName} ${r.firstName}`).includes(q) ||
        r.email.toLowerCase().includes(q)),
  );
  matching.sort(compareRows(query.sort ?? 'name', query.dir ?? 'asc'));
  const page = query.page ? Number(query.page) : 1;
  const pageSize = query.pageSize ? Number(query.pageSize) : DEFAULT_PAGE_SIZE;
  const start = (page - 1) * pageSize;
  return {
    counts,
    classes: [...classes].sort(collator.compare),
    total: matching.length,
    page,
    pageSize,
    rows: matching.slice(start, start + pageSize),
  };
}

/** The tracker of an employer's roster: {@link trackerRows}, then {@link trackerPage}. */
export function buildTracker(input: TrackerInput, query: TrackerQuery = {}): TrackerPage {
  return trackerPage(trackerRows(input), query);
}
