/**
 * `npm run ops -- admin invite|list|revoke` and `npm run ops -- audit`: the console's administrators
 * (HR administrators of one employer, brokers of several; docs/decisions/0029) as an operator
 * manages them, on the local stack or a stage.
 *
 * - `invite` checks every argument, and that every employer exists, before it writes anything;
 *   then it creates the user in the workforce pool (no Cognito e-mail), writes the grant (with the
 *   change in each employer's activity log, by "operator") and a one-time set-password token, of
 *   which only the SHA-256 is stored, and e-mails the link `<portal>/admin/set-password?token=...`
 *   (72 hours, once). Inviting an administrator again changes their grant, makes a revoked one
 *   active again and sends a fresh link: the earlier link stops working.
 * - `list` prints every grant: e-mail, role, employers, SSN files, authenticator, active or revoked.
 * - `revoke` marks the grant revoked (the admin chain refuses the next request at once), voids an
 *   unused link, records the change and signs the user out of every session.
 * - `audit` prints an employer's activity log, newest first: who, when, what.
 *
 * @example
 * npm run ops -- admin invite --email broker@example.com --role broker --employer <id> --employer <id> --stage prod
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { compose } from '../../lambdas/access/emails';
import {
  ADMIN_INVITE_TTL_HOURS,
  AdminStore,
  adminInviteHash,
  newAdminInviteToken,
  type AdminGrant,
} from '../../lambdas/adapters/admin';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { Mailer } from '../../lambdas/adapters/mailer';
import { adminApiMessagesIn } from '../../shared/admin-api-messages';
import { adminRoles, type ActivityEntry, type AdminRole } from '../../shared/schemas/admin';
import type { DataTarget } from '../data/target';
import type { OpsCommand, OpsContext } from './command';
import { OpsError } from './errors';

/** Each action's command line after `npm run ops -- `. */
export const adminActionUsage = {
  invite:
    'admin invite --email <e> --role hr|broker --employer <id> [--employer <id> ...] [--phi] [--stage <name> | --local]',
  list: 'admin list [--stage <name> | --local]',
  revoke: 'admin revoke --email <e> [--stage <name> | --local]',
} as const;
type AdminAction = keyof typeof adminActionUsage;

export const auditUsage = 'audit --employer <id> [--limit <n>] [--stage <name> | --local]';

const adminUsageText = Object.values(adminActionUsage)
  .map((u) => `npm run ops -- ${u}`)
  .join('\n');
const usageError = (problem: string, usage = adminUsageText) =>
  new OpsError(`${problem}\n\nUsage:\n${usage.startsWith('npm') ? usage : `npm run ops -- ${usage}`}`);

/** Who the activity log names for a command-line change. */
export const OPERATOR = 'operator';

/** How many entries `audit` prints unless --limit says otherwise, and the most it prints. */
export const AUDIT_DEFAULT_LIMIT = 50;
export const AUDIT_MAX_LIMIT = 10_000;

const guidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const emailSchema = z.email().check(z.maxLength(254));

/** What `admin invite` will write, its arguments checked. */
export interface InviteRequest {
  email: string;
  role: AdminRole;
  /** Lower-cased, each once, in the order given. */
  employerIds: string[];
  phi: boolean;
}

/** The flags of a command line, or a usage error naming what parseArgs refused. */
function flags(
  args: readonly string[],
  options: NonNullable<NonNullable<Parameters<typeof parseArgs>[0]>['options']>,
  usage: string,
): { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] } {
  try {
    const parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
    return {
      values: parsed.values as Record<string, string | boolean | string[] | undefined>,
      positionals: parsed.positionals,
    };
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error), usage);
  }
}

/** Every problem of an e-mail argument, or none. */
function emailProblems(email: string | undefined, problems: string[]): string | undefined {
  if (email === undefined) {
    problems.push('--email is required: the administrator’s e-mail address');
    return undefined;
  }
  const value = email.trim().toLowerCase();
  if (!emailSchema.safeParse(value).success) {
    problems.push(`--email '${email}' is not a valid e-mail address`);
    return undefined;
  }
  return value;
}

