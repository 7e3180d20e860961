/**
 * Writing an employer's exports into the exports bucket: the payroll file of a period, the
 * carriers' 834 files of a plan year, and the scheduled run over every employer. The operator
 * commands (infra/ops/exports.ts) and the scheduled function (lambdas/handlers/exports/) call these
 * same steps, so a file fetched by command equals the file the schedule wrote for that period.
 *
 * Takes its store as a port (lambdas/adapters/export-bucket.ts implements it) and writes only
 * through it: each file whole or not at all, and an unchanged file not at all (see the adapter).
 * What makes the content itself repeatable is in lambdas/exports/delivery.ts.
 *
 * @example
 * const { full } = await publishPayroll(store, enrollment, '2027-01');
 * const { files } = await publish834(store, enrollment, { planYear: 2027, period: '2027-01', kind: 'full' });
 */
import {
  changesInterchange,
  exportKeys,
  ExportRefusedError,
  fullInterchange,
  payrollKeyParts,
  planYearOf,
  carrierSegment,
  type ExportKind,
  type Period,
} from './delivery';
import { payrollFile } from './payroll';
import { enrollmentStatus, statusCsv } from './status';
import type { EmployerEnrollment, ExportFile } from './types';
import { enrollment834Files, type Coverage834State } from './x12-834';

/** What a write did: stored the file, or found the same bytes already stored. */
export type WriteOutcome = 'written' | 'unchanged';

/** The exports bucket as the steps use it (lambdas/adapters/export-bucket.ts). */
export interface ExportStore {
  /** Stores `body` at `key` whole, unless the stored object already has exactly these bytes. */
  put(key: string, body: string, contentType: string): Promise<WriteOutcome>;
  /** The object's text, or undefined when there is none. */
  getText(key: string): Promise<string | undefined>;
  /** Every key under a prefix, sorted. */
  keys(prefix: string): Promise<string[]>;
}

/** One file a step wrote (or found unchanged) in the bucket. */
export interface Published {
  key: string;
  file: ExportFile;
  outcome: WriteOutcome;
  kind: ExportKind;
  /** The 834's carrier and plan year. */
  carrier?: string;
  planYear?: number;
  /**
   * A change 834's baseline: the last 834 stored for the carrier and plan year, else (a renewal)
   * for the year before; none for its first file.
   */
  since?: LastSent834;
}

const baseName = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

/** The newest full payroll file stored of a period before `period`: what a change file compares with. */
async function previousPayroll(
  store: ExportStore,
  employerId: string,
  period: Period,
): Promise<ExportFile | undefined> {
  const earlier = (await store.keys(exportKeys.payrollPrefix(employerId)))
    .map((key) => ({ key, parts: payrollKeyParts(key) }))
    .filter((k) => k.parts?.kind === 'full' && k.parts.period < period)
    .sort((a, b) => (a.parts?.period ?? '').localeCompare(b.parts?.period ?? ''))
    .at(-1);
  if (!earlier) return undefined;
  const body = await store.getText(earlier.key);
  return body === undefined ? undefined : { name: baseName(earlier.key), body, contentType: 'text/csv' };
}

/**
 * The payroll file of a period, stored as the period's full file, and with `changes` the change
 * file against the newest full file of an earlier period. `changes: 'required'` refuses when no
 * earlier file is stored; `'when-possible'` (the scheduled run) then writes the full file only.
 */
