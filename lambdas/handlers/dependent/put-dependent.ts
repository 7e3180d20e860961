import { NotFoundError } from '../../../shared/domain/errors';
import { dependentRecord, toApiDependent } from '../../../shared/domain/profile';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/dependent';
import { callerMember } from '../../caller';
import { clock, profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, checkHousehold, saveHousehold, stampOf } from '../../rules/profile';

/**
 * PUT /api/Dependent: changes one of the caller's dependents (an SSN left out keeps the one on
 * file); answers every dependent. Another member's dependent answers 404 like an unknown one; a
 * stale member version (the one the page read) answers 409.
 */
export const handler = httpHandler(getRoute('put-dependent'), async ({ caller, body }) => {
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const saved = household.dependents.find((d) => d.id.toLowerCase() === body.id.toLowerCase());
  if (!saved) throw new NotFoundError(apiMessages.dependentNotFound);
  const stamp = stampOf(household, clock());
  const record = dependentRecord(household.member.id, body, saved, saved.id, stamp);
  const dependents = household.dependents.map((d) => (d === saved ? record : d));
  checkHousehold(dependents);
  const version = await saveHousehold(
    ports,
    household,
    { puts: [{ record, isNew: false }], deletes: [], stamp },
    body.version,
  );
  return { dependents: dependents.map(toApiDependent), version };
});
