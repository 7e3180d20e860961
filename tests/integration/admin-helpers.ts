/**
 * Administrators of the local stack's workforce pool as the console meets them
 * (docs/decisions/0029): created as an operator's invitation leaves them, an authenticator app
 * enrolled after the first sign-in (TOTP, the code computed here from the secret, RFC 6238), and
 * from then on signed in with the password and the authenticator's code. Used by
 * workforce-pool.test.ts (the sign-in itself) and by the tests that call admin routes with a
 * grant written through AdminStore, as `ops admin invite` writes one (admin-tracker.test.ts).
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { TOTP } from 'otpauth';
import { expect } from 'vitest';
import { AdminStore, type AdminGrant } from '../../lambdas/adapters/admin';
import type { StackInfo } from '../helpers/global-stack';
import { stackDb, uniqueEmail } from './access-helpers';

export const adminPassword = 'Console#Admin-2027';

/** The code an authenticator app shows now for a secret (30-second steps, six digits, SHA-1). */
export const codeFor = (secret: string): string => new TOTP({ secret, digits: 6, period: 30 }).generate();

/** The workforce pool of the stack and the calls on it an administrator's sign-in makes. */
export function workforcePool(stack: Pick<StackInfo, 'cognitoUrl' | 'workforcePool'>) {
  const { userPoolId, clientId } = stack.workforcePool;
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  const passwordSignIn = (email: string, pass = adminPassword) =>
    cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: pass },
      }),
    );

  /** Answers the SOFTWARE_TOKEN_MFA challenge of a password sign-in with a code. */
  async function answerWithCode(email: string, code: string) {
    const challenged = await passwordSignIn(email);
    expect(challenged.AuthenticationResult).toBeUndefined();
    expect(challenged.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    return cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenged.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
  }

  /** An administrator as an operator's invitation leaves one, with the password set from the link. */
  async function createAdministrator(tag: string): Promise<string> {
    const email = uniqueEmail(tag);
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        MessageAction: 'SUPPRESS',
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: adminPassword,
        Permanent: true,
      }),
    );
    return email;
  }

  /**
   * The first sign-in (before any factor, as the console's enrolment screen follows it), then the
   * authenticator enrolled with a code of its secret and made the preferred factor. Answers the
   * secret.
   */
  async function enrolAuthenticator(email: string): Promise<string> {
    const first = await passwordSignIn(email);
    const accessToken = first.AuthenticationResult?.AccessToken;
    expect(accessToken, 'the first sign-in answers tokens').toBeTruthy();
    const associated = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    const secret = associated.SecretCode!;
    const verified = await cognito.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: codeFor(secret) }),
    );
    expect(verified.Status).toBe('SUCCESS');
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return secret;
  }

  return {
    cognito,
    userPoolId,
    clientId,
    passwordSignIn,
    answerWithCode,
    createAdministrator,
    enrolAuthenticator,
  };
}

export interface SignedInAdministrator {
  email: string;
  sub: string;
  /** An access token of the workforce pool, from a sign-in with the authenticator's code. */
  token: string;
}

/**
 * A new administrator of `employerIds`: created, authenticator enrolled, signed in with the
 * password and the code, and granted those employers through AdminStore.putGrant (the grant's
 * change recorded in each employer's activity, as an operator's command records it).
 */
export async function signedInAdministrator(
  stack: StackInfo,
  tag: string,
  employerIds: readonly string[],
  grant: Partial<Pick<AdminGrant, 'role' | 'phi'>> = {},
): Promise<SignedInAdministrator> {
  const pool = workforcePool(stack);
  const db = stackDb(stack);
  try {
    const email = await pool.createAdministrator(tag);
    const secret = await pool.enrolAuthenticator(email);
    const signedIn = await pool.answerWithCode(email, codeFor(secret));
    const token = signedIn.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`No access token for ${email}`);
    const sub = String(decodeJwt(token).sub);
    const now = new Date();
    await new AdminStore(db, stack.tables.admin as string).putGrant(
      {
        sub,
        email,
        role: grant.role ?? (employerIds.length > 1 ? 'broker' : 'hr'),
        employerIds: [...employerIds],
        phi: grant.phi ?? false,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        revokedAt: null,
        mfaAt: now.toISOString(),
        inviteHash: null,
      },
      { employerIds, actor: 'operator', detail: `Granted ${email}` },
      now,
    );
    return { email, sub, token };
  } finally {
    pool.cognito.destroy();
    db.destroy();
  }
}
