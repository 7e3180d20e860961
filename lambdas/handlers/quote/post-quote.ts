import { ForbiddenError, ValidationError } from '../../../shared/domain/errors';
import {
  assertBornBy,
  planYearOf,
  quoteHousehold,
  ratePlans,
  toHealthPlan,
} from '../../../shared/domain/rating';
import { messages } from '../../../shared/messages';
import { getRoute } from '../../../shared/routes';
import { PlanRepository } from '../../adapters/plans';
import { callerMember } from '../../caller';
import { dynamoClient, tableName } from '../../composition';
import { httpHandler } from '../../middleware/http';

let plans: PlanRepository | undefined;

/**
 * POST /api/HealthPlanQuote: every plan offered in the county and effective on the date, with the
 * household's monthly premium, cheapest first. Two DynamoDB reads: the caller, then the county's
 * plans (one partition).
 */
export const handler = httpHandler(getRoute('post-quote'), async ({ body, caller }) => {
  const member = await callerMember(caller);
  if (body.accountid !== member.accountid) throw new ForbiddenError(messages.forbidden);
  const on = body.policyeffectivedateRequested;
  const household = quoteHousehold(
    { birthdate: body.empinfo.birthdate, tobacco: body.issmoker === 'true' },
    body.memberdependentlist,
  );
  assertBornBy(household, on, (i) =>
    i === 0 ? 'empinfo.birthdate' : `memberdependentlist.${i - 1}.dateofbirth`,
  );
  plans ??= new PlanRepository(dynamoClient(), tableName('plans'));
  const offers = await plans.offersIn(planYearOf(on), body.countycode);
  if (offers.some((o) => o.state !== body.state))
    throw new ValidationError(`${messages.invalidRequest} state: ${messages.stateNotOfCounty}`, {
      state: messages.stateNotOfCounty,
    });
  return { healthplans: ratePlans(offers, household, on).map(toHealthPlan) };
});
