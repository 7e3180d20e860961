/**
 * An administrator's whole life on the local stack (issue 39, "Administrators"), with the operator
 * commands run in-process through `main()` (`npm run ops -- admin ... --local` on this stack's
 * ports) and the console's calls over HTTP:
 * - a bad invitation (an HR administrator of two employers, an employer that does not exist) is
 *   refused and writes nothing, in the admin table or the workforce pool;
 * - the invitation e-mails a set-password link; inviting again changes the grant and voids the
 *   first link; a weak password is refused with the pool's rule; the link works once;
 * - signed in, only GET /api/admin/me and POST /api/admin/mfa answer until the authenticator is
 *   enrolled and recorded; then the grant's routes answer;
 * - `admin list` and `audit` show the grant and its changes; after `admin revoke` the next admin
 *   request is refused;
 * - the demo administrators `npm start` prints sign in with their password and a TOTP code.
 */
import { adminApiMessages, adminApiMessagesIn } from '../../shared/admin-api-messages';
import {
  AdminGetUserCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AdminStore } from '../../lambdas/adapters/admin';
import { main } from '../../infra/ops/commands';
import * as apiMessages from '../../shared/api-messages';
import { call } from '../helpers/http';
import { waitForMail, type SentMail } from '../helpers/mail';
import { stackDb, uniqueEmail } from './access-helpers';
import { adminPassword, codeFor, workforcePool } from './admin-helpers';

const stack = inject('stack');
const acme = stack.demo.employerId.toLowerCase();
/** Green Mountain Outfitters, the second demo employer (infra/local/demo/employers/green-mountain.yaml). */
const greenMountain = '0352a4cd-fc38-40fa-8dba-426f84f1c15f';
const pool = workforcePool(stack);
const db = stackDb(stack);
const store = new AdminStore(db, stack.tables.admin as string);

const portOf = (url: string): string => new URL(url).port;

