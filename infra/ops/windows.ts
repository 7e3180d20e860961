/**
 * `npm run ops -- window set|list` and `npm run ops -- reminders run`: an employer's enrollment
 * windows as an operator sets them at onboarding (HR edits them in the console afterwards), and the
 * day's scheduled reminders run by hand, on the local stack or a stage.
 *
 * - `window set --employer <id> --year <YYYY> --opens <YYYY-MM-DD> --closes <YYYY-MM-DD>` checks
 *   every argument and that the employer exists before it writes; a window that closes before it
 *   opens is refused. The change is recorded in the employer's activity log, by "operator".
 * - `window list --employer <id>` prints the windows by plan year.
 * - `reminders run [--date <YYYY-MM-DD>] [--employer <id> ...]` runs the same sequence as the daily
 *   schedule (lambdas/admin/daily-run.ts) for the day (today when absent): the enrollment reminders
 *   with the days 14, 7 and 2 (or `--days 10,3`), the ICHRA notices due and the proof of coverage
 *   reminders, and prints what it queued per employer. A repeated run of a day queues nothing twice
 *   (the 48-hour marks, the notices' sent marks).
 *
 * @example
 * npm run ops -- window set --employer <id> --year 2027 --opens 2026-11-01 --closes 2026-12-15 --stage prod
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { dailyRunPorts } from '../../lambdas/adapters/daily-run-ports';
import { runDailyReminders, type DailyRunReport } from '../../lambdas/admin/daily-run';
import { AdminStore } from '../../lambdas/adapters/admin';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { EnrollmentWindowStore } from '../../lambdas/adapters/enrollment-windows';
import { DEFAULT_REMINDER_DAYS, type ReminderRunReport } from '../../lambdas/admin/reminder-run';
import { isCalendarDate } from '../../shared/domain/calendar';
import { adminApiMessages } from '../../shared/admin-api-messages';
import { OPERATOR } from './admin';
import type { OpsCommand, OpsContext } from './command';
import { OpsError } from './errors';

export const windowActionUsage = {
  set: 'window set --employer <id> --year <YYYY> --opens <YYYY-MM-DD> --closes <YYYY-MM-DD> [--stage <name> | --local]',
  list: 'window list --employer <id> [--stage <name> | --local]',
} as const;
export const remindersRunUsage =
  'reminders run [--date <YYYY-MM-DD>] [--days <n,n,...>] [--employer <id> ...] [--stage <name> | --local]';

const guidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const usageError = (problem: string, usage: string) =>
  new OpsError(`${problem}\nUsage: npm run ops -- ${usage}`);

function flags(args: readonly string[], options: NonNullable<ParseArgsConfig['options']>, usage: string) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | string[] | undefined
    >;
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error), usage);
  }
}

/** A window's arguments, checked all at once. */
export function parseWindowSetArgs(args: readonly string[]): {
  employerId: string;
  planYear: number;
  opens: string;
  closes: string;
} {
  const usage = windowActionUsage.set;
  const v = flags(
    args,
    {
      employer: { type: 'string' },
      year: { type: 'string' },
      opens: { type: 'string' },
      closes: { type: 'string' },
    },
    usage,
  );
  const problems: string[] = [];
  const employerId = String(v.employer ?? '').trim();
  if (!guidPattern.test(employerId)) problems.push('--employer must be an employer id (a GUID)');
  const year = String(v.year ?? '');
  if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100)
    problems.push('--year must be a plan year from 2000 to 2100, e.g. 2027');
  const opens = String(v.opens ?? '');
  const closes = String(v.closes ?? '');
  if (!isCalendarDate(opens)) problems.push('--opens must be a real date, written YYYY-MM-DD');
  if (!isCalendarDate(closes)) problems.push('--closes must be a real date, written YYYY-MM-DD');
  if (isCalendarDate(opens) && isCalendarDate(closes) && closes < opens)
    problems.push(adminApiMessages.adminWindowClosesBeforeOpens);
  if (problems.length) throw usageError(`${problems.join('\n')}\nNothing was written.`, usage);
  return { employerId: employerId.toLowerCase(), planYear: Number(year), opens, closes };
}

/** `reminders run`'s arguments: the day (today when absent), the days, the employers. */
export function parseRemindersRunArgs(
  args: readonly string[],
  now: Date,
): { date: string; days: number[]; employers?: string[] } {
  const v = flags(
    args,
    {
      date: { type: 'string' },
      days: { type: 'string' },
      employer: { type: 'string', multiple: true },
    },
    remindersRunUsage,
  );
  const problems: string[] = [];
  const date = typeof v.date === 'string' ? v.date : now.toISOString().slice(0, 10);
  if (!isCalendarDate(date)) problems.push('--date must be a real date, written YYYY-MM-DD');
  let days = [...DEFAULT_REMINDER_DAYS];
  if (typeof v.days === 'string') {
    days = v.days.split(',').map((d) => Number(d.trim()));
    if (!days.every((d) => Number.isInteger(d) && d >= 0 && d <= 365) || new Set(days).size !== days.length)
      problems.push('--days must be distinct whole days before the window closes, e.g. 14,7,2');
  }
  const employers = Array.isArray(v.employer) ? v.employer.map((e) => e.trim().toLowerCase()) : undefined;
  for (const e of employers ?? [])
    if (!guidPattern.test(e)) problems.push(`--employer ${e} is not an employer id (a GUID)`);
  if (problems.length) throw usageError(problems.join('\n'), remindersRunUsage);
  return { date, days, ...(employers && { employers }) };
}

