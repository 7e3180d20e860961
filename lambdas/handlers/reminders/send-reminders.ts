/**
 * The scheduled reminders (infra/constructs/reminders.ts): invoked daily by the stage's EventBridge
 * Scheduler schedule with the time it fired for, or by an operator with `{ "date": "YYYY-MM-DD" }`,
 * it runs the day's sequence (lambdas/admin/daily-run.ts, which `npm run ops -- reminders run` runs
 * too): the enrollment reminders, the ICHRA notices due and the proof of coverage reminders, all
 * queued in the admin outbox; the admin mail sender sends them. The days come from the event (the stage's config, which the schedule
 * passes), else 14, 7 and 2. A run that failed for an employer fails after the others, so Lambda
 * retries it; a retry queues nothing twice. Logs carry counts only, never an e-mail address.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { dailyRunPorts } from '../../adapters/daily-run-ports';
import { runDailyReminders, type DailyRunReport } from '../../admin/daily-run';
import { DEFAULT_REMINDER_DAYS, reminderDateOf } from '../../admin/reminder-run';
import { clock, dynamoClient, tableName } from '../../composition';
import { logger } from '../../middleware/logger';
import { countEvent, eventOutcomes } from '../../middleware/observability';
import { observe } from '../../middleware/observe';

/** What the schedule passes besides the time (infra/constructs/reminders.ts). */
interface ReminderEvent {
  days?: number[];
  employerDays?: Record<string, number[]>;
  employers?: string[];
}

const days = (v: unknown): number[] | undefined =>
  Array.isArray(v) && v.every((d) => Number.isInteger(d) && d >= 0) ? (v as number[]) : undefined;

async function sendReminders(event: unknown): Promise<DailyRunReport> {
  try {
    const now = clock();
    const e = (event ?? {}) as ReminderEvent;
    const report = await runDailyReminders(
      dailyRunPorts(dynamoClient(), {
        admin: tableName('admin'),
        employers: tableName('employers'),
        members: tableName('members'),
        orders: tableName('orders'),
        plans: tableName('plans'),
      }),
      {
        date: reminderDateOf(event, now),
        days: days(e.days) ?? DEFAULT_REMINDER_DAYS,
        employerDays: e.employerDays,
        employers: Array.isArray(e.employers) ? e.employers.map(String) : undefined,
      },
      now,
    );
    logger.info('Reminder run finished', {
      date: report.date,
      employers: report.reminders.employers.length,
      queued: report.reminders.queued,
      notices: report.notices.queued,
      proofReminders: report.proofs.queued,
    });
    if (report.failed.length) {
      for (const run of report.reminders.employers)
        if ('error' in run) logger.error('Employer reminders failed', { ...run });
      for (const run of report.notices.employers)
        if ('error' in run) logger.error('Employer notices failed', { ...run });
      for (const run of report.proofs.employers)
        if ('error' in run) logger.error('Employer proof reminders failed', { ...run });
      throw new Error(
        `The reminders, notices or proof reminders of ${report.failed.length} employer(s) for ${report.date} failed`,
      );
    }
    countEvent(eventOutcomes.runSucceeded);
    return report;
  } catch (error) {
    countEvent(eventOutcomes.runFailed);
    throw error;
  }
}

const chain = middy<unknown, DailyRunReport, Error, Context>()
  .use(observe<unknown, DailyRunReport>())
  .handler(sendReminders);

/** An operator or a test may invoke it without a Lambda context; middy then passes an empty one. */
export const handler = (event: unknown, context?: Context): Promise<DailyRunReport> =>
  chain(event, context as Context);
