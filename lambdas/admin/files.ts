/**
 * The console's files (GET and POST /api/admin/employers/{employerId}/files, POST .../files/link):
 * the payroll, 834 and status files of an employer in the exports bucket, listed from their keys,
 * produced by the export steps themselves, and handed out through short-lived links.
 *
 * Producing is not a second implementation: a payroll file is `publishPayroll` with the scheduled
 * run's `changes: 'when-possible'` (the period's full file, and the change file when an earlier
 * period's is stored), the 834 is `publish834` of every plan year the scheduled run sends for the
 * period (`planYearsToSend`, full files), and the status file is `publishStatus` (the report of
 * `npm run ops -- status`). So a file produced here has the key and bytes the schedule and the
 * command line write for that period, and producing it again writes nothing new.
 *
 * A file's id is its key, base64url: opaque to the console, but checked on the way back in: it
 * must decode to a file key of the employer in the path (never another employer's, never the 834's
 * last-sent record), and it must exist, or the answer is 404. The 834 carries SSNs: without the
 * grant's `phi` it is neither listed, produced nor linked.
 *
 * @example
 * const files = await listFiles(ports, employerId, { phi: admin.grant.phi });
 */
import { adminApiMessages } from '../../shared/admin-api-messages';
import * as apiMessages from '../../shared/api-messages';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/domain/errors';
import {
  FILE_LINK_SECONDS,
  fileKindCarriesSsn,
  fileKinds,
  type ExportFileEntry,
  type FileKind,
} from '../../shared/schemas/admin-files';
import type { StoredObject } from '../adapters/export-files';
import { exportFileKeyParts, type Period } from '../exports/delivery';
import {
  planYearsToSend,
  publish834,
  publishPayroll,
  publishStatus,
  type ExportStore,
  type LastSent834,
  type Published,
} from '../exports/publish';
import type { EmployerEnrollment } from '../exports/types';

/** What the files read and write through (lambdas/composition.ts builds them). */
export interface FilesPorts {
  /** The export steps' store (ExportBucket). */
  store: ExportStore;
  /** The bucket's listing and links (ExportFiles). */
  objects: {
    list(prefix: string): Promise<StoredObject[]>;
    link(key: string, name: string, expiresIn: number, signingDate: Date): Promise<string>;
  };
  enrollment(employerId: string): Promise<EmployerEnrollment | undefined>;
}

export const fileIdOf = (key: string): string => Buffer.from(key, 'utf8').toString('base64url');

/** The key an id stands for, when it is exactly the id of a key (base64url decoding is lenient). */
function keyOfFileId(id: string): string | undefined {
  const key = Buffer.from(id, 'base64url').toString('utf8');
  return fileIdOf(key) === id ? key : undefined;
}

const kindOrder = (kind: FileKind): number => fileKinds.indexOf(kind);

/** Newest period first; in a period payroll, 834, status; then carrier and name. */
function byPeriodKindCarrier(a: ExportFileEntry, b: ExportFileEntry): number {
  if (a.period !== b.period) return a.period < b.period ? 1 : -1;
  if (a.kind !== b.kind) return kindOrder(a.kind) - kindOrder(b.kind);
  const carrier = (a.carrier ?? '').localeCompare(b.carrier ?? '');
  return carrier || a.name.localeCompare(b.name);
}

/**
 * The carriers' names by key segment, from the 834's last-sent records among the objects (the
 * newest plan year's of each carrier): a key holds only the segment ('summit-health').
 */
async function carrierNames(store: ExportStore, objects: StoredObject[]): Promise<Map<string, string>> {
  const records = new Map<string, string>();
  for (const o of objects) {
    const m = /^[^/]+\/834\/([^/]+)\/\d{4}\/last-sent\.json$/.exec(o.key);
    if (m?.[1]) records.set(m[1], o.key); // keys are sorted: the last is the newest plan year
  }
  const names = new Map<string, string>();
  for (const [segment, key] of records) {
    const text = await store.getText(key);
    const carrier = text === undefined ? undefined : (JSON.parse(text) as Partial<LastSent834>).carrier;
    if (typeof carrier === 'string' && carrier.trim()) names.set(segment, carrier);
  }
  return names;
}

