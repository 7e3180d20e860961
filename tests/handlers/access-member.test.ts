/**
 * The member family (GET /api/Member/GetMember, GET /api/Member/{id}, POST /api/changepassword)
 * and the throttled POST /api/Login, on the real chain with mocked AWS clients.
 */
import {
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberKey } from '../../lambdas/adapters/members';
import { handler as postLogin } from '../../lambdas/handlers/auth/post-login';
import { handler as getMemberById } from '../../lambdas/handlers/member/get-member-by-id';
import { handler as getMember } from '../../lambdas/handlers/member/get-member';
import { handler as postChangePassword } from '../../lambdas/handlers/member/post-change-password';
import * as apiMessages from '../../shared/api-messages';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';
import {
  cognito,
  counterKeyOf,
  ddb,
  memberId,
  memberItem,
  otherMemberId,
  resetMocks,
  setAccessEnv,
  SOURCE_IP,
  sub,
} from './access-fixtures';

const claims = { ...memberClaims(sub), username: 'pool-username-1' };
const parse = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  body: JSON.parse(res.body) as Record<string, unknown>,
  raw: res.body,
});
const tokens = { AuthenticationResult: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r' } };

beforeEach(() => {
  setAccessEnv();
  resetMocks();
  ddb
    .on(QueryCommand, { IndexName: 'bySub' })
    .resolves({ Items: [memberItem({ active: true, ssn: '123-45-6789' })] });
});

describe('GET /api/Member/GetMember', () => {
  it("answers the caller's own member, found by the token's sub", async () => {
    const res = parse(await getMember(apiEvent('GET /api/Member/GetMember', { claims }), lambdaContext()));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: memberId,
      firstname: 'Casey',
      accountid: 'ACME-001',
      status: 'Active',
    });
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'bySub',
      ExpressionAttributeValues: { ':s': sub },
    });
  });

  it('never answers the full SSN: only its last four digits, and no internal fields', async () => {
    const res = parse(await getMember(apiEvent('GET /api/Member/GetMember', { claims }), lambdaContext()));
    expect((res.body.data as Record<string, unknown>).additionalid).toBe('***-**-6789');
    expect(res.raw).not.toContain('123-45-6789');
    expect(res.raw).not.toContain('123456789');
    expect(Object.keys(res.body.data as object)).not.toEqual(expect.arrayContaining(['ssn']));
    for (const key of ['ssn', 'sub', 'email', 'employerId', 'pk', 'sk'])
      expect(res.body.data).not.toHaveProperty(key);
  });

  it('answers 404 when no member is bound to the token', async () => {
    ddb.on(QueryCommand, { IndexName: 'bySub' }).resolves({ Items: [] });
    const res = parse(await getMember(apiEvent('GET /api/Member/GetMember', { claims }), lambdaContext()));
    expect(res.status).toBe(404);
  });

  it('answers 401 without verified claims', async () => {
    expect((await getMember(apiEvent('GET /api/Member/GetMember'), lambdaContext())).statusCode).toBe(401);
  });
});

describe('GET /api/Member/{id}', () => {
  const byId = async (id: string) =>
    parse(
      await getMemberById(
        apiEvent('GET /api/Member/{id}', { claims, pathParameters: { id } }),
        lambdaContext(),
      ),
    );

  it("answers the caller's own member for its own id, whatever the id's case", async () => {
    const res = await byId(memberId.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: memberId, additionalid: '***-**-6789' });
  });

  it("answers 404 for another member's id and never reads that member", async () => {
    const res = await byId(otherMemberId);
    expect(res.status).toBe(404);
    expect(res.body).not.toHaveProperty('data');
    expect(ddb).not.toHaveReceivedCommandWith(GetCommand, { Key: memberKey(otherMemberId) });
  });
});

