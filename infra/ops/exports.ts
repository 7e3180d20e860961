/**
 * `npm run ops -- export payroll|834 ...` and `npm run ops -- status ...`: the files an operator
 * hands to payroll and to the carriers, and the employer's enrollment status, from the same steps
 * the scheduled function runs (lambdas/exports/publish.ts), on the local stack or a stage.
 *
 * - `export payroll --employer <id> --period <YYYY-MM> --out <dir> [--changes]`: the period's
 *   payroll deduction file; with `--changes`, the change file against the newest full file of an
 *   earlier period in the exports bucket.
 * - `export 834 --employer <id> [--carrier <name>] [--plan-year <YYYY>] [--period <YYYY-MM>]
 *   [--changes] --out <dir>`: each carrier's 834 (or the one named). The plan year is `--plan-year`,
 *   else the year of `--period`, else the plan year being enrolled: the year of the first
 *   effective date the employer's election deadline (edoc_period) allows today, the year the
 *   builder enrolls for (2027 from late November 2026), not the calendar year; the command says
 *   which year it used. The period, which names the file's place in the bucket and dates a full
 *   file, is `--period`, else the current month. With `--changes`, what changed since the last
 *   834 stored for that carrier and plan year.
 * - `status --employer <id> [--plan-year <YYYY>] [--csv <file>]`: counts per stage and who has not
 *   authorized; the CSV of members when asked.
 *
 * Every export is stored in the exports bucket first (its place is the period's: a re-run finds
 * the same bytes and writes nothing), then written into `--out`. Each local file is written to a
 * temporary file in the same directory and renamed, so a file appears whole or not at all; the 834
 * holds SSNs, so files are created readable by their owner only. Every argument, the employer and
 * the output directory are checked before anything is written.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { ExportBucket, ExportBucketError } from '../../lambdas/adapters/export-bucket';
import {
  ExportRefusedError,
  isPeriod,
  periodOf,
  planYearOf,
  type Period,
} from '../../lambdas/exports/delivery';
import { readEmployerEnrollment } from '../../lambdas/exports/enrollment';
import { PayrollInputError } from '../../lambdas/exports/payroll';
import { publish834, publishPayroll, type LastSent834, type Published } from '../../lambdas/exports/publish';
import { enrollmentStatus, statusCsv, statusLines } from '../../lambdas/exports/status';
import type { EmployerEnrollment, ExportFile } from '../../lambdas/exports/types';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { enrollmentPlanYear } from '../../shared/domain/enrollment-year';
import type { OpsCommand, OpsContext } from './command';
import { OpsError } from './errors';

export const exportUsage = {
  payroll:
    'export payroll --employer <id> --period <YYYY-MM> --out <dir> [--changes] [--stage <name> | --local]',
  x12: 'export 834 --employer <id> [--carrier <name>] [--plan-year <YYYY>] [--period <YYYY-MM>] [--changes] --out <dir> [--stage <name> | --local]',
  status: 'status --employer <id> [--plan-year <YYYY>] [--csv <file>] [--stage <name> | --local]',
} as const;

const usageError = (usage: string, problem?: string): OpsError =>
  new OpsError(`${problem ? `${problem}\n` : ''}Usage: npm run ops -- ${usage}`);

type Options = NonNullable<ParseArgsConfig['options']>;

/** The flags of a command line, refused with the usage on an unknown flag, a stray word or a missing value. */
function flags<O extends Options>(args: string[], options: O, usage: string) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw usageError(usage, (error as Error).message);
  }
}

/** `--period`: a month as YYYY-MM. */
function periodArg(value: string | undefined, usage: string): Period | undefined {
  if (value === undefined) return undefined;
  if (!isPeriod(value))
    throw usageError(usage, `--period must be a month as YYYY-MM (e.g. 2027-01), not "${value}".`);
  return value;
}

/** `--plan-year`: four digits. */
function planYearArg(value: string | undefined, usage: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}$/.test(value))
    throw usageError(usage, `--plan-year must be a year such as 2027, not "${value}".`);
  return Number(value);
}

function employerArg(value: string | undefined, usage: string): string {
  if (!value?.trim())
    throw usageError(usage, '--employer <id> is required (list them with: npm run ops -- list-employers).');
  return value.trim();
}

/** A directory the files can be written into: it exists, is a directory and is writable. */
export function writableDirectory(dir: string | undefined, usage: string): string {
  if (!dir) throw usageError(usage, '--out <dir> is required: the directory the files are written into.');
  const path = resolve(dir);
  let isDirectory: boolean;
  try {
    isDirectory = statSync(path).isDirectory();
  } catch {
    throw new OpsError(`The output directory ${path} does not exist. Create it first; nothing was written.`);
  }
  if (!isDirectory) throw new OpsError(`The output path ${path} is not a directory; nothing was written.`);
  try {
    accessSync(path, constants.W_OK);
  } catch {
    throw new OpsError(
      `The output directory ${path} cannot be written (permission denied); nothing was written.`,
    );
  }
  return path;
}