/** The lines a run prints: one per employer, then the total. */
export function reminderRunLines(report: ReminderRunReport): string[] {
  return [
    ...report.employers.map((e) =>
      'queued' in e
        ? `${e.employerId}: ${e.queued} reminder(s) queued, ${e.alreadyReminded} reminded within 48 hours, ${e.notDue} not due (${e.daysBefore} days before the ${e.planYear} window closes)`
        : 'skipped' in e
          ? `${e.employerId}: nothing to do (${e.skipped})`
          : `${e.employerId}: FAILED (${e.error})`,
    ),
    `${report.queued} reminder(s) queued for ${report.date}.`,
  ];
}

/** The lines a whole daily run prints: the enrollment reminders', then the notices' and proof reminders' per employer. */
export function dailyRunLines(report: DailyRunReport): string[] {
  const part = (
    what: string,
    employers: readonly ({ employerId: string } & (
      { queued: number } | { skipped: string } | { error: string }
    ))[],
    queued: number,
  ) => [
    ...employers.flatMap((e) =>
      'error' in e
        ? [`${e.employerId}: ${what} FAILED (${e.error})`]
        : 'queued' in e && e.queued
          ? [`${e.employerId}: ${e.queued} ${what} queued`]
          : [],
    ),
    `${queued} ${what} queued for ${report.date}.`,
  ];
  return [
    ...reminderRunLines(report.reminders),
    ...part('ICHRA notice(s)', report.notices.employers, report.notices.queued),
    ...part('proof of coverage reminder(s)', report.proofs.employers, report.proofs.queued),
  ];
}

async function runWindow(args: string[], { target, out, now }: OpsContext): Promise<void> {
  const [action, ...rest] = args;
  const clock = now ?? (() => new Date());
  const windows = new EnrollmentWindowStore(target.db, {
    admin: target.tables.admin,
    members: target.tables.members,
  });
  const employerOf = async (id: string) => {
    const employer = await new EmployerRepository(target.db, target.tables.employers).get(id);
    if (!employer)
      throw new OpsError(
        `No employer ${id} in ${target.description}. List them with: npm run ops -- list-employers`,
      );
    return employer;
  };
  if (action === 'set') {
    const w = parseWindowSetArgs(rest);
    const employer = await employerOf(w.employerId);
    const at = clock();
    const window = { planYear: w.planYear, opens: w.opens, closes: w.closes };
    await windows.put(employer.id, window, OPERATOR, at);
    await new AdminStore(target.db, target.tables.admin).record(
      {
        employerIds: [employer.id],
        actor: OPERATOR,
        action: 'window-change',
        detail: `Enrollment window ${w.planYear}: ${w.opens} to ${w.closes}`,
      },
      at,
    );
    out(`Enrollment window ${w.planYear} of ${employer.accountname}: ${w.opens} to ${w.closes}.`);
    return;
  }
  if (action === 'list') {
    const v = flags(rest, { employer: { type: 'string' } }, windowActionUsage.list);
    const id = String(v.employer ?? '').trim();
    if (!guidPattern.test(id))
      throw usageError('--employer must be an employer id (a GUID)', windowActionUsage.list);
    const employer = await employerOf(id);
    const all = await windows.windows(employer.id);
    if (!all.length)
      out(`${employer.accountname} has no enrollment window yet. Set one with: npm run ops -- window set`);
    for (const w of all) out(`${w.planYear}  ${w.opens} to ${w.closes}`);
    return;
  }
  throw new OpsError(
    `Usage:\n${Object.values(windowActionUsage)
      .map((u) => `npm run ops -- ${u}`)
      .join('\n')}`,
  );
}

export const windowCommands: Record<string, OpsCommand> = {
  window: {
    usage: `${windowActionUsage.set} | ${windowActionUsage.list}`,
    summary: "an employer's enrollment window of a plan year (set at onboarding; HR edits it in the console)",
    subcommand([action]) {
      return action === 'set' || action === 'list'
        ? { name: `window ${action}`, usage: windowActionUsage[action] }
        : undefined;
    },
    run: (args, context) => runWindow(args, context),
  },
  reminders: {
    usage: remindersRunUsage,
    summary:
      "the day's scheduled run, as the schedule runs it: enrollment reminders (14, 7 and 2 days before the window closes), ICHRA notices due, proof of coverage reminders",
    subcommand([action]) {
      return action === 'run' ? { name: 'reminders run', usage: remindersRunUsage } : undefined;
    },
    async run(args, { target, out, now }) {
      const [action, ...rest] = args;
      if (action !== 'run') throw new OpsError(`Usage: npm run ops -- ${remindersRunUsage}`);
      const at = (now ?? (() => new Date()))();
      const request = parseRemindersRunArgs(rest, at);
      const report = await runDailyReminders(dailyRunPorts(target.db, target.tables), request, at);
      for (const line of dailyRunLines(report)) out(line);
      if (report.failed.length)
        throw new OpsError(
          `The reminders, notices or proof reminders of ${report.failed.length} employer(s) failed; run the day again.`,
        );
    },
  },
};
