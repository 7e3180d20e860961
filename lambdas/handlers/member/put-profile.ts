import { randomUUID } from 'node:crypto';
import { toApiMember } from '../../../shared/domain/member';
import { planProfileSave, toApiDependent } from '../../../shared/domain/profile';
import { getRoute } from '../../../shared/route-table/member';
import { httpHandler } from '../../middleware/http';
import {
  callerHousehold,
  checkHousehold,
  locationOf,
  saveHousehold,
  savedMember,
  stampOf,
} from '../../rules/profile';

/**
 * PUT /api/Member/Profile: the member's own fields and the complete list of dependents, written
 * in one transaction (added, changed and removed dependents with the member), or nothing at all;
 * nothing either when the member version the page read is stale (409).
 */
export const handler = httpHandler(getRoute('put-profile'), async ({ caller, body }) => {
  const household = await callerHousehold(caller);
  const location = await locationOf(body.member.postalcode, body.member.county, 'member.');
  const stamp = stampOf(household);
  const plan = planProfileSave(household.member, household.dependents, body, location, stamp, randomUUID);
  checkHousehold(plan.dependents);
  const version = await saveHousehold(
    household,
    { member: plan.member, puts: plan.puts, deletes: plan.deletes, stamp },
    body.version,
  );
  return {
    data: toApiMember(savedMember(household, plan.member, stamp, version)),
    dependents: plan.dependents.map(toApiDependent),
  };
});