export async function publishPayroll(
  store: ExportStore,
  enrollment: EmployerEnrollment,
  period: Period,
  { changes = 'no' }: { changes?: 'no' | 'required' | 'when-possible' } = {},
): Promise<{ full: Published; changes?: Published }> {
  const employerId = enrollment.employer.id;
  const fullFile = payrollFile(enrollment, period);
  const fullKey = exportKeys.payroll(employerId, period, 'full', fullFile.name);
  // The earlier file is looked up before this period's is stored, so a first run finds none.
  const earlier = changes === 'no' ? undefined : await previousPayroll(store, employerId, period);
  if (changes === 'required' && !earlier)
    throw new ExportRefusedError(
      `No payroll file of a period before ${period} is in the exports bucket for employer ${employerId}, so there is nothing to compare with. Export the full file of an earlier period first (without --changes).`,
    );
  const full: Published = {
    key: fullKey,
    file: fullFile,
    outcome: await store.put(fullKey, fullFile.body, fullFile.contentType),
    kind: 'full',
  };
  if (!earlier) return { full };
  const changeFile = payrollFile(enrollment, period, { changesSince: earlier });
  const changeKey = exportKeys.payroll(employerId, period, 'changes', changeFile.name);
  return {
    full,
    changes: {
      key: changeKey,
      file: changeFile,
      outcome: await store.put(changeKey, changeFile.body, changeFile.contentType),
      kind: 'changes',
    },
  };
}

/** What `last-sent.json` holds: the last 834 written for a carrier and plan year, and its state. */
export interface LastSent834 {
  carrier: string;
  planYear: number;
  period: Period;
  kind: ExportKind;
  key: string;
  controlNumber: number;
  createdAt: string;
  state: Coverage834State;
}

/** The carriers a full 834 of the plan year goes to: those covering a member in it. */
export function carriersOf(enrollment: EmployerEnrollment, planYear: number): string[] {
  const files = enrollment834Files(enrollment, {
    planYear,
    controlNumber: 1,
    createdAt: new Date(Date.UTC(planYear, 0, 1)),
  });
  return [...new Set(files.map((f) => f.carrier))].sort((a, b) => a.localeCompare(b));
}

/** The carrier an operator named, matched without regard to case or punctuation. */
function pickCarrier(
  enrollment: EmployerEnrollment,
  planYear: number,
  carriers: string[],
  asked: string,
): string {
  const found = carriers.find((c) => carrierSegment(c) === carrierSegment(asked));
  if (found) return found;
  const employer = `${enrollment.employer.name} (${enrollment.employer.id})`;
  throw new ExportRefusedError(
    carriers.length
      ? `No member of ${employer} is enrolled with carrier "${asked}" for plan year ${planYear}. Carriers with members: ${carriers.join(', ')}.`
      : `No member of ${employer} is enrolled with any carrier for plan year ${planYear}, so there is no 834 to send to "${asked}".`,
  );
}

/**
 * The baseline of each carrier's next 834 of a plan year: its last-sent record of that plan year,
 * else, for a carrier with none yet, its record of the year before (a renewal: x12-834.ts compares
 * the people it covered then with their member's election for this year). A carrier that covered
 * members before and covers none now is among them (its file terminates them).
 */
async function baselineRecords(
  store: ExportStore,
  employerId: string,
  planYear: number,
): Promise<Map<string, LastSent834>> {
  const years = [planYear, planYear - 1];
  const keys = (await store.keys(`${employerId}/834/`)).filter((k) =>
    years.some((y) => k.endsWith(`/${y}/last-sent.json`)),
  );
  const records = new Map<string, LastSent834>();
  for (const key of keys) {
    const text = await store.getText(key);
    if (text === undefined) continue;
    const record = JSON.parse(text) as LastSent834;
    if (!years.includes(record.planYear)) continue;
    if (key !== exportKeys.x12LastSent(employerId, record.carrier, record.planYear)) continue;
    const held = records.get(record.carrier);
    if (!held || held.planYear < record.planYear) records.set(record.carrier, record);
  }
  return records;
}

/** What an 834 step did: the files it wrote (or found stored), and the carriers with nothing to send. */
export interface Published834 {
  files: Published[];
  /** Change files not written because nothing changed since the last 834 of that carrier. */
  nothingChanged: { carrier: string; since?: LastSent834 }[];
}

