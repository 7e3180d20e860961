/**
 * Registration, the e-mailed set-password link and pending-registration deletion, over HTTP on
 * the local stack (real DynamoDB Local, cognito-local and aws-ses-v2-local).
 */
import { describe, expect, inject, it } from 'vitest';
import { MemberAccessStore } from '../../lambdas/adapters/member-access';
import { randomSecret } from '../../lambdas/access/secrets';
import * as apiMessages from '../../shared/api-messages';
import { call } from '../helpers/http';
import {
  accessToken,
  lastMailTo,
  mailsTo,
  register,
  registerActive,
  registrationBody,
  setPasswordLinkOf,
  signIn,
  stackDb,
  strongPassword,
  uniqueEmail,
} from './access-helpers';

const stack = inject('stack');
const base = stack.portalUrl;

const passwordInfo = (id: string, token: string) =>
  call<{ data: Record<string, unknown> }>(
    base,
    'GET',
    `/api/Member/GetMemberPasswordInfo?id=${id}&token=${encodeURIComponent(token)}`,
  );
const setPassword = (id: string, token: string, password: string) =>
  call(base, 'POST', '/api/Member/SetPassword', { body: { id, token, password } });

describe('register, confirm by e-mail, set the password, sign in', () => {
  it('walks the whole path and refuses a weak password with the spec message on the way', async () => {
    // Prepare
    const email = uniqueEmail('journey');

    // Act: register
    const res = await call<{ data: { memberid: string; proof: string } }>(
      base,
      'POST',
      '/api/Member/Register',
      {
        body: await registrationBody(stack, email),
      },
    );

    // Assess: the answer, then the mail
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      memberid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      proof: expect.stringMatching(/^[\w-]{43}$/),
    });
    const mail = await lastMailTo(stack, email);
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.subject).toBe(apiMessages.confirmationEmailSubject);
    const link = setPasswordLinkOf(mail);
    expect(link.url.origin).toBe(new URL(base).origin);
    expect(link.url.pathname).toBe('/set-password');
    expect(link.memberId).toBe(res.body.data.memberid);
    expect(link.employerId).toBe(stack.demo.employerId);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(mail.body.html).toContain(link.url.toString().replace(/&/g, '&amp;'));

    // The link opens the form
    const info = await passwordInfo(link.memberId, link.token);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      memberid: link.memberId,
      accountid: 'ACME-001',
      employer_id: stack.demo.employerId,
      passwordset: false,
    });

    // A weak password is refused with the spec's submit message and does not use the link up
    const weak = await setPassword(link.memberId, link.token, 'password1');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ success: false, message: apiMessages.passwordSubmit });
    expect((await passwordInfo(link.memberId, link.token)).status).toBe(200);

    // The password is set, then sign-in works and the member is the registered one
    const set = await setPassword(link.memberId, link.token, strongPassword);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const token = await accessToken(stack, email);
    const me = await call<{ data: Record<string, unknown> }>(base, 'GET', '/api/Member/GetMember', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: link.memberId,
      accountid: 'ACME-001',
      firstname: 'Casey',
      personalemailaddress: email,
      origination: 1,
      relationship: 1,
      status: 'Active',
      contributionclass: 'ALL',
      createdby: 'Register',
      currentplanyear: new Date().getFullYear(),
      ispasswordchanged: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("answers 409 'Register failed. Please try again.' without member data for an e-mail already registered", async () => {
    const { email } = await register(stack, uniqueEmail('twice'));
    const again = await call(base, 'POST', '/api/Member/Register', {
      body: await registrationBody(stack, email.toUpperCase()),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      message: apiMessages.registerFailed,
      code: 'registerFailed',
      requestId: expect.any(String),
    });
    expect(await mailsTo(stack, email)).toHaveLength(1);
  });

  it('never takes the link host from the request: a url field is refused', async () => {
    const body = {
      ...(await registrationBody(stack, uniqueEmail('url'))),
      url: 'https://evil.example.net/set-password',
    };
    const res = await call(base, 'POST', '/api/Member/Register', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { url: 'Unknown field: url' } });
  });

  it('answers 404 for an unknown employer and 400 when the accountid does not match the employer', async () => {
    const body = await registrationBody(stack, uniqueEmail('employer'));
    const unknown = await call(base, 'POST', '/api/Member/Register', {
      body: { ...body, member: { ...body.member, employer_id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(unknown.status).toBe(404);
    const mismatch = await call(base, 'POST', '/api/Member/Register', {
      body: { ...body, member: { ...body.member, accountid: 'OTHER-001' } },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ fields: { 'member.accountid': apiMessages.employerLinkInvalid } });
  });
});

describe('the set-password link', () => {
  it('is refused when replayed after the password was set', async () => {
    const { email, link } = await registerActive(stack, uniqueEmail('replay'));
    const replay = await setPassword(link.memberId, link.token, 'An0ther#Passw0rd');
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ success: false, message: apiMessages.setPasswordLinkInvalid });
    expect((await passwordInfo(link.memberId, link.token)).status).toBe(403);
    // The replay changed nothing: the first password still signs in, the replayed one does not.
    expect((await signIn(stack, email, strongPassword)).status).toBe(200);
    expect((await signIn(stack, email, 'An0ther#Passw0rd')).status).toBe(401);
  });

  it('is refused once expired, and the same token works while not expired', async () => {
    // Prepare: a token of our own with a past expiry, written where registration writes it
    const { link } = await register(stack, uniqueEmail('expired'));
    const repo = new MemberAccessStore(stackDb(stack), stack.tables.members as string);
    const token = randomSecret();
    const now = Math.floor(Date.now() / 1000);
    await repo.replaceSetPasswordToken(link.memberId, { value: token, expiresAt: now - 60 });

    // Act + Assess: expired
    const info = await passwordInfo(link.memberId, token);
    expect(info.status).toBe(403);
    expect(info.body).toMatchObject({ success: false, message: apiMessages.setPasswordLinkInvalid });
    expect((await setPassword(link.memberId, token, strongPassword)).status).toBe(403);

    // Control: the same token with a future expiry is accepted, so the expiry was the reason
    await repo.replaceSetPasswordToken(link.memberId, { value: token, expiresAt: now + 3600 });
    expect((await passwordInfo(link.memberId, token)).status).toBe(200);
  });

  it("answers the same 403 for an unknown member, a wrong token and another member's token", async () => {
    const a = await register(stack, uniqueEmail('link-a'));
    const b = await register(stack, uniqueEmail('link-b'));
    const answers = await Promise.all([
      passwordInfo('00000000-0000-4000-8000-000000000000', a.link.token),
      passwordInfo(a.memberid, randomSecret()),
      passwordInfo(a.memberid, b.link.token),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: apiMessages.setPasswordLinkInvalid });
      expect(res.body).not.toHaveProperty('data');
    }
  });
});

