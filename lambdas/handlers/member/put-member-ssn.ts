import { toApiMember } from '../../../shared/domain/member';
import { getRoute } from '../../../shared/route-table/member';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, saveHousehold, stampOf } from '../../rules/profile';

/**
 * PUT /api/Member/Ssn: the SSN popup of plan shopping saves the caller's SSN alone; the answer
 * shows its last four digits only.
 */
export const handler = httpHandler(getRoute('put-member-ssn'), async ({ caller, body }) => {
  const household = await callerHousehold(caller);
  const stamp = stampOf(household);
  await saveHousehold(household, { member: { ssn: body.additionalid }, puts: [], deletes: [], stamp });
  return {
    data: toApiMember({
      ...household.member,
      ssn: body.additionalid,
      modifiedon: stamp.now,
      modifiedby: stamp.by,
    }),
  };
});