/**
 * The 834 files of a plan year, one per carrier (or the one carrier asked for), each stored with
 * the record a later change file compares with (`last-sent.json`, written after the file).
 *
 * - `kind: 'full'`: every member's coverage as of the period, with the period's identity
 *   (delivery.ts), so a re-run writes the same bytes.
 * - `kind: 'changes'`: what changed since the last 834 stored for that carrier and plan year (by
 *   the schedule or by command), made at `now`. A carrier with none stored for the plan year but
 *   one for the year before gets a renewal file against that one (x12-834.ts): terminations for
 *   the people it covered whose member has since waived or chosen another carrier's plan; a
 *   carrier with neither (a member chose it since the last full file) gets its first file as
 *   additions (021) of everyone it covers, as x12-834.ts sends a first file; one that covered
 *   members and covers none now gets their terminations. A carrier with nothing changed gets no
 *   file (the guide wants a member loop).
 *
 * Both kinds read the carriers' baselines: a full file's record keeps, from its baseline, the
 * people of the year before that no file has settled yet, for the next change file.
 *
 * With no carrier asked for and no member enrolled with any, nothing is written, unless
 * `requireFiles` (the operator command), which refuses with a message.
 */
export async function publish834(
  store: ExportStore,
  enrollment: EmployerEnrollment,
  o: {
    planYear: number;
    period: Period;
    kind: ExportKind;
    carrier?: string;
    /** When a change file is made (its BGN date and time); unused for a full file. */
    now?: Date;
    requireFiles?: boolean;
  },
): Promise<Published834> {
  const employerId = enrollment.employer.id;
  const changes = o.kind === 'changes';
  // A change file's carriers include those of the baselines; a full file's are the plan year's
  // alone, so what it refuses is refused before the bucket is read.
  const baselines = () => baselineRecords(store, employerId, o.planYear);
  const sent = changes ? await baselines() : undefined;
  const carriers = [...new Set([...carriersOf(enrollment, o.planYear), ...(sent?.keys() ?? [])])].sort(
    (a, b) => a.localeCompare(b),
  );
  const chosen = o.carrier ? [pickCarrier(enrollment, o.planYear, carriers, o.carrier)] : carriers;
  if (!chosen.length && o.requireFiles)
    throw new ExportRefusedError(
      `No member of ${enrollment.employer.name} (${employerId}) is enrolled with a carrier for plan year ${o.planYear}: there is no 834 to send.`,
    );
  const lastSent = sent ?? (chosen.length ? await baselines() : new Map<string, LastSent834>());

  const result: Published834 = { files: [], nothingChanged: [] };
  for (const carrier of chosen) {
    const since = lastSent.get(carrier);
    const identity = changes
      ? changesInterchange(employerId, carrier, o.planYear, o.now ?? new Date())
      : fullInterchange(employerId, carrier, o.planYear, o.period);
    const [made] = enrollment834Files(enrollment, {
      planYear: o.planYear,
      carrier,
      kind: o.kind,
      // No baseline still makes a change file: with no earlier state, everyone is an addition.
      changesSince: since ? { [carrier]: since.state } : {},
      controlNumber: identity.controlNumber,
      createdAt: identity.createdAt,
    });
    if (!made) continue;
    if (made.personCount === 0) {
      result.nothingChanged.push({ carrier, since });
      continue;
    }
    const key = exportKeys.x12(employerId, carrier, o.planYear, o.period, o.kind, made.file.name);
    const outcome = await store.put(key, made.file.body, made.file.contentType);
    const record: LastSent834 = {
      carrier,
      planYear: o.planYear,
      period: o.period,
      kind: o.kind,
      key,
      controlNumber: identity.controlNumber,
      createdAt: identity.createdAt.toISOString(),
      state: made.state,
    };
    await store.put(
      exportKeys.x12LastSent(employerId, carrier, o.planYear),
      `${JSON.stringify(record, null, 2)}\n`,
      'application/json',
    );
    result.files.push({
      key,
      file: made.file,
      outcome,
      kind: o.kind,
      carrier,
      planYear: o.planYear,
      ...(changes && since && { since }),
    });
  }
  return result;
}

