/**
 * The user pool adapter (lambdas/adapters/identity.ts) over the SDK's Cognito client: what it
 * sends for each flow, how it reads Cognito's answers and refusals (aws-sdk-client-mock), and that
 * the client lambdas/composition.ts builds retries a busy pool to the bound of 3 attempts and then
 * hands the error on for the 503 (its real SDK stack over a transport that answers throttling).
 */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityProvider } from '../../lambdas/adapters/identity';
import { cognitoClient, resetComposition } from '../../lambdas/composition';
import { toDomainError } from '../../lambdas/middleware/aws-errors';
import { ServiceUnavailableError } from '../../shared/domain/errors';
import { cognitoError, interceptTransport } from '../fault/support/transport';

const UserPoolId = 'us-east-1_pool';
const meta = { $metadata: { httpStatusCode: 400 } };

describe('IdentityProvider over the Cognito client', () => {
  const cognito = mockClient(CognitoIdentityProviderClient);
  const identity = new IdentityProvider(new CognitoIdentityProviderClient({ region: 'us-east-1' }), {
    clientId: 'client-1',
    userPoolId: UserPoolId,
  });
  afterEach(() => cognito.reset());
  afterAll(() => cognito.restore());

  it('signs in with USER_PASSWORD_AUTH and answers the tokens', async () => {
    cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: 'a.b.c', IdToken: 'd.e.f', RefreshToken: 'r', ExpiresIn: 3600 },
    });
    expect(await identity.passwordSignIn('casey@example.com', 'right')).toEqual({
      access_token: 'a.b.c',
      id_token: 'd.e.f',
      refresh_token: 'r',
    });
    expect(cognito).toHaveReceivedCommandWith(InitiateAuthCommand, {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-1',
      AuthParameters: { USERNAME: 'casey@example.com', PASSWORD: 'right' },
    });
  });

  it.each([
    ['NotAuthorizedException', new NotAuthorizedException({ message: 'no', ...meta })],
    ['UserNotFoundException', new UserNotFoundException({ message: 'no', ...meta })],
    ["cognito-local's InvalidPasswordException", new InvalidPasswordException({ message: 'no', ...meta })],
  ])('answers no tokens when the pool refuses the credentials (%s)', async (_name, error) => {
    cognito.on(InitiateAuthCommand).rejects(error);
    expect(await identity.passwordSignIn('casey@example.com', 'wrong')).toBeUndefined();
  });

  it('answers no tokens for a challenge instead of tokens, and passes other failures on', async () => {
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' });
    expect(await identity.passwordSignIn('casey@example.com', 'x')).toBeUndefined();
    cognito.on(InitiateAuthCommand).rejects(new Error('socket hang up'));
    await expect(identity.passwordSignIn('casey@example.com', 'x')).rejects.toThrow('socket hang up');
  });

  it('finds a user by e-mail with its sub and member id, and answers none for UserNotFoundException', async () => {
    cognito.on(AdminGetUserCommand, { Username: 'casey@example.com' }).resolves({
      Username: 'u-1',
      UserAttributes: [
        { Name: 'sub', Value: 'sub-1' },
        { Name: 'custom:memberid', Value: 'm-1' },
      ],
    });
    cognito
      .on(AdminGetUserCommand, { Username: 'nobody@example.com' })
      .rejects(new UserNotFoundException({ message: 'User does not exist.', ...meta }));
    expect(await identity.findUser('casey@example.com')).toEqual({
      username: 'u-1',
      sub: 'sub-1',
      memberId: 'm-1',
    });
    expect(await identity.findUser('nobody@example.com')).toBeUndefined();
    expect(cognito).toHaveReceivedCommandWith(AdminGetUserCommand, {
      UserPoolId,
      Username: 'casey@example.com',
    });
  });

  it('creates a user without the pool sending mail, and reads its sub from the answer', async () => {
    cognito.on(AdminCreateUserCommand).resolves({
      User: { Username: 'u-2', Attributes: [{ Name: 'sub', Value: 'sub-2' }] },
    });
    expect(await identity.createUser('dana@example.com', 'm-2')).toEqual({
      username: 'u-2',
      sub: 'sub-2',
      memberId: 'm-2',
    });
    expect(cognito).toHaveReceivedCommandWith(AdminCreateUserCommand, {
      UserPoolId,
      Username: 'dana@example.com',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: 'dana@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:memberid', Value: 'm-2' },
      ],
    });
  });

  it('sets a permanent password, answering false for one the pool refuses', async () => {
    cognito
      .on(AdminSetUserPasswordCommand)
      .resolvesOnce({})
      .rejects(new InvalidPasswordException({ message: 'weak', ...meta }));
    expect(await identity.setPassword('u-1', 'Long-enough-1!')).toBe(true);
    expect(await identity.setPassword('u-1', 'short')).toBe(false);
    expect(cognito).toHaveReceivedCommandWith(AdminSetUserPasswordCommand, {
      UserPoolId,
      Username: 'u-1',
      Password: 'Long-enough-1!',
      Permanent: true,
    });
  });

  it('deletes a user, a user already gone included', async () => {
    cognito.on(AdminDeleteUserCommand).rejects(new UserNotFoundException({ message: 'gone', ...meta }));
    await expect(identity.deleteUser('u-9')).resolves.toBeUndefined();
    expect(cognito).toHaveReceivedCommandWith(AdminDeleteUserCommand, { UserPoolId, Username: 'u-9' });
  });
});

describe("the composition's Cognito client", () => {
  beforeEach(() => {
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDTEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('USER_POOL_ID', UserPoolId);
    // No jitter: the retries do not wait.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    resetComposition();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetComposition();
  });

  it('tries a throttled admin call 3 times, then passes the error on as a 503', async () => {
    const client = cognitoClient();
    const sent: string[] = [];
    const interception = interceptTransport(client, (request) => {
      sent.push(request.operation);
      return cognitoError('TooManyRequestsException', 'Too many requests');
    });
    try {
      const identity = new IdentityProvider(client, { userPoolId: UserPoolId });
      const error: unknown = await identity.setPassword('u-1', 'Long-enough-1!').catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'TooManyRequestsException', $metadata: { attempts: 3 } });
      expect(sent).toEqual(['AdminSetUserPassword', 'AdminSetUserPassword', 'AdminSetUserPassword']);
      expect(toDomainError(error)).toBeInstanceOf(ServiceUnavailableError);
    } finally {
      interception.restore();
    }
  });
});
