import { toPublicEmployer } from '../../../shared/domain/employer';
import { enrollmentPlanYear } from '../../../shared/domain/enrollment-year';
import { NotFoundError } from '../../../shared/domain/errors';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/employer';
import { clock, employerRepository, enrollmentWindowStore } from '../../composition';
import { httpHandler } from '../../middleware/http';

/**
 * GET /api/Employer/{id}: the public fields of an employer, for the registration link, with the
 * enrollment window of the plan year its employees enroll for now (one GetItem of the admin table,
 * lambdas/adapters/enrollment-windows.ts), which the pages show as "Enroll by <date>".
 */
export const handler = httpHandler(getRoute('get-employer'), async ({ path }) => {
  const employer = await employerRepository().get(path.id);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const planYear = enrollmentPlanYear(clock(), employer.edoc_period);
  const window = await enrollmentWindowStore().window(employer.id, planYear);
  return {
    data: toPublicEmployer(employer, window ? { opens: window.opens, closes: window.closes } : null),
  };
});