/** `npm run ops -- <args> --local` against this stack, in this process: its exit code and output. */
async function ops(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args, '--local'], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {
      PORT: portOf(stack.portalUrl),
      DYNAMODB_PORT: portOf(stack.dynamodbUrl),
      S3_PORT: portOf(stack.s3Url),
      COGNITO_PORT: portOf(stack.cognitoUrl),
      SES_PORT: portOf(stack.mailUrl),
      LOCAL_DATA_DIR: stack.dataDir,
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The token of an invitation mail's set-password link. */
function tokenOf(mail: SentMail): string {
  const match = /https?:\/\/\S+\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

const setPassword = (token: string, password: string, headers: Record<string, string> = {}) =>
  call<{ data: { email: string }; code?: string; message?: string }>(
    stack.portalUrl,
    'POST',
    '/api/admin/set-password',
    { body: { token, password }, headers },
  );

const adminGet = <T = Record<string, unknown>>(path: string, token: string) =>
  call<T>(stack.portalUrl, 'GET', path, { token });

async function userExists(email: string): Promise<boolean> {
  try {
    await pool.cognito.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  }
}

afterAll(() => {
  pool.cognito.destroy();
  db.destroy();
});

describe('an administrator from invitation to revocation', () => {
  const email = uniqueEmail('lifecycle');
  const seen: string[] = [];

  it('refuses an HR administrator of two employers, and an employer that does not exist, writing nothing', async () => {
    const two = await ops(
      'admin',
      'invite',
      '--email',
      email,
      '--role',
      'hr',
      '--employer',
      acme,
      '--employer',
      greenMountain,
    );
    expect(two.code).toBe(1);
    expect(two.err).toContain('an HR administrator administers exactly one employer; 2 were given');
    expect(two.err).toContain('nothing was written');

    const missing = '00000000-1111-4222-8333-444444444444';
    const unknown = await ops(
      'admin',
      'invite',
      '--email',
      email,
      '--role',
      'broker',
      '--employer',
      acme,
      '--employer',
      missing,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain(`no employer ${missing}`);

    expect(await userExists(email)).toBe(false);
    expect((await store.grants()).map((g) => g.email)).not.toContain(email);
  });

  let token = '';
  it('invites: the grant is written and the e-mail carries a one-time set-password link to /admin/set-password', async () => {
    const invited = await ops('admin', 'invite', '--email', email, '--role', 'hr', '--employer', acme);
    expect(invited.code, invited.err).toBe(0);
    expect(invited.out).toContain(`Granted ${email}: HR administrator of Acme Manufacturing`);
    const mail = await waitForMail(stack.mailUrl, email);
    seen.push(mail.messageId);
    expect(mail.subject).toContain(adminApiMessages.adminInviteEmailSubject);
    expect(mail.text).toContain(adminApiMessagesIn('es').adminInviteEmailLinkLabel);
    token = tokenOf(mail);
    const grant = (await store.grants()).find((g) => g.email === email);
    expect(grant).toMatchObject({
      role: 'hr',
      employerIds: [acme],
      phi: false,
      revokedAt: null,
      mfaAt: null,
    });
    // Only the token's hash is stored.
    expect(JSON.stringify(grant)).not.toContain(token);
  });

  let secondToken = '';
  it('invites again as a broker of two employers with SSN files: the grant changes and the first link stops working', async () => {
    const again = await ops(
      'admin',
      'invite',
      '--email',
      email,
      '--role',
      'broker',
      '--employer',
      acme,
      '--employer',
      greenMountain,
      '--phi',
    );
    expect(again.code, again.err).toBe(0);
    expect(again.out).toContain('the earlier link no longer works');
    const mail = await waitForMail(stack.mailUrl, email, { seen });
    seen.push(mail.messageId);
    secondToken = tokenOf(mail);
    expect(secondToken).not.toBe(token);

    const old = await setPassword(token, adminPassword);
    expect(old.status).toBe(403);
    expect(old.body).toMatchObject({
      code: 'setPasswordLinkInvalid',
      message: apiMessages.setPasswordLinkInvalid,
    });
  });

  it('refuses a weak password with the pool’s rule (in Spanish too) and keeps the link usable', async () => {
    const weak = await setPassword(secondToken, 'Short#1a');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      code: 'adminPasswordRule',
      message: adminApiMessages.adminPasswordRule,
    });
    const spanish = await setPassword(secondToken, 'sinmayusculas#2027x', { 'accept-language': 'es' });
    expect(spanish.status).toBe(400);
    expect(spanish.body).toMatchObject({ message: adminApiMessagesIn('es').adminPasswordRule });
  });

  it('sets the password once: the same link is refused afterwards', async () => {
    const set = await setPassword(secondToken, adminPassword);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toEqual({ email });
    const twice = await setPassword(secondToken, adminPassword);
    expect(twice.status).toBe(403);
    expect(twice.body).toMatchObject({ code: 'setPasswordLinkInvalid' });
  });

  let sessionToken = '';
  it('before the authenticator is recorded, only /me and /mfa answer; /mfa refuses while Cognito has no TOTP', async () => {
    const signedIn = await pool.passwordSignIn(email, adminPassword);
    const first = signedIn.AuthenticationResult?.AccessToken;
    expect(first, 'the first sign-in, before any factor, answers tokens').toBeTruthy();
    const me = await adminGet<{ data: { mfa: boolean; role: string } }>('/api/admin/me', first!);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ mfa: false, role: 'broker' });
    const tracker = await adminGet(`/api/admin/employers/${acme}/tracker`, first!);
    expect(tracker.status).toBe(403);
    expect(tracker.body).toMatchObject({
      code: 'adminMfaRequired',
      message: adminApiMessages.adminMfaRequired,
    });
    const early = await call(stack.portalUrl, 'POST', '/api/admin/mfa', { token: first });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'adminMfaNotEnrolled' });
  });

  it('enrols TOTP, signs in with a code, records it, and GET /api/admin/me answers the grant', async () => {
    const secret = await pool.enrolAuthenticator(email);
    const signedIn = await pool.answerWithCode(email, codeFor(secret));
    sessionToken = signedIn.AuthenticationResult!.AccessToken!;
    const recorded = await call(stack.portalUrl, 'POST', '/api/admin/mfa', { token: sessionToken });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toEqual({ success: true, data: { mfa: true } });
    const me = await adminGet<{ data: Record<string, unknown> }>('/api/admin/me', sessionToken);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email, role: 'broker', phi: true, mfa: true });
    expect((me.body.data.employers as { id: string }[]).map((e) => e.id).sort()).toEqual(
      [acme, greenMountain].sort(),
    );
    const tracker = await adminGet(`/api/admin/employers/${greenMountain}/tracker`, sessionToken);
    expect(tracker.status, JSON.stringify(tracker.body).slice(0, 300)).toBe(200);
  });

  it('admin list shows the grant', async () => {
    const listed = await ops('admin', 'list');
    expect(listed.code, listed.err).toBe(0);
    const line = listed.out.split('\n').find((l) => l.startsWith(email));
    expect(line).toMatch(/broker\s+yes\s+yes\s+active/);
    expect(line).toContain(`Green Mountain Outfitters (${greenMountain})`);
  });

  it('revoke refuses the very next admin request, and audit lists every grant change', async () => {
    const revoked = await ops('admin', 'revoke', '--email', email);
    expect(revoked.code, revoked.err).toBe(0);
    expect(revoked.out).toContain(`Revoked ${email}`);
    const me = await adminGet('/api/admin/me', sessionToken);
    expect(me.status).toBe(403);
    expect(me.body).toMatchObject({ code: 'adminNoGrant' });

    const again = await ops('admin', 'revoke', '--email', email);
    expect(again.code).toBe(1);
    expect(again.err).toContain('was revoked already');

    const audit = await ops('audit', '--employer', greenMountain, '--limit', '200');
    expect(audit.code, audit.err).toBe(0);
    const mine = audit.out.split('\n').filter((l) => l.includes(email));
    expect(mine.some((l) => l.includes('operator  grant-change  Revoked the access of'))).toBe(true);
    expect(mine.some((l) => l.includes('grant-change  Set up an authenticator app'))).toBe(true);
    expect(
      mine.some((l) => l.includes(`Invited ${email} again as broker`) && l.includes('employers added')),
    ).toBe(true);
    const acmeAudit = await ops('audit', '--employer', acme, '--limit', '500');
    expect(acmeAudit.out).toContain(
      `operator  grant-change  Invited ${email} as HR administrator of ${acme}`,
    );
  });
});

