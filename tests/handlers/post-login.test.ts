/** POST /api/Login against a mocked user pool: the real chain, the real handler, no network. */
import {
  InitiateAuthCommand,
  NotAuthorizedException,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/auth/post-login';
import * as apiMessages from '../../shared/api-messages';
import { apiEvent, lambdaContext } from '../helpers/events';
import { mockCognito } from '../helpers/cognito-mock';

const cognito = mockCognito();
// The rate-limit counters (tests/handlers/access-login.test.ts checks the throttling itself).
const dynamo = mockClient(DynamoDBDocumentClient);
const login = (body: unknown) => handler(apiEvent('POST /api/Login', { body }), lambdaContext());

beforeAll(() => {
  process.env.USER_POOL_CLIENT_ID = 'client-123';
  process.env.TABLE_MEMBERS = 'members-table';
});
beforeEach(() => {
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
});
afterEach(() => {
  cognito.reset();
  dynamo.reset();
});

describe('POST /api/Login', () => {
  it('signs in with USER_PASSWORD_AUTH and answers the three tokens as tokenResponse', async () => {
    cognito
      .on(InitiateAuthCommand)
      .resolves({ AuthenticationResult: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r' } });
    const res = await login({ email: 'ann@example.com', password: 'Secret#123' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      success: true,
      tokenResponse: { access_token: 'a', id_token: 'i', refresh_token: 'r' },
    });
    expect(cognito).toHaveReceivedCommandWith(InitiateAuthCommand, {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-123',
      AuthParameters: { USERNAME: 'ann@example.com', PASSWORD: 'Secret#123' },
    });
  });

  it("answers 401 'Login failed. Please try again.' when the pool refuses the credentials", async () => {
    cognito
      .on(InitiateAuthCommand)
      .rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));
    const res = await login({ email: 'ann@example.com', password: 'wrong' });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({
      success: false,
      message: 'Login failed. Please try again.',
    });
  });

  it('answers 401 when the pool answers a challenge instead of tokens', async () => {
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' });
    expect((await login({ email: 'ann@example.com', password: 'Secret#123' })).statusCode).toBe(401);
  });

  it('answers 503 without details when the pool stays throttled after the bounded retries', async () => {
    cognito
      .on(InitiateAuthCommand)
      .rejects(new TooManyRequestsException({ message: 'Rate exceeded', $metadata: {} }));
    const res = await login({ email: 'ann@example.com', password: 'Secret#123' });
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, message: apiMessages.serviceUnavailable });
    expect(res.body).not.toContain('Rate exceeded');
  });

  it('answers 500 without details when the pool fails in an unexpected way', async () => {
    cognito.on(InitiateAuthCommand).rejects(new Error('socket hang up at 10.0.0.12'));
    const res = await login({ email: 'ann@example.com', password: 'Secret#123' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('10.0.0.12');
  });

  it('answers 400 for an invalid e-mail without calling the pool', async () => {
    const res = await login({ email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).fields).toHaveProperty('email');
    expect(cognito).not.toHaveReceivedCommand(InitiateAuthCommand);
  });
});
