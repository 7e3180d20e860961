/**
 * The portal's Cognito passthrough (/cognito/, infra/local/server.ts) fills what cognito-local
 * lacks, so Amplify behaves as against Cognito: GetTokensFromRefreshToken refreshes, and the
 * tokens carry Cognito's `origin_jti`, without which Amplify's signOut() never revokes the refresh
 * token (issue 24, item 7). The tokens still verify against the pool's JWKS and open member routes.
 */
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../helpers/http';
import { registerActive, strongPassword, uniqueEmail } from './access-helpers';

const stack = inject('stack');
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/** What the browser talks to: the portal's passthrough. */
const viaPortal = new CognitoIdentityProviderClient({
  region: 'us-east-1',
  endpoint: `${stack.portalUrl}/cognito/`,
  credentials,
});
/** cognito-local itself. */
const pool = new CognitoIdentityProviderClient({
  region: 'us-east-1',
  endpoint: stack.cognitoUrl,
  credentials,
});

let email: string;
beforeAll(async () => {
  email = uniqueEmail('cognito-proxy');
  await registerActive(stack, email);
});

const passwordSignIn = () =>
  viaPortal.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: strongPassword },
    }),
  );

const refreshAtPool = (refreshToken: string) =>
  pool.send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the Cognito passthrough', () => {
  it('hands out tokens with origin_jti that verify against the pool and open member routes', async () => {
    const signedIn = await passwordSignIn();
    const { AccessToken, IdToken, RefreshToken } = signedIn.AuthenticationResult ?? {};
    if (!AccessToken || !IdToken || !RefreshToken) throw new Error('no tokens');
    const origin = decodeJwt(RefreshToken).jti;
    expect(origin).toBeTruthy();
    const jwks = createRemoteJWKSet(new URL(`${stack.cognitoUrl}/${stack.userPoolId}/.well-known/jwks.json`));
    const issuer = `${stack.cognitoUrl}/${stack.userPoolId}`;
    const access = await jwtVerify(AccessToken, jwks, { issuer });
    expect(access.payload.origin_jti).toBe(origin);
    expect(access.payload).toMatchObject({ token_use: 'access', client_id: stack.clientId });
    const id = await jwtVerify(IdToken, jwks, { issuer, audience: stack.clientId });
    expect(id.payload.origin_jti).toBe(origin);

    // The refresh (Amplify's GetTokensFromRefreshToken) keeps the origin of the sign-in.
    const refreshed = await viaPortal.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken }),
    );
    const next = refreshed.AuthenticationResult?.AccessToken ?? '';
    expect((await jwtVerify(next, jwks, { issuer })).payload.origin_jti).toBe(origin);

    const me = await call(stack.portalUrl, 'GET', '/api/Member/GetMember', { token: next });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
  });

  it('RevokeToken makes the refresh token useless, through the portal and at the pool', async () => {
    const { RefreshToken } = (await passwordSignIn()).AuthenticationResult ?? {};
    if (!RefreshToken) throw new Error('no refresh token');
    expect((await refreshAtPool(RefreshToken)).AuthenticationResult?.AccessToken).toBeTruthy();

    await viaPortal.send(new RevokeTokenCommand({ ClientId: stack.clientId, Token: RefreshToken }));

    expect(await failure(refreshAtPool(RefreshToken))).toBeInstanceOf(NotAuthorizedException);
    expect(
      await failure(
        viaPortal.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.clientId, RefreshToken })),
      ),
    ).toBeInstanceOf(NotAuthorizedException);
  });
});
