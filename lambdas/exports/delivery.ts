/**
 * Where the exports go and what makes a run repeatable: the pay period, the key layout of the
 * exports bucket, and the identity (control number and creation time) of each 834 interchange.
 * Pure: the publishing steps (lambdas/exports/publish.ts) and the operator commands
 * (infra/ops/exports.ts) build on it.
 *
 * A re-run of a period must write the same bytes under the same key, so that the bucket keeps one
 * version and a carrier that receives the file twice recognises it as the same interchange. Every
 * part of a full file is therefore derived from the employer, the carrier, the plan year and the
 * period, never from the clock or a counter:
 * - the BGN and envelope date and time are the first day of the period, 00:00 UTC;
 * - the interchange control number (ISA13, and GS06 and ST02 with it) is a stable hash of those
 *   four parts into 1..999,999,999. A counter would need a store and would give the re-run a new
 *   number, which the carrier would then load as a second interchange. Two different files of one
 *   sender meet the same number with a chance of one in a billion per pair, against a dozen full
 *   files a year per carrier.
 *
 * @example
 * exportKeys.payroll('6f1c…', '2027-01', 'full', 'payroll-ACME-001-2027-01.csv');
 * // '6f1c…/payroll/2027-01/full/payroll-ACME-001-2027-01.csv'
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { guid } from '../../shared/schemas/common';

/** A pay period, `YYYY-MM`: the coverage month a payroll file deducts for and a run writes. */
export type Period = string;

const periodPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isPeriod = (text: string): boolean => periodPattern.test(text);

/** The period (UTC month) a moment falls in. */
export const periodOf = (at: Date): Period => at.toISOString().slice(0, 7);