describe('POST /api/changepassword', () => {
  const change = async (currentpassword: string, newpassword: string) =>
    parse(
      await postChangePassword(
        apiEvent('POST /api/changepassword', { claims, body: { currentpassword, newpassword } }),
        lambdaContext(),
      ),
    );

  it("checks the current password with the caller's e-mail, then sets the new one on the caller's user", async () => {
    cognito.on(InitiateAuthCommand).resolves(tokens);
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    const res = await change('Old#Passw0rd', 'N3w#Passw0rd');
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(cognito).toHaveReceivedCommandWith(InitiateAuthCommand, {
      AuthParameters: { USERNAME: 'casey@example.com', PASSWORD: 'Old#Passw0rd' },
    });
    expect(cognito).toHaveReceivedCommandWith(AdminSetUserPasswordCommand, {
      UserPoolId: 'us-east-1_TestPool',
      Username: 'pool-username-1',
      Password: 'N3w#Passw0rd',
      Permanent: true,
    });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      Key: memberKey(memberId),
      UpdateExpression: 'SET ispasswordchanged = :at',
    });
  });

  it('answers 400 with a clear message for a wrong current password, counted as a failed sign-in', async () => {
    cognito
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));
    const res = await change('Wr0ng#Passw0rd', 'N3w#Passw0rd');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: apiMessages.currentPasswordWrong,
      fields: { currentpassword: apiMessages.currentPasswordWrong },
    });
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      Key: counterKeyOf('login', 'account', 'casey@example.com'),
    });
  });

  it("answers 400 with the spec's submit message for a new password that breaks the rule, before asking the pool", async () => {
    const res = await change('Old#Passw0rd', 'password');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: apiMessages.passwordSubmit,
      fields: { newpassword: apiMessages.passwordSubmit },
    });
    expect(cognito).not.toHaveReceivedCommand(InitiateAuthCommand);
  });

  it('answers 429 once failed sign-ins of the caller reach the limit, without asking the pool', async () => {
    ddb
      .on(GetCommand, { Key: counterKeyOf('login', 'account', 'casey@example.com') })
      .resolves({ Item: { count: 5 } });
    const res = await change('Old#Passw0rd', 'N3w#Passw0rd');
    expect(res.status).toBe(429);
    expect(cognito).not.toHaveReceivedCommand(InitiateAuthCommand);
  });
});

describe('POST /api/Login throttling', () => {
  const login = async (email: string, password = 'Secret#123') =>
    parse(await postLogin(apiEvent('POST /api/Login', { body: { email, password } }), lambdaContext()));

  it('counts a failed sign-in against the e-mail and the client address, under hashed keys', async () => {
    cognito
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));
    expect((await login('Ann@Example.com')).status).toBe(401);
    const account = counterKeyOf('login', 'account', 'ann@example.com');
    const ip = counterKeyOf('login', 'ip', SOURCE_IP);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      Key: account,
      UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
    });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, { Key: ip });
    expect(account.pk).toMatch(/^RATE#login#account:[0-9a-f]{32}$/);
    expect(account.sk).toMatch(/^WINDOW#\d+$/);
    expect(`${account.pk}${ip.pk}`).not.toContain('ann');
    expect(ip.pk).not.toContain(SOURCE_IP);
  });

  it('does not count a successful sign-in', async () => {
    cognito.on(InitiateAuthCommand).resolves(tokens);
    expect((await login('ann@example.com')).status).toBe(200);
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  });

  it("answers 429 'Too many attempts...' after 5 failures of the e-mail, without asking the pool", async () => {
    ddb
      .on(GetCommand, { Key: counterKeyOf('login', 'account', 'ann@example.com') })
      .resolves({ Item: { count: 5 } });
    const res = await login('ann@example.com');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(cognito).not.toHaveReceivedCommand(InitiateAuthCommand);
  });

  it('answers 200 at 4 failures of the e-mail: the limit is 5', async () => {
    ddb
      .on(GetCommand, { Key: counterKeyOf('login', 'account', 'ann@example.com') })
      .resolves({ Item: { count: 4 } });
    cognito.on(InitiateAuthCommand).resolves(tokens);
    expect((await login('ann@example.com')).status).toBe(200);
  });

  it('answers 429 after 30 failures from the client address, for any e-mail', async () => {
    ddb.on(GetCommand, { Key: counterKeyOf('login', 'ip', SOURCE_IP) }).resolves({ Item: { count: 30 } });
    expect((await login('someone-else@example.com')).status).toBe(429);
  });

  it('takes the limits from RATE_LIMIT_LOGIN_ACCOUNT', async () => {
    process.env.RATE_LIMIT_LOGIN_ACCOUNT = '2/15';
    ddb
      .on(GetCommand, { Key: counterKeyOf('login', 'account', 'ann@example.com') })
      .resolves({ Item: { count: 2 } });
    expect((await login('ann@example.com')).status).toBe(429);
  });
});
