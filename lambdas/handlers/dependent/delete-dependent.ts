import { NotFoundError } from '../../../shared/domain/errors';
import { toApiDependent } from '../../../shared/domain/profile';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/dependent';
import { callerMember } from '../../caller';
import { clock, profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, saveHousehold, stampOf } from '../../rules/profile';

/**
 * DELETE /api/Dependent/{id}: removes one of the caller's dependents; answers the dependents
 * left. Another member's dependent answers 404 like an unknown one; a stale member version (the
 * query's, the one the page read) answers 409.
 */
export const handler = httpHandler(getRoute('delete-dependent'), async ({ caller, path, query }) => {
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const saved = household.dependents.find((d) => d.id.toLowerCase() === path.id.toLowerCase());
  if (!saved) throw new NotFoundError(apiMessages.dependentNotFound);
  const change = { puts: [], deletes: [saved], stamp: stampOf(household, clock()) };
  const version = await saveHousehold(ports, household, change, Number(query.version));
  return { dependents: household.dependents.filter((d) => d !== saved).map(toApiDependent), version };
});
