/**
 * The scheduled reminders (issue 39, item 4): once a day, for each employer whose window of the
 * plan year being enrolled is open, the employees who have not authorized are reminded when the
 * window closes in one of the reminder days (14, 7 and 2 by default; the stage may set other days,
 * for all employers or per employer: infra/config/stages.ts `reminders`). The same code runs from
 * the EventBridge Scheduler schedule (lambdas/handlers/reminders/send-reminders.ts) and from
 * `npm run ops -- reminders run [--date YYYY-MM-DD]`.
 *
 * A run is safe to repeat: each employee's reminder is tagged with the window's last day and the
 * day count (`2026-12-15-7d`) and goes through the 48-hour mark (lambdas/adapters/enrollment-windows.ts),
 * so a retried or repeated run of a day queues nothing twice.
 */
import { enrollmentPlanYear } from '../../shared/domain/enrollment-year';
import type { ActivityRecord } from '../adapters/admin';
import { remindEmployees, type ReminderPorts } from './reminders';

/** The days before a window closes that the schedule reminds on, unless the stage says otherwise. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [14, 7, 2];

/** Who the activity log names for a scheduled reminder. */
export const SCHEDULE_ACTOR = 'schedule';

export interface ReminderRunPorts extends ReminderPorts {
  /** Every employer's id. */
  employerIds(): Promise<string[]>;
  record(record: ActivityRecord, now: Date): Promise<void>;
}

export interface ReminderRunRequest {
  /** The day the run is for (YYYY-MM-DD, UTC). */
  date: string;
  /** The reminder days of every employer without its own. */
  days: readonly number[];
  /** Employers with days of their own (by id, any case). */
  employerDays?: Readonly<Record<string, readonly number[]>>;
  /** Only these employers; every employer when absent. */
  employers?: readonly string[];
}

export type EmployerRun =
  | {
      employerId: string;
      planYear: number;
      daysBefore: number;
      queued: number;
      alreadyReminded: number;
      notDue: number;
    }
  | { employerId: string; skipped: string }
  | { employerId: string; error: string };

export interface ReminderRunReport {
  date: string;
  employers: EmployerRun[];
  queued: number;
  /** Employers whose reminders failed (the run fails after the others, so it is retried). */
  failed: string[];
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** The request of a schedule's event: `{ scheduledTime }` (EventBridge Scheduler) or `{ date }`, else today. */
export function reminderDateOf(event: unknown, now: Date): string {
  const e = (event ?? {}) as { date?: unknown; scheduledTime?: unknown };
  if (typeof e.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(e.date) && !Number.isNaN(dayOf(e.date)))
    return e.date;
  if (typeof e.scheduledTime === 'string' && !Number.isNaN(Date.parse(e.scheduledTime)))
    return new Date(e.scheduledTime).toISOString().slice(0, 10);
  return now.toISOString().slice(0, 10);
}

/** Reminds, for one day, the employees of every employer (or those named) whose window closes in a reminder day. */
export async function runScheduledReminders(
  ports: ReminderRunPorts,
  request: ReminderRunRequest,
  now: Date,
): Promise<ReminderRunReport> {
  const asOf = new Date(dayOf(request.date));
  const perEmployer = new Map(
    Object.entries(request.employerDays ?? {}).map(([id, days]) => [id.toLowerCase(), days]),
  );
  const ids = request.employers ?? (await ports.employerIds());
  const employers: EmployerRun[] = [];
  for (const employerId of ids) {
    try {
      const employer = await ports.employer(employerId);
      if (!employer) {
        employers.push({ employerId, skipped: 'no such employer' });
        continue;
      }
      const planYear = enrollmentPlanYear(asOf, employer.edoc_period);
      const window = await ports.window(employer.id, planYear);
      if (!window) {
        employers.push({ employerId, skipped: `no enrollment window for ${planYear}` });
        continue;
      }
      const daysBefore = Math.round((dayOf(window.closes) - asOf.getTime()) / DAY_MS);
      const days = perEmployer.get(employer.id.toLowerCase()) ?? request.days;
      if (request.date < window.opens || daysBefore < 0 || !days.includes(daysBefore)) {
        employers.push({
          employerId,
          skipped: `window ${window.opens} to ${window.closes}: no reminder on ${request.date}`,
        });
        continue;
      }
      const tag = `${window.closes}-${daysBefore}d`;
      const result = await remindEmployees(ports, employer.id, { all: true }, tag, now, asOf);
      if (!result) continue;
      const { queued, alreadyReminded, notDue } = result;
      await ports.record(
        {
          employerIds: [employer.id],
          actor: SCHEDULE_ACTOR,
          action: 'reminder',
          detail: `Reminded ${queued} employees (${daysBefore} days before the window closes)`,
        },
        now,
      );
      employers.push({ employerId, planYear, daysBefore, queued, alreadyReminded, notDue });
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
