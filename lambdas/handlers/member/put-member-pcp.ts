import { toApiMember } from '../../../shared/domain/member';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { clock, profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, saveHousehold, savedMember, stampOf } from '../../rules/profile';

/**
 * PUT /api/Member/Pcp: the cart's 'Enter Additional Enrollment Information' form writes the
 * caller's PCP name, PCP id and existing-patient answer and nothing else of the member, from the
 * member version the page read (409 when it is stale): a profile saved in another tab stays.
 */
export const handler = httpHandler(getRoute('put-member-pcp'), async ({ caller, body }) => {
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const stamp = stampOf(household, clock());
  const fields = { pcpname: body.pcpname, pcpid: body.pcpid, existingpatient: body.existingpatient };
  const version = await saveHousehold(
    ports,
    household,
    { member: fields, puts: [], deletes: [], stamp },
    body.version,
  );
  return { data: toApiMember(savedMember(household, fields, stamp, version)) };
});