describe('deleting a pending registration', () => {
  it('is refused without its proof and done with it; the e-mail can then register again', async () => {
    const { email, memberid, proof, link } = await register(stack, uniqueEmail('delete'));

    const missing = await call(base, 'DELETE', `/api/Member/${memberid}`);
    expect(missing.status).toBe(400);
    const wrong = await call(base, 'DELETE', `/api/Member/${memberid}?proof=${randomSecret()}`);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ success: false, message: apiMessages.deletionFailed });
    expect((await passwordInfo(memberid, link.token)).status).toBe(200);

    const done = await call(base, 'DELETE', `/api/Member/${memberid}?proof=${proof}`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });
    expect((await passwordInfo(memberid, link.token)).status).toBe(403);
    const again = await call(base, 'POST', '/api/Member/Register', {
      body: await registrationBody(stack, email),
    });
    expect(again.status).toBe(200);
  });

  it("is refused with another registration's proof", async () => {
    const a = await register(stack, uniqueEmail('proof-a'));
    const b = await register(stack, uniqueEmail('proof-b'));
    const res = await call(base, 'DELETE', `/api/Member/${a.memberid}?proof=${b.proof}`);
    expect(res.status).toBe(403);
    expect((await passwordInfo(a.memberid, a.link.token)).status).toBe(200);
  });

  it('is refused once the password is set, even with the proof', async () => {
    const { email, memberid, proof } = await registerActive(stack, uniqueEmail('delete-active'));
    const res = await call(base, 'DELETE', `/api/Member/${memberid}?proof=${proof}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: apiMessages.deletionFailed });
    expect((await signIn(stack, email, strongPassword)).status).toBe(200);
  });
});
