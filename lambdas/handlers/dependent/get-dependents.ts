import { NotFoundError } from '../../../shared/domain/errors';
import { toApiDependent } from '../../../shared/domain/profile';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/dependent';
import { callerMember } from '../../caller';
import { profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';

/**
 * GET /api/Dependent/{memberid}: the caller's own dependents, SSNs masked to the last four digits.
 * Another member's id answers 404, exactly like an unknown one. With the member version a next
 * write of the household sends back.
 */
export const handler = httpHandler(getRoute('get-dependents'), async ({ caller, path }) => {
  const member = await callerMember(caller);
  if (member.id.toLowerCase() !== path.memberid.toLowerCase())
    throw new NotFoundError(apiMessages.memberNotFound);
  const dependents = await profileStore().dependents(member.id);
  return { dependents: dependents.map(toApiDependent), version: member.version };
});
