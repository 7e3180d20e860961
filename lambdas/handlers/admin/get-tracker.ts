import * as apiMessages from '../../../shared/api-messages';
import { enrollmentPlanYear } from '../../../shared/domain/enrollment-year';
import { NotFoundError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { buildTracker } from '../../admin/tracker';
import {
  censusStore,
  clock,
  coverageProofStore,
  employerRepository,
  ichraNoticeStore,
  rosterReader,
} from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * GET /api/admin/employers/{employerId}/tracker: the employer's enrollment tracker for the plan
 * year being enrolled (as the builder and the operator exports pick it): the counts per state and
 * one page of employees, from two index Queries (lambdas/adapters/roster.ts) and the employer's
 * census (one Query of the admin table): an employee on the census stands as invited (or not
 * started) until a member registers with the same e-mail; and each employee's ICHRA notice state
 * of the plan year (one more Query of the admin table, lambdas/adapters/ichra-notices.ts), and each
 * enrolled employee's proof of coverage (one Query of the admin table, lambdas/adapters/coverage-proofs.ts).
 */
export const handler = adminHttpHandler(getRoute('get-tracker'), async ({ path, query }) => {
  const employer = await employerRepository().get(path.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const planYear = enrollmentPlanYear(clock(), employer.edoc_period);
  const [{ members, accounts }, census, notices, proofRecords] = await Promise.all([
    rosterReader().read(employer.id, planYear),
    censusStore().entries(employer.id),
    ichraNoticeStore().states(employer.id, planYear),
    coverageProofStore().ofPlanYear(employer.id, planYear),
  ]);
  const proofs = new Map([...proofRecords].map(([id, r]) => [id, r.state]));
  const page = buildTracker({ members, accounts, census, notices, proofs }, query);
  return { data: { employer: { id: employer.id, name: employer.accountname }, planYear, ...page } };
});
