import { adminApiMessages } from '../../../shared/admin-api-messages';
import * as apiMessages from '../../../shared/api-messages';
import type { NewHireSettings } from '../../../shared/domain/enrollment-gate';
import { NotFoundError, ValidationError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { adminStore, clock, employerRepository, enrollmentWindowStore } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * PUT /api/admin/employers/{employerId}/new-hire-rules: the employer's new-hire rules (issue 40):
 * when a new hire becomes eligible (the first of the month after hire, or N days after it) and how
 * many days their window stays open. Written with its activity record in one transaction; a
 * waiting period in days without the days is a 400 naming `waitingDays`, and writes nothing.
 */
export const handler = adminHttpHandler(getRoute('put-new-hire-rules'), async ({ path, body, admin }) => {
  if (body.waitingPeriod === 'days-after-hire' && body.waitingDays === undefined) {
    const message = adminApiMessages.adminWaitingDaysRequired;
    throw new ValidationError(message, { waitingDays: message });
  }
  const employer = await employerRepository().get(path.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const settings: NewHireSettings = {
    waitingPeriod:
      body.waitingPeriod === 'days-after-hire'
        ? { kind: 'days-after-hire', days: body.waitingDays ?? 0 }
        : { kind: 'first-of-month-after-hire' },
    daysToEnroll: body.daysToEnroll,
  };
  const now = clock();
  const waiting =
    settings.waitingPeriod.kind === 'days-after-hire'
      ? `${settings.waitingPeriod.days} days after hire`
      : 'the first of the month after hire';
  await adminStore().recordWith(
    {
      employerIds: [employer.id],
      actor: admin.grant.email,
      action: 'window-change',
      detail: `New-hire rules: eligible ${waiting}, ${settings.daysToEnroll} days to enroll`,
    },
    now,
    [enrollmentWindowStore().newHireSettingsPut(employer.id, settings, admin.grant.email, now)],
  );
  return {
    data: {
      waitingPeriod: body.waitingPeriod,
      ...(settings.waitingPeriod.kind === 'days-after-hire'
        ? { waitingDays: settings.waitingPeriod.days }
        : {}),
      daysToEnroll: settings.daysToEnroll,
    },
  };
});