/** The first moment of a period, 00:00 UTC on its first day. */
export function periodStart(period: Period): Date {
  const m = periodPattern.exec(period);
  if (!m) throw new RangeError(`Not a period (YYYY-MM): ${period}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
}

/** The plan year a period's coverage month belongs to (plan years are calendar years). */
export const planYearOf = (period: Period): number => periodStart(period).getUTCFullYear();

/** Whether a file lists everything as of its period or only what changed since an earlier file. */
export type ExportKind = 'full' | 'changes';

/** A carrier's name as one key segment: lower case, letters and digits joined by dashes. */
export const carrierSegment = (carrier: string): string =>
  carrier
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'carrier';

/**
 * The key layout of the exports bucket. Deterministic: a period's file always lands on the same
 * key, so a re-run replaces it (or, unchanged, leaves it) rather than adding a second one.
 * - `<employerId>/payroll/<period>/<kind>/<file>`: the payroll deduction file of a period;
 * - `<employerId>/834/<carrier>/<plan year>/<period>/<kind>/<file>`: a carrier's 834;
 * - `<employerId>/834/<carrier>/<plan year>/last-sent.json`: the interchange a `--changes` run
 *   compares with: the last 834 written for that carrier and plan year, with its coverage state;
 * - `<employerId>/status/<period>/<file>`: the enrollment status CSV, as the console produced it
 *   for a period (a snapshot: producing it again replaces it).
 */
export const exportKeys = {
  payrollPrefix: (employerId: string): string => `${employerId}/payroll/`,
  payroll: (employerId: string, period: Period, kind: ExportKind, name: string): string =>
    `${employerId}/payroll/${period}/${kind}/${name}`,
  x12: (
    employerId: string,
    carrier: string,
    planYear: number,
    period: Period,
    kind: ExportKind,
    name: string,
  ): string => `${employerId}/834/${carrierSegment(carrier)}/${planYear}/${period}/${kind}/${name}`,
  x12LastSent: (employerId: string, carrier: string, planYear: number): string =>
    `${employerId}/834/${carrierSegment(carrier)}/${planYear}/last-sent.json`,
  status: (employerId: string, period: Period, name: string): string =>
    `${employerId}/status/${period}/${name}`,
} as const;

/** A file of {@link exportKeys} as its key describes it (the console lists the bucket by these). */
export interface ExportFileKey {
  employerId: string;
  kind: 'payroll' | '834' | 'status';
  period: Period;
  /** The 834's carrier, as its key segment ({@link carrierSegment}); null for the other kinds. */
  carrierSegment: string | null;
  name: string;
}

/** The file a key of {@link exportKeys} holds, or undefined for a last-sent record or any other key. */
export function exportFileKeyParts(key: string): ExportFileKey | undefined {
  const payroll = /^([^/]+)\/payroll\/(\d{4}-\d{2})\/(?:full|changes)\/([^/]+)$/.exec(key);
  if (payroll)
    return {
      employerId: payroll[1]!,
      kind: 'payroll',
      period: payroll[2]!,
      carrierSegment: null,
      name: payroll[3]!,
    };
  const x12 = /^([^/]+)\/834\/([^/]+)\/\d{4}\/(\d{4}-\d{2})\/(?:full|changes)\/([^/]+)$/.exec(key);
  if (x12)
    return { employerId: x12[1]!, kind: '834', period: x12[3]!, carrierSegment: x12[2]!, name: x12[4]! };
  const status = /^([^/]+)\/status\/(\d{4}-\d{2})\/([^/]+)$/.exec(key);
  if (status)
    return {
      employerId: status[1]!,
      kind: 'status',
      period: status[2]!,
      carrierSegment: null,
      name: status[3]!,
    };
  return undefined;
}

/** The period and kind of a payroll key of {@link exportKeys}, or undefined for any other key. */
export function payrollKeyParts(key: string): { period: Period; kind: ExportKind } | undefined {
  const m = /^[^/]+\/payroll\/(\d{4}-\d{2})\/(full|changes)\/[^/]+$/.exec(key);
  return m ? { period: m[1] as Period, kind: m[2] as ExportKind } : undefined;
}

/** A number in 1..999,999,999 (nine digits, as ISA13 holds) that only the parts decide. */
export function stableControlNumber(parts: readonly (string | number)[]): number {
  const digest = createHash('sha256').update(parts.map(String).join('\u0000'), 'utf8').digest();
  // 48 bits are exact in a double; the remainder's bias over 1e9 values is below 1e-5.
  return (digest.readUIntBE(0, 6) % 999_999_999) + 1;
}

/** The control number and creation time of an 834 interchange (see the module comment for why). */
export interface InterchangeIdentity {
  controlNumber: number;
  createdAt: Date;
}

/** A full file's identity: from the employer, carrier, plan year and period only. */
export function fullInterchange(
  employerId: string,
  carrier: string,
  planYear: number,
  period: Period,
): InterchangeIdentity {
  return {
    controlNumber: stableControlNumber([
      '834',
      'full',
      employerId,
      carrierSegment(carrier),
      planYear,
      period,
    ]),
    createdAt: periodStart(period),
  };
}

/**
 * A change file's identity: made on request, so stamped with the minute it was made, and numbered
 * from that minute too: two change files of one carrier never share a number unless they are the
 * same file made in the same minute.
 */
export function changesInterchange(
  employerId: string,
  carrier: string,
  planYear: number,
  now: Date,
): InterchangeIdentity {
  const createdAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return {
    controlNumber: stableControlNumber([
      '834',
      'changes',
      employerId,
      carrierSegment(carrier),
      planYear,
      createdAt.toISOString(),
    ]),
    createdAt,
  };
}

/**
 * A refusal of an export an operator can act on (an unknown carrier, no earlier file to compare
 * with): the operator command prints it and exits 1; the scheduled run reports it for the employer.
 */
export class ExportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportRefusedError';
  }
}

/**
 * What the scheduled function is invoked with: by the schedule, the time it fired for
 * (`<aws.scheduler.scheduled-time>`) and the stage's employers if it names some; by an operator
 * (`aws lambda invoke`), a `period` to write again. Undeclared fields are refused.
 */
const runEvent = z.lazy(() =>
  z.strictObject({
    scheduledTime: z.optional(z.iso.datetime()),
    period: z.optional(z.string().check(z.regex(periodPattern, 'must be a period YYYY-MM'))),
    employers: z.optional(z.array(guid).check(z.minLength(1))),
  }),
);

/**
 * The period and employers of a run: the `period` given, else the month (UTC) of the time the
 * schedule fired for, else of `now`. A retried or late invocation so still writes the period its
 * schedule meant.
 */
export function runRequestOf(event: unknown, now: Date): { period: Period; employers?: string[] } {
  const parsed = runEvent.safeParse(event ?? {});
  if (!parsed.success)
    throw new ExportRefusedError(
      `The export run's input is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(input)'} ${i.message}`).join('; ')}`,
    );
  const { period, scheduledTime, employers } = parsed.data;
  return {
    period: period ?? periodOf(scheduledTime ? new Date(scheduledTime) : now),
    ...(employers && { employers }),
  };
}
