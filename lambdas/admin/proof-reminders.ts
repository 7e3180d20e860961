/**
 * Proof of coverage reminders (issue 40, item 3): the daily reminder run (lambdas/admin/daily-run.ts)
 * reminds each member enrolled with a plan (a shop election authorized) whose coverage has started
 * and who has no approved proof for that plan year: none uploaded (missing), or one HR rejected
 * (the mail says so and gives HR's reason). A proof waiting for review is not reminded.
 *
 * Cadence: on the coverage's effective date and every 7 days after it (day 0, 7, 14, ...) until a
 * proof is approved. Each member gets at most one proof reminder per 48 hours (the mark's
 * conditional write, lambdas/adapters/proof-reminders.ts, a mark separate from the enrollment
 * reminders'), so a repeated or retried run of a day queues nothing twice. The plan years looked
 * at are the one being enrolled and the one before it (whose coverage runs while the next is
 * enrolled); a member enrolled in both is reminded of the later one whose coverage has started.
 * In the member's language: the census's, else the member's, else English.
 */
import { proofReminderDue, type ProofState } from '../../shared/domain/coverage-proof';
import { enrollmentPlanYear } from '../../shared/domain/enrollment-year';
import type { Language } from '../../shared/domain/language';
import { REMINDER_INTERVAL_HOURS } from '../../shared/domain/reminders';
import type { CensusEntry } from '../adapters/census';
import type { ProofReminderMail } from '../adapters/proof-reminders';
import { trackerRows, type RosterAccount, type RosterMember } from './tracker';
import type { WorkforcePorts } from './workforce-ports';

/** How many days apart a member without an approved proof is reminded, from the effective date. */
export const PROOF_REMINDER_EVERY_DAYS = 7;

/** A stored proof as the reminders read it. */
export interface ProofSummary {
  state: Exclude<ProofState, 'missing'>;
  reason: string | null;
}

export interface ProofReminderPorts extends WorkforcePorts {
  employerIds(): Promise<string[]>;
  /** The employer's proofs of a plan year, by lower-cased member id. */
  proofs(employerId: string, planYear: number): Promise<ReadonlyMap<string, ProofSummary>>;
  /** When each member was last sent a proof reminder, by lower-cased e-mail. */
  remindedAt(employerId: string): Promise<Map<string, string>>;
  queue(
    employerId: string,
    employerName: string,
    reminders: readonly ProofReminderMail[],
    tag: string,
    now: Date,
  ): Promise<string[]>;
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/** Whether `date` (YYYY-MM-DD) is a proof reminder day of coverage starting on `effectiveDate`. */
export function proofReminderDay(effectiveDate: string, date: string): boolean {
  const days = Math.round((dayOf(date) - dayOf(effectiveDate)) / DAY_MS);
  return Number.isFinite(days) && days >= 0 && days % PROOF_REMINDER_EVERY_DAYS === 0;
}

/** One plan year's roster and proofs, as the run reads them. */
export interface PlanYearProofs {
  planYear: number;
  members: readonly RosterMember[];
  accounts: readonly RosterAccount[];
  proofs: ReadonlyMap<string, ProofSummary>;
}

/**
 * Who gets a proof reminder on `date`: per member, the latest plan year in which they are
 * enrolled with a plan whose coverage has started; due when that year's proof is missing or
 * rejected and `date` is a reminder day. The 48-hour mark is the caller's.
 */
export function dueProofReminders(input: {
  years: readonly PlanYearProofs[];
  census: readonly CensusEntry[];
  memberLanguages: ReadonlyMap<string, Language>;
  date: string;
}): ProofReminderMail[] {
  const census = new Map(input.census.map((c) => [c.email.toLowerCase(), c]));
  const latest = new Map<string, ProofReminderMail | null>();
  for (const year of [...input.years].sort((a, b) => b.planYear - a.planYear)) {
    for (const row of trackerRows({ members: year.members, accounts: year.accounts })) {
      const email = row.email.toLowerCase();
      if (latest.has(email) || row.state !== 'enrolled' || !row.effectiveDate) continue;
      if (row.effectiveDate.slice(0, 10) > input.date) continue;
      const proof = year.proofs.get(row.id.toLowerCase());
      const state: ProofState = proof?.state ?? 'missing';
      latest.set(
        email,
        proofReminderDue(state) && proofReminderDay(row.effectiveDate, input.date)
          ? {
              email,
              firstName: row.firstName,
              language: census.get(email)?.language ?? input.memberLanguages.get(email) ?? 'en',
              planYear: year.planYear,
              rejected: state === 'rejected',
              rejectedReason: state === 'rejected' ? (proof?.reason ?? null) : null,
            }
          : null,
      );
    }
  }
  return [...latest.values()].filter((m): m is ProofReminderMail => m !== null);
}

export type ProofEmployerRun =
  | { employerId: string; queued: number; alreadyReminded: number; due: number }
  | { employerId: string; skipped: string }
  | { employerId: string; error: string };

export interface ProofReminderReport {
  date: string;
  employers: ProofEmployerRun[];
  queued: number;
  failed: string[];
}

/** Sends, for one day, the proof reminders due at every employer (or those named). */
export async function runProofReminders(
  ports: ProofReminderPorts,
  request: { date: string; employers?: readonly string[] },
  now: Date,
): Promise<ProofReminderReport> {
  const asOf = new Date(dayOf(request.date));
  const ids = request.employers ?? (await ports.employerIds());
  const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_HOURS * 3_600_000).toISOString();
  const employers: ProofEmployerRun[] = [];
  for (const employerId of ids) {
    try {
      const employer = await ports.employer(employerId);
      if (!employer) {
        employers.push({ employerId, skipped: 'no such employer' });
        continue;
      }
      const enrolled = enrollmentPlanYear(asOf, employer.edoc_period);
      const years = await Promise.all(
        [enrolled - 1, enrolled].map(async (planYear) => ({
          planYear,
          ...(await ports.roster(employer.id, planYear)),
          proofs: await ports.proofs(employer.id, planYear),
        })),
      );
      const [census, memberLanguages, remindedAt] = await Promise.all([
        ports.census(employer.id),
        ports.memberLanguages(employer.id),
        ports.remindedAt(employer.id),
      ]);
      const due = dueProofReminders({ years, census, memberLanguages, date: request.date });
      const toQueue = due.filter((m) => (remindedAt.get(m.email) ?? '') <= cutoff);
      const queued = toQueue.length
        ? await ports.queue(employer.id, employer.accountname, toQueue, request.date, now)
        : [];
      employers.push({
        employerId,
        queued: queued.length,
        alreadyReminded: due.length - queued.length,
        due: due.length,
      });
    } catch (error) {
      employers.push({ employerId, error: error instanceof Error ? error.name : String(error) });
    }
  }
  return {
    date: request.date,
    employers,
    queued: employers.reduce((n, e) => n + ('queued' in e ? e.queued : 0), 0),
    failed: employers.filter((e) => 'error' in e).map((e) => e.employerId),
  };
}
