/**
 * Registration from a census invitation: the census entry a link's token opens, and what it changes
 * in a registration (the census's class; the entry marked registered in the same transaction).
 * Failed look-ups count against the `invitation` abuse limit, as failed set-password links do.
 */
import * as apiMessages from '../../../shared/api-messages';
import { ForbiddenError, ValidationError } from '../../../shared/domain/errors';
import type { RegisterBody } from '../../../shared/schemas/member';
import type { RegistrationInvitation } from '../../access/registration';
import type { CensusEntry } from '../../adapters/census';
import { hashSecret } from '../../adapters/member-access';
import { accessDeps, censusStore, clock } from '../../composition';

/** The census entry of a valid token, or a 403 that says nothing more (unknown, replaced, used, expired). */
export async function invitationEntry(token: string, ip: string): Promise<CensusEntry> {
  const tokenHash = hashSecret(token);
  const subjects = { account: tokenHash.slice(0, 32), ip };
  const { limiter } = accessDeps();
  await limiter.ensureAllowed('invitation', subjects);
  const entry = await censusStore().invitation(tokenHash, Math.floor(clock().getTime() / 1000));
  if (!entry) {
    await limiter.recordFailure('invitation', subjects);
    throw new ForbiddenError(apiMessages.invitationLinkInvalid);
  }
  return entry;
}

/** The invitation of a registration's token; refused when it is for another e-mail or employer. */
export async function registrationInvitation(
  body: RegisterBody,
  token: string,
  ip: string,
): Promise<RegistrationInvitation> {
  const entry = await invitationEntry(token, ip);
  const email = body.member.personalemailaddress.trim().toLowerCase();
  if (entry.email !== email || entry.employerId !== body.member.employer_id.toLowerCase())
    throw new ValidationError(apiMessages.invitationMismatch, {
      'member.personalemailaddress': apiMessages.invitationMismatch,
    });
  return {
    contributionClass: entry.class,
    writes: (memberId, at) => [censusStore().registeredWrite(entry, memberId, at)],
    undo: (memberId) => censusStore().unregister(entry, memberId),
  };
}