/**
 * The employer's files, newest period first; one period's with `period`. Without `phi`, no 834
 * (and no read of its records).
 */
export async function listFiles(
  ports: FilesPorts,
  employerId: string,
  o: { period?: Period; phi: boolean; keys?: ReadonlySet<string> },
): Promise<ExportFileEntry[]> {
  const objects = await ports.objects.list(`${employerId}/`);
  const files = objects.flatMap((object) => {
    const parts = exportFileKeyParts(object.key);
    if (!parts || parts.employerId !== employerId) return [];
    if (o.period && parts.period !== o.period) return [];
    if (o.keys && !o.keys.has(object.key)) return [];
    const ssn = fileKindCarriesSsn(parts.kind);
    if (ssn && !o.phi) return [];
    return [{ object, parts, ssn }];
  });
  const names = files.some((f) => f.parts.carrierSegment)
    ? await carrierNames(ports.store, objects)
    : new Map<string, string>();
  return files
    .map(({ object, parts, ssn }): ExportFileEntry => ({
      id: fileIdOf(object.key),
      kind: parts.kind,
      period: parts.period,
      carrier: parts.carrierSegment && (names.get(parts.carrierSegment) ?? parts.carrierSegment),
      name: parts.name,
      bytes: object.bytes,
      producedAt: object.modifiedAt,
      ssn,
    }))
    .sort(byPeriodKindCarrier);
}

/** Refuses a file carrying SSNs to a grant without `phi`. */
export function requireSsnGrant(kind: FileKind, phi: boolean): void {
  if (fileKindCarriesSsn(kind) && !phi) throw new ForbiddenError(adminApiMessages.filesSsnNotAllowed);
}

/**
 * Produces the employer's file(s) of a kind for a period with the export steps (see the module
 * comment) and answers them as listed. An 834 with no carrier to send to is refused (409).
 */
export async function produceFiles(
  ports: FilesPorts,
  employerId: string,
  request: { kind: FileKind; period: Period },
  phi: boolean,
): Promise<ExportFileEntry[]> {
  requireSsnGrant(request.kind, phi);
  const enrollment = await ports.enrollment(employerId);
  if (!enrollment) throw new NotFoundError(apiMessages.employerNotFound);
  const { period } = request;
  let published: Published[];
  if (request.kind === 'payroll') {
    const payroll = await publishPayroll(ports.store, enrollment, period, { changes: 'when-possible' });
    published = [payroll.full, ...(payroll.changes ? [payroll.changes] : [])];
  } else if (request.kind === '834') {
    const planYears = planYearsToSend(enrollment, period);
    published = [];
    for (const planYear of planYears)
      published.push(
        ...(await publish834(ports.store, enrollment, { planYear, period, kind: 'full' })).files,
      );
    if (!published.length) throw new ConflictError(adminApiMessages.filesNo834);
  } else {
    published = [await publishStatus(ports.store, enrollment, period)];
  }
  return listFiles(ports, enrollment.employer.id, { phi, keys: new Set(published.map((p) => p.key)) });
}

/**
 * A link of `FILE_LINK_SECONDS` to one of the employer's files, with the file as listed: 404 for
 * an id that is not a file of this employer or no longer exists, 403 for an 834 without `phi`.
 */
export async function fileLink(
  ports: FilesPorts,
  employerId: string,
  id: string,
  phi: boolean,
  now: Date,
): Promise<{ url: string; expiresAt: string; file: ExportFileEntry }> {
  const key = keyOfFileId(id);
  const parts = key === undefined ? undefined : exportFileKeyParts(key);
  if (key === undefined || !parts || parts.employerId !== employerId)
    throw new NotFoundError(adminApiMessages.fileNotFound);
  requireSsnGrant(parts.kind, phi);
  const [file] = await listFiles(ports, employerId, { phi, keys: new Set([key]) });
  if (!file) throw new NotFoundError(adminApiMessages.fileNotFound);
  const url = await ports.objects.link(key, parts.name, FILE_LINK_SECONDS, now);
  return { url, expiresAt: new Date(now.getTime() + FILE_LINK_SECONDS * 1000).toISOString(), file };
}