/**
 * `admin invite`'s arguments → the request, or every problem at once: the e-mail, the role (hr
 * takes exactly one employer, broker one or more), each employer id a GUID.
 */
export function parseInviteArgs(args: readonly string[]): InviteRequest {
  const usage = adminActionUsage.invite;
  const parsed = flags(
    args,
    {
      email: { type: 'string' },
      role: { type: 'string' },
      employer: { type: 'string', multiple: true },
      phi: { type: 'boolean' },
    },
    usage,
  );
  const problems: string[] = [];
  if (parsed.positionals.length)
    problems.push(`unexpected argument(s): ${parsed.positionals.join(' ')} (every value follows its option)`);
  const email = emailProblems(parsed.values.email as string | undefined, problems);
  const roleText = parsed.values.role as string | undefined;
  const role = adminRoles.find((r) => r === roleText);
  if (roleText === undefined) problems.push('--role is required: hr (one employer) or broker (one or more)');
  else if (!role) problems.push(`--role must be hr or broker, not '${roleText}'`);
  const given = (parsed.values.employer as string[] | undefined) ?? [];
  const employerIds = [...new Set(given.map((e) => e.trim().toLowerCase()))];
  for (const id of employerIds)
    if (!guidPattern.test(id))
      problems.push(
        `--employer '${id}' is not an employer id (list them with: npm run ops -- list-employers)`,
      );
  if (employerIds.length === 0)
    problems.push('--employer is required: the id of an employer the grant covers');
  else if (role === 'hr' && employerIds.length > 1)
    problems.push(
      `an HR administrator administers exactly one employer; ${employerIds.length} were given (use --role broker for several)`,
    );
  if (problems.length || !email || !role)
    throw usageError(
      `admin invite: ${problems.length} problem(s); nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`,
      usage,
    );
  return { email, role, employerIds, phi: parsed.values.phi === true };
}

/** `admin revoke`'s e-mail. */
export function parseRevokeArgs(args: readonly string[]): string {
  const usage = adminActionUsage.revoke;
  const parsed = flags(args, { email: { type: 'string' } }, usage);
  const problems: string[] = [];
  if (parsed.positionals.length) problems.push(`unexpected argument(s): ${parsed.positionals.join(' ')}`);
  const email = emailProblems(parsed.values.email as string | undefined, problems);
  if (problems.length || !email)
    throw usageError(`admin revoke: ${problems.join('; ')}; nothing was written.`, usage);
  return email;
}

/** `audit`'s employer and how many entries to print. */
export function parseAuditArgs(args: readonly string[]): { employerId: string; limit: number } {
  const parsed = flags(args, { employer: { type: 'string' }, limit: { type: 'string' } }, auditUsage);
  const problems: string[] = [];
  if (parsed.positionals.length) problems.push(`unexpected argument(s): ${parsed.positionals.join(' ')}`);
  const employer = (parsed.values.employer as string | undefined)?.trim().toLowerCase();
  if (employer === undefined) problems.push('--employer is required: the id of the employer');
  else if (!guidPattern.test(employer))
    problems.push(
      `--employer '${employer}' is not an employer id (list them with: npm run ops -- list-employers)`,
    );
  const limitText = parsed.values.limit as string | undefined;
  const limit = limitText === undefined ? AUDIT_DEFAULT_LIMIT : Number(limitText);
  if (limitText !== undefined && !(/^\d+$/.test(limitText) && limit >= 1 && limit <= AUDIT_MAX_LIMIT))
    problems.push(`--limit must be a whole number from 1 to ${AUDIT_MAX_LIMIT}, not '${limitText}'`);
  if (problems.length || !employer) throw usageError(`audit: ${problems.join('; ')}`, auditUsage);
  return { employerId: employer, limit };
}

const roleLabel = (role: AdminRole) => (role === 'hr' ? 'HR administrator' : 'broker');
const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** The workforce pool of the target, or what to do to have one. */
function workforcePoolOf(target: DataTarget): string {
  if (!target.workforcePoolId)
    throw new OpsError(
      `${target.description} has no administrators' pool: start the local stack (npm start) once, or deploy the stage (its stack output WorkforcePoolId).`,
    );
  return target.workforcePoolId;
}

