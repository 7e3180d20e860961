/**
 * The access area's flows (spec portal sections 2-9, with the rules of docs/architecture.md, "Security rules"):
 * registration and its confirmation e-mail, the one-time set-password link, deletion of a pending
 * registration with its proof, the in-app password reset by e-mailed code, and the change of a
 * signed-in member's password.
 *
 * Pure: the member store, the employers, the user pool and the mailer are ports, implemented by
 * the adapters in lambdas/adapters. Secrets are generated here (Web Crypto, present in Node and
 * browsers); how they are stored (only as hashes) is the store's business.
 */
import type { TokenResponse } from '../schemas/auth';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  PasswordInfo,
  RegisterBody,
  ResetPasswordBody,
  SetPasswordBody,
} from '../schemas/member';
import { messages } from '../messages';
import type { Employer } from './employer';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from './errors';
import type { MemberRecord } from './member';
import { meetsPasswordRule } from './password';
import type { RateLimiter } from './rate-limit';

/** Default lifetime of a set-password link (issue 4: 72 hours). */
export const DEFAULT_SET_PASSWORD_TTL_HOURS = 72;
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
  createPending(member: MemberRecord, token: OneTimeSecret, proof: string): Promise<boolean>;
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
  send(mail: Mail): Promise<void>;
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

// ---------------------------------------------------------------------------------------------
// Secrets, links and e-mails

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

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

const escapeHtml = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

type Block = { text: string } | { link: string; label: string } | { code: string };

/** One e-mail in two bodies from the same blocks; every value is escaped in the HTML body. */
function compose(to: string, subject: string, blocks: Block[]): Mail {
  const text = blocks
    .map((b) => ('text' in b ? b.text : 'link' in b ? `${b.label}:\n${b.link}` : b.code))
    .join('\n\n');
  const html = blocks
    .map((b) =>
      'text' in b
        ? `<p>${escapeHtml(b.text)}</p>`
        : 'link' in b
          ? `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`
          : `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(b.code)}</p>`,
    )
    .join('\n');
  return { to, subject, text, html: `<!doctype html>\n<html><body>\n${html}\n</body></html>` };
}

/** The confirmation e-mail of spec portal section 9: a welcome subject asking to confirm the address. */
export function confirmationEmail(p: {
  to: string;
  firstname: string;
  employerName: string;
  link: string;
  ttlHours: number;
}): Mail {
  return compose(p.to, messages.confirmationEmailSubject, [
    { text: messages.confirmationEmailGreeting(p.firstname) },
    { text: messages.confirmationEmailIntro(p.employerName) },
    { link: p.link, label: messages.confirmationEmailLinkLabel },
    { text: messages.confirmationEmailExpiry(p.ttlHours) },
    { text: messages.confirmationEmailIgnore },
  ]);
}

