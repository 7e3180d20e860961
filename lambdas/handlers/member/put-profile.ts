import { randomUUID } from 'node:crypto';
import { toApiMember } from '../../../shared/domain/member';
import { planProfileSave, toApiDependent } from '../../../shared/domain/profile';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { clock, locationRepository, profileStore } from '../../composition';
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
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const location = await locationOf(
    { locations: locationRepository() },
    body.member.postalcode,
    body.member.county,
    'member.',
  );
  const stamp = stampOf(household, clock());
  const plan = planProfileSave(household.member, household.dependents, body, location, stamp, randomUUID);
  checkHousehold(plan.dependents);
  const version = await saveHousehold(
    ports,
    household,
    { member: plan.member, puts: plan.puts, deletes: plan.deletes, stamp },
    body.version,
  );
  return {
    data: toApiMember(savedMember(household, plan.member, stamp, version)),
    dependents: plan.dependents.map(toApiDependent),
  };
});
