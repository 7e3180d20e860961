/**
 * Enrollment windows and reminders (issue 39, item 4; shared/route-table/admin.ts): the days an
 * employer's employees enroll in for a plan year, set at onboarding and edited by HR, and the
 * reminders HR sends to the employees who have not authorized yet. The employees' side of a window
 * is `publicEmployer.enrollmentWindow` (shared/schemas/employer.ts).
 */
import * as z from 'zod/mini';
import * as adminApiMessages from '../api-messages.admin';
import {
  MAX_WAITING_DAYS,
  MAX_WINDOW_DAYS,
  lifeEventKinds,
  memberWindowKinds,
} from '../domain/enrollment-gate';
import { email, isoDate, ok, plainText } from './common';

/** The most e-mails one reminder request names (an employer of 10,000). */
export const REMINDER_MAX_EMAILS = 10_000;

/** How long after a reminder the same employee is not reminded again. */
export { REMINDER_INTERVAL_HOURS } from '../domain/reminders';

/** Whether a window closes on or after the day it opens (dates YYYY-MM-DD compare as text). */
export const windowClosesOnOrAfterOpens = (window: { opens: string; closes: string }): boolean =>
  window.closes >= window.opens;

/** A window's fields, each checked on its own: the PUT route's body. */
const windowFields = () =>
  z.strictObject({
    planYear: z.int().check(z.minimum(2000), z.maximum(2100)),
    /** The first day employees may enroll (YYYY-MM-DD). */
    opens: isoDate,
    /** The last day employees may enroll (YYYY-MM-DD), on or after `opens`. */
    closes: isoDate,
  });

/**
 * An enrollment window of a plan year, with the rule that it closes on or after it opens (the
 * console's form checks with it). The PUT route's body is the same fields without the rule, which
 * the handler applies so that the 400 carries its own code, `adminWindowClosesBeforeOpens`, and
 * names `closes` (as shared/schemas/order.ts leaves a waiver's reason to the elections' rule).
 */
export const enrollmentWindow = z.lazy(() =>
  windowFields().check(
    z.refine<{ opens: string; closes: string }>(windowClosesOnOrAfterOpens, {
      path: ['closes'],
      message: adminApiMessages.adminWindowClosesBeforeOpens,
    }),
  ),
);
export type EnrollmentWindow = z.infer<typeof enrollmentWindow>;

/** PUT /api/admin/employers/{employerId}/windows: a window's fields (the handler checks the order). */
export const enrollmentWindowBody = z.lazy(() => windowFields());

/** GET .../windows: the employer's windows by plan year, and the plan year it enrolls for now. */
export const windowsResponse = z.lazy(() =>
  ok({
    data: z.object({
      /** Every window set, by plan year ascending. */
      windows: z.array(enrollmentWindow),
      /** The plan year the employer's employees enroll for today (shared/domain/enrollment-year.ts). */
      currentPlanYear: z.int(),
    }),
  }),
);

/**
 * POST /api/admin/employers/{employerId}/member-windows: a correction HR opens for one registered
 * employee (by e-mail) for a plan year, with a reason, for `days` days from today (issue 40,
 * item 5; shared/domain/enrollment-gate.ts). A new window replaces the employee's earlier one.
 */
export const memberWindowBody = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      email,
      planYear: z.int().check(z.minimum(2000), z.maximum(2100)),
      kind: z.literal('correction'),
      reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500), plainText()),
      days: z.int().check(z.minimum(1), z.maximum(MAX_WINDOW_DAYS)),
    }),
    /**
     * A new hire's window, from the employer's new-hire rules: the hire date given here (set in
     * the console), else the census's `hire_date` for the e-mail.
     */
    z.strictObject({
      email,
      planYear: z.int().check(z.minimum(2000), z.maximum(2100)),
      kind: z.literal('new-hire'),
      hireDate: z.optional(isoDate),
      reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500), plainText())),
    }),
    /**
     * A life event's window (shared/domain/enrollment-gate.ts `lifeEventWindowDates`): HR opens it
     * for an event the employee reported another way, or approves a reported one; the event's kind
     * and date set when it closes and the effective date (a birth or adoption from its own date).
     */
    z.strictObject({
      email,
      planYear: z.int().check(z.minimum(2000), z.maximum(2100)),
      kind: z.literal('life-event'),
      event: z.enum(lifeEventKinds, { error: `must be one of ${lifeEventKinds.join(', ')}` }),
      eventDate: isoDate,
      reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500), plainText()),
    }),
  ]),
);
export type MemberWindowBody = z.infer<typeof memberWindowBody>;

/** The member window as stored (no member id: the console names employees by e-mail). */
export const memberWindowResponse = z.lazy(() =>
  ok({
    data: z.object({
      email: z.string(),
      planYear: z.int(),
      kind: z.enum(memberWindowKinds),
      opens: z.string(),
      closes: z.string(),
      reason: z.string(),
    }),
  }),
);

/**
 * PUT /api/admin/employers/{employerId}/new-hire-rules: when a new hire becomes eligible (the first
 * of the month after the hire date, or `waitingDays` after it: at most 90, 29 CFR 2590.715-2708)
 * and how many days their window stays open.
 */
export const newHireRulesBody = z.lazy(() =>
  z.strictObject({
    waitingPeriod: z.enum(['first-of-month-after-hire', 'days-after-hire']),
    /** With `days-after-hire` only (the handler asks for it then: `adminWaitingDaysRequired`). */
    waitingDays: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_WAITING_DAYS))),
    daysToEnroll: z.int().check(z.minimum(1), z.maximum(MAX_WINDOW_DAYS)),
  }),
);
export type NewHireRulesBody = z.infer<typeof newHireRulesBody>;
export const newHireRulesResponse = z.lazy(() => ok({ data: newHireRulesBody }));
/** GET .../new-hire-rules: the employer's new-hire rules as stored, or null when none are set. */
export const newHireRulesReadResponse = z.lazy(() => ok({ data: z.nullable(newHireRulesBody) }));
export type NewHireRules = z.infer<typeof newHireRulesBody>;

/** PUT .../windows: the window as stored. */
export const windowResponse = z.lazy(() => ok({ data: enrollmentWindow }));

/**
 * POST /api/admin/employers/{employerId}/reminders: the employees to remind, by e-mail, or all
 * who have not authorized (`all: true`); exactly one of the two.
 */
export const remindersBody = z.lazy(() =>
  z
    .strictObject({
      emails: z.optional(z.array(email).check(z.minLength(1), z.maxLength(REMINDER_MAX_EMAILS))),
      all: z.optional(z.literal(true)),
    })
    .check(
      z.refine<{ emails?: unknown; all?: unknown }>(
        (body) => (body.emails === undefined) !== (body.all === undefined),
        'must name either the employees (emails) or all of them (all: true), not both',
      ),
    ),
);
export type RemindersBody = z.infer<typeof remindersBody>;

/** What a reminder request did, per employee named (or every employee, with `all`). */
export const remindersResponse = z.lazy(() =>
  ok({
    data: z.object({
      /** Reminders put in the outbox now. */
      queued: z.int(),
      /** Employees skipped: reminded less than 48 hours ago. */
      alreadyReminded: z.int(),
      /** Employees skipped: authorized already (enrolled or waived), or not on this employer. */
      notDue: z.int(),
    }),
  }),
);
export type RemindersResult = z.infer<typeof remindersResponse>['data'];
