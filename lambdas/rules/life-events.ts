/**
 * The employee's side of life events (issue 40, item 5; the coverage-proof family): the events the
 * member reported, the upload grant for a new event's document, and the confirmation that checks
 * the document and submits the event for HR's review (lambdas/admin/life-events.ts). A life event
 * opens a window of the member's own when reported within 60 days of it (45 CFR 155.420(c)(1);
 * shared/domain/enrollment-gate.ts `lifeEventReportable`); the document is checked by its content
 * and size with the proof of coverage's rule (shared/domain/coverage-proof.ts).
 *
 * Nothing is stored until the document is checked: the report's kind and date are checked when the
 * grant is asked for and again at the confirmation, which writes the event once (its id is the
 * upload's), so a refused or abandoned upload leaves no event behind.
 */
import { adminApiMessages } from '../../shared/admin-api-messages';
import * as apiMessages from '../../shared/api-messages';
import { todayIso } from '../../shared/domain/calendar';
import {
  PROOF_MAX_BYTES,
  PROOF_SNIFF_BYTES,
  proofFileProblem,
  proofTypeOf,
} from '../../shared/domain/coverage-proof';
import { addDays, LIFE_EVENT_DAYS, lifeEventReportable } from '../../shared/domain/enrollment-gate';
import { ConflictError, ValidationError } from '../../shared/domain/errors';
import type { MemberRecord } from '../../shared/domain/member';
import {
  LIFE_EVENT_GRANT_SECONDS,
  type LifeEvent,
  type LifeEventConfirmBody,
  type LifeEventReportBody,
} from '../../shared/schemas/life-event';
import type { LifeEventRecord } from '../adapters/life-events';
import type { ObjectHead } from '../adapters/member-files';
import { memberFileKeys } from '../resources';

/** What the employee's life event routes read and write (lambdas/composition.ts builds them). */
export interface LifeEventPorts {
  events: {
    ofMember(employerId: string, memberId: string): Promise<LifeEventRecord[]>;
    report(record: LifeEventRecord): Promise<boolean>;
  };
  files: {
    uploadGrant(
      key: string,
      maxBytes: number,
      expiresIn: number,
    ): Promise<{ url: string; fields: Record<string, string> }>;
    head(key: string, count: number): Promise<ObjectHead | undefined>;
    remove(key: string): Promise<void>;
  };
}

/** The event as the employee reads it. */
export const lifeEventView = (r: LifeEventRecord): LifeEvent => ({
  eventId: r.eventId,
  kind: r.kind,
  eventDate: r.eventDate,
  reportedAt: r.reportedAt,
  state: r.state,
  fileType: r.fileType,
  reviewedAt: r.reviewedAt,
  reason: r.state === 'rejected' ? r.reason : null,
  window: r.state === 'approved' ? r.window : null,
});

/** A date in the future is a 400 naming `eventDate`; an event more than 60 days ago a 409 naming its last day. */
function checkReportable(eventDate: string, now: Date): void {
  const reportable = lifeEventReportable(eventDate, todayIso(now));
  if (reportable === 'future') {
    const message = adminApiMessages.lifeEventDateInFuture;
    throw new ValidationError(message, { eventDate: message });
  }
  if (reportable === 'too-late')
    throw new ConflictError(apiMessages.lifeEventReportTooLate(addDays(eventDate, LIFE_EVENT_DAYS)));
}

/** GET /api/LifeEvent: the caller's events, newest first. */
export async function lifeEventsOf(ports: LifeEventPorts, member: MemberRecord): Promise<LifeEvent[]> {
  const records = await ports.events.ofMember(member.employerId, member.id);
  return records.map(lifeEventView);
}

/** POST /api/LifeEvent: checks the event's date, then a pre-signed POST for its document under the member's prefix. */
export async function lifeEventGrant(
  ports: LifeEventPorts,
  member: MemberRecord,
  body: LifeEventReportBody,
  now: Date,
  newId: () => string,
) {
  checkReportable(body.eventDate, now);
  const uploadId = newId();
  const key = memberFileKeys.lifeEvent(member.id, uploadId);
  const { url, fields } = await ports.files.uploadGrant(key, PROOF_MAX_BYTES, LIFE_EVENT_GRANT_SECONDS);
  return {
    url,
    fields,
    uploadId,
    maxBytes: PROOF_MAX_BYTES,
    expiresAt: new Date(now.getTime() + LIFE_EVENT_GRANT_SECONDS * 1000).toISOString(),
  };
}

/**
 * POST /api/LifeEvent/Confirm: the event's date again, then the document's first bytes and size; a
 * document that is not a PDF, JPEG or PNG (by its content) or over 10 MB is deleted and refused
 * (400, nothing stored); with a good one the event is stored pending, once.
 */
export async function confirmLifeEvent(
  ports: LifeEventPorts,
  member: MemberRecord,
  body: LifeEventConfirmBody,
  now: Date,
): Promise<LifeEvent> {
  checkReportable(body.eventDate, now);
  const key = memberFileKeys.lifeEvent(member.id, body.uploadId);
  const found = await ports.files.head(key, PROOF_SNIFF_BYTES);
  if (!found) throw new ValidationError(apiMessages.proofNotUploaded);
  const fileType = proofTypeOf(found.head);
  const problem = proofFileProblem({ bytes: found.bytes, type: fileType });
  if (problem || !fileType) {
    await ports.files.remove(key);
    throw new ValidationError(
      problem === 'too-large'
        ? apiMessages.lifeEventDocumentTooLarge
        : apiMessages.lifeEventDocumentWrongType,
    );
  }
  const record: LifeEventRecord = {
    employerId: member.employerId.toLowerCase(),
    memberId: member.id.toLowerCase(),
    email: member.email.toLowerCase(),
    name: [member.firstname, member.lastname].filter(Boolean).join(' '),
    eventId: body.uploadId.toLowerCase(),
    kind: body.kind,
    eventDate: body.eventDate,
    state: 'pending',
    objectKey: key,
    fileType,
    bytes: found.bytes,
    reportedAt: now.toISOString(),
    reviewedAt: null,
    reviewedBy: null,
    reason: null,
    window: null,
  };
  // The same upload confirmed twice (a retry after the first answer was lost): nothing changes.
  if (!(await ports.events.report(record))) throw new ConflictError(apiMessages.lifeEventAlreadyReported);
  return lifeEventView(record);
}