/**
 * Writes each file whole or not at all: every body goes to a temporary file in the target's own
 * directory (same file system, so the rename is atomic), and only when all are written are they
 * renamed into place. On any failure the temporary files are removed and none is renamed.
 */
export function writeFilesAtomically(files: readonly { path: string; body: string }[]): void {
  const staged: { temp: string; path: string }[] = [];
  try {
    for (const f of files) {
      const temp = join(dirname(f.path), `.${basename(f.path)}.${randomBytes(6).toString('hex')}.tmp`);
      staged.push({ temp, path: f.path });
      writeFileSync(temp, f.body, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    }
  } catch (error) {
    for (const s of staged) rmSync(s.temp, { force: true });
    const e = error as NodeJS.ErrnoException;
    throw new OpsError(
      `The file ${staged.at(-1)?.path ?? ''} could not be written (${e.code ?? e.message}); nothing was written to the output directory.`,
    );
  }
  for (const s of staged) renameSync(s.temp, s.path);
}

/** Maps the export steps' refusals to the operator's messages (exit code 1). */
async function refusalsAsOpsErrors<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (
      error instanceof ExportRefusedError ||
      error instanceof ExportBucketError ||
      error instanceof PayrollInputError
    )
      throw new OpsError(error.message);
    throw error;
  }
}

async function enrollmentOf(ctx: OpsContext, employerId: string): Promise<EmployerEnrollment> {
  const { target } = ctx;
  const enrollment = await readEmployerEnrollment(target.db, target.tables, employerId);
  if (!enrollment)
    throw new OpsError(
      `No employer ${employerId} in ${target.description}. List them with: npm run ops -- list-employers`,
    );
  return enrollment;
}

const lineCount = (file: ExportFile): number =>
  file.contentType === 'text/csv'
    ? Math.max(0, file.body.split(/\r?\n/).filter((l) => l !== '').length - 1)
    : file.body.split('~').filter((s) => s.trim() !== '').length;

/** "payroll-….csv (12 rows), stored at <key> (written)" */
function describe(p: Published, bucket: string): string {
  const what = p.file.contentType === 'text/csv' ? 'row(s)' : 'segment(s)';
  const stored = p.outcome === 'written' ? 'stored' : 'already stored, unchanged,';
  return `${p.file.name} (${lineCount(p.file)} ${what}), ${stored} in the exports bucket ${bucket} at ${p.key}`;
}

async function exportPayroll(args: string[], ctx: OpsContext): Promise<void> {
  const usage = exportUsage.payroll;
  const v = flags(
    args,
    {
      employer: { type: 'string' },
      period: { type: 'string' },
      out: { type: 'string' },
      changes: { type: 'boolean' },
    },
    usage,
  );
  const employerId = employerArg(v.employer, usage);
  const period = periodArg(v.period, usage);
  if (!period) throw usageError(usage, '--period <YYYY-MM> is required: the coverage month to deduct for.');
  const dir = writableDirectory(v.out, usage);
  const enrollment = await enrollmentOf(ctx, employerId);
  const store = new ExportBucket(ctx.target.s3, ctx.target.exportsBucket);
  const result = await refusalsAsOpsErrors(() =>
    publishPayroll(store, enrollment, period, { changes: v.changes ? 'required' : 'no' }),
  );
  const chosen = v.changes ? result.changes : result.full;
  if (!chosen)
    throw new OpsError('The change file could not be made; nothing was written to the output directory.');
  const path = join(dir, chosen.file.name);
  writeFilesAtomically([{ path, body: chosen.file.body }]);
  if (v.changes) ctx.out(`Period ${period}'s full file: ${describe(result.full, store.bucket)}.`);
  ctx.out(`Wrote ${path}: ${describe(chosen, store.bucket)}.`);
}

