/**
 * GET /api/Order/EnrollmentWindow (issue 40, item 5): whether the caller may elect for the plan year
 * the builder enrolls for now (shared/domain/enrollment-gate.ts), so the builder shows a closed
 * enrollment instead of letting the member walk to POST /api/Order's 409.
 */
import * as z from 'zod/mini';
import { memberWindowKinds } from '../domain/enrollment-gate';
import { ok } from './common';

export const enrollmentGateResponse = z.lazy(() =>
  ok({
    data: z.object({
      planYear: z.int(),
      /** open: open enrollment (or no window set); member-window: a window of the member's own; closed. */
      state: z.enum(['open', 'member-window', 'closed']),
      /** The employer window's last day (closed: the deadline that passed), or null. */
      deadline: z.nullable(z.string()),
      /** In a member window: its kind, its last day and the one effective date it gives. */
      memberWindow: z.nullable(
        z.object({ kind: z.enum(memberWindowKinds), closes: z.string(), effectiveDate: z.string() }),
      ),
    }),
  }),
);
export type EnrollmentGateAnswer = z.infer<typeof enrollmentGateResponse>['data'];
