/**
 * The household's changes as the member, dependent and profile routes make them: read the
 * caller's own household consistently, check the change against the whole household, and write
 * it in one transaction (lambdas/adapters/profiles.ts). Pure decisions live in
 * shared/domain/profile.ts; this module adds the reads and the writes.
 */
import { ConflictError, NotFoundError, ValidationError } from '../../shared/domain/errors';
import { normalizeZip } from '../../shared/domain/location';
import { resolveLocation, type DependentRecord, type Stamp } from '../../shared/domain/profile';
import type { Location } from '../../shared/schemas/location';
import { MAX_DEPENDENTS } from '../../shared/domain/household-limits';
import * as apiMessages from '../../shared/api-messages';
import type { Household, HouseholdChange } from '../adapters/profiles';
import { callerMember } from '../caller';
import { clock, locationRepository, profileStore } from '../composition';
import type { Caller } from '../middleware/http';

/** The caller's own member and dependents, read consistently, with the version a save must match. */
export async function callerHousehold(caller: Caller): Promise<Household> {
  const member = await callerMember(caller);
  const household = await profileStore().load(member.id);
  if (!household) throw new NotFoundError(apiMessages.memberNotFound);
  return household;
}

/** Who changes the household, and when: the member, now. */
export const stampOf = (household: Household): Stamp => ({
  now: clock().toISOString(),
  by: household.member.id,
});

/** The location of the ZIP code and county the member typed (one Query of the locations table). */
export async function locationOf(postalcode: string, county: string, fieldPrefix = ''): Promise<Location> {
  return resolveLocation(await locationRepository().byZip(normalizeZip(postalcode)), county, fieldPrefix);
}

/** The household rules every change keeps: at most one spouse and MAX_DEPENDENTS dependents. */
export function checkHousehold(dependents: readonly DependentRecord[]): void {
  if (dependents.filter((d) => d.relationship === 'spouse').length > 1)
    throw new ValidationError(`${apiMessages.invalidRequest} relationship: ${apiMessages.oneSpouseOnly}`, {
      relationship: apiMessages.oneSpouseOnly,
    });
  if (dependents.length > MAX_DEPENDENTS)
    throw new ValidationError(apiMessages.tooManyDependents(MAX_DEPENDENTS), {
      dependents: apiMessages.tooManyDependents(MAX_DEPENDENTS),
    });
}

/** Writes one change of the household read as `household`; 409 when another save landed first. */
export async function saveHousehold(household: Household, change: HouseholdChange): Promise<void> {
  const outcome = await profileStore().save(household.member.id, household.version, change);
  if (outcome === 'changed') throw new ConflictError(apiMessages.profileChanged);
}
