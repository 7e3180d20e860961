import { centsToDollars } from '../../../shared/domain/money';
import { planYearOf } from '../../../shared/domain/rating';
import { getRoute } from '../../../shared/route-table/contribution';
import { callerMember } from '../../caller';
import { employerRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { classTerms, ownEmployer } from '../../rules/household';

/**
 * GET /api/EmployerContribution/GetWaivedContribution/{accountid}/{effectiveDate}/{dob}/{state}:
 * the monthly contribution of the caller's class when coverage is waived, in dollars.
 */
export const handler = httpHandler(getRoute('get-waived-contribution'), async ({ path, caller }) => {
  const member = await callerMember(caller);
  const ports = { employers: employerRepository() };
  const employer = await ownEmployer(ports, path.accountid, member);
  const terms = await classTerms(
    ports,
    employer.id,
    planYearOf(path.effectiveDate),
    member.contributionclass,
  );
  return { data: centsToDollars(terms.waivedCents) };
});
