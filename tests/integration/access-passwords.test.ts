/**
 * The in-app password reset (forgot password: a code by e-mail) and the signed-in password
 * change, over HTTP on the local stack.
 */
import { describe, expect, inject, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { call } from '../helpers/http';
import {
  accessToken,
  lastMailTo,
  mailsTo,
  register,
  registerActive,
  setPasswordLinkOf,
  signIn,
  strongPassword,
  uniqueEmail,
} from './access-helpers';

const stack = inject('stack');
const base = stack.portalUrl;

const forgot = (email: string) => call(base, 'POST', '/api/Member/ForgotPassword', { body: { email } });
const reset = (email: string, code: string, password: string) =>
  call(base, 'POST', '/api/Member/ResetPassword', { body: { email, code, password } });

function codeOf(text: string | undefined): string {
  const code = /^\s*(\d{6})\s*$/m.exec(text ?? '')?.[1];
  if (!code) throw new Error('No 6-digit code in the mail');
  return code;
}

describe('forgot password', () => {
  it('e-mails a 6-digit code that resets the password once', async () => {
    // Prepare
    const { email } = await registerActive(stack, uniqueEmail('reset'));
    const newPassword = 'Res3t#Passw0rd';

    // Act
    const res = await forgot(email);

    // Assess
    expect(res.status).toBe(200);
    const mail = await lastMailTo(stack, email);
    expect(mail.subject).toBe(apiMessages.resetCodeEmailSubject);
    const code = codeOf(mail.body.text);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await reset(email, wrongCode, newPassword);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: apiMessages.resetCodeRefused });

    const weak = await reset(email, code, 'weakpass');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ message: apiMessages.passwordSubmit });

    const done = await reset(email, code, newPassword);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await signIn(stack, email, newPassword)).status).toBe(200);
    expect((await signIn(stack, email, strongPassword)).status).toBe(401);

    const replay = await reset(email, code, 'Th1rd#Passw0rd');
    expect(replay.status).toBe(400);
    expect((await signIn(stack, email, newPassword)).status).toBe(200);
  });

  it('stops accepting a code after five wrong attempts, even the right code', async () => {
    const { email } = await registerActive(stack, uniqueEmail('attempts'));
    await forgot(email);
    const code = codeOf((await lastMailTo(stack, email)).body.text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await reset(email, wrongCode, 'Res3t#Passw0rd')).status).toBe(400);
    const right = await reset(email, code, 'Res3t#Passw0rd');
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ message: apiMessages.resetCodeRefused });
    expect((await signIn(stack, email, strongPassword)).status).toBe(200);
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await mailsTo(stack, email)).toHaveLength(0);
  });

  it('re-sends a set-password link to a pending member; the new link works and the old one no longer does', async () => {
    const { email, link: first } = await register(stack, uniqueEmail('resend'));
    const res = await forgot(email);
    expect(res.status).toBe(200);
    const mails = await mailsTo(stack, email);
    expect(mails).toHaveLength(2);
    const second = setPasswordLinkOf(mails[1] as (typeof mails)[number]);
    expect(second.token).not.toBe(first.token);
    expect(
      (await call(base, 'GET', `/api/Member/GetMemberPasswordInfo?id=${first.memberId}&token=${first.token}`))
        .status,
    ).toBe(403);
    const set = await call(base, 'POST', '/api/Member/SetPassword', {
      body: { id: second.memberId, token: second.token, password: strongPassword },
    });
    expect(set.status).toBe(200);
    expect((await signIn(stack, email, strongPassword)).status).toBe(200);
  });
});

describe('POST /api/changepassword', () => {
  it('checks the current password and the rule, then changes the password', async () => {
    // Prepare
    const { email } = await registerActive(stack, uniqueEmail('change'));
    const token = await accessToken(stack, email);
    const change = (currentpassword: string, newpassword: string) =>
      call(base, 'POST', '/api/changepassword', { token, body: { currentpassword, newpassword } });

    // Act + Assess
    const wrongCurrent = await change('Wr0ng#Passw0rd', 'Chang3d#Passw0rd');
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body).toMatchObject({ message: apiMessages.currentPasswordWrong });
    const weak = await change(strongPassword, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ message: apiMessages.passwordSubmit });
    expect((await signIn(stack, email, strongPassword)).status).toBe(200);

    const done = await change(strongPassword, 'Chang3d#Passw0rd');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await signIn(stack, email, 'Chang3d#Passw0rd')).status).toBe(200);
    expect((await signIn(stack, email, strongPassword)).status).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await call(base, 'POST', '/api/changepassword', {
      body: { currentpassword: 'a', newpassword: 'b' },
    });
    expect(res.status).toBe(401);
  });
});
