import { enrollmentPlanYear } from '../../../shared/domain/enrollment-year';
import { NotFoundError } from '../../../shared/domain/errors';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/order';
import { callerMember } from '../../caller';
import { clock, employerRepository, enrollmentWindowStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { enrollmentGateOf } from '../../rules/enrollment-gate';

/**
 * GET /api/Order/EnrollmentWindow: what the enrollment gate says of the caller's election for the
 * plan year the builder enrolls for today (lambdas/rules/enrollment-gate.ts): open, a window of the
 * caller's own (with the effective date it gives), or closed with the deadline that passed.
 */
export const handler = httpHandler(getRoute('get-enrollment-window'), async ({ caller }) => {
  const member = await callerMember(caller);
  const employer = await employerRepository().get(member.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const now = clock();
  const gate = await enrollmentGateOf(
    { windows: enrollmentWindowStore() },
    member,
    enrollmentPlanYear(now, employer.edoc_period),
    now,
  );
  return {
    data: {
      planYear: gate.planYear,
      state: gate.state,
      deadline: gate.state === 'member-window' ? null : gate.deadline,
      memberWindow:
        gate.state === 'member-window'
          ? { kind: gate.window.kind, closes: gate.window.closes, effectiveDate: gate.effectiveDate }
          : null,
    },
  };
});
