/**
 * GET /api/Member/GetMemberPasswordInfo and POST /api/Member/SetPassword on the real chain, with
 * mocked AWS clients: the one-time token, its lease, the pool user and the binding transaction.
 */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InternalErrorException,
  InvalidPasswordException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberKey } from '../../lambdas/adapters/members';
import { hashSecret, registrationProofKey, setPasswordTokenKey } from '../../lambdas/adapters/member-access';
import { handler as getPasswordInfo } from '../../lambdas/handlers/registration/get-password-info';
import { handler as postSetPassword } from '../../lambdas/handlers/registration/post-set-password';
import * as apiMessages from '../../shared/api-messages';
import { apiEvent, lambdaContext } from '../helpers/events';
import {
  cognito,
  counterKeyOf,
  ddb,
  employerId,
  memberId,
  memberItem,
  otherMemberId,
  resetMocks,
  setAccessEnv,
  sub,
} from './access-fixtures';

const token = 't'.repeat(43);
const password = 'Str0ng#Passw0rd';
const future = () => Math.floor(Date.now() / 1000) + 3600;
const poolUsername = 'a1b2c3d4-0000-4000-8000-000000000001';

const info = async (id = memberId, t = token) => {
  const res = await getPasswordInfo(
    apiEvent('GET /api/Member/GetMemberPasswordInfo', { query: { id, token: t } }),
    lambdaContext(),
  );
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
};
const setPassword = async (body: Record<string, unknown> = { id: memberId, token, password }) => {
  const res = await postSetPassword(apiEvent('POST /api/Member/SetPassword', { body }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
};

const tokenItem = (expiresAt = future(), hash = hashSecret(token)) => ({
  Item: { ...setPasswordTokenKey(memberId), tokenHash: hash, expiresAt },
});
const isClaim = {
  Key: setPasswordTokenKey(memberId),
  UpdateExpression: 'SET leaseId = :lease, leaseUntil = :until',
};
const isRelease = { Key: setPasswordTokenKey(memberId), UpdateExpression: 'REMOVE leaseId, leaseUntil' };

beforeEach(() => {
  setAccessEnv();
  resetMocks();
  ddb.on(GetCommand, { Key: setPasswordTokenKey(memberId) }).resolves(tokenItem());
  ddb.on(GetCommand, { Key: memberKey(memberId) }).resolves({ Item: memberItem() });
  cognito
    .on(AdminCreateUserCommand)
    .resolves({ User: { Username: poolUsername, Attributes: [{ Name: 'sub', Value: sub }] } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
});

describe('GET /api/Member/GetMemberPasswordInfo', () => {
  it('answers the member, its employer and passwordset false for a valid link', async () => {
    const res = await info();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { memberid: memberId, accountid: 'ACME-001', employer_id: employerId, passwordset: false },
    });
  });

  it('answers the same 403 for a wrong token, an expired token, an unknown member and a member whose password is set', async () => {
    const answers = [await info(memberId, 'w'.repeat(43))];
    ddb
      .on(GetCommand, { Key: setPasswordTokenKey(memberId) })
      .resolves(tokenItem(Math.floor(Date.now() / 1000) - 1));
    answers.push(await info());
    answers.push(await info(otherMemberId));
    ddb.on(GetCommand, { Key: setPasswordTokenKey(memberId) }).resolves(tokenItem());
    ddb.on(GetCommand, { Key: memberKey(memberId) }).resolves({ Item: memberItem({ active: true }) });
    answers.push(await info());
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message: apiMessages.setPasswordLinkInvalid,
        code: 'setPasswordLinkInvalid',
        requestId: expect.any(String),
      });
    }
  });

  it('counts each refused link against the member and the client address', async () => {
    await info(memberId, 'w'.repeat(43));
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      Key: counterKeyOf('set-password', 'account', memberId),
    });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      Key: counterKeyOf('set-password', 'ip', '198.51.100.7'),
    });
  });
});

