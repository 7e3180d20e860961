import { toApiMember } from '../../../shared/domain/member';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { clock, profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, saveMemberFields } from '../../rules/profile';

/**
 * PUT /api/Member/Pcp: the cart's 'Enter Additional Enrollment Information' form writes the
 * caller's PCP name, PCP id and existing-patient answer and nothing else of the member, from the
 * member version the page read (409 when it is stale): a profile saved in another tab stays.
 */
export const handler = httpHandler(getRoute('put-member-pcp'), async ({ caller, body }) => {
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const fields = { pcpname: body.pcpname, pcpid: body.pcpid, existingpatient: body.existingpatient };
  return { data: toApiMember(await saveMemberFields(ports, household, fields, clock(), body.version)) };
});
