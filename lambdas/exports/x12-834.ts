/**
 * The carriers' X12 834 benefit enrollment files (implementation guide 005010X220A1), one per
 * carrier of the members' elections for a plan year: pure, no I/O, the same input giving the
 * same bytes (the caller passes the control number and the time).
 *
 * - Without `changesSince`, a full file: everyone the carrier covers, BGN08 4 (verify) with each
 *   member loop and each health coverage loop as 030 (audit or compare).
 * - With `changesSince`, a change file (BGN08 2): only what changed since the state returned with
 *   the carrier's previous file (see x12/maintenance.ts). A carrier with no previous state gets
 *   every covered person as an addition (021), which is how a carrier's first file is sent; a
 *   carrier that no longer covers anyone still gets its terminations.
 * - Renewal: a carrier's previous state may be of the plan year before (P−1), when the carrier has
 *   had no file of this plan year (P) yet. Its people are then compared with their member's P
 *   election (x12/maintenance.ts): a waiver, a plan of another carrier or a dependent left out
 *   gets a 024 ending on 31 December of P−1, another plan of the same carrier a 001 (HD 024 old,
 *   HD 021 new), the same plan nothing; a member without a P election yet is not in the file and
 *   stays in the returned state's `renewing` until a later change file settles them. A full file
 *   given the previous states (`kind: 'full'`) writes the same bytes as without them and only
 *   carries `renewing` on in its state.
 *
 * The envelope ids are the portal's (`senderId`) and the carrier's name made into an X12 id, until
 * trading partner agreements give real ones; the sponsor is identified by the employer's account
 * id (N103 94), the payer by that same carrier id.
 *
 * The SSN is written here and nowhere else: not in the returned state, not in an error message.
 *
 * @example
 * const [first] = enrollment834Files(enrollment, { planYear: 2027, controlNumber: 1, createdAt: new Date() });
 * // first.file.body: ISA*00*...~GS*BE*...~ST*834*0001*005010X220A1~BGN*00*...~...~IEA*1*000000001~
 * // store first.state beside it; next time pass { changesSince: { [first.carrier]: first.state } }
 */
import type { EmployerEnrollment, ExportFile } from './types';
import {
  type Coverage834State,
  type CoveredPerson834,
  coverage834StateSchema,
  currentCoverage,
  householdOrder,
  storedRecord,
} from './x12/coverage';
import { auditLoops, changeLoops, renewingAfterAudit, type MemberLoop834 } from './x12/maintenance';
import { memberLoopSegments } from './x12/member-loop';
import { type Segment, interchange, x12Id, x12Text } from './x12/segments';

export type { Coverage834State, CoveredPerson834, CoverageLevel, PersonDetails834 } from './x12/coverage';
export { coverage834StateSchema } from './x12/coverage';

/** ISA06 / GS02 until a trading partner agreement names another. */
export const DEFAULT_834_SENDER_ID = 'ICHRAPORTAL';

export interface Enrollment834Options {
  planYear: number;
  /** Only this carrier (matched without regard to case or surrounding spaces). */
  carrier?: string;
  /**
   * The state returned with each carrier's previous file, by carrier: makes change files. A state
   * may be of this plan year or, for a carrier with no file of this plan year yet, of the year
   * before (a renewal, see above).
   */
  changesSince?: Map<string, Coverage834State> | Record<string, Coverage834State>;
  /**
   * `changes` when `changesSince` is given, else `full`. A full file with `changesSince` lists
   * everyone as ever; the states only tell its own state who of the year before is still renewing.
   */
  kind?: 'full' | 'changes';
  /** ISA13 and GS06: 1 to 999999999. */
  controlNumber: number;
  createdAt: Date;
  /** ISA06 and GS02; DEFAULT_834_SENDER_ID unless given. */
  senderId?: string;
  /** ISA15: P (production, the default) or T (test, e.g. from a dev stage). */
  usageIndicator?: 'P' | 'T';
}

export interface Enrollment834File {
  /** The carrier as the elections name it. */
  carrier: string;
  file: ExportFile;
  /** Store beside the file; pass back as `changesSince[carrier]` for the next change file. */
  state: Coverage834State;
  kind: 'full' | 'changes';
  /**
   * Member loops (INS) in the file. A change file with nothing changed has 0: the guide wants at
   * least one member loop, so such a file is not for sending (nor its state for storing: it tells
   * the carrier nothing).
   */
  personCount: number;
}

/**
 * One 834 file per carrier (sorted by carrier), or only `options.carrier`'s; an empty array when
 * that carrier covers no one for the plan year (and, for a change file, covered no one before).
 */
