/**
 * The access area's secrets and links: one-time tokens and codes (Web Crypto, present in Node and
 * browsers), the set-password link's lifetime and the link itself. How secrets are stored (only as
 * hashes) is the member store's business.
 */
import type { MemberRecord } from '../../shared/domain/member';

/** Default lifetime of a set-password link (issue 4: 72 hours). */
export const DEFAULT_SET_PASSWORD_TTL_HOURS = 72;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url: the set-password token and the deletion proof. */
export function randomSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A uniformly random 6-digit code (rejection sampling keeps every code equally likely). */
export function randomCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const n = buf[0] as number;
    if (n < limit) return String(n % 1_000_000).padStart(6, '0');
  }
}

/**
 * The set-password link lifetime from its environment variable (SET_PASSWORD_TTL_HOURS), the
 * default when absent. A malformed value is a deployment error and throws.
 */
export function setPasswordTtlHours(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SET_PASSWORD_TTL_HOURS;
  const hours = Number(raw);
  if (!Number.isInteger(hours) || hours < 1 || hours > 24 * 30) {
    throw new Error(`SET_PASSWORD_TTL_HOURS must be a whole number of hours from 1 to 720; got '${raw}'`);
  }
  return hours;
}

/** The link of the confirmation e-mail: the stage's portal, the /set-password route and the token. */
export function setPasswordLink(
  portalUrl: string,
  member: Pick<MemberRecord, 'id' | 'employerId'>,
  token: string,
): string {
  const query = new URLSearchParams({ employer_id: member.employerId, member_id: member.id, token });
  return `${portalUrl.replace(/\/+$/, '')}/set-password?${query.toString()}`;
}
