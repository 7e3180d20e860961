/**
 * Enrollment windows and reminders (issue 39, item 4; shared/route-table/admin.ts): the days an
 * employer's employees enroll in for a plan year, set at onboarding and edited by HR, and the
 * reminders HR sends to the employees who have not authorized yet. The employees' side of a window
 * is `publicEmployer.enrollmentWindow` (shared/schemas/employer.ts).
 */
import * as z from 'zod/mini';
import * as adminApiMessages from '../api-messages.admin';
import { email, isoDate, ok } from './common';

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
