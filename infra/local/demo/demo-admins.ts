/**
 * The demo administrators `npm start` prints: an HR administrator of the first demo employer and a
 * broker of two, each with a password, an authenticator app enrolled (TOTP, as the console enrols
 * it: AssociateSoftwareToken, VerifySoftwareToken and SetUserMFAPreference with the token of a
 * password sign-in) and a grant that records it, so that signing in at /admin asks for the code
 * computed from the printed secret. Idempotent: the secrets are kept in the data directory
 * (demo-admins.json) and reused on the next start; a user whose secret was lost is created again.
 */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOTP } from 'otpauth';
import { AdminStore, type AdminGrant } from '../../../lambdas/adapters/admin';
import type { AdminRole } from '../../../shared/schemas/admin';
import type { LocalPool } from '../provision';

/** A demo administrator as defined here. */
interface DemoAdminSpec {
  email: string;
  /** Meets the workforce pool's policy: 14+ characters, upper, lower, digit, symbol. */
  password: string;
  role: AdminRole;
  employerIds: string[];
  phi: boolean;
}

/** A demo administrator as `npm start` prints it and the browser tests sign in with it. */
export interface DemoAdmin extends DemoAdminSpec {
  sub: string;
  /** The authenticator's secret (base32): a test computes the sign-in code from it (RFC 6238). */
  secret: string;
  /** The same secret as an authenticator app scans it. */
  otpauthUrl: string;
}

/** Acme Manufacturing, Green Mountain Outfitters (infra/local/demo/employers/). */
const ACME = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const GREEN_MOUNTAIN = '0352a4cd-fc38-40fa-8dba-426f84f1c15f';

export const demoAdminSpecs: readonly DemoAdminSpec[] = [
  {
    email: 'hr.admin@example.com',
    password: 'Console#Demo-2027hr',
    role: 'hr',
    employerIds: [ACME],
    phi: true,
  },
  {
    email: 'broker.admin@example.com',
    password: 'Console#Demo-2027br',
    role: 'broker',
    employerIds: [ACME, GREEN_MOUNTAIN],
    phi: false,
  },
];

const STATE_FILE = 'demo-admins.json';

/** The code an authenticator app shows now for a secret (30-second steps, six digits). */
export const totpCode = (secret: string): string => new TOTP({ secret, digits: 6, period: 30 }).generate();

const otpauthUrl = (email: string, secret: string): string =>
  new TOTP({ issuer: 'ICHRA portal (local)', label: email, secret, digits: 6, period: 30 }).toString();

type Saved = Record<string, { sub: string; secret: string }>;

function readSaved(dataDir: string): Saved {
  const file = join(dataDir, STATE_FILE);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Saved;
  } catch {
    return {};
  }
}

const subOf = (attributes: { Name?: string; Value?: string }[] | undefined) =>
  attributes?.find((a) => a.Name === 'sub')?.Value;

/** The user with a password and an enrolled authenticator: the saved one, or made now. */
async function ensureUser(
  cognito: CognitoIdentityProviderClient,
  pool: LocalPool,
  spec: DemoAdminSpec,
  saved: Saved[string] | undefined,
): Promise<{ sub: string; secret: string }> {
  let existing: { sub?: string; totp: boolean } | undefined;
  try {
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: spec.email }),
    );
    existing = {
      sub: subOf(user.UserAttributes),
      totp: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
    };
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
  if (existing && saved && existing.sub === saved.sub && existing.totp) return saved;
  // Without its secret the user cannot sign in any more (TOTP is asked): make it again.
  if (existing)
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: pool.userPoolId, Username: spec.email }));
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: spec.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: spec.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const sub = subOf(created.User?.Attributes);
  if (!sub) throw new Error(`cognito-local returned no sub for the demo administrator ${spec.email}`);
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool.userPoolId,
      Username: spec.email,
      Password: spec.password,
      Permanent: true,
    }),
  );
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: spec.email, PASSWORD: spec.password },
    }),
  );
  const accessToken = signedIn.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error(`The demo administrator ${spec.email} could not sign in to enrol TOTP`);
  const associated = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  const secret = associated.SecretCode;
  if (!secret) throw new Error(`cognito-local gave no TOTP secret for ${spec.email}`);
  await cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(secret) }),
  );
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return { sub, secret };
}

/** Whether a stored grant is the demo's as defined, active and with its authenticator recorded. */
const grantIsCurrent = (grant: AdminGrant | undefined, spec: DemoAdminSpec): boolean =>
  !!grant &&
  !grant.revokedAt &&
  !!grant.mfaAt &&
  grant.role === spec.role &&
  grant.phi === spec.phi &&
  grant.employerIds.join() === spec.employerIds.map((e) => e.toLowerCase()).join();

/**
 * The demo administrators on the local stack: users, authenticators and grants, each made only when
 * missing or out of date (a grant write is logged in the employers' activity as an operator's).
 */
export async function ensureDemoAdmins(t: {
  cognito: CognitoIdentityProviderClient;
  db: DynamoDBDocumentClient;
  adminTable: string;
  workforcePool: LocalPool;
  dataDir: string;
}): Promise<DemoAdmin[]> {
  const saved = readSaved(t.dataDir);
  const store = new AdminStore(t.db, t.adminTable);
  const admins: DemoAdmin[] = [];
  for (const spec of demoAdminSpecs) {
    const { sub, secret } = await ensureUser(t.cognito, t.workforcePool, spec, saved[spec.email]);
    saved[spec.email] = { sub, secret };
    writeFileSync(join(t.dataDir, STATE_FILE), JSON.stringify(saved, null, 2));
    const grant = await store.grant(sub);
    if (!grantIsCurrent(grant, spec)) {
      const now = new Date();
      await store.putGrant(
        {
          sub,
          email: spec.email,
          role: spec.role,
          employerIds: spec.employerIds.map((e) => e.toLowerCase()),
          phi: spec.phi,
          createdAt: grant?.createdAt ?? now.toISOString(),
          updatedAt: now.toISOString(),
          revokedAt: null,
          mfaAt: grant?.mfaAt ?? now.toISOString(),
          inviteHash: null,
        },
        {
          employerIds: spec.employerIds,
          actor: 'operator',
          detail: `Demo administrator ${spec.email} (npm start): ${spec.role}, SSN files ${spec.phi ? 'yes' : 'no'}`,
        },
        now,
      );
    }
    admins.push({ ...spec, sub, secret, otpauthUrl: otpauthUrl(spec.email, secret) });
  }
  return admins;
}
