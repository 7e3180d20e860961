import { adminApiMessages } from '../../../shared/admin-api-messages';
import * as apiMessages from '../../../shared/api-messages';
import { todayIso } from '../../../shared/domain/calendar';
import {
  addDays,
  correctionWindowDates,
  LIFE_EVENT_DAYS,
  lifeEventReportable,
  lifeEventWindowDates,
  newHireWindowDates,
  type MemberWindow,
} from '../../../shared/domain/enrollment-gate';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import type { MemberWindowBody } from '../../../shared/schemas/admin-window';
import {
  adminStore,
  censusStore,
  clock,
  employerRepository,
  enrollmentWindowStore,
  memberReader,
} from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

type WindowDates = Pick<MemberWindow, 'opens' | 'closes' | 'effectiveFrom' | 'fixedEffectiveDate'>;

/**
 * A new hire's window from the employer's new-hire rules and the hire date (the body's, else the
 * census's): it opens the day they become eligible. Refused when the employer has no rules (409),
 * no hire date is known (400 naming `hireDate`) or the window has already passed (409).
 */
async function newHireWindow(
  employerId: string,
  body: Extract<MemberWindowBody, { kind: 'new-hire' }>,
  today: string,
): Promise<{ dates: WindowDates; reason: string }> {
  const [settings, entry] = await Promise.all([
    enrollmentWindowStore().newHireSettings(employerId),
    body.hireDate ? undefined : censusStore().entry(employerId, body.email),
  ]);
  if (!settings) throw new ConflictError(adminApiMessages.adminNewHireSettingsMissing);
  const hireDate = body.hireDate ?? entry?.hireDate ?? null;
  if (!hireDate) {
    const message = adminApiMessages.adminHireDateMissing;
    throw new ValidationError(message, { hireDate: message });
  }
  const dates = newHireWindowDates(hireDate, settings);
  if (dates.closes < today)
    throw new ConflictError(adminApiMessages.adminNewHireWindowPassed(dates.opens, dates.closes));
  return { dates, reason: body.reason ?? `New hire, hired ${hireDate}` };
}

/**
 * A life event's window, opened today (45 CFR 155.420(c)(1)): refused for an event in the future
 * (400 naming `eventDate`) or more than 60 days ago (409 naming the last day it could open one).
 */
function lifeEventWindow(
  body: Extract<MemberWindowBody, { kind: 'life-event' }>,
  today: string,
): WindowDates {
  const reportable = lifeEventReportable(body.eventDate, today);
  if (reportable === 'future') {
    const message = adminApiMessages.lifeEventDateInFuture;
    throw new ValidationError(message, { eventDate: message });
  }
  if (reportable === 'too-late')
    throw new ConflictError(adminApiMessages.lifeEventTooLate(addDays(body.eventDate, LIFE_EVENT_DAYS)));
  return lifeEventWindowDates(body.event, body.eventDate, today);
}

/** The window's dates and reason by its kind. */
async function windowFor(
  employerId: string,
  body: MemberWindowBody,
  today: string,
): Promise<{ dates: WindowDates; reason: string }> {
  switch (body.kind) {
    case 'correction':
      return { dates: correctionWindowDates(today, body.days), reason: body.reason };
    case 'new-hire':
      return newHireWindow(employerId, body, today);
    case 'life-event':
      return {
        dates: lifeEventWindow(body, today),
        reason: `${body.event} on ${body.eventDate}: ${body.reason}`,
      };
  }
}

const labels = { correction: 'Correction', 'new-hire': 'New-hire', 'life-event': 'Life-event' } as const;

/**
 * POST /api/admin/employers/{employerId}/member-windows: HR opens a window of one registered
 * employee's own (found by e-mail among the employer's members, the byEmployer index the tracker
 * reads) for a plan year: a correction from today for `days` days with a reason, a new hire's
 * from the employer's new-hire rules (29 CFR 2590.702-2(c)(6)), or a life event's (45 CFR 155.420). The window and its activity record
 * are one transaction (AdminStore.recordWith); a new one replaces the member's earlier window of
 * the year. In it the employee may elect (again) outside open enrollment; the new order set
 * supersedes the old from the window's effective date: the first of the month after the election,
 * a birth or adoption's own date (shared/domain/enrollment-gate.ts; 45 CFR 155.420(b)). The payroll
 * and 834 change files then carry the difference (docs/operations.md "The month of a change").
 */
export const handler = adminHttpHandler(getRoute('post-member-window'), async ({ path, body, admin }) => {
  const employer = await employerRepository().get(path.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const email = body.email.toLowerCase();
  const members = await memberReader().listByEmployer(employer.id);
  const member = members.find((m) => m.email.toLowerCase() === email);
  if (!member) throw new NotFoundError(adminApiMessages.adminMemberNotRegistered);
  const now = clock();
  const today = todayIso(now);
  const { dates, reason } = await windowFor(employer.id, body, today);
  const window: MemberWindow = {
    memberId: member.id,
    planYear: body.planYear,
    kind: body.kind,
    ...dates,
    reason,
    openedBy: admin.grant.email,
    openedAt: now.toISOString(),
  };
  const label = labels[body.kind];
  await adminStore().recordWith(
    {
      employerIds: [employer.id],
      actor: admin.grant.email,
      action: 'window-change',
      detail: `${label} window ${window.planYear} for ${email}: ${window.opens} to ${window.closes} (${window.reason})`,
    },
    now,
    [enrollmentWindowStore().memberWindowPut(employer.id, window)],
  );
  return {
    data: {
      email,
      planYear: window.planYear,
      kind: window.kind,
      opens: window.opens,
      closes: window.closes,
      reason: window.reason,
    },
  };
});