describe('POST /api/Member/SetPassword', () => {
  it('creates the pool user, sets the password, then binds it and consumes the token in one transaction', async () => {
    // Act
    const res = await setPassword();

    // Assess
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(cognito).toHaveReceivedCommandWith(AdminCreateUserCommand, {
      UserPoolId: 'us-east-1_TestPool',
      Username: 'casey@example.com',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: 'casey@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:memberid', Value: memberId },
      ],
    });
    expect(cognito).toHaveReceivedCommandWith(AdminSetUserPasswordCommand, {
      Username: poolUsername,
      Password: password,
      Permanent: true,
    });
    const lease = ddb.commandCalls(UpdateCommand, isClaim)[0]?.args[0].input.ExpressionAttributeValues?.[
      ':lease'
    ];
    expect(lease).toEqual(expect.any(String));
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Update).toMatchObject({
      Key: memberKey(memberId),
      ExpressionAttributeValues: { ':sub': sub, ':at': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect(items[1]?.Delete).toMatchObject({
      Key: setPasswordTokenKey(memberId),
      ConditionExpression: 'leaseId = :lease',
      ExpressionAttributeValues: { ':lease': lease },
    });
    expect(items[2]?.Delete).toMatchObject({ Key: registrationProofKey(memberId) });
  });

  it('refuses a replayed token (already consumed: no token item) with 403, touching neither the pool nor the member', async () => {
    ddb.on(GetCommand, { Key: setPasswordTokenKey(memberId) }).resolves({});
    const res = await setPassword();
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: apiMessages.setPasswordLinkInvalid });
    expect(cognito).not.toHaveReceivedCommand(AdminCreateUserCommand);
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a replay racing the first use (the lease is taken) with 403', async () => {
    ddb
      .on(UpdateCommand, isClaim)
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      );
    const res = await setPassword();
    expect(res.status).toBe(403);
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
  });

  it('refuses an expired token with 403', async () => {
    ddb
      .on(GetCommand, { Key: setPasswordTokenKey(memberId) })
      .resolves(tokenItem(Math.floor(Date.now() / 1000) - 5));
    expect((await setPassword()).status).toBe(403);
    expect(cognito).not.toHaveReceivedCommand(AdminCreateUserCommand);
  });

  it.each([
    'Sh0rt#a',
    'nouppercase#1',
    'NOLOWERCASE#1',
    'NoDigits#here',
    'NoSpecial1here',
    'Has space#1A',
    'Wrong^Special1',
  ])("refuses '%s' with 400 and the spec's submit message, keeping the link usable", async (weak) => {
    const res = await setPassword({ id: memberId, token, password: weak });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: apiMessages.passwordSubmit,
      fields: { password: apiMessages.passwordSubmit },
    });
    expect(ddb).not.toHaveReceivedCommandWith(UpdateCommand, isClaim);
    expect(cognito).not.toHaveReceivedCommand(AdminCreateUserCommand);
  });

  it('gives the lease back when the pool fails, so the link still works (503, nothing bound)', async () => {
    cognito
      .on(AdminSetUserPasswordCommand)
      .rejects(new InternalErrorException({ message: 'boom', $metadata: {} }));
    const res = await setPassword();
    // Cognito's own fault, after the SDK's bounded retries: "busy, try again", not a bug of ours.
    expect(res.status).toBe(503);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, isRelease);
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it("answers 400 with the spec's message when the pool refuses the password, and gives the lease back", async () => {
    cognito
      .on(AdminSetUserPasswordCommand)
      .rejects(
        new InvalidPasswordException({ message: 'Password does not conform to policy', $metadata: {} }),
      );
    const res = await setPassword();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: apiMessages.passwordSubmit });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, isRelease);
  });

  it('reuses the pool user an earlier failed attempt created for the same member', async () => {
    cognito.on(AdminGetUserCommand).resolves({
      Username: poolUsername,
      UserAttributes: [
        { Name: 'sub', Value: sub },
        { Name: 'custom:memberid', Value: memberId },
      ],
    });
    expect((await setPassword()).status).toBe(200);
    expect(cognito).not.toHaveReceivedCommand(AdminCreateUserCommand);
    expect(cognito).toHaveReceivedCommandWith(AdminSetUserPasswordCommand, { Username: poolUsername });
  });

  it('replaces a pool user left over by a deleted registration of the same e-mail', async () => {
    cognito.on(AdminGetUserCommand).resolves({
      Username: 'stale-user',
      UserAttributes: [
        { Name: 'sub', Value: 'stale-sub' },
        { Name: 'custom:memberid', Value: otherMemberId },
      ],
    });
    expect((await setPassword()).status).toBe(200);
    expect(cognito).toHaveReceivedCommandWith(AdminDeleteUserCommand, { Username: 'stale-user' });
    expect(cognito).toHaveReceivedCommand(AdminCreateUserCommand);
  });

  it("never touches a pool user that belongs to another member's live account (409)", async () => {
    cognito.on(AdminGetUserCommand).resolves({
      Username: 'live-user',
      UserAttributes: [
        { Name: 'sub', Value: 'live-sub' },
        { Name: 'custom:memberid', Value: otherMemberId },
      ],
    });
    ddb
      .on(GetCommand, { Key: memberKey(otherMemberId) })
      .resolves({ Item: { ...memberItem({ id: otherMemberId, active: true }), sub: 'live-sub' } });
    const res = await setPassword();
    expect(res.status).toBe(409);
    expect(cognito).not.toHaveReceivedCommand(AdminDeleteUserCommand);
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, isRelease);
  });

  it('never touches a pool user of that e-mail that no member of ours created (409)', async () => {
    cognito
      .on(AdminGetUserCommand)
      .resolves({ Username: 'ops-user', UserAttributes: [{ Name: 'sub', Value: 'ops-sub' }] });
    expect((await setPassword()).status).toBe(409);
    expect(cognito).not.toHaveReceivedCommand(AdminDeleteUserCommand);
  });

  it('answers 403 when the member stopped being pending before the binding (the transaction condition fails)', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    expect((await setPassword()).status).toBe(403);
  });

  it('answers 429 once refused links for the member reach the limit, without reading the token', async () => {
    ddb
      .on(GetCommand, { Key: counterKeyOf('set-password', 'account', memberId) })
      .resolves({ Item: { count: 10 } });
    const res = await setPassword();
    expect(res.status).toBe(429);
    expect(ddb).not.toHaveReceivedCommandWith(GetCommand, { Key: setPasswordTokenKey(memberId) });
  });
});
