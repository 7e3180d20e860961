/**
 * The access area's flows (spec portal sections 2-9, with the rules of docs/architecture.md, "Security rules"):
 * registration and its confirmation e-mail, the one-time set-password link, deletion of a pending
 * registration with its proof, the in-app password reset by e-mailed code, and the change of a
 * signed-in member's password.
 *
 * Pure: the member store, the employers, the user pool and the mailer are ports (ports.ts),
 * implemented by the adapters in lambdas/adapters; secrets and links come from secrets.ts,
 * the e-mails from emails.ts.
 */
import type { TokenResponse } from '../../shared/schemas/auth';
import {
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  SET_PASSWORD_LEASE_SECONDS,
  type AccessDeps,
  type IdentityUser,
  type Mail,
  type MailPort,
  type OneTimeSecret,
} from './ports';
import { confirmationEmail, resetCodeEmail } from './emails';
import { randomCode, randomSecret, setPasswordLink } from './secrets';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  PasswordInfo,
  RegisterBody,
  ResetPasswordBody,
  SetPasswordBody,
} from '../../shared/schemas/member';
import * as apiMessages from '../../shared/api-messages';
import type { Employer } from '../../shared/domain/employer';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../shared/domain/errors';
import { DEFAULT_LANGUAGE, languageOf } from '../../shared/domain/language';
import { emptyMemberFields, type MemberRecord } from '../../shared/domain/member';
import { meetsPasswordRule } from '../../shared/domain/password';

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

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
    ...emptyMemberFields,
    id,
    employerId: employer.id,
    accountid: employer.accountid,
    firstname: body.member.firstname,
    lastname: body.member.lastname,
    personalemailaddress: email,
    phonenumber: body.member.phonenumber,
    origination: 1,
    relationship: 1,
    status: 'Active',
    contributionclass: 'ALL',
    currentplanyear: body.plan_year,
    // The language the page registered in: the confirmation e-mail's, and the member's from then on.
    language: body.language ?? DEFAULT_LANGUAGE,
    createdon: now.toISOString(),
    createdby: 'Register',
    version: 0,
    email,
  };
}

async function send(mailer: MailPort, mail: Mail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    const refused = new ServiceUnavailableError(apiMessages.emailNotSent);
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
      language: languageOf(member),
    }),
  );
}

const passwordRuleError = (field: string) =>
  new ValidationError(apiMessages.passwordSubmit, { [field]: apiMessages.passwordSubmit });

// ---------------------------------------------------------------------------------------------
// Flows

/**
 * What registering from a census invitation changes: the member's class is the census's, and the
 * census entry is marked registered in the registration's own transaction.
 */
export interface RegistrationInvitation {
  contributionClass: string;
  /** Writes of another table for the registration's transaction. */
  writes(memberId: string, at: string): Record<string, unknown>[];
  /** Undoes them when the registration is rolled back. */
  undo(memberId: string): Promise<void>;
}

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
  /** Reads the invitation of the body's token, once the attempt is counted (the registration handler gives it). */
  invitationOf?: () => Promise<RegistrationInvitation | undefined>,
): Promise<{ memberid: string; proof: string }> {
  const email = body.member.personalemailaddress.trim().toLowerCase();
  await deps.limiter.consume('register', { account: email, ip });

  const employer = await deps.employers.get(body.member.employer_id);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  if (employer.accountid !== body.member.accountid) {
    throw new ValidationError(apiMessages.employerLinkInvalid, {
      'member.accountid': apiMessages.employerLinkInvalid,
    });
  }
  const now = deps.now();
  // The browser's calendar year; a year either side of ours allows for time zones at New Year.
  if (Math.abs(body.plan_year - now.getUTCFullYear()) > 1) {
    throw new ValidationError(`${apiMessages.invalidRequest} plan_year: ${apiMessages.planYearInvalid}`, {
      plan_year: apiMessages.planYearInvalid,
    });
  }
  if (await deps.store.findMemberByEmail(email)) throw new ConflictError(apiMessages.registerFailed);
  const invitation = await invitationOf?.();

  const member = newPendingMember(body, employer, crypto.randomUUID(), now);
  if (invitation) member.contributionclass = invitation.contributionClass;
  const token = newSetPasswordToken(deps);
  const proof = randomSecret();
  const also = invitation?.writes(member.id, now.toISOString());
  if (!(await deps.store.createPending(member, token, proof, also)))
    throw new ConflictError(apiMessages.registerFailed);
  try {
    await sendConfirmation(member, employer.accountname, token, deps);
  } catch (error) {
    // Roll back. Should the rollback itself fail, the member stays pending and is still
    // recoverable: ForgotPassword re-sends the set-password link to a pending member.
    await invitation?.undo(member.id).catch(() => undefined);
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
    throw new ForbiddenError(apiMessages.setPasswordLinkInvalid);
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
    if (!stale) throw new ConflictError(apiMessages.passwordSetFailed);
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
  if (!lease) throw new ForbiddenError(apiMessages.setPasswordLinkInvalid);
  let completed = false;
  try {
    const user = await ensureUser(member, deps);
    if (!(await deps.identity.setPassword(user.username, body.password))) throw passwordRuleError('password');
    completed = await deps.store.completeSetPassword(member.id, user.sub, now.toISOString(), lease);
  } finally {
    // A release that fails is harmless: the lease runs out after SET_PASSWORD_LEASE_SECONDS.
    if (!completed) await deps.store.releaseSetPasswordToken(member.id, lease).catch(() => undefined);
  }
  if (!completed) throw new ForbiddenError(apiMessages.setPasswordLinkInvalid);
}

/** DELETE /api/Member/{id}?proof=: only a pending registration, only with the proof its registration returned. */
export async function deletePending(id: string, proof: string, ip: string, deps: AccessDeps): Promise<void> {
  const subjects = { account: id.toLowerCase(), ip };
  await deps.limiter.ensureAllowed('delete-pending', subjects);
  const proven = await deps.store.matchesProof(id, proof);
  const member = proven ? await deps.store.getMember(id) : undefined;
  if (!member || !isPending(member) || !(await deps.store.removePending(member))) {
    await deps.limiter.recordFailure('delete-pending', subjects);
    throw new ForbiddenError(apiMessages.deletionFailed);
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
    await sendConfirmation(member, employer?.accountname ?? apiMessages.appName, token, deps);
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
      language: languageOf(member),
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
    throw new ValidationError(apiMessages.resetCodeRefused, { code: apiMessages.resetCodeRefused });
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
    throw new ValidationError(apiMessages.currentPasswordWrong, {
      currentpassword: apiMessages.currentPasswordWrong,
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
