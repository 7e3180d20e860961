/** POST /api/Member/ForgotPassword and POST /api/Member/ResetPassword on the real chain, with mocked AWS clients. */
import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberKey } from '../../lambdas/adapters/members';
import {
  hashSecret,
  resetCodeHash,
  resetCodeKey,
  setPasswordTokenKey,
} from '../../lambdas/adapters/member-access';
import { handler as postForgotPassword } from '../../lambdas/handlers/registration/post-forgot-password';
import { handler as postResetPassword } from '../../lambdas/handlers/registration/post-reset-password';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { apiEvent, lambdaContext } from '../helpers/events';
import {
  cognito,
  counterKeyOf,
  ddb,
  employerId,
  employerItem,
  memberId,
  memberItem,
  resetMocks,
  sentLink,
  ses,
  setAccessEnv,
} from './access-fixtures';

const email = 'casey@example.com';
const forgot = async (address = email) => {
  const res = await postForgotPassword(
    apiEvent('POST /api/Member/ForgotPassword', { body: { email: address } }),
    lambdaContext(),
  );
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
};
const reset = async (code: string, password = 'N3w#Passw0rd') => {
  const res = await postResetPassword(
    apiEvent('POST /api/Member/ResetPassword', { body: { email, code, password } }),
    lambdaContext(),
  );
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
};
const isCodeAttempt = { Key: resetCodeKey(memberId), UpdateExpression: 'ADD attempts :one' };

beforeEach(() => {
  setAccessEnv();
  resetMocks();
  ddb
    .on(GetCommand, { Key: { pk: `EMPLOYER#${employerId}`, sk: 'PROFILE' } })
    .resolves({ Item: employerItem });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
});

describe('POST /api/Member/ForgotPassword', () => {
  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const res = await forgot('nobody@example.com');
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect(ses.messages()).toEqual([]);
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
  });

  it('e-mails a 6-digit code to a member whose password is set, storing only its hash, for 15 minutes and 5 attempts', async () => {
    // Prepare
    ddb.on(QueryCommand, { IndexName: 'byEmail' }).resolves({ Items: [memberItem({ active: true })] });

    // Act
    const res = await forgot('Casey@Example.com');

    // Assess
    expect(res).toEqual({ status: 200, body: { success: true } });
    const mail = ses.messages()[0];
    expect(mail?.Destination?.ToAddresses).toEqual([email]);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe(apiMessages.resetCodeEmailSubject);
    const code = /^(\d{6})$/m.exec(mail?.Content?.Simple?.Body?.Text?.Data ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toMatchObject({
      ...resetCodeKey(memberId),
      codeHash: resetCodeHash(memberId, code),
      attempts: 0,
    });
    expect(JSON.stringify(item)).not.toContain(code);
    expect((item?.expiresAt as number) - Date.now() / 1000).toBeGreaterThan(15 * 60 - 60);
    expect((item?.expiresAt as number) - Date.now() / 1000).toBeLessThanOrEqual(15 * 60 + 1);
  });

  it('e-mails a new set-password link to a pending member (the confirmation never arrived) and retires the old one', async () => {
    ddb.on(QueryCommand, { IndexName: 'byEmail' }).resolves({ Items: [memberItem()] });
    await forgot();
    const link = sentLink();
    expect(link.url.searchParams.get('member_id')).toBe(memberId);
    expect(ses.messages()[0]?.Content.Simple?.Subject?.Data).toBe(apiMessages.confirmationEmailSubject);
    expect(ddb).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ ...setPasswordTokenKey(memberId), tokenHash: hashSecret(link.token) }),
    });
  });

  it("e-mails the code in the member's language: a Spanish member's mail is in Spanish, with the same code and 15 minutes", async () => {
    ddb
      .on(QueryCommand, { IndexName: 'byEmail' })
      .resolves({ Items: [{ ...memberItem({ active: true }), language: 'es' }] });

    await forgot();

    const mail = ses.messages()[0]?.Content?.Simple;
    const text = mail?.Body?.Text?.Data ?? '';
    const code = /^(\d{6})$/m.exec(text)?.[1] ?? '';
    expect(mail?.Subject?.Data).toBe(apiMessagesEs.resetCodeEmailSubject);
    expect(text).toBe(
      [
        apiMessagesEs.confirmationEmailGreeting('Casey'),
        apiMessagesEs.resetCodeEmailIntro,
        code,
        apiMessagesEs.resetCodeEmailExpiry(15),
      ].join('\n\n'),
    );
    expect(ddb).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ codeHash: resetCodeHash(memberId, code) }),
    });
  });

  it("re-sends a pending Spanish member's confirmation e-mail in Spanish", async () => {
    ddb.on(QueryCommand, { IndexName: 'byEmail' }).resolves({ Items: [{ ...memberItem(), language: 'es' }] });

    await forgot();

    expect(ses.messages()[0]?.Content.Simple?.Subject?.Data).toBe(apiMessagesEs.confirmationEmailSubject);
    expect(sentLink().text).toContain(apiMessagesEs.confirmationEmailExpiry(72));
  });

  it('answers 503 when the e-mail cannot be sent', async () => {
    ddb.on(QueryCommand, { IndexName: 'byEmail' }).resolves({ Items: [memberItem({ active: true })] });
    ses.rejects(new Error('SES is down'));
    const res = await forgot();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: apiMessages.emailNotSent });
  });

  it('answers 429 once the e-mail has asked more often than its limit, whether or not it is known', async () => {
    ddb
      .on(UpdateCommand, { Key: counterKeyOf('forgot-password', 'account', 'nobody@example.com') })
      .resolves({ Attributes: { count: 4 } });
    const res = await forgot('nobody@example.com');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ message: apiMessages.tooManyAttempts });
  });
});

