import { toApiMember } from '../../../shared/domain/member';
import { memberFields } from '../../../shared/domain/profile';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { clock, locationRepository, profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, locationOf, saveMemberFields } from '../../rules/profile';

/**
 * PUT /api/Member: the caller's own member fields alone (dependents untouched), from the member
 * version the page read (409 when it is stale). The spec's client sends it with a json-patch
 * content type; the body is JSON either way.
 */
export const handler = httpHandler(getRoute('put-member'), async ({ caller, body }) => {
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const location = await locationOf(
    { locations: locationRepository() },
    body.member.postalcode,
    body.member.county,
    'member.',
  );
  const fields = memberFields(household.member, body.member, location);
  return { data: toApiMember(await saveMemberFields(ports, household, fields, clock(), body.version)) };
});
