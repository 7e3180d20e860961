/**
 * The administrators' own routes on the real chain, with DynamoDB and Cognito mocked:
 * - POST /api/admin/set-password: an unknown, expired or replaced token gets one message and
 *   counts as a failure; a weak password is refused with the workforce pool's rule before anything
 *   is written; the token is used up in one conditional transaction before the password is set on
 *   the workforce pool (never the employees'); a lost race writes no password; a refusal by
 *   Cognito gives the token back; a caller over the limit is refused before any read.
 * - POST /api/admin/mfa records the authenticator only when Cognito has TOTP enabled.
 * - The admin chain refuses every other admin route with 403 adminMfaRequired until it is recorded.
 */
import { adminApiMessages } from '../../shared/admin-api-messages';
import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InvalidPasswordException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workforcePoolSettings } from '../../infra/resources/workforce-pool';
import { adminInviteHash, adminInviteKey, grantKey } from '../../lambdas/adapters/admin';
import { resetComposition } from '../../lambdas/composition';
import { handler as getAdminMe } from '../../lambdas/handlers/admin/get-admin-me';
import { handler as getActivity } from '../../lambdas/handlers/admin/get-activity';
import { handler as postMfa } from '../../lambdas/handlers/admin/post-admin-mfa';
import { handler as postSetPassword } from '../../lambdas/handlers/admin/post-admin-set-password';
import * as apiMessages from '../../shared/api-messages';
import { ADMIN_PASSWORD_MIN_LENGTH, meetsAdminPasswordRule } from '../../shared/domain/admin-password';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const sub = 'a1b2c3d4-0000-4000-8000-0000000000aa';
const email = 'broker@example.com';
const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const token = 'T'.repeat(43);
const hash = adminInviteHash(token);
const strong = 'Console#Admin-2027';
const future = () => Math.floor(Date.now() / 1000) + 3600;

const grantItem = (over: Record<string, unknown> = {}) => ({
  ...grantKey(sub),
  sub,
  email,
  role: 'broker',
  employerIds: [employerId],
  phi: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  revokedAt: null,
  mfaAt: null,
  inviteHash: hash,
  ...over,
});

function given(tokenItem: Record<string, unknown> | undefined, grant = grantItem()) {
  dynamo
    .on(GetCommand, { TableName: 'admin-table', Key: adminInviteKey(hash) })
    .resolves({ Item: tokenItem });
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: grantKey(sub) }).resolves({ Item: grant });
}
const tokenItem = (expiresAt = future()) => ({ ...adminInviteKey(hash), sub, email, expiresAt });

async function setPassword(body: Record<string, unknown> = { token, password: strong }) {
  const res = await postSetPassword(apiEvent('POST /api/admin/set-password', { body }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}
const linkInvalid = {
  success: false,
  code: 'setPasswordLinkInvalid',
  message: apiMessages.setPasswordLinkInvalid,
};
/** A rate-limit counter written: the failure counted. */
const counted = () =>
  dynamo
    .commandCalls(UpdateCommand)
    .filter((c) => String(c.args[0].input.Key?.pk).startsWith('RATE#set-password#'));

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_ADMIN: 'admin-table',
    TABLE_EMPLOYERS: 'employers-table',
    WORKFORCE_POOL_ID: 'us-east-1_workforce',
    USER_POOL_ID: 'us-east-1_employees',
  });
  resetComposition();
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.on(AdminSetUserPasswordCommand).resolves({});
});

describe('the workforce password rule', () => {
  it('is the workforce pool’s policy', () => {
    const policy = workforcePoolSettings.passwordPolicy;
    expect(ADMIN_PASSWORD_MIN_LENGTH).toBe(policy.minimumLength);
    expect([
      policy.requireLowercase,
      policy.requireUppercase,
      policy.requireDigits,
      policy.requireSymbols,
    ]).toEqual([true, true, true, true]);
  });

  it.each([
    ['Console#Admin-2027', true],
    ['Console#2027', false], // 12 characters
    ['console#admin-2027', false], // no uppercase
    ['CONSOLE#ADMIN-2027', false], // no lowercase
    ['Console#Admin-xxxx', false], // no digit
    ['ConsoleAdmin20270', false], // no symbol
    [' Console#Admin-2027', false], // a leading space
    ['Console Admin_2027', true], // a space inside, _ is a symbol
  ])("'%s' → %s", (password, ok) => {
    expect(meetsAdminPasswordRule(password)).toBe(ok);
  });
});