describe('POST /api/Member/ResetPassword', () => {
  beforeEach(() => {
    ddb.on(QueryCommand, { IndexName: 'byEmail' }).resolves({ Items: [memberItem({ active: true })] });
    ddb
      .on(UpdateCommand, isCodeAttempt)
      .resolves({ Attributes: { codeHash: resetCodeHash(memberId, '123456'), attempts: 1 } });
  });

  it('sets the new password with the right code, then consumes the code and records the change', async () => {
    const res = await reset('123456');
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect(cognito).toHaveReceivedCommandWith(AdminSetUserPasswordCommand, {
      Username: email,
      Password: 'N3w#Passw0rd',
      Permanent: true,
    });
    expect(ddb).toHaveReceivedCommandWith(DeleteCommand, {
      Key: resetCodeKey(memberId),
      ExpressionAttributeValues: { ':hash': resetCodeHash(memberId, '123456') },
    });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      Key: memberKey(memberId),
      UpdateExpression: 'SET ispasswordchanged = :at',
    });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      ...isCodeAttempt,
      ExpressionAttributeValues: expect.objectContaining({ ':max': 5 }),
    });
  });

  it('refuses a wrong code with 400 and a clear message, counting the failure', async () => {
    const res = await reset('654321');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: apiMessages.resetCodeRefused });
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      Key: counterKeyOf('reset-password', 'account', email),
    });
  });

  it('refuses a code that expired or used up its attempts (the conditional attempt fails)', async () => {
    ddb
      .on(UpdateCommand, isCodeAttempt)
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );
    const res = await reset('123456');
    expect(res.status).toBe(400);
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
  });

  it('refuses a code for an unknown e-mail with the same answer', async () => {
    ddb.on(QueryCommand, { IndexName: 'byEmail' }).resolves({ Items: [] });
    const res = await reset('123456');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: apiMessages.resetCodeRefused });
  });

  it("refuses a weak password with the spec's submit message before spending an attempt", async () => {
    const res = await reset('123456', 'weakpassword');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: apiMessages.passwordSubmit });
    expect(ddb).not.toHaveReceivedCommandWith(UpdateCommand, isCodeAttempt);
  });

  it('answers 429 once failed resets for the e-mail reach the limit', async () => {
    ddb
      .on(GetCommand, { Key: counterKeyOf('reset-password', 'account', email) })
      .resolves({ Item: { count: 10 } });
    expect((await reset('123456')).status).toBe(429);
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
  });
});
