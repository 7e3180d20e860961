import * as apiMessages from '../../../shared/api-messages';
import { enrollmentPlanYear } from '../../../shared/domain/enrollment-year';
import { NotFoundError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { clock, employerRepository, enrollmentWindowStore } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * GET /api/admin/employers/{employerId}/windows: the employer's enrollment windows by plan year,
 * and the plan year its employees enroll for today (the builder's and the tracker's), so that the
 * console offers that year's window first.
 */
export const handler = adminHttpHandler(getRoute('get-windows'), async ({ path }) => {
  const employer = await employerRepository().get(path.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const windows = await enrollmentWindowStore().windows(employer.id);
  return { data: { windows, currentPlanYear: enrollmentPlanYear(clock(), employer.edoc_period) } };
});