export function resetCodeEmail(p: { to: string; firstname: string; code: string; minutes: number }): Mail {
  return compose(p.to, messages.resetCodeEmailSubject, [
    { text: messages.confirmationEmailGreeting(p.firstname) },
    { text: messages.resetCodeEmailIntro },
    { code: p.code },
    { text: messages.resetCodeEmailExpiry(p.minutes) },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Members

/** Registered, password not yet set: the only state in which the link and the deletion work. */
export const isPending = (m: MemberRecord): boolean => m.sub === null && m.ispasswordchanged === null;

/** A member as registration creates it, with the spec's defaults (spec portal sections 3 and 9). */
export function newPendingMember(
  body: RegisterBody,
  employer: Employer,
  id: string,
  now: Date,
): MemberRecord {
  const email = body.member.personalemailaddress.trim().toLowerCase();
  return {
    id,
    employerId: employer.id,
    accountid: employer.accountid,
    firstname: body.member.firstname,
    lastname: body.member.lastname,
    address1: null,
    address2: null,
    city: null,
    stateorprovince: null,
    postalcode: null,
    county: null,
    emailaddress: null,
    personalemailaddress: email,
    phonenumber: body.member.phonenumber,
    birthdate: null,
    gender: null,
    istobaccouser: null,
    origination: 1,
    relationship: 1,
    status: 'Active',
    contributionclass: 'ALL',
    currentplanid: null,
    currentplanyear: body.plan_year,
    pcpname: null,
    pcpid: null,
    existingpatient: null,
    ispasswordchanged: null,
    createdon: now.toISOString(),
    createdby: 'Register',
    modifiedon: null,
    modifiedby: null,
    sub: null,
    email,
    ssn: null,
  };
}

async function send(mailer: MailPort, mail: Mail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    const refused = new ServiceUnavailableError(messages.emailNotSent);
    refused.cause = error;
    throw refused;
  }
}

function newSetPasswordToken(deps: Pick<AccessDeps, 'now' | 'config'>): OneTimeSecret {
  return { value: randomSecret(), expiresAt: seconds(deps.now()) + deps.config.setPasswordTtlHours * 3600 };
}

async function sendConfirmation(
  member: MemberRecord,
  employerName: string,
  token: OneTimeSecret,
  deps: Pick<AccessDeps, 'mailer' | 'config'>,
) {
  await send(
    deps.mailer,
    confirmationEmail({
      to: member.email,
      firstname: member.firstname,
      employerName,
      link: setPasswordLink(deps.config.portalUrl, member, token.value),
      ttlHours: deps.config.setPasswordTtlHours,
    }),
  );
}

const passwordRuleError = (field: string) =>
  new ValidationError(messages.passwordSubmit, { [field]: messages.passwordSubmit });

// ---------------------------------------------------------------------------------------------
// Flows

/**
 * POST /api/Member/Register. Creates the pending member, its set-password token and its deletion
 * proof in one transaction, then sends the confirmation e-mail. When the e-mail cannot be sent
 * the registration is rolled back (nothing stays) and the answer is 503, so the user can simply
 * try again. The body's `company` (the name the browser shows) is not used: the e-mail names the
 * employer from our own data, and the link's host is the stage's portal, never the request's.
 */
export async function register(
  body: RegisterBody,
  ip: string,
  deps: AccessDeps,
): Promise<{ memberid: string; proof: string }> {
  const email = body.member.personalemailaddress.trim().toLowerCase();
  await deps.limiter.consume('register', { account: email, ip });

  const employer = await deps.employers.get(body.member.employer_id);
  if (!employer) throw new NotFoundError(messages.employerNotFound);
  if (employer.accountid !== body.member.accountid) {
    throw new ValidationError(messages.employerLinkInvalid, {
      'member.accountid': messages.employerLinkInvalid,
    });
  }
  const now = deps.now();
  // The browser's calendar year; a year either side of ours allows for time zones at New Year.
  if (Math.abs(body.plan_year - now.getUTCFullYear()) > 1) {
    throw new ValidationError(`${messages.invalidRequest} plan_year: ${messages.planYearInvalid}`, {
      plan_year: messages.planYearInvalid,
    });
  }
  if (await deps.store.findMemberByEmail(email)) throw new ConflictError(messages.registerFailed);

  const member = newPendingMember(body, employer, crypto.randomUUID(), now);
  const token = newSetPasswordToken(deps);
  const proof = randomSecret();
  if (!(await deps.store.createPending(member, token, proof)))
    throw new ConflictError(messages.registerFailed);
  try {
    await sendConfirmation(member, employer.accountname, token, deps);
  } catch (error) {
    // Roll back. Should the rollback itself fail, the member stays pending and is still
    // recoverable: ForgotPassword re-sends the set-password link to a pending member.
    await deps.store.removePending(member).catch((rollbackError: unknown) => {
      (error as Error).cause = new AggregateError(
        [(error as Error).cause, rollbackError],
        'sending failed, then the rollback failed',
      );
    });
    throw error;
  }
  return { memberid: member.id, proof };
}

/**
 * The member behind a valid set-password link, or a 403 that says nothing more: an unknown
 * member, a wrong, used or expired token and a member whose password is set all look the same.
 */
async function memberOfLink(id: string, token: string, ip: string, deps: AccessDeps): Promise<MemberRecord> {
  const subjects = { account: id.toLowerCase(), ip };
  await deps.limiter.ensureAllowed('set-password', subjects);
  const valid = await deps.store.matchesSetPasswordToken(id, token, seconds(deps.now()));
  const member = valid ? await deps.store.getMember(id) : undefined;
  if (!member || !isPending(member)) {
    await deps.limiter.recordFailure('set-password', subjects);
    throw new ForbiddenError(messages.setPasswordLinkInvalid);
  }
  return member;
}

/** GET /api/Member/GetMemberPasswordInfo: what the /set-password screen needs to show its form. */
export async function passwordInfo(
  query: { id: string; token: string },
  ip: string,
  deps: AccessDeps,
): Promise<PasswordInfo> {
  const member = await memberOfLink(query.id, query.token, ip, deps);
  return {
    memberid: member.id,
    accountid: member.accountid,
    employer_id: member.employerId,
    passwordset: member.ispasswordchanged !== null,
  };
}

/**
 * The pool user for a member, created when missing. A user left over by an earlier attempt for
 * the same member is reused (an attempt can fail after creating it); one created for a member
 * that no longer exists (a deleted registration of the same e-mail) is replaced; any other user
 * of that e-mail is a conflict and stays untouched.
 */
async function ensureUser(member: MemberRecord, deps: AccessDeps): Promise<IdentityUser> {
  const existing = await deps.identity.findUser(member.email);
  if (existing) {
    if (existing.memberId === member.id) return existing;
    const stale = existing.memberId !== null && (await deps.store.getMember(existing.memberId)) === undefined;
    if (!stale) throw new ConflictError(messages.passwordSetFailed);
    await deps.identity.deleteUser(existing.username);
  }
  return deps.identity.createUser(member.email, member.id);
}

/**
 * POST /api/Member/SetPassword. The token is held by a lease for the attempt, the pool user is
 * created with the password, then one transaction binds the user, sets ispasswordchanged and
 * consumes the token. A replay finds no token (403); a failed attempt gives the lease back so the
 * link still works.
 */
export async function setPassword(body: SetPasswordBody, ip: string, deps: AccessDeps): Promise<void> {
  const member = await memberOfLink(body.id, body.token, ip, deps);
  if (!meetsPasswordRule(body.password)) throw passwordRuleError('password');

  const now = deps.now();
  const lease = await deps.store.claimSetPasswordToken(
    member.id,
    body.token,
    seconds(now),
    seconds(now) + SET_PASSWORD_LEASE_SECONDS,
  );
  if (!lease) throw new ForbiddenError(messages.setPasswordLinkInvalid);
  let completed = false;
  try {
    const user = await ensureUser(member, deps);
    if (!(await deps.identity.setPassword(user.username, body.password))) throw passwordRuleError('password');
    completed = await deps.store.completeSetPassword(member.id, user.sub, now.toISOString(), lease);
  } finally {
    // A release that fails is harmless: the lease runs out after SET_PASSWORD_LEASE_SECONDS.
    if (!completed) await deps.store.releaseSetPasswordToken(member.id, lease).catch(() => undefined);
  }
  if (!completed) throw new ForbiddenError(messages.setPasswordLinkInvalid);
}

/** DELETE /api/Member/{id}?proof=: only a pending registration, only with the proof its registration returned. */
export async function deletePending(id: string, proof: string, ip: string, deps: AccessDeps): Promise<void> {
  const subjects = { account: id.toLowerCase(), ip };
  await deps.limiter.ensureAllowed('delete-pending', subjects);
  const proven = await deps.store.matchesProof(id, proof);
  const member = proven ? await deps.store.getMember(id) : undefined;
  if (!member || !isPending(member) || !(await deps.store.removePending(member))) {
    await deps.limiter.recordFailure('delete-pending', subjects);
    throw new ForbiddenError(messages.deletionFailed);
  }
}

/**
 * POST /api/Member/ForgotPassword. Answers the same whether or not the e-mail is known. A member
 * whose password is set gets a 6-digit code; a pending member (the 'already initiated' case: the
 * confirmation e-mail never arrived) gets a new set-password link instead.
 */
export async function forgotPassword(body: ForgotPasswordBody, ip: string, deps: AccessDeps): Promise<void> {
  const email = body.email.trim().toLowerCase();
  await deps.limiter.consume('forgot-password', { account: email, ip });
  const member = await deps.store.findMemberByEmail(email);
  if (!member) return;
  if (isPending(member)) {
    const employer = await deps.employers.get(member.employerId);
    const token = newSetPasswordToken(deps);
    await deps.store.replaceSetPasswordToken(member.id, token);
    await sendConfirmation(member, employer?.accountname ?? messages.appName, token, deps);
    return;
  }
  const code: OneTimeSecret = {
    value: randomCode(),
    expiresAt: seconds(deps.now()) + RESET_CODE_TTL_MINUTES * 60,
  };
  await deps.store.putResetCode(member.id, code);
  await send(
    deps.mailer,
    resetCodeEmail({
      to: member.email,
      firstname: member.firstname,
      code: code.value,
      minutes: RESET_CODE_TTL_MINUTES,
    }),
  );
}

/** POST /api/Member/ResetPassword: the e-mailed code (15 minutes, 5 attempts) and a new password. */
export async function resetPassword(body: ResetPasswordBody, ip: string, deps: AccessDeps): Promise<void> {
  const email = body.email.trim().toLowerCase();
  const subjects = { account: email, ip };
  await deps.limiter.ensureAllowed('reset-password', subjects);
  if (!meetsPasswordRule(body.password)) throw passwordRuleError('password');

  const now = deps.now();
  const member = await deps.store.findMemberByEmail(email);
  const valid =
    member !== undefined &&
    !isPending(member) &&
    (await deps.store.tryResetCode(member.id, body.code, seconds(now), RESET_CODE_MAX_ATTEMPTS));
  if (!member || !valid) {
    await deps.limiter.recordFailure('reset-password', subjects);
    throw new ValidationError(messages.resetCodeRefused, { code: messages.resetCodeRefused });
  }
  if (!(await deps.identity.setPassword(member.email, body.password))) throw passwordRuleError('password');
  await deps.store.consumeResetCode(member.id, body.code);
  await deps.store.markPasswordChanged(member.id, now.toISOString());
}

/**
 * POST /api/changepassword: the new password must meet the rule, and the caller's current
 * password is checked against the pool (failures count as failed logins).
 */
export async function changePassword(
  body: ChangePasswordBody,
  caller: { member: MemberRecord; username: string },
  ip: string,
  deps: Pick<AccessDeps, 'store' | 'identity' | 'limiter' | 'now'>,
): Promise<void> {
  if (!meetsPasswordRule(body.newpassword)) throw passwordRuleError('newpassword');
  const subjects = { account: caller.member.email, ip };
  await deps.limiter.ensureAllowed('login', subjects);
  if (!(await deps.identity.passwordSignIn(caller.member.email, body.currentpassword))) {
    await deps.limiter.recordFailure('login', subjects);
    throw new ValidationError(messages.currentPasswordWrong, {
      currentpassword: messages.currentPasswordWrong,
    });
  }
  if (!(await deps.identity.setPassword(caller.username, body.newpassword)))
    throw passwordRuleError('newpassword');
  await deps.store.markPasswordChanged(caller.member.id, deps.now().toISOString());
}

/** POST /api/Login, throttled: failed attempts count per e-mail and per client address. */
export async function signIn(
  body: { email: string; password: string },
  ip: string,
  deps: Pick<AccessDeps, 'identity' | 'limiter'>,
): Promise<TokenResponse | undefined> {
  // Every pool user is created with the lower-cased e-mail.
  const email = body.email.trim().toLowerCase();
  const subjects = { account: email, ip };
  await deps.limiter.ensureAllowed('login', subjects);
  const tokens = await deps.identity.passwordSignIn(email, body.password);
  if (!tokens) await deps.limiter.recordFailure('login', subjects);
  return tokens;
}
