/**
 * Token revocation on the local user pool, as Cognito does it for an app client with token
 * revocation enabled (infra/constructs/auth.ts: enableTokenRevocation).
 *
 * Cognito then puts an `origin_jti` claim (the id of the sign-in the tokens come from) in its
 * access and ID tokens, and Amplify's `signOut()` calls RevokeToken with the refresh token only
 * when the access token carries that claim. cognito-local implements RevokeToken (it forgets the
 * refresh token, so REFRESH_TOKEN_AUTH refuses it afterwards) but issues no `origin_jti`, so
 * Amplify never calls it. The portal's Cognito passthrough (server.ts) adds the claim to the tokens
 * it hands out, signed again with cognito-local's own key, so they still verify against the pool's
 * JWKS: the same tokens, plus the claim Cognito would have put in them.
 */
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

type SigningKey = Awaited<ReturnType<typeof importJWK>>;
let signingKey: Promise<SigningKey> | undefined;

/** cognito-local's signing key, shipped in its package (its JWKS serves the public half). */
function poolKey(): Promise<SigningKey> {
  signingKey ??= (() => {
    const file = join(
      dirname(require.resolve('cognito-local/package.json')),
      'lib',
      'keys',
      'cognitoLocal.private.json',
    );
    const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: JWK };
    return importJWK(jwk, 'RS256');
  })();
  return signingKey;
}

/** The id of the sign-in a refresh token belongs to: its `jti` (cognito-local's refresh tokens are JWTs). */
export function originOf(refreshToken: string | undefined): string | undefined {
  if (!refreshToken) return undefined;
  try {
    const { jti } = decodeJwt(refreshToken);
    return typeof jti === 'string' ? jti : undefined;
  } catch {
    return undefined;
  }
}

/** The token with `origin_jti` added, signed again with the pool's key and header. */
async function withOrigin(token: string, origin: string): Promise<string> {
  const header = decodeProtectedHeader(token);
  const payload = decodeJwt(token);
  return new SignJWT({ ...payload, origin_jti: origin })
    .setProtectedHeader({ alg: header.alg ?? 'RS256', ...(header.kid ? { kid: header.kid } : {}) })
    .sign(await poolKey());
}

interface AuthAnswer {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
}

/**
 * Adds `origin_jti` to the access and ID tokens of an InitiateAuth answer. `requestRefreshToken`
 * is the refresh token a REFRESH_TOKEN_AUTH request sent (its answer has none of its own).
 * Answers without tokens come back unchanged.
 */
export async function addOriginJti(answer: Buffer, requestRefreshToken?: string): Promise<Buffer> {
  let parsed: AuthAnswer;
  try {
    parsed = JSON.parse(answer.toString('utf8')) as AuthAnswer;
  } catch {
    return answer;
  }
  const result = parsed.AuthenticationResult;
  const origin = originOf(result?.RefreshToken ?? requestRefreshToken);
  if (!result || !origin) return answer;
  if (result.AccessToken) result.AccessToken = await withOrigin(result.AccessToken, origin);
  if (result.IdToken) result.IdToken = await withOrigin(result.IdToken, origin);
  return Buffer.from(JSON.stringify(parsed));
}
