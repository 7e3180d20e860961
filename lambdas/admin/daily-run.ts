/**
 * The daily reminder run, one sequence for the EventBridge Scheduler schedule
 * (lambdas/handlers/reminders/send-reminders.ts) and `npm run ops -- reminders run [--date]`
 * (infra/ops/windows.ts): the enrollment reminders of the day (lambdas/admin/reminder-run.ts), the
 * ICHRA notices due (lambdas/admin/notice-run.ts), then the proof of coverage reminders
 * (lambdas/admin/proof-reminders.ts). Each part runs even when an earlier one failed for an
 * employer; `failed` names every employer any part failed for, so the caller fails the run after
 * the others and a retry queues nothing twice (each part is safe to repeat).
 */
import { runScheduledNotices, type NoticeRunPorts, type NoticeRunReport } from './notice-run';
import { runProofReminders, type ProofReminderPorts, type ProofReminderReport } from './proof-reminders';
import {
  runScheduledReminders,
  type ReminderRunPorts,
  type ReminderRunReport,
  type ReminderRunRequest,
} from './reminder-run';

export interface DailyRunPorts {
  reminders: ReminderRunPorts;
  notices: NoticeRunPorts;
  proofs: ProofReminderPorts;
}

export interface DailyRunReport {
  date: string;
  reminders: ReminderRunReport;
  notices: NoticeRunReport;
  proofs: ProofReminderReport;
  /** Every employer some part failed for (once each). */
  failed: string[];
}

export async function runDailyReminders(
  ports: DailyRunPorts,
  request: ReminderRunRequest,
  now: Date,
): Promise<DailyRunReport> {
  const reminders = await runScheduledReminders(ports.reminders, request, now);
  const scope = { date: reminders.date, ...(request.employers && { employers: request.employers }) };
  const notices = await runScheduledNotices(ports.notices, scope, now);
  const proofs = await runProofReminders(ports.proofs, scope, now);
  return {
    date: reminders.date,
    reminders,
    notices,
    proofs,
    failed: [...new Set([...reminders.failed, ...notices.failed, ...proofs.failed])],
  };
}