describe('POST /api/admin/set-password', () => {
  it('sets the password on the workforce pool with a valid token, using the token up in one guarded transaction', async () => {
    given(tokenItem());
    const res = await setPassword();
    expect(res).toEqual({ status: 200, body: { success: true, data: { email } } });
    expect(dynamo).toHaveReceivedCommandWith(TransactWriteCommand, {
      TransactItems: [
        {
          Delete: {
            TableName: 'admin-table',
            Key: adminInviteKey(hash),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        expect.objectContaining({
          Update: expect.objectContaining({ Key: grantKey(sub), UpdateExpression: 'SET inviteHash = :none' }),
        }),
      ],
    });
    expect(cognito).toHaveReceivedCommandTimes(AdminSetUserPasswordCommand, 1);
    expect(cognito).toHaveReceivedCommandWith(AdminSetUserPasswordCommand, {
      UserPoolId: 'us-east-1_workforce',
      Username: sub,
      Password: strong,
      Permanent: true,
    });
    expect(counted()).toHaveLength(0);
  });

  it.each([
    ['unknown', undefined, grantItem()],
    ['expired', tokenItem(Math.floor(Date.now() / 1000) - 1), grantItem()],
    ['replaced by a newer invitation', tokenItem(), grantItem({ inviteHash: 'f'.repeat(64) })],
    ['of a revoked grant', tokenItem(), grantItem({ revokedAt: '2026-11-02T00:00:00.000Z' })],
  ])('refuses a token that is %s with the one message, counting the failure', async (_case, item, grant) => {
    given(item, grant);
    const res = await setPassword();
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject(linkInvalid);
    expect(counted()).toHaveLength(2);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
  });

  it('refuses a weak password with the pool’s rule, writing nothing and keeping the link', async () => {
    given(tokenItem());
    const res = await setPassword({ token, password: 'Short#1a' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'adminPasswordRule',
      message: adminApiMessages.adminPasswordRule,
      fields: { password: adminApiMessages.adminPasswordRule },
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
  });

  it('sets no password when another request used the token first', async () => {
    given(tokenItem());
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        $metadata: {},
        message: 'cancelled',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const res = await setPassword();
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject(linkInvalid);
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
  });

  it('gives the token back and answers the rule when Cognito refuses the password', async () => {
    given(tokenItem());
    cognito
      .on(AdminSetUserPasswordCommand)
      .rejects(new InvalidPasswordException({ $metadata: {}, message: 'no' }));
    const res = await setPassword();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'adminPasswordRule' });
    const writes = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems ?? []);
    expect(writes).toHaveLength(2);
    expect(writes[1]?.[0]?.Put?.Item).toMatchObject({ ...adminInviteKey(hash), sub, email });
  });

  it('refuses a caller over the limit before reading the token', async () => {
    dynamo.on(GetCommand).resolves({ Item: { count: 1_000 } });
    const res = await setPassword();
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'tooManyAttempts' });
    expect(dynamo).not.toHaveReceivedCommandWith(GetCommand, { Key: adminInviteKey(hash) });
    expect(cognito).not.toHaveReceivedCommand(AdminSetUserPasswordCommand);
  });

  it('refuses a body with another field, writing nothing', async () => {
    const res = await setPassword({ token, password: strong, email });
    expect(res.status).toBe(400);
    expect(dynamo).not.toHaveReceivedAnyCommand();
  });
});

const asAdmin = (handler: typeof postMfa, routeKey: string, pathParameters?: Record<string, string>) =>
  handler(
    apiEvent(routeKey, { claims: memberClaims(sub), ...(pathParameters && { pathParameters }) }),
    lambdaContext(),
  );

describe('POST /api/admin/mfa and the authenticator requirement', () => {
  it('records the authenticator when Cognito has TOTP enabled for the caller', async () => {
    given(undefined, grantItem({ inviteHash: null }));
    cognito.on(AdminGetUserCommand).resolves({ Username: sub, UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
    const res = await asAdmin(postMfa, 'POST /api/admin/mfa');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, data: { mfa: true } });
    expect(cognito).toHaveReceivedCommandWith(AdminGetUserCommand, {
      UserPoolId: 'us-east-1_workforce',
      Username: sub,
    });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Update).toMatchObject({ Key: grantKey(sub), UpdateExpression: 'SET mfaAt = :at' });
    expect(items[1]?.Put?.Item).toMatchObject({ action: 'grant-change', actor: email });
  });

  it('answers 409 and records nothing while Cognito has no TOTP for the caller', async () => {
    given(undefined, grantItem({ inviteHash: null }));
    cognito.on(AdminGetUserCommand).resolves({ Username: sub, UserMFASettingList: [] });
    const res = await asAdmin(postMfa, 'POST /api/admin/mfa');
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'adminMfaNotEnrolled' });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses the other admin routes with 403 adminMfaRequired until the authenticator is recorded, but not /me', async () => {
    given(undefined, grantItem({ inviteHash: null }));
    dynamo.on(GetCommand, { TableName: 'employers-table' }).resolves({});
    const activity = await asAdmin(getActivity, 'GET /api/admin/employers/{employerId}/activity', {
      employerId,
    });
    expect(activity.statusCode).toBe(403);
    expect(JSON.parse(activity.body)).toMatchObject({
      code: 'adminMfaRequired',
      message: adminApiMessages.adminMfaRequired,
    });
    const me = await asAdmin(getAdminMe, 'GET /api/admin/me');
    expect(me.statusCode).toBe(200);
    expect(JSON.parse(me.body).data).toMatchObject({ email, mfa: false });
  });

  it('lets the grant’s routes through once the authenticator is recorded', async () => {
    given(undefined, grantItem({ inviteHash: null, mfaAt: '2026-11-03T00:00:00.000Z' }));
    const activity = await asAdmin(getActivity, 'GET /api/admin/employers/{employerId}/activity', {
      employerId,
    });
    expect(activity.statusCode).toBe(200);
    expect(cognito).not.toHaveReceivedAnyCommand();
  });
});
