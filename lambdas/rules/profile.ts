/**
 * The household's changes as the member, dependent and profile routes make them: read the
 * caller's own household consistently, check the change against the whole household, and write
 * it in one transaction (lambdas/adapters/profiles.ts). Pure decisions live in
 * shared/domain/profile.ts; this module adds the reads and the writes, through the ports the
 * handler passes in.
 */
import { ConflictError, NotFoundError, ValidationError } from '../../shared/domain/errors';
import { normalizeZip } from '../../shared/domain/location';
import type { Language } from '../../shared/domain/language';
import type { MemberRecord } from '../../shared/domain/member';
import { resolveLocation, type DependentRecord, type Stamp } from '../../shared/domain/profile';
import type { Location } from '../../shared/schemas/location';
import { MAX_DEPENDENTS } from '../../shared/domain/household-limits';
import * as apiMessages from '../../shared/api-messages';
import type { LocationRepository } from '../adapters/locations';
import type { Household, HouseholdChange, ProfileStore } from '../adapters/profiles';

/** The household's store: the member and dependents as one unit of change. */
export type Profiles = Pick<ProfileStore, 'load' | 'save'>;

/** The caller's own member and dependents, read consistently, with the version a save must match. */
export async function callerHousehold(
  { profiles }: { profiles: Profiles },
  member: Pick<MemberRecord, 'id'>,
): Promise<Household> {
  const household = await profiles.load(member.id);
  if (!household) throw new NotFoundError(apiMessages.memberNotFound);
  return household;
}

/** Who changes the household, and when: the member, at `now`. */
export const stampOf = (household: Household, now: Date): Stamp => ({
  now: now.toISOString(),
  by: household.member.id,
});

/** The location of the ZIP code and county the member typed (one Query of the locations table). */
export async function locationOf(
  { locations }: { locations: Pick<LocationRepository, 'byZip'> },
  postalcode: string,
  county: string,
  fieldPrefix = '',
): Promise<Location> {
  return resolveLocation(await locations.byZip(normalizeZip(postalcode)), county, fieldPrefix);
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

/**
 * Writes one change of the household read as `household`, made on a page that read the member at
 * `readVersion` (the request's `version`): 409 with the reload message, and nothing written, when
 * the page's read is stale or another write lands first. Answers the member's new version.
 */
export async function saveHousehold(
  { profiles }: { profiles: Profiles },
  household: Household,
  change: HouseholdChange,
  readVersion: number,
): Promise<number> {
  // The change was planned from this request's own read: it must be the page's read as well.
  const outcome =
    household.version === readVersion
      ? await profiles.save(household.member.id, readVersion, change)
      : 'changed';
  if (outcome === 'changed') throw new ConflictError(apiMessages.profileChanged);
  return readVersion + 1;
}

/** The member as a household write leaves it: the read member, its changed fields, the new version. */
export const savedMember = (
  household: Household,
  fields: Partial<MemberRecord>,
  stamp: Stamp,
  version: number,
): MemberRecord => ({
  ...household.member,
  ...fields,
  modifiedon: stamp.now,
  modifiedby: stamp.by,
  version,
});

/**
 * Writes some of the member's own fields alone (dependents untouched), from the version the page
 * read, and answers the member as the write leaves it: PUT /api/Member, /Ssn and /Pcp.
 */
export async function saveMemberFields(
  ports: { profiles: Profiles },
  household: Household,
  fields: Partial<MemberRecord>,
  now: Date,
  readVersion: number,
): Promise<MemberRecord> {
  const stamp = stampOf(household, now);
  const version = await saveHousehold(
    ports,
    household,
    { member: fields, puts: [], deletes: [], stamp },
    readVersion,
  );
  return savedMember(household, fields, stamp, version);
}

/**
 * Stores the member's language alone (PUT /api/Member/Language): no version is checked or changed,
 * so a profile form open in another tab stays current. Answers the member as the write leaves it.
 */
export async function saveLanguage(
  { profiles }: { profiles: Pick<ProfileStore, 'setLanguage'> },
  member: Pick<MemberRecord, 'id'>,
  language: Language,
): Promise<MemberRecord> {
  const saved = await profiles.setLanguage(member.id, language);
  if (!saved) throw new NotFoundError(apiMessages.memberNotFound);
  return saved;
}
