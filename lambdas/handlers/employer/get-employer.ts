import { toPublicEmployer } from '../../../shared/domain/employer';
import { NotFoundError } from '../../../shared/domain/errors';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/employer';
import { employerRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/** GET /api/Employer/{id}: the public fields of an employer, for the registration link. */
export const handler = httpHandler(getRoute('get-employer'), async ({ path }) => {
  const employer = await employerRepository().get(path.id);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  return { data: toPublicEmployer(employer) };
});
