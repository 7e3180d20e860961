/**
 * Life events the member reports (issue 40, item 5; 45 CFR 155.420): the employee's routes (the
 * coverage-proof family, shared/route-table/coverage-proof.ts) and the console's (admin-files,
 * shared/route-table/admin-files.ts). The window rules are shared/domain/enrollment-gate.ts; the
 * document's rule is the proof of coverage's (shared/domain/coverage-proof.ts).
 */
import * as z from 'zod/mini';
import { proofFileTypes } from '../domain/coverage-proof';
import { lifeEventKinds } from '../domain/enrollment-gate';
import { LIFE_EVENT_REASON_MAX, lifeEventStates } from '../domain/life-events';
import { guid, isoDate, ok, plainText } from './common';
import { uploadId } from './coverage-proof';

export { LIFE_EVENT_REASON_MAX };

/** POST /api/LifeEvent: what happened and when; answered with a grant to post its document. */
export const lifeEventReportBody = z.lazy(() =>
  z.strictObject({ kind: z.enum(lifeEventKinds), eventDate: isoDate }),
);
export type LifeEventReportBody = z.infer<typeof lifeEventReportBody>;

/** How long a document's upload grant (the pre-signed POST) works. */
export const LIFE_EVENT_GRANT_SECONDS = 5 * 60;

/** The grant to post the event's document straight to the bucket (as the proof of coverage's). */
export const lifeEventGrantResponse = z.lazy(() =>
  ok({
    data: z.object({
      url: z.string(),
      fields: z.record(z.string(), z.string()),
      uploadId: z.string(),
      maxBytes: z.int(),
      expiresAt: z.string(),
    }),
  }),
);

/** POST /api/LifeEvent/Confirm: the document is there; check it and submit the event for review. */
export const lifeEventConfirmBody = z.lazy(() =>
  z.strictObject({ kind: z.enum(lifeEventKinds), eventDate: isoDate, uploadId: uploadId }),
);
export type LifeEventConfirmBody = z.infer<typeof lifeEventConfirmBody>;

/** The window an approved event opened (shared/domain/enrollment-gate.ts `lifeEventWindowDates`). */
export const lifeEventWindow = z.lazy(() =>
  z.object({
    planYear: z.int(),
    opens: z.string(),
    closes: z.string(),
    /** A birth or adoption's own date: coverage starts on it; null for the first of the month after the election. */
    fixedEffectiveDate: z.nullable(z.string()),
  }),
);

/** The fields of a reported life event as the employee reads it. */
const lifeEventFields = () => ({
  /** The event's id: its document's upload id. */
  eventId: z.string(),
  kind: z.enum(lifeEventKinds),
  eventDate: z.string(),
  reportedAt: z.string(),
  state: z.enum(lifeEventStates),
  fileType: z.enum(proofFileTypes),
  reviewedAt: z.nullable(z.string()),
  /** Why HR rejected it, in HR's words; null unless rejected. */
  reason: z.nullable(z.string()),
  /** The window it opened; null unless approved. */
  window: z.nullable(lifeEventWindow),
});

/** A reported life event as the employee reads it. */
export const lifeEvent = z.lazy(() => z.object(lifeEventFields()));
export type LifeEvent = z.infer<typeof lifeEvent>;

/** GET /api/LifeEvent: the caller's reported events, newest first. */
export const lifeEventsResponse = z.lazy(() => ok({ data: z.object({ events: z.array(lifeEvent) }) }));
/** The event as submitted: pending. */
export const lifeEventConfirmResponse = z.lazy(() => ok({ data: lifeEvent }));

// ---------------------------------------------------------------------------------------------
// The console: list, view and review

/** A reported life event as the console reads it: the event and whose it is (no SSN, no birth date). */
export const employerLifeEvent = z.lazy(() =>
  z.object({
    ...lifeEventFields(),
    memberId: z.string(),
    email: z.string(),
    name: z.string(),
  }),
);
export type EmployerLifeEvent = z.infer<typeof employerLifeEvent>;

/** GET .../life-events: the employer's life events waiting for review, oldest report first. */
export const employerLifeEventsResponse = z.lazy(() =>
  ok({ data: z.object({ events: z.array(employerLifeEvent) }) }),
);

/** POST .../life-events/link: a short-lived link to view an event's document. */
export const lifeEventLinkBody = z.lazy(() => z.strictObject({ memberId: guid, eventId: uploadId }));
export type LifeEventLinkBody = z.infer<typeof lifeEventLinkBody>;

export const lifeEventLinkResponse = z.lazy(() =>
  ok({
    data: z.object({
      url: z.string(),
      expiresAt: z.string(),
      fileType: z.enum(proofFileTypes),
    }),
  }),
);

/** POST .../life-events/review: approve (opens the member's window) or reject with a reason the employee reads. */
export const lifeEventReviewBody = z.lazy(() =>
  z
    .strictObject({
      memberId: guid,
      eventId: uploadId,
      decision: z.enum(['approve', 'reject']),
      reason: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(LIFE_EVENT_REASON_MAX, `must be at most ${LIFE_EVENT_REASON_MAX} characters`),
            plainText(),
          ),
      ),
    })
    .check(
      z.refine((b) => b.decision !== 'reject' || (b.reason ?? '') !== '', {
        message: 'is required to reject',
        path: ['reason'],
      }),
    ),
);
export type LifeEventReviewBody = z.infer<typeof lifeEventReviewBody>;

/** The event as reviewed. */
export const lifeEventReviewResponse = z.lazy(() => ok({ data: employerLifeEvent }));
