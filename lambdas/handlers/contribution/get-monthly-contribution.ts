import { householdFromDates } from '../../../shared/domain/contribution';
import { centsToDollars } from '../../../shared/domain/money';
import { planYearOf } from '../../../shared/domain/rating';
import { getRoute } from '../../../shared/route-table/contribution';
import { callerMember } from '../../caller';
import {
  dependentRepository,
  employerRepository,
  locationRepository,
  planRepository,
} from '../../composition';
import { httpHandler } from '../../middleware/http';
import { classTerms, householdContributionCents, ownClass, ownEmployer } from '../../rules/household';

/**
 * GET /api/EmployerContribution/GetMonthlyEmployerContributionWithClass/{accountid}/{effectiveDate}/{dob}/{state}/{class}/{d1}/{d2}/{d3}/{d4}/{d5}:
 * the monthly employer contribution for the caller's household, in dollars with two decimals.
 * The dependents' relationships come from the caller's saved dependents (matched by birth date).
 */
export const handler = httpHandler(getRoute('get-monthly-contribution'), async ({ path, caller }) => {
  const member = await callerMember(caller);
  const ports = { employers: employerRepository(), locations: locationRepository(), plans: planRepository() };
  const employer = await ownEmployer(ports, path.accountid, member);
  const [terms, saved] = await Promise.all([
    classTerms(ports, employer.id, planYearOf(path.effectiveDate), ownClass(path.class, member)),
    dependentRepository().listByMember(member.id),
  ]);
  const household = householdFromDates(path.dob, [path.d1, path.d2, path.d3, path.d4, path.d5], saved);
  return {
    data: centsToDollars(
      await householdContributionCents(ports, member, terms, household, path.effectiveDate),
    ),
  };
});
