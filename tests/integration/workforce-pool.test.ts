/**
 * The administrators' user pool on the local stack (docs/decisions/0029): a second pool of the
 * same cognito-local, apart from the employees'. An administrator enrols an authenticator app
 * after the first sign-in; from then on, signing in answers the SOFTWARE_TOKEN_MFA challenge,
 * which only the code of that authenticator completes (computed here from the secret, RFC 6238).
 * The token it gives is not the employees' pool's, so no member route lets it through.
 */
import {
  AssociateSoftwareTokenCommand,
  CodeMismatchException,
  DescribeUserPoolCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { workforcePoolSettings } from '../../infra/resources/workforce-pool';
import { routes } from '../../shared/routes';
import { call } from '../helpers/http';
import { accessToken, registerActive, uniqueEmail } from './access-helpers';
import { codeFor, workforcePool } from './admin-helpers';

const stack = inject('stack');
const { cognito, userPoolId, clientId, passwordSignIn, answerWithCode, createAdministrator } =
  workforcePool(stack);

describe("the administrators' pool", () => {
  it("is a pool of its own, apart from the employees', with the workforce password rule and TOTP", async () => {
    expect(userPoolId).not.toBe(stack.userPoolId);
    expect(clientId).not.toBe(stack.clientId);
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    expect(UserPool?.Policies?.PasswordPolicy?.MinimumLength).toBe(
      workforcePoolSettings.passwordPolicy.minimumLength,
    );
    expect(UserPool?.MfaConfiguration).toBe(workforcePoolSettings.mfa.local);
  });

  describe('an administrator with an authenticator app', () => {
    let email: string;
    let secret: string;
    beforeAll(async () => {
      email = await createAdministrator('admin-totp');
      // The first sign-in, before any factor: the console's enrolment screen follows it.
      const first = await passwordSignIn(email);
      const accessToken = first.AuthenticationResult?.AccessToken;
      expect(accessToken, 'the first sign-in answers tokens').toBeTruthy();
      const associated = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
      secret = associated.SecretCode!;
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      // A wrong code does not enrol the authenticator.
      await expect(
        cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: '000000' })),
      ).rejects.toBeInstanceOf(CodeMismatchException);
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
    });

    it('signs in with the password and then the code of the authenticator, never the password alone', async () => {
      const wrong = String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
      await expect(answerWithCode(email, wrong)).rejects.toBeInstanceOf(CodeMismatchException);
      const signedIn = await answerWithCode(email, codeFor(secret));
      const token = signedIn.AuthenticationResult?.AccessToken;
      expect(token).toBeTruthy();
      const claims = decodeJwt(token!);
      expect(claims.iss).toBe(`${stack.cognitoUrl}/${userPoolId}`);
      expect(claims.client_id).toBe(clientId);
    });

    it("no member route lets an administrator's token through: each answers the authorizer's 401", async () => {
      const signedIn = await answerWithCode(email, codeFor(secret));
      const token = signedIn.AuthenticationResult!.AccessToken!;
      // The control: an employee's token gets past the authorizer on the same calls.
      const memberEmail = uniqueEmail('admin-control');
      await registerActive(stack, memberEmail);
      const memberToken = await accessToken(stack, memberEmail);
      const memberRoutes = routes.filter((r) => r.access === 'member');
      expect(memberRoutes.length).toBeGreaterThan(10);
      for (const r of memberRoutes) {
        const path = r.path.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-1`);
        const body = r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} };
        const asAdmin = await call(stack.portalUrl, r.method, path, { token, ...body });
        expect(asAdmin.status, `${r.method} ${r.path}`).toBe(401);
        expect(asAdmin.body, `${r.method} ${r.path}`).toEqual({ message: 'Unauthorized' });
        const asMember = await call(stack.portalUrl, r.method, path, { token: memberToken, ...body });
        expect(asMember.status, `${r.method} ${r.path} with an employee's token`).not.toBe(401);
      }
    });
  });
});