const cognitoNamed = (error: unknown, name: string) => (error as { name?: string }).name === name;

/** The workforce user of an e-mail (created when missing, without Cognito's own e-mail); its subject. */
async function workforceUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<{ sub: string; created: boolean }> {
  const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
    attributes?.find((a) => a.Name === 'sub')?.Value;
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    const sub = subOf(user.UserAttributes);
    if (sub) return { sub, created: false };
  } catch (error) {
    if (!cognitoNamed(error, 'UserNotFoundException')) throw error;
  }
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const sub = subOf(created.User?.Attributes);
  if (!sub)
    throw new OpsError(`The workforce pool created ${email} without a subject; nothing else was written.`);
  return { sub, created: true };
}

/** The set-password link of an invitation. */
export function adminSetPasswordLink(portalUrl: string, token: string): string {
  const url = new URL('/admin/set-password', portalUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The invitation e-mail, in English then Spanish (an administrator has no stored language): the
 * employers by name, the link, its lifetime. Composed as the access area's e-mails are, every value
 * escaped in the HTML body.
 */
export function adminInviteEmail(to: string, employerNames: readonly string[], link: string) {
  const en = adminApiMessagesIn('en');
  const es = adminApiMessagesIn('es');
  const names = employerNames.join(', ');
  return compose(to, `${en.adminInviteEmailSubject} / ${es.adminInviteEmailSubject}`, [
    { text: en.adminInviteEmailIntro(names) },
    { link, label: en.adminInviteEmailLinkLabel },
    { text: en.adminInviteEmailExpiry(ADMIN_INVITE_TTL_HOURS) },
    { text: en.adminInviteEmailIgnore },
    { text: '—' },
    { text: es.adminInviteEmailIntro(names) },
    { link, label: es.adminInviteEmailLinkLabel },
    { text: es.adminInviteEmailExpiry(ADMIN_INVITE_TTL_HOURS) },
    { text: es.adminInviteEmailIgnore },
  ]);
}

/** What changed between a grant and its next version, in the activity log's words. */
export function grantChangeDetail(next: InviteRequest, previous: AdminGrant | undefined): string {
  const what = `${roleLabel(next.role)} of ${next.employerIds.join(', ')}, SSN files ${yesNo(next.phi)}`;
  if (!previous) return `Invited ${next.email} as ${what}`;
  const changes: string[] = [];
  if (previous.revokedAt) changes.push('access restored');
  if (previous.role !== next.role) changes.push(`role ${previous.role} → ${next.role}`);
  const added = next.employerIds.filter((e) => !previous.employerIds.includes(e));
  const removed = previous.employerIds.filter((e) => !next.employerIds.includes(e));
  if (added.length) changes.push(`employers added: ${added.join(', ')}`);
  if (removed.length) changes.push(`employers removed: ${removed.join(', ')}`);
  if (previous.phi !== next.phi) changes.push(`SSN files ${yesNo(previous.phi)} → ${yesNo(next.phi)}`);
  return `Invited ${next.email} again as ${what}${changes.length ? ` (${changes.join('; ')})` : ''}; a new set-password link was sent`;
}

async function invite(args: readonly string[], { target, portalUrl, out, now }: OpsContext): Promise<void> {
  const request = parseInviteArgs(args);
  const userPoolId = workforcePoolOf(target);
  const repo = new EmployerRepository(target.db, target.tables.employers);
  const employers = await Promise.all(request.employerIds.map((id) => repo.get(id)));
  const missing = request.employerIds.filter((_, i) => !employers[i]);
  if (missing.length)
    throw new OpsError(
      `admin invite: no employer ${missing.join(', ')} in ${target.description}; nothing was written. List them with: npm run ops -- list-employers`,
    );
  const portal = await portalUrl();
  const { sub, created } = await workforceUser(target.cognito, userPoolId, request.email);
  const store = new AdminStore(target.db, target.tables.admin);
  const previous = await store.grant(sub);
  const at = (now ?? (() => new Date()))();
  const token = newAdminInviteToken();
  const grant = {
    sub,
    email: request.email,
    role: request.role,
    employerIds: request.employerIds,
    phi: request.phi,
    createdAt: previous?.createdAt || at.toISOString(),
    updatedAt: at.toISOString(),
    mfaAt: previous?.mfaAt ?? null,
  };
  const written = await store.invite(
    grant,
    previous,
    {
      hash: adminInviteHash(token),
      expiresAt: Math.floor(at.getTime() / 1000) + ADMIN_INVITE_TTL_HOURS * 3600,
    },
    {
      // A removed employer's log shows the change too.
      employerIds: [...new Set([...request.employerIds, ...(previous?.employerIds ?? [])])],
      actor: OPERATOR,
      detail: grantChangeDetail(request, previous),
    },
    at,
  );
  if (!written)
    throw new OpsError(
      `The grant of ${request.email} changed while this command ran; nothing was written. Run it again.`,
    );
  const names = employers.map((e, i) => e?.accountname ?? request.employerIds[i] ?? '');
  const link = adminSetPasswordLink(portal, token);
  try {
    await new Mailer(target.ses, target.fromEmail).send(adminInviteEmail(request.email, names, link));
  } catch (error) {
    throw new OpsError(
      `The grant of ${request.email} is written, but the invitation e-mail could not be sent (${error instanceof Error ? error.message : String(error)}). Run the same command again to send a new link.`,
    );
  }
  out(
    `${previous ? 'Updated' : 'Granted'} ${request.email}: ${roleLabel(request.role)} of ${names.join(', ')}; SSN files ${yesNo(request.phi)}.${created ? ' New user in the administrators’ pool.' : ''}`,
  );
  if (previous?.revokedAt) out(`The access revoked on ${previous.revokedAt} is active again.`);
  out(
    `Sent the set-password link (valid ${ADMIN_INVITE_TTL_HOURS} hours, once) to ${request.email}${previous?.inviteHash ? '; the earlier link no longer works' : ''}. They sign in at ${new URL('/admin', portal).toString()}.`,
  );
}

async function list(args: readonly string[], { target, out }: OpsContext): Promise<void> {
  if (args.length) throw usageError('admin list takes no arguments.', adminActionUsage.list);
  const grants = await new AdminStore(target.db, target.tables.admin).grants();
  if (!grants.length) {
    out(
      `No administrators in ${target.description}. Invite one with: npm run ops -- ${adminActionUsage.invite}`,
    );
    return;
  }
  const repo = new EmployerRepository(target.db, target.tables.employers);
  const ids = [...new Set(grants.flatMap((g) => g.employerIds))];
  const names = new Map(
    await Promise.all(ids.map(async (id) => [id, (await repo.get(id))?.accountname] as const)),
  );
  const width = Math.max(...grants.map((g) => g.email.length), 'E-MAIL'.length);
  out(
    `${'E-MAIL'.padEnd(width)}  ROLE    SSN FILES  AUTHENTICATOR  STATUS                          EMPLOYERS`,
  );
  for (const g of grants) {
    const status = g.revokedAt
      ? `revoked ${g.revokedAt}`
      : g.inviteHash
        ? 'active, password link sent'
        : 'active';
    const employers = g.employerIds
      .map((id) => `${names.get(id) ?? '(no such employer)'} (${id})`)
      .join(', ');
    out(
      `${g.email.padEnd(width)}  ${g.role.padEnd(6)}  ${yesNo(g.phi).padEnd(9)}  ${(g.mfaAt ? 'yes' : 'not yet').padEnd(13)}  ${status.padEnd(30)}  ${employers}`,
    );
  }
  const active = grants.filter((g) => !g.revokedAt).length;
  out(`${grants.length} administrator(s): ${active} active, ${grants.length - active} revoked.`);
}

async function revoke(args: readonly string[], { target, out, now }: OpsContext): Promise<void> {
  const email = parseRevokeArgs(args);
  const userPoolId = workforcePoolOf(target);
  const store = new AdminStore(target.db, target.tables.admin);
  const grant = (await store.grants()).find((g) => g.email.toLowerCase() === email);
  if (!grant)
    throw new OpsError(
      `No administrator ${email} in ${target.description}; nothing was changed. List them with: npm run ops -- admin list`,
    );
  if (grant.revokedAt)
    throw new OpsError(
      `The access of ${email} was revoked already, on ${grant.revokedAt}; nothing was changed.`,
    );
  const at = (now ?? (() => new Date()))();
  const written = await store.revoke(
    grant,
    { employerIds: grant.employerIds, actor: OPERATOR, detail: `Revoked the access of ${email}` },
    at,
  );
  if (!written)
    throw new OpsError(
      `The grant of ${email} changed while this command ran; nothing was written. Run it again.`,
    );
  out(`Revoked ${email}: every console request is refused from now on.`);
  try {
    await target.cognito.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: grant.sub }),
    );
    out('Signed out of every session (their refresh tokens no longer work).');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // cognito-local has no global sign-out; the grant's revocation already refuses every request.
    if (/unsupported/i.test(`${(error as { name?: string }).name ?? ''} ${message}`))
      out(
        'This Cognito (the local emulator) cannot sign users out; the revoked grant refuses their requests anyway.',
      );
    else if (cognitoNamed(error, 'UserNotFoundException'))
      out('The user is no longer in the administrators’ pool; nothing to sign out.');
    else
      throw new OpsError(
        `Revoked ${email}, but signing them out failed (${message}): their requests are refused; run the sign-out again with: aws cognito-idp admin-user-global-sign-out --user-pool-id ${userPoolId} --username ${grant.sub}`,
      );
  }
}

