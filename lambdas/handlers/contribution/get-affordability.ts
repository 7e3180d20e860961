import {
  affordabilityOfOffer,
  requiredContributionPercent,
  toAffordabilityData,
} from '../../../shared/domain/affordability';
import { ConflictError } from '../../../shared/domain/errors';
import { dollarsToCents } from '../../../shared/domain/money';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/contribution';
import { callerMember } from '../../caller';
import {
  employerRepository,
  locationRepository,
  planRepository,
  planYearFigureStore,
} from '../../composition';
import { httpHandler } from '../../middleware/http';
import { classTerms, offersWhereMemberLives, storedBirthdate } from '../../rules/household';
import { yearlyFiguresFor } from '../../rules/plan-year-figures';

/**
 * GET /api/EmployerContribution/Affordability/{planYear}?householdIncome=: whether the caller's
 * offer is affordable for the plan year, with the numbers behind the verdict. The year's
 * percentage is the built-in one or, where the built-in year has none, the one an operator stored
 * for the stage (lambdas/rules/plan-year-figures.ts); a plan year with neither answers 404 before
 * anything else is read.
 */
export const handler = httpHandler(getRoute('get-affordability'), async ({ path, query, caller }) => {
  const planYear = Number(path.planYear);
  const figures = await yearlyFiguresFor({ figures: planYearFigureStore() }, planYear, 'affordability');
  const percent = requiredContributionPercent(planYear, figures);
  const member = await callerMember(caller);
  if (!member.birthdate) throw new ConflictError(apiMessages.profileBirthdateMissing);
  const [terms, offers] = await Promise.all([
    classTerms({ employers: employerRepository() }, member.employerId, planYear, member.contributionclass),
    offersWhereMemberLives({ locations: locationRepository(), plans: planRepository() }, member, planYear),
  ]);
  const verdict = affordabilityOfOffer({
    planYear,
    requiredContributionPercent: percent,
    birthdate: storedBirthdate(member.birthdate),
    policy: terms.policy,
    offers,
    householdIncomeCents: dollarsToCents(query.householdIncome),
  });
  return { data: toAffordabilityData(verdict) };
});
