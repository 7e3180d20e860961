import type { MemberRecord } from '../shared/domain/member';
import { NotFoundError } from '../shared/domain/errors';
import * as apiMessages from '../shared/api-messages';
import { memberReader } from './composition';
import type { Caller } from './middleware/http';

/**
 * The member behind a verified access token. Every member-scoped handler starts here: it acts on
 * this member, never on an id taken from the path or body (docs/architecture.md, "Security rules").
 */
export async function callerMember(caller: Caller): Promise<MemberRecord> {
  const member = await memberReader().getBySub(caller.sub);
  if (!member) throw new NotFoundError(apiMessages.memberNotFound);
  return member;
}

/**
 * The caller's member when `id` (from a path or body) is the caller's own id. Another member's id
 * answers 404, exactly like an unknown one: nothing tells whether that member exists.
 *
 * @example
 * const member = await ownMember(caller, path.memberid);
 */
export async function ownMember(caller: Caller, id: string): Promise<MemberRecord> {
  const member = await callerMember(caller);
  if (member.id.toLowerCase() !== id.toLowerCase()) throw new NotFoundError(apiMessages.memberNotFound);
  return member;
}
