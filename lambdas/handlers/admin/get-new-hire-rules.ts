import * as apiMessages from '../../../shared/api-messages';
import { NotFoundError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { employerRepository, enrollmentWindowStore } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * GET /api/admin/employers/{employerId}/new-hire-rules: the employer's new-hire rules as the PUT
 * route takes them (the waiting period, its days when in days, the days to enroll), or null when
 * none are set, so that the console's form starts from what is stored.
 */
export const handler = adminHttpHandler(getRoute('get-new-hire-rules'), async ({ path }) => {
  const employer = await employerRepository().get(path.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const settings = await enrollmentWindowStore().newHireSettings(employer.id);
  if (!settings) return { data: null };
  const w = settings.waitingPeriod;
  return {
    data:
      w.kind === 'days-after-hire'
        ? { waitingPeriod: w.kind, waitingDays: w.days, daysToEnroll: settings.daysToEnroll }
        : { waitingPeriod: w.kind, daysToEnroll: settings.daysToEnroll },
  };
});
