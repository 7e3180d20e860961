import { ForbiddenError } from '../../../shared/domain/errors';
import {
  assertBornBy,
  planYearOf,
  quoteHousehold,
  ratePlans,
  toHealthPlan,
} from '../../../shared/domain/rating';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/quote';
import { callerMember } from '../../caller';
import { planRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { offersInCounty } from '../../rules/household';

/**
 * POST /api/HealthPlanQuote: every plan offered in the county and effective on the date, with the
 * household's monthly premium, cheapest first. Two DynamoDB reads: the caller, then the county's
 * plans (one partition). A county with no plans at all for the year answers an empty list with a
 * message naming the county, state and plan year.
 */
export const handler = httpHandler(getRoute('post-quote'), async ({ body, caller }) => {
  const member = await callerMember(caller);
  if (body.accountid !== member.accountid) throw new ForbiddenError(apiMessages.forbidden);
  const on = body.policyeffectivedateRequested;
  const household = quoteHousehold(
    { birthdate: body.empinfo.birthdate, tobacco: body.issmoker === 'true' },
    body.memberdependentlist,
  );
  assertBornBy(household, on, (i) =>
    i === 0 ? 'empinfo.birthdate' : `memberdependentlist.${i - 1}.dateofbirth`,
  );
  const planYear = planYearOf(on);
  const offers = await offersInCounty({ plans: planRepository() }, planYear, body.countycode, body.state);
  // An empty catalog is not 'no plan matched': say which state and year have no plans loaded.
  if (offers.length === 0)
    return { healthplans: [], message: apiMessages.noPlansLoaded(body.countyname, body.state, planYear) };
  return { healthplans: ratePlans(offers, household, on).map(toHealthPlan) };
});
