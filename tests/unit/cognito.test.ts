/**
 * The functions call the user pool with their own requests (lambdas/adapters/cognito.ts) instead
 * of the SDK's Cognito client. The SDK client is the reference: for the same input, credentials
 * and clock, both must send the same request (address, X-Amz-Target, headers, JSON body, and the
 * same signature, or none for InitiateAuth), and for the same answers both must retry as often and
 * end with the same error. cognito-local checks no signatures, so this comparison is what shows
 * Cognito would accept the requests; the stack tests sign in and register through cognito-local.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { HttpRequest } from '@smithy/core/protocols';
import { describe, expect, it } from 'vitest';
import { AwsServiceError } from '../../lambdas/adapters/aws-json-service';
import { CognitoIdp, type CognitoOperation, type CognitoOperations } from '../../lambdas/adapters/cognito';
import { IdentityProvider } from '../../lambdas/adapters/identity';
import { sdkCommands } from '../helpers/cognito-mock';
import {
  lower,
  scope,
  SDK_ONLY,
  signedHeaders,
  transport,
  type Answer,
  compareAtOneInstant,
  credentials,
  sdkSignatureOver,
} from '../helpers/recording-transport';

const UserPoolId = 'us-east-1_AbCdEf123';

type Call = {
  [K in CognitoOperation]: { operation: K; input: CognitoOperations[K]['input'] };
}[CognitoOperation];

const calls: Call[] = [
  {
    operation: 'InitiateAuth',
    input: {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: '5abc0client',
      AuthParameters: { USERNAME: 'casey.ünal+benefits@example.com', PASSWORD: 'Pässword-1!"\\' },
    },
  },
  { operation: 'AdminGetUser', input: { UserPoolId, Username: 'casey@example.com' } },
  {
    operation: 'AdminCreateUser',
    input: {
      UserPoolId,
      Username: 'casey@example.com',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: 'casey@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:memberid', Value: '0b4b7c2e-9a51-4a37-9f0e-2f1c3d4e5f60' },
      ],
    },
  },
  {
    operation: 'AdminSetUserPassword',
    input: { UserPoolId, Username: 'casey@example.com', Password: 'N3w-Pässword!', Permanent: true },
  },
  { operation: 'AdminDeleteUser', input: { UserPoolId, Username: 'stale-user' } },
];

const ok: Answer = { status: 200, body: '{}' };

async function viaSdk(call: Call, answers: Answer[], region = 'us-east-1', endpoint?: string) {
  const { handler, requests } = transport(answers);
  const client = new CognitoIdentityProviderClient({
    region,
    credentials,
    requestHandler: handler,
    maxAttempts: 3,
    endpoint,
  });
  const Command = sdkCommands[call.operation] as unknown as new (
    input: unknown,
  ) => Parameters<typeof client.send>[0];
  try {
    return { output: await client.send(new Command(call.input)), requests };
  } catch (error) {
    return { error: error as AwsServiceError, requests };
  }
}

async function viaOurs(call: Call, answers: Answer[], region = 'us-east-1', endpoint?: string) {
  const { handler, requests } = transport(answers);
  const cognito = new CognitoIdp({ region, credentials, requestHandler: handler, maxAttempts: 3, endpoint });
  try {
    return { output: await cognito.send(call.operation, call.input as never), requests };
  } catch (error) {
    return { error: error as AwsServiceError, requests };
  }
}

describe('CognitoIdp.send', () => {
  compareAtOneInstant();

  const cases = calls.flatMap((call) => [
    { name: `${call.operation}, Cognito's own endpoint`, call, region: 'us-east-1', endpoint: undefined },
    { name: `${call.operation}, another region`, call, region: 'eu-central-1', endpoint: undefined },
    {
      name: `${call.operation}, the local stack`,
      call,
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9229',
    },
  ]);

  it.each(cases)('sends the request the SDK client sends: $name', async ({ call, region, endpoint }) => {
    const sdk = await viaSdk(call, [ok], region, endpoint);
    const ours = await viaOurs(call, [ok], region, endpoint);
    expect(sdk.error).toBeUndefined();
    expect(ours.error).toBeUndefined();
    expect(ours.requests).toHaveLength(1);
    const [a, b] = [sdk.requests[0] as HttpRequest, ours.requests[0] as HttpRequest];
    const where = (r: HttpRequest) => ({
      method: r.method,
      protocol: r.protocol,
      hostname: r.hostname,
      port: r.port,
      path: r.path,
      query: r.query ?? {},
    });
    expect(where(b)).toEqual(where(a));
    expect(JSON.parse(String(b.body))).toEqual(JSON.parse(String(a.body)));

    const sdkHeaders = Object.fromEntries(
      Object.entries(lower(a.headers)).filter(([k]) => !SDK_ONLY.test(k) && k !== 'authorization'),
    );
    const { authorization, 'x-amz-content-sha256': _bodyHash, ...ourRest } = lower(b.headers);
    const { 'x-amz-content-sha256': _sdkBodyHash, ...sdkRest } = sdkHeaders;
    expect(ourRest).toEqual(sdkRest);
    expect(ourRest['x-amz-target']).toBe(`AWSCognitoIdentityProviderService.${call.operation}`);

    if (call.operation === 'InitiateAuth') {
      // Unsigned on both sides: the app client id and the password are the credentials.
      expect(lower(a.headers).authorization).toBeUndefined();
      expect(authorization).toBeUndefined();
      expect(ourRest['x-amz-security-token']).toBeUndefined();
      return;
    }
    expect(scope(authorization)).toBe(`AKIDEXAMPLE/20261124/${region}/cognito-idp/aws4_request`);
    expect(signedHeaders(authorization)).toEqual(
      signedHeaders(lower(a.headers).authorization)?.filter((h) => !SDK_ONLY.test(h)),
    );
    // The SDK's request without its bookkeeping, signed anew over our body, carries our signature.
    expect(authorization).toBe(await sdkSignatureOver(a, b.body, 'cognito-idp', region));
  });

  const signIn = calls[0] as Call;
  const getUser = calls[1] as Call;
  const faults: { name: string; call: Call; answers: Answer[] }[] = [
    {
      name: 'a wrong password (NotAuthorizedException in __type): not retried',
      call: signIn,
      answers: [
        {
          status: 400,
          body: '{"__type":"NotAuthorizedException","message":"Incorrect username or password."}',
        },
      ],
    },
    {
      name: 'an unknown user (a namespaced __type)',
      call: getUser,
      answers: [
        {
          status: 400,
          body: '{"__type":"com.amazonaws.cognito.identity.idp.model#UserNotFoundException","message":"User does not exist."}',
        },
      ],
    },
    {
      name: 'throttled on every attempt',
      call: getUser,
      answers: [{ status: 400, body: '{"__type":"TooManyRequestsException","message":"Too many requests"}' }],
    },
    {
      name: 'throttled once, then answered',
      call: signIn,
      answers: [{ status: 400, body: '{"__type":"TooManyRequestsException","message":"Rate exceeded"}' }, ok],
    },
    {
      name: 'an internal error (500) on every attempt',
      call: getUser,
      answers: [{ status: 500, body: '{"__type":"InternalErrorException","message":"internal"}' }],
    },
    {
      name: 'a dropped connection, then answered',
      call: getUser,
      answers: [() => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), ok],
    },
  ];

  it.each(faults)('retries and fails as the SDK client does: $name', async (f) => {
    const sdk = await viaSdk(f.call, f.answers);
    const ours = await viaOurs(f.call, f.answers);
    expect(ours.requests).toHaveLength(sdk.requests.length);
    if (!sdk.error) {
      expect(ours.error).toBeUndefined();
      return;
    }
    const shape = (e: AwsServiceError) => ({
      name: e.name,
      message: e.message,
      $fault: e.$fault,
      status: e.$metadata?.httpStatusCode,
      attempts: e.$metadata?.attempts,
    });
    expect(ours.error).toBeInstanceOf(AwsServiceError);
    expect(shape(ours.error as AwsServiceError)).toEqual(shape(sdk.error));
  });
});

describe('IdentityProvider over CognitoIdp', () => {
  const provider = (answers: Answer[]) => {
    const { handler, requests } = transport(answers);
    const cognito = new CognitoIdp({ region: 'us-east-1', credentials, requestHandler: handler });
    return {
      identity: new IdentityProvider(cognito, { clientId: 'client-1', userPoolId: UserPoolId }),
      requests,
    };
  };

  it("answers no tokens for Cognito's refusal of a password, and the tokens for a good one", async () => {
    const refused = provider([{ status: 400, body: '{"__type":"NotAuthorizedException","message":"no"}' }]);
    expect(await refused.identity.passwordSignIn('casey@example.com', 'wrong')).toBeUndefined();
    const accepted = provider([
      {
        status: 200,
        body: '{"AuthenticationResult":{"AccessToken":"a.b.c","IdToken":"d.e.f","RefreshToken":"r","ExpiresIn":3600}}',
      },
    ]);
    expect(await accepted.identity.passwordSignIn('casey@example.com', 'right')).toEqual({
      access_token: 'a.b.c',
      id_token: 'd.e.f',
      refresh_token: 'r',
    });
  });

  it('answers no user for UserNotFoundException and reads the sub and member id of one found', async () => {
    const missing = provider([{ status: 400, body: '{"__type":"UserNotFoundException","message":"no"}' }]);
    expect(await missing.identity.findUser('nobody@example.com')).toBeUndefined();
    const found = provider([
      {
        status: 200,
        body: JSON.stringify({
          Username: 'u-1',
          UserAttributes: [
            { Name: 'sub', Value: 'sub-1' },
            { Name: 'custom:memberid', Value: 'm-1' },
          ],
        }),
      },
    ]);
    expect(await found.identity.findUser('casey@example.com')).toEqual({
      username: 'u-1',
      sub: 'sub-1',
      memberId: 'm-1',
    });
  });

  it('answers false for a password the pool refuses, and passes throttling on after the retries', async () => {
    const weak = provider([{ status: 400, body: '{"__type":"InvalidPasswordException","message":"weak"}' }]);
    expect(await weak.identity.setPassword('u-1', 'short')).toBe(false);
    const busy = provider([{ status: 400, body: '{"__type":"TooManyRequestsException","message":"busy"}' }]);
    await expect(busy.identity.setPassword('u-1', 'Long-enough-1!')).rejects.toMatchObject({
      name: 'TooManyRequestsException',
      $metadata: { attempts: 3 },
    });
    expect(busy.requests).toHaveLength(3);
  });
});
