/**
 * The scheduled reminders (infra/constructs/reminders.ts): invoked daily by the stage's EventBridge
 * Scheduler schedule with the time it fired for, or by an operator with `{ "date": "YYYY-MM-DD" }`,
 * it queues the reminders of that day for every employer (lambdas/admin/reminder-run.ts); the admin
 * mail sender sends them. The days come from the event (the stage's config, which the schedule
 * passes), else 14, 7 and 2. A run that failed for an employer fails after the others, so Lambda
 * retries it; a retry queues nothing twice. Logs carry counts only, never an e-mail address.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import {
  DEFAULT_REMINDER_DAYS,
  reminderDateOf,
  runScheduledReminders,
  type ReminderRunReport,
} from '../../admin/reminder-run';
import { listEmployerIds } from '../../adapters/employer-ids';
import { adminStore, clock, dynamoClient, reminderPorts, tableName } from '../../composition';
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

async function sendReminders(event: unknown): Promise<ReminderRunReport> {
  try {
    const now = clock();
    const e = (event ?? {}) as ReminderEvent;
    const report = await runScheduledReminders(
      {
        ...reminderPorts(),
        employerIds: () => listEmployerIds(dynamoClient(), tableName('employers')),
        record: (record, at) => adminStore().record(record, at),
      },
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
      employers: report.employers.length,
      queued: report.queued,
    });
    if (report.failed.length) {
      for (const run of report.employers)
        if ('error' in run) logger.error('Employer reminders failed', { ...run });
      throw new Error(`The reminders of ${report.failed.length} employer(s) for ${report.date} failed`);
    }
    countEvent(eventOutcomes.runSucceeded);
    return report;
  } catch (error) {
    countEvent(eventOutcomes.runFailed);
    throw error;
  }
}

const chain = middy<unknown, ReminderRunReport, Error, Context>()
  .use(observe<unknown, ReminderRunReport>())
  .handler(sendReminders);

/** An operator or a test may invoke it without a Lambda context; middy then passes an empty one. */
export const handler = (event: unknown, context?: Context): Promise<ReminderRunReport> =>
  chain(event, context as Context);
