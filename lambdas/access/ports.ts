/**
 * What the access area's flows (registration.ts) need from the world, as ports the adapters of
 * lambdas/adapters implement: the member store, the employers, the user pool and the mailer, plus
 * the flows' configuration and limits.
 */
import type { TokenResponse } from '../../shared/schemas/auth';
import type { Employer } from '../../shared/domain/employer';
import type { MemberRecord } from '../../shared/domain/member';
import type { RateLimiter } from './rate-limit';

/** Lifetime and attempts of an e-mailed reset code. */
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** How long one set-password attempt holds its token, so a concurrent replay fails. */
export const SET_PASSWORD_LEASE_SECONDS = 60;

/** A secret with its expiry (epoch seconds). */
export interface OneTimeSecret {
  value: string;
  expiresAt: number;
}

/** The member table, seen from the flows. Secrets go in raw; the store keeps only their hashes. */
export interface AccessStore {
  getMember(id: string): Promise<MemberRecord | undefined>;
  findMemberByEmail(email: string): Promise<MemberRecord | undefined>;
  /**
   * Writes the member, its e-mail claim, its set-password token and its deletion proof in one
   * transaction. Answers false, writing nothing, when the e-mail is already claimed.
   */
  createPending(
    member: MemberRecord,
    token: OneTimeSecret,
    proof: string,
    /** Writes of another table that land in the same transaction (an invitation's census entry). */
    also?: readonly Record<string, unknown>[],
  ): Promise<boolean>;
  /**
   * Removes a pending member and everything written with it, in one transaction. Answers false,
   * removing nothing, when the member is no longer pending.
   */
  removePending(member: MemberRecord): Promise<boolean>;
  matchesProof(memberId: string, proof: string): Promise<boolean>;
  /** Whether the token is the member's current set-password token and has not expired. */
  matchesSetPasswordToken(memberId: string, token: string, nowSeconds: number): Promise<boolean>;
  /** Issues a new set-password token; the previous link stops working. */
  replaceSetPasswordToken(memberId: string, token: OneTimeSecret): Promise<void>;
  /**
   * Holds the token for one attempt (a lease until `leaseUntil`): answers the lease id, or
   * undefined when the token is wrong, expired, used, or held by another attempt.
   */
  claimSetPasswordToken(
    memberId: string,
    token: string,
    nowSeconds: number,
    leaseUntil: number,
  ): Promise<string | undefined>;
  /** Gives a lease back after a failed attempt, so the link can be used again. */
  releaseSetPasswordToken(memberId: string, lease: string): Promise<void>;
  /**
   * In one transaction: binds the user pool identity, sets ispasswordchanged and consumes the
   * token held by `lease`. Answers false, writing nothing, when the member is no longer pending
   * or the lease is gone.
   */
  completeSetPassword(memberId: string, sub: string, at: string, lease: string): Promise<boolean>;
  putResetCode(memberId: string, code: OneTimeSecret): Promise<void>;
  /**
   * Counts one attempt at the member's reset code and answers whether the code matches. An
   * expired code, or one whose attempts are used up, never matches.
   */
  tryResetCode(memberId: string, code: string, nowSeconds: number, maxAttempts: number): Promise<boolean>;
  /** Consumes the reset code; false when it was consumed already. */
  consumeResetCode(memberId: string, code: string): Promise<boolean>;
  markPasswordChanged(memberId: string, at: string): Promise<void>;
}

/** A user of the pool: its username, its `sub` and the member it was created for. */
export interface IdentityUser {
  username: string;
  sub: string;
  memberId: string | null;
}

/** The user pool, seen from the flows. */
export interface IdentityPort {
  findUser(email: string): Promise<IdentityUser | undefined>;
  /** Creates a confirmed user with a verified e-mail, without sending the pool's own message. */
  createUser(email: string, memberId: string): Promise<IdentityUser>;
  /** Sets a permanent password; false when the pool refuses the password. */
  setPassword(username: string, password: string): Promise<boolean>;
  deleteUser(username: string): Promise<void>;
  /** Tokens when the pool accepts the credentials, undefined when it refuses them. */
  passwordSignIn(email: string, password: string): Promise<TokenResponse | undefined>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailPort {
  /** Sends the mail; answers the id the mail service gave it, where it gives one. */
  send(mail: Mail): Promise<string | undefined | void>;
}

export interface EmployerPort {
  get(id: string): Promise<Employer | undefined>;
}

export interface AccessConfig {
  /** The stage's own portal origin: the host of every e-mailed link, never taken from a request. */
  portalUrl: string;
  setPasswordTtlHours: number;
}

export interface AccessDeps {
  store: AccessStore;
  employers: EmployerPort;
  identity: IdentityPort;
  mailer: MailPort;
  limiter: RateLimiter;
  now: () => Date;
  config: AccessConfig;
}