/**
 * The plan years a period's run sends 834 files for: the period's own, and every later one some
 * member has already authorized (open enrollment for next year runs before it starts).
 */
export function planYearsToSend(enrollment: EmployerEnrollment, period: Period): number[] {
  const current = planYearOf(period);
  const later = enrollment.members
    .flatMap((m) => m.elections.map((e) => e.planYear))
    .filter((y) => y > current);
  return [...new Set([current, ...later])].sort((a, b) => a - b);
}

/** Everything the scheduled run writes for one employer and period. */
export async function publishPeriod(
  store: ExportStore,
  enrollment: EmployerEnrollment,
  period: Period,
): Promise<Published[]> {
  const payroll = await publishPayroll(store, enrollment, period, { changes: 'when-possible' });
  const published = [payroll.full, ...(payroll.changes ? [payroll.changes] : [])];
  for (const planYear of planYearsToSend(enrollment, period))
    published.push(...(await publish834(store, enrollment, { planYear, period, kind: 'full' })).files);
  return published;
}

/**
 * The enrollment status CSV of a period's plan year, stored for the console: the same report and
 * file as `npm run ops -- status --plan-year <year> --csv` (status.ts), at the period's status key.
 * Unlike the payroll and 834 files it is a snapshot of the moment, so producing it again replaces it.
 */
export async function publishStatus(
  store: ExportStore,
  enrollment: EmployerEnrollment,
  period: Period,
): Promise<Published> {
  const file = statusCsv(enrollmentStatus(enrollment, { planYear: planYearOf(period) }));
  const key = exportKeys.status(enrollment.employer.id, period, file.name);
  return { key, file, outcome: await store.put(key, file.body, file.contentType), kind: 'full' };
}

/** What the scheduled run reads and writes through. */
export interface RunPorts {
  store: ExportStore;
  /** Every employer's id (the stage names none). */
  employerIds(): Promise<string[]>;
  enrollment(employerId: string): Promise<EmployerEnrollment | undefined>;
}

export interface RunRequest {
  period: Period;
  /** Only these employers; all when absent. */
  employers?: string[];
}

/** One employer's outcome: its files' keys and outcomes, or why it failed (no personal data). */
export type EmployerRun =
  | { employerId: string; files: { key: string; outcome: WriteOutcome }[] }
  | { employerId: string; error: string };

export interface RunReport {
  period: Period;
  employers: EmployerRun[];
  written: number;
  unchanged: number;
  /** Employers whose files could not all be written: the run is then failed, to be retried. */
  failed: string[];
}

/**
 * The scheduled run: for each employer, everything {@link publishPeriod} writes. An employer that
 * fails (an unknown id, a refused export, an S3 error) does not stop the others; it is reported
 * and the caller fails the run, so that it is retried (a retry rewrites nothing that is stored).
 */
export async function runScheduledExports(ports: RunPorts, request: RunRequest): Promise<RunReport> {
  const ids = request.employers ?? (await ports.employerIds());
  const report: RunReport = { period: request.period, employers: [], written: 0, unchanged: 0, failed: [] };
  for (const employerId of ids) {
    try {
      const enrollment = await ports.enrollment(employerId);
      if (!enrollment) throw new ExportRefusedError(`No employer ${employerId}`);
      const files = await publishPeriod(ports.store, enrollment, request.period);
      report.employers.push({ employerId, files: files.map((f) => ({ key: f.key, outcome: f.outcome })) });
      for (const f of files) report[f.outcome === 'written' ? 'written' : 'unchanged'] += 1;
    } catch (error) {
      const e = error as Error;
      report.employers.push({ employerId, error: `${e.name}: ${e.message}` });
      report.failed.push(employerId);
    }
  }
  return report;
}
