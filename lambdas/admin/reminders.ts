/**
 * Who a reminder goes to, and queueing it (issue 39, item 4): the one rule behind HR's Remind
 * (POST /api/admin/employers/{employerId}/reminders) and the daily schedule
 * (lambdas/handlers/reminders/send-reminders.ts, `npm run ops -- reminders run`).
 *
 * Every employee of the employer who has not authorized the plan year being enrolled is due: a
 * registered member whose tracker state is not enrolled or waived (the tracker's own rule,
 * lambdas/admin/tracker.ts), with the sign-in link; an employee on the census not registered yet,
 * with a fresh registration link (made when the mail is sent, as Resend does). A reminder is in
 * the census's language, else the member's, else English, and names the window's last day of the
 * plan year. Each employee is reminded at most once per 48 hours (the mark's conditional write,
 * lambdas/adapters/enrollment-windows.ts).
 */
import { enrollmentPlanYear } from '../../shared/domain/enrollment-year';
import type { Language } from '../../shared/domain/language';
import {
  REMINDER_INTERVAL_HOURS,
  type EnrollmentWindow,
  type RemindersResult,
} from '../../shared/schemas/admin-window';
import type { CensusEntry } from '../adapters/census';
import type { ReminderData, ReminderMail } from '../adapters/enrollment-windows';
import { trackerRows, type RosterAccount, type RosterMember } from './tracker';
import type { WorkforcePorts } from './workforce-ports';

/** What reminding reads and writes. */
export interface ReminderPorts extends WorkforcePorts {
  window(employerId: string, planYear: number): Promise<EnrollmentWindow | undefined>;
  remindedAt(employerId: string): Promise<Map<string, string>>;
  queue(
    employerId: string,
    reminders: readonly ReminderMail[],
    data: ReminderData,
    tag: string,
    now: Date,
  ): Promise<string[]>;
}

/** Whom to remind: the e-mails named, or every employee who has not authorized. */
export type ReminderTarget = { emails: readonly string[] } | { all: true };

/** Every employee of the employer who has not authorized the plan year, each with what their reminder needs. */
export function dueEmployees(input: {
  members: readonly RosterMember[];
  accounts: readonly RosterAccount[];
  census: readonly CensusEntry[];
  memberLanguages: ReadonlyMap<string, Language>;
}): Map<string, ReminderMail> {
  const census = new Map(input.census.map((c) => [c.email.toLowerCase(), c]));
  const due = new Map<string, ReminderMail>();
  for (const row of trackerRows({ members: input.members, accounts: input.accounts, census: input.census })) {
    if (row.state === 'enrolled' || row.state === 'waived') continue;
    const email = row.email.toLowerCase();
    const entry = census.get(email);
    const isMember = row.state === 'registered' || row.state === 'profile';
    due.set(email, {
      email,
      firstName: row.firstName,
      language: entry?.language ?? input.memberLanguages.get(email) ?? 'en',
      link: isMember ? 'sign-in' : 'register',
    });
  }
  return due;
}

/**
 * Reminds the employees of an employer: those named (or all) who are due and were not reminded in
 * the last 48 hours get a reminder in the outbox, tagged `tag` (so a retry of the same run or
 * request queues it once). Answers the counts the console shows; undefined when there is no such
 * employer.
 */
export async function remindEmployees(
  ports: ReminderPorts,
  employerId: string,
  target: ReminderTarget,
  tag: string,
  now: Date,
  /** The day whose plan year is enrolled (the schedule's day; `now` for HR's Remind). */
  asOf: Date = now,
): Promise<(RemindersResult & { planYear: number }) | undefined> {
  const employer = await ports.employer(employerId);
  if (!employer) return undefined;
  const planYear = enrollmentPlanYear(asOf, employer.edoc_period);
  const [window, roster, census, memberLanguages, remindedAt] = await Promise.all([
    ports.window(employer.id, planYear),
    ports.roster(employer.id, planYear),
    ports.census(employer.id),
    ports.memberLanguages(employer.id),
    ports.remindedAt(employer.id),
  ]);
  const due = dueEmployees({ ...roster, census, memberLanguages });
  const named =
    'all' in target ? [...due.keys()] : [...new Set(target.emails.map((e) => e.trim().toLowerCase()))];

  const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_HOURS * 3_600_000).toISOString();
  let notDue = 0;
  let alreadyReminded = 0;
  const toQueue: ReminderMail[] = [];
  for (const email of named) {
    const mail = due.get(email);
    if (!mail) notDue++;
    else if ((remindedAt.get(email) ?? '') > cutoff) alreadyReminded++;
    else toQueue.push(mail);
  }
  const queued = toQueue.length
    ? await ports.queue(
        employer.id,
        toQueue,
        { employerName: employer.accountname, closes: window?.closes ?? '' },
        tag,
        now,
      )
    : [];
  // An employee whose mark a concurrent reminder took meanwhile was reminded all the same.
  alreadyReminded += toQueue.length - queued.length;
  return { queued: queued.length, alreadyReminded, notDue, planYear };
}
