import { randomUUID } from 'node:crypto';
import { dependentRecord, toApiDependent } from '../../../shared/domain/profile';
import { getRoute } from '../../../shared/route-table/dependent';
import { callerMember } from '../../caller';
import { clock, profileStore } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { callerHousehold, checkHousehold, saveHousehold, stampOf } from '../../rules/profile';

/**
 * POST /api/Dependent: adds a dependent (sent with the all-zero id) to the caller's household;
 * answers every dependent. From the member version the page read: 409 when it is stale.
 */
export const handler = httpHandler(getRoute('post-dependent'), async ({ caller, body }) => {
  const ports = { profiles: profileStore() };
  const household = await callerHousehold(ports, await callerMember(caller));
  const stamp = stampOf(household, clock());
  const record = dependentRecord(household.member.id, body, undefined, randomUUID(), stamp);
  const dependents = [...household.dependents, record];
  checkHousehold(dependents);
  const version = await saveHousehold(
    ports,
    household,
    { puts: [{ record, isNew: true }], deletes: [], stamp },
    body.version,
  );
  return { dependents: dependents.map(toApiDependent), version };
});
