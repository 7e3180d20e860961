import { toApiMember } from '../../../shared/domain/member';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { clock, profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, saveHousehold, savedMember, stampOf } from '../../rules/profile';

/**
 * PUT /api/Member/Ssn: the SSN popup of plan shopping saves the caller's SSN alone, from the member
 * version the page read (409 when it is stale); the answer shows its last four digits only.
 */
export const handler = httpHandler(getRoute('put-member-ssn'), async ({ caller, body }) => {
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const stamp = stampOf(household, clock());
  const fields = { ssn: body.additionalid };
  const version = await saveHousehold(
    ports,
    household,
    { member: fields, puts: [], deletes: [], stamp },
    body.version,
  );
  return { data: toApiMember(savedMember(household, fields, stamp, version)) };
});