/** One activity entry as `audit` prints it. */
export const auditLine = (e: ActivityEntry): string => `${e.at}  ${e.actor}  ${e.action}  ${e.detail}`;

async function audit(args: readonly string[], { target, out }: OpsContext): Promise<void> {
  const { employerId, limit } = parseAuditArgs(args);
  const employer = await new EmployerRepository(target.db, target.tables.employers).get(employerId);
  if (!employer)
    throw new OpsError(
      `No employer ${employerId} in ${target.description}. List them with: npm run ops -- list-employers`,
    );
  const store = new AdminStore(target.db, target.tables.admin);
  const entries: ActivityEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.activity(employerId, cursor);
    entries.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor && entries.length < limit);
  const shown = entries.slice(0, limit);
  out(`Activity of ${employer.accountname} (${employer.id}), newest first:`);
  for (const e of shown) out(auditLine(e));
  out(
    shown.length
      ? `${shown.length} entr${shown.length === 1 ? 'y' : 'ies'}${cursor || entries.length > limit ? ` (more with --limit ${Math.min(limit * 2, AUDIT_MAX_LIMIT)})` : ''}.`
      : 'No activity recorded yet.',
  );
}

export const adminCommands: Record<string, OpsCommand> = {
  admin: {
    usage: `${adminActionUsage.invite.replace(' [--stage <name> | --local]', '')} | admin list | ${adminActionUsage.revoke}`,
    summary:
      "the console's administrators: invite (grant, and e-mail a set-password link), list, revoke (refused at once, signed out)",
    subcommand([action]) {
      return action === 'invite' || action === 'list' || action === 'revoke'
        ? { name: `admin ${action}`, usage: adminActionUsage[action as AdminAction] }
        : undefined;
    },
    async run([action, ...rest], ctx) {
      switch (action) {
        case 'invite':
          return invite(rest, ctx);
        case 'list':
          return list(rest, ctx);
        case 'revoke':
          return revoke(rest, ctx);
        default:
          throw usageError(action ? `Unknown admin action "${action}".` : 'admin needs an action.');
      }
    },
  },
  audit: {
    usage: auditUsage,
    summary: "an employer's activity log, newest first: sign-ins, grant changes, invitations, files",
    run: (args, ctx) => audit(args, ctx),
  },
};
