/**
 * An administrator for the tests that call admin routes on a local stack: a user of the workforce
 * pool with a password, signed in (no authenticator: the local pool's MFA is optional), and a
 * grant in the admin table as `ops admin invite` leaves it once the authenticator is enrolled.
 * Tests of the sign-in itself (TOTP) live in tests/integration/workforce-pool.test.ts.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { grantKey } from '../../lambdas/adapters/admin';
import type { StackInfo } from './test-stack';

export interface TestAdministrator {
  email: string;
  sub: string;
  /** An access token of the workforce pool. */
  token: string;
}

const password = 'Console#Tests-2027';
// The stack's own access key: DynamoDB Local without -sharedDb keeps tables per access key and region.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const uniqueAdminEmail = (tag: string) =>
  `admin-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Writes (or replaces) an administrator's grant in the stack's admin table. */
export async function putTestGrant(
  stack: Pick<StackInfo, 'dynamodbUrl' | 'tables'>,
  admin: Pick<TestAdministrator, 'sub' | 'email'>,
  employerIds: readonly string[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl, credentials }),
  );
  const now = new Date().toISOString();
  await db.send(
    new PutCommand({
      TableName: stack.tables.admin,
      Item: {
        ...grantKey(admin.sub),
        sub: admin.sub,
        email: admin.email,
        role: employerIds.length > 1 ? 'broker' : 'hr',
        employerIds: employerIds.map((e) => e.toLowerCase()),
        phi: false,
        createdAt: now,
        updatedAt: now,
        mfaAt: now,
        revokedAt: null,
        ...extra,
      },
    }),
  );
  db.destroy();
}

/** A new administrator of the given employers, signed in. */
export async function testAdministrator(
  stack: Pick<StackInfo, 'cognitoUrl' | 'workforcePool' | 'dynamodbUrl' | 'tables'>,
  tag: string,
  employerIds: readonly string[],
  grantExtra: Record<string, unknown> = {},
): Promise<TestAdministrator> {
  const email = uniqueAdminEmail(tag);
  const { userPoolId, clientId } = stack.workforcePool;
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack.cognitoUrl,
    credentials,
  });
  try {
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
        Password: password,
        Permanent: true,
      }),
    );
    const out = await cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const token = out.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`No access token for ${email}: ${out.ChallengeName ?? 'no challenge'}`);
    const admin = { email, token, sub: String(decodeJwt(token).sub) };
    await putTestGrant(stack, admin, employerIds, grantExtra);
    return admin;
  } finally {
    cognito.destroy();
  }
}