export function enrollment834Files(
  enrollment: EmployerEnrollment,
  options: Enrollment834Options,
): Enrollment834File[] {
  const { planYear } = options;
  if (!Number.isInteger(planYear)) throw new RangeError(`Not a plan year: ${String(planYear)}`);
  const kind = options.kind ?? (options.changesSince ? 'changes' : 'full');
  const current = currentCoverage(enrollment, planYear);
  const previous = options.changesSince
    ? previousStates(options.changesSince, enrollment.employer.id, planYear)
    : new Map<string, Coverage834State>();
  const carriers = new Set(current.map((c) => c.carrier));
  if (kind === 'changes')
    for (const [carrier, state] of previous)
      if (state.covered.length > 0 || (state.renewing?.length ?? 0) > 0) carriers.add(carrier);
  let inScope = [...carriers].sort();
  if (options.carrier !== undefined) {
    const wanted = options.carrier.trim().toLowerCase();
    inScope = inScope.filter((c) => c.toLowerCase() === wanted);
  }
  return inScope.map((carrier) => {
    const covering = current.filter((c) => c.carrier === carrier);
    const { prior, renewals } = baselineOf(previous.get(carrier), planYear);
    const context = { enrollment, planYear, createdAt: options.createdAt };
    const { loops, covered, renewing } =
      kind === 'changes'
        ? changeLoops(prior, covering, context, renewals)
        : {
            loops: auditLoops(covering),
            covered: covering,
            renewing: renewingAfterAudit(renewals, covering),
          };
    const body = transactionBody(enrollment, carrier, kind, loops, options);
    const receiverId = carrierId(carrier);
    return {
      carrier,
      kind,
      personCount: loops.length,
      state: {
        version: 1,
        employerId: enrollment.employer.id,
        carrier,
        planYear,
        covered: [...covered].sort(householdOrder).map(storedRecord),
        ...(renewing.length > 0 && { renewing: [...renewing].sort(householdOrder) }),
      },
      file: {
        name: fileName(enrollment, carrier, planYear, kind, options.controlNumber),
        contentType: 'application/edi-x12',
        body: interchange(
          {
            senderId: options.senderId ?? DEFAULT_834_SENDER_ID,
            receiverId,
            controlNumber: options.controlNumber,
            createdAt: options.createdAt,
            usageIndicator: options.usageIndicator ?? 'P',
          },
          body,
        ),
      },
    };
  });
}

/** BGN, the control totals, the sponsor (1000A) and payer (1000B), then the member loops. */
function transactionBody(
  enrollment: EmployerEnrollment,
  carrier: string,
  kind: 'full' | 'changes',
  loops: readonly MemberLoop834[],
  options: Enrollment834Options,
): Segment[] {
  const iso = options.createdAt.toISOString();
  const subscribers = loops.filter((l) => l.relationship === 'self').length;
  return [
    [
      'BGN',
      '00',
      String(options.controlNumber).padStart(9, '0'),
      iso.slice(0, 10).replaceAll('-', ''),
      iso.slice(11, 19).replaceAll(':', ''),
      'UT',
      '',
      '',
      kind === 'full' ? '4' : '2',
    ],
    ['QTY', 'TO', String(loops.length)],
    ['QTY', 'ET', String(subscribers)],
    ['QTY', 'DT', String(loops.length - subscribers)],
    ['N1', 'P5', x12Text(enrollment.employer.name, 60), '94', x12Text(enrollment.employer.accountId, 80)],
    ['N1', 'IN', x12Text(carrier, 60), '94', carrierId(carrier)],
    ...loops.flatMap(memberLoopSegments),
  ];
}

const carrierId = (carrier: string): string => {
  const id = x12Id(carrier);
  return id.length >= 2 ? id : `CARRIER${id}`;
};

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'x';

/** 834-<account>-<carrier>-<plan year>-<full|changes>-<control number>.x12 */
const fileName = (
  enrollment: EmployerEnrollment,
  carrier: string,
  planYear: number,
  kind: 'full' | 'changes',
  controlNumber: number,
): string =>
  `834-${slug(enrollment.employer.accountId)}-${slug(carrier)}-${planYear}-${kind}-${String(controlNumber).padStart(9, '0')}.x12`;

/**
 * What a carrier's previous state holds for a file of `planYear`: the people covered (`prior`), and
 * those of the year before still to be settled (`renewals`): all of a state of the year before,
 * the `renewing` of a state of this plan year.
 */
function baselineOf(
  state: Coverage834State | undefined,
  planYear: number,
): { prior: CoveredPerson834[]; renewals: CoveredPerson834[] } {
  if (!state) return { prior: [], renewals: [] };
  if (state.planYear === planYear) return { prior: state.covered, renewals: state.renewing ?? [] };
  return { prior: [], renewals: state.covered };
}

/**
 * The previous states, checked: readable, this employer's, of this plan year or the year before,
 * filed under their own carrier.
 */
function previousStates(
  changesSince: Map<string, Coverage834State> | Record<string, Coverage834State>,
  employerId: string,
  planYear: number,
): Map<string, Coverage834State> {
  const entries = changesSince instanceof Map ? [...changesSince] : Object.entries(changesSince);
  const states = new Map<string, Coverage834State>();
  for (const [carrier, value] of entries) {
    const parsed = coverage834StateSchema.safeParse(value);
    if (!parsed.success) {
      const where = parsed.error.issues
        .map((i) => `${i.path.join('.') || '(state)'}: ${i.message}`)
        .join('; ');
      throw new Error(`The previous 834 state for carrier ${carrier} is not readable: ${where}`);
    }
    const state = parsed.data;
    if (state.employerId !== employerId) {
      throw new Error(
        `The previous 834 state for carrier ${carrier} belongs to employer ${state.employerId}, not ${employerId}`,
      );
    }
    if (state.planYear !== planYear && state.planYear !== planYear - 1) {
      throw new Error(
        `The previous 834 state for carrier ${carrier} is for plan year ${state.planYear}, not ${planYear}: pass the state of a ${planYear} file (or, for a renewal, of a ${planYear - 1} file), or make a full file`,
      );
    }
    if (state.carrier !== carrier.trim()) {
      throw new Error(
        `The previous 834 state filed under carrier ${carrier} is the state of carrier ${state.carrier}`,
      );
    }
    states.set(state.carrier, state);
  }
  return states;
}