async function export834(args: string[], ctx: OpsContext, now: Date): Promise<void> {
  const usage = exportUsage.x12;
  const v = flags(
    args,
    {
      employer: { type: 'string' },
      carrier: { type: 'string' },
      'plan-year': { type: 'string' },
      period: { type: 'string' },
      out: { type: 'string' },
      changes: { type: 'boolean' },
    },
    usage,
  );
  const employerId = employerArg(v.employer, usage);
  const givenPeriod = periodArg(v.period, usage);
  const period = givenPeriod ?? periodOf(now);
  const givenPlanYear = planYearArg(v['plan-year'], usage);
  if (v.carrier !== undefined && !v.carrier.trim())
    throw usageError(usage, '--carrier needs a carrier name.');
  const dir = writableDirectory(v.out, usage);
  const enrollment = await enrollmentOf(ctx, employerId);
  let planYear: number;
  if (givenPlanYear !== undefined) planYear = givenPlanYear;
  else if (givenPeriod !== undefined) {
    planYear = planYearOf(givenPeriod);
    ctx.out(`Plan year ${planYear}: the year of --period ${givenPeriod}; give --plan-year for another.`);
  } else {
    // The employer's election deadline is not part of the export's read of the enrollment.
    const employer = await new EmployerRepository(ctx.target.db, ctx.target.tables.employers).get(employerId);
    const edocPeriod = employer?.edoc_period ?? 0;
    planYear = enrollmentPlanYear(now, edocPeriod);
    const [first] = effectiveDateOptions(now, edocPeriod);
    ctx.out(
      `Plan year ${planYear}: the year being enrolled (coverage can start on ${first} at the earliest under the employer's election deadline); give --plan-year for another.`,
    );
  }
  const store = new ExportBucket(ctx.target.s3, ctx.target.exportsBucket);
  const result = await refusalsAsOpsErrors(() =>
    publish834(store, enrollment, {
      planYear,
      period,
      kind: v.changes ? 'changes' : 'full',
      ...(v.carrier && { carrier: v.carrier }),
      now,
      requireFiles: true,
    }),
  );
  writeFilesAtomically(result.files.map((p) => ({ path: join(dir, p.file.name), body: p.file.body })));
  // "full file of 2027-03, control number 123", with the plan year when it is the year before's.
  const lastFile = (since: LastSent834): string =>
    `${since.kind} file of ${since.period}${since.planYear === planYear ? '' : ` for plan year ${since.planYear}, a renewal`}, control number ${since.controlNumber}`;
  for (const p of result.files) {
    ctx.out(`Wrote ${join(dir, p.file.name)}: ${describe(p, store.bucket)}.`);
    if (p.kind === 'changes')
      ctx.out(
        p.since
          ? `  ${p.carrier}: the changes since its last 834 (${lastFile(p.since)}).`
          : `  ${p.carrier}: its first 834 for plan year ${planYear}, every person it covers as an addition (021).`,
      );
  }
  for (const n of result.nothingChanged)
    ctx.out(
      `Nothing changed for ${n.carrier}, plan year ${planYear}, since its last 834${n.since ? ` (${lastFile(n.since)})` : ''}: no file written.`,
    );
}

async function status(args: string[], ctx: OpsContext): Promise<void> {
  const usage = exportUsage.status;
  const v = flags(
    args,
    { employer: { type: 'string' }, 'plan-year': { type: 'string' }, csv: { type: 'string' } },
    usage,
  );
  const employerId = employerArg(v.employer, usage);
  const planYear = planYearArg(v['plan-year'], usage);
  if (v.csv !== undefined && !v.csv.trim()) throw usageError(usage, '--csv needs a file name.');
  const csvPath = v.csv === undefined ? undefined : resolve(v.csv);
  if (csvPath) writableDirectory(dirname(csvPath), usage);
  const report = enrollmentStatus(await enrollmentOf(ctx, employerId), planYear ? { planYear } : {});
  for (const line of statusLines(report)) ctx.out(line);
  if (csvPath) {
    writeFilesAtomically([{ path: csvPath, body: statusCsv(report).body }]);
    ctx.out(`Wrote ${csvPath} (${report.total} member(s)).`);
  }
}

/** The commands this module adds to `npm run ops` (registered in infra/ops/commands.ts). */
export const exportCommands: Record<string, OpsCommand> = {
  export: {
    usage: `${exportUsage.payroll}\n  ${''.padEnd(18)} npm run ops -- ${exportUsage.x12}`,
    summary: "an employer's payroll deduction file of a month, or its carriers' 834 enrollment files",
    subcommand([kind]) {
      if (kind === 'payroll') return { name: 'export payroll', usage: exportUsage.payroll };
      if (kind === '834') return { name: 'export 834', usage: exportUsage.x12 };
      return undefined;
    },
    async run(args, ctx) {
      const [kind, ...rest] = args;
      if (kind === 'payroll') return exportPayroll(rest, ctx);
      if (kind === '834') return export834(rest, ctx, ctx.now?.() ?? new Date());
      throw new OpsError(
        `${kind ? `Unknown export "${kind}": choose payroll or 834.` : 'Say what to export: payroll or 834.'}\nUsage: npm run ops -- ${exportUsage.payroll}\n       npm run ops -- ${exportUsage.x12}`,
      );
    },
  },
  status: {
    usage: exportUsage.status,
    summary: "an employer's enrollment status: members per stage, who has not authorized, a CSV of members",
    run: status,
  },
};
