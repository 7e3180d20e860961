import { toApiMember } from '../../../shared/domain/member';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { clock, profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, saveMemberFields } from '../../rules/profile';

/**
 * PUT /api/Member/Ssn: the SSN popup of plan shopping saves the caller's SSN alone, from the member
 * version the page read (409 when it is stale); the answer shows its last four digits only.
 */
export const handler = httpHandler(getRoute('put-member-ssn'), async ({ caller, body }) => {
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const fields = { ssn: body.additionalid };
  return { data: toApiMember(await saveMemberFields(ports, household, fields, clock(), body.version)) };
});