describe('the demo administrators npm start prints', () => {
  it.each(stack.demoAdmins.map((a) => [a.email, a] as const))(
    '%s signs in with the password and the code of the printed secret, and /me answers the grant',
    async (_email, admin) => {
      expect(admin.otpauthUrl).toContain(`secret=${admin.secret}`);
      const challenged = await pool.passwordSignIn(admin.email, admin.password);
      expect(challenged.ChallengeName, 'the password alone gives no token').toBe('SOFTWARE_TOKEN_MFA');
      const signedIn = await pool.cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: pool.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenged.Session,
          ChallengeResponses: { USERNAME: admin.email, SOFTWARE_TOKEN_MFA_CODE: codeFor(admin.secret) },
        }),
      );
      const token = signedIn.AuthenticationResult!.AccessToken!;
      const me = await adminGet<{ data: { role: string; mfa: boolean; employers: { id: string }[] } }>(
        '/api/admin/me',
        token,
      );
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ role: admin.role, mfa: true, phi: admin.phi });
      expect(me.body.data.employers.map((e) => e.id).sort()).toEqual([...admin.employerIds].sort());
    },
  );

  it('are an HR administrator of one employer and a broker of two', () => {
    expect(stack.demoAdmins.map((a) => [a.role, a.employerIds.length])).toEqual([
      ['hr', 1],
      ['broker', 2],
    ]);
  });
});
