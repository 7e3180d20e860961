/**
 * The console's review of life events (issue 40, item 5; GET .../life-events, POST
 * .../life-events/link and .../life-events/review, the admin-files family): HR or the broker lists
 * the employer's events waiting for review, views an event's document through a short-lived link,
 * and approves it, which opens the member's own enrollment window with the dates the rule gives
 * (shared/domain/enrollment-gate.ts `lifeEventWindowDates`; 45 CFR 155.420), or rejects it with a
 * reason the employee reads. The event's new state, the window (on approval) and the activity
 * record are one transaction (AdminStore.recordWith), conditional on the event still being pending.
 *
 * An employee is reached only through the employer in the path, which the admin chain has checked
 * against the grant: events are keyed by that employer, so another employer's member has none here.
 * Whether an event qualifies under the plan is HR's to judge; the portal records the decision.
 */
import { adminApiMessages } from '../../shared/admin-api-messages';
import * as apiMessages from '../../shared/api-messages';
import { enrollmentPlanYear } from '../../shared/domain/enrollment-year';
import { todayIso } from '../../shared/domain/calendar';
import { proofMimeTypes } from '../../shared/domain/coverage-proof';
import { lifeEventWindowDates, type MemberWindow } from '../../shared/domain/enrollment-gate';
import { ConflictError, NotFoundError } from '../../shared/domain/errors';
import { lifeEventPlanYear } from '../../shared/domain/life-events';
import type { EmployerLifeEvent, LifeEventReviewBody } from '../../shared/schemas/life-event';
import type { ActivityRecord } from '../adapters/admin';
import { isConditionFailure } from '../adapters/conditions';
import type { LifeEventRecord } from '../adapters/life-events';
import { lifeEventView } from '../rules/life-events';

/** How long a document's view link works. */
export const LIFE_EVENT_LINK_SECONDS = 5 * 60;

type Put = { TableName: string; Item: Record<string, unknown> };

export interface LifeEventReviewPorts {
  /** The employer's effective-date lead (edoc_period), for the plan year its builder enrolls for; undefined when unknown. */
  employer(employerId: string): Promise<{ edoc_period: number } | undefined>;
  events: {
    get(employerId: string, memberId: string, eventId: string): Promise<LifeEventRecord | undefined>;
    ofEmployer(employerId: string, state: 'pending'): Promise<LifeEventRecord[]>;
    reviewPut(reviewed: LifeEventRecord): Put;
  };
  windows: { memberWindowPut(employerId: string, window: MemberWindow): Put };
  files: {
    viewLink(key: string, contentType: string, expiresIn: number, signingDate: Date): Promise<string>;
  };
  recordWith(record: ActivityRecord, now: Date, puts: readonly Put[]): Promise<void>;
}

/** The event as the console reads it. */
export const employerLifeEventView = (r: LifeEventRecord): EmployerLifeEvent => ({
  ...lifeEventView(r),
  memberId: r.memberId,
  email: r.email,
  name: r.name,
});

async function eventOf(ports: LifeEventReviewPorts, employerId: string, memberId: string, eventId: string) {
  const record = await ports.events.get(employerId, memberId, eventId);
  if (!record) throw new NotFoundError(adminApiMessages.lifeEventNotFound);
  return record;
}

/** GET .../life-events: the events waiting for review, oldest report first. */
export async function pendingLifeEvents(
  ports: LifeEventReviewPorts,
  employerId: string,
): Promise<EmployerLifeEvent[]> {
  return (await ports.events.ofEmployer(employerId, 'pending')).map(employerLifeEventView);
}

/** A 5-minute inline link to an event's document. */
export async function lifeEventLink(
  ports: LifeEventReviewPorts,
  employerId: string,
  body: { memberId: string; eventId: string },
  now: Date,
) {
  const record = await eventOf(ports, employerId, body.memberId, body.eventId);
  const url = await ports.files.viewLink(
    record.objectKey,
    proofMimeTypes[record.fileType],
    LIFE_EVENT_LINK_SECONDS,
    now,
  );
  return {
    url,
    expiresAt: new Date(now.getTime() + LIFE_EVENT_LINK_SECONDS * 1000).toISOString(),
    fileType: record.fileType,
  };
}

/**
 * Approves a pending event, opening the member's window of kind 'life-event' from today (a new one
 * replaces the member's earlier window of that plan year), or rejects it with the reason; 409 when
 * it is no longer pending.
 */
export async function reviewLifeEvent(
  ports: LifeEventReviewPorts,
  employerId: string,
  body: LifeEventReviewBody,
  reviewer: string,
  now: Date,
): Promise<LifeEventRecord> {
  const record = await eventOf(ports, employerId, body.memberId, body.eventId);
  if (record.state !== 'pending') throw new ConflictError(adminApiMessages.lifeEventNotPending);
  const approve = body.decision === 'approve';
  const today = todayIso(now);
  const base = { ...record, reviewedAt: now.toISOString(), reviewedBy: reviewer };
  let reviewed: LifeEventRecord;
  const puts: Put[] = [];
  let detail: string;
  if (approve) {
    const dates = lifeEventWindowDates(record.kind, record.eventDate, today);
    const employer = await ports.employer(employerId);
    if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
    const enrolling = enrollmentPlanYear(now, employer.edoc_period);
    const planYear = lifeEventPlanYear(record.kind, record.eventDate, today, enrolling);
    const window: MemberWindow = {
      memberId: record.memberId,
      planYear,
      kind: 'life-event',
      ...dates,
      reason: `${record.kind} on ${record.eventDate}, reported by the employee`,
      openedBy: reviewer,
      openedAt: now.toISOString(),
    };
    reviewed = {
      ...base,
      state: 'approved',
      reason: null,
      window: {
        planYear,
        opens: dates.opens,
        closes: dates.closes,
        fixedEffectiveDate: dates.fixedEffectiveDate,
      },
    };
    puts.push(ports.events.reviewPut(reviewed), ports.windows.memberWindowPut(employerId, window));
    detail = `Approved the life event (${record.kind} on ${record.eventDate}) of ${record.email}: window ${planYear} from ${dates.opens} to ${dates.closes}`;
  } else {
    reviewed = { ...base, state: 'rejected', reason: (body.reason ?? '').trim(), window: null };
    puts.push(ports.events.reviewPut(reviewed));
    detail = `Rejected the life event (${record.kind} on ${record.eventDate}) of ${record.email}: ${reviewed.reason}`;
  }
  try {
    await ports.recordWith(
      { employerIds: [employerId], actor: reviewer, action: 'life-event-review', detail },
      now,
      puts,
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(adminApiMessages.lifeEventNotPending);
    throw error;
  }
  return reviewed;
}
