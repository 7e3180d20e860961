/** The user pools and app clients follow infra/resources/user-pool.ts and workforce-pool.ts, shared with the local stack. */
import { describe, expect, it } from 'vitest';
import { loadStage } from '../../infra/config/stages';
import { userPoolSettings } from '../../infra/resources/user-pool';
import { workforcePoolSettings } from '../../infra/resources/workforce-pool';
import { type Props, portal, propertiesOf } from './portal-fixture';

/** A validity in minutes, whatever unit the template states it in. */
function minutes(value: number, unit: string | undefined, defaultUnit: 'minutes' | 'hours' | 'days'): number {
  const factor = { seconds: 1 / 60, minutes: 1, hours: 60, days: 1440 }[unit ?? defaultUnit];
  if (factor === undefined) throw new Error(`Unknown token validity unit ${unit}`);
  return value * factor;
}

describe('user pool', () => {
  it('has the password policy of userPoolSettings', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const expected = userPoolSettings.passwordPolicy;
    // Act
    const policy = (propertiesOf(template, logicalId(stack.auth.userPool)) as Props).Policies.PasswordPolicy;
    // Assess
    expect(policy).toMatchObject({
      MinimumLength: expected.minimumLength,
      RequireLowercase: expected.requireLowercase,
      RequireUppercase: expected.requireUppercase,
      RequireNumbers: expected.requireDigits,
      RequireSymbols: expected.requireSymbols,
    });
  });

  it('signs in by e-mail, allows no self sign-up, recovers by e-mail and has an immutable memberid', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act
    const pool: Props = propertiesOf(template, logicalId(stack.auth.userPool));
    // Assess
    expect(pool.UsernameAttributes).toEqual([...userPoolSettings.usernameAttributes]);
    expect(pool.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: true });
    expect(pool.AccountRecoverySetting).toEqual({
      RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }],
    });
    expect(pool.Schema).toContainEqual(
      expect.objectContaining({
        Name: 'memberid',
        AttributeDataType: 'String',
        Mutable: false,
        StringAttributeConstraints: { MaxLength: String(userPoolSettings.customAttributes.memberid.maxLen) },
      }),
    );
  });

  it('has threat protection enforced (Plus feature plan) and optional MFA by authenticator app only', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const { stack, template, logicalId } = portal(name);
      // Act
      const pool: Props = propertiesOf(template, logicalId(stack.auth.userPool));
      // Assess
      expect(pool.UserPoolTier, name).toBe('PLUS');
      expect(pool.UserPoolAddOns, name).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
      expect(pool.MfaConfiguration, name).toBe('OPTIONAL');
      expect(pool.EnabledMfas, name).toEqual(['SOFTWARE_TOKEN_MFA']);
    }
  });

  it('has the hosted sign-in domain of the stage', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const { template } = portal(name);
      // Act + Assess
      template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
        Domain: loadStage(name).hostedDomainPrefix,
      });
    }
  });

  it('keeps the prod pool with deletion protection and lets the dev pool go', () => {
    // Prepare
    const prod = portal('prod');
    const dev = portal('dev');
    // Act
    const prodPool = (prod.template.toJSON().Resources as Props)[prod.logicalId(prod.stack.auth.userPool)];
    const devPool = (dev.template.toJSON().Resources as Props)[dev.logicalId(dev.stack.auth.userPool)];
    // Assess
    expect(prodPool.DeletionPolicy).toBe('Retain');
    expect(prodPool.Properties.DeletionProtection).toBe('ACTIVE');
    expect(devPool.DeletionPolicy).toBe('Delete');
  });
});

describe('app client', () => {
  it('is public and allows USER_PASSWORD_AUTH, SRP and the authorization code grant', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act
    const client: Props = propertiesOf(template, logicalId(stack.auth.userPoolClient));
    // Assess
    expect(client.GenerateSecret ?? false).toBe(false);
    expect(client.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect([...client.AllowedOAuthScopes].sort()).toEqual(['email', 'openid', 'profile']);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
  });

  it('issues access and ID tokens valid at most 60 minutes and a refresh token of the configured hours', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act
    const client: Props = propertiesOf(template, logicalId(stack.auth.userPoolClient));
    const units: Props = client.TokenValidityUnits ?? {};
    // Assess
    expect(minutes(client.AccessTokenValidity, units.AccessToken, 'hours')).toBeLessThanOrEqual(60);
    expect(minutes(client.IdTokenValidity, units.IdToken, 'hours')).toBeLessThanOrEqual(60);
    expect(minutes(client.AccessTokenValidity, units.AccessToken, 'hours')).toBe(
      userPoolSettings.accessTokenMinutes,
    );
    expect(minutes(client.RefreshTokenValidity, units.RefreshToken, 'days')).toBe(
      userPoolSettings.refreshTokenHours * 60,
    );
  });

  it('redirects to /profile after sign-in and /login after sign-out on the portal URL', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const distribution = logicalId(stack.web.distribution);
    // Act
    const client: Props = propertiesOf(template, logicalId(stack.auth.userPoolClient));
    // Assess
    const url = (path: string) => ({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }, path]],
    });
    expect(client.CallbackURLs).toEqual([url('/profile')]);
    expect(client.LogoutURLs).toEqual([url('/login')]);
  });
});

describe("the administrators' user pool (docs/decisions/0029)", () => {
  it('requires TOTP on prod and offers it on dev, by authenticator app only, with threat protection', () => {
    for (const [name, expected] of [
      ['prod', workforcePoolSettings.mfa.prod],
      ['dev', workforcePoolSettings.mfa.other],
    ] as const) {
      // Prepare
      const { stack, template, logicalId } = portal(name);
      // Act
      const pool: Props = propertiesOf(template, logicalId(stack.workforceAuth.userPool));
      // Assess
      expect(pool.MfaConfiguration, name).toBe(expected);
      expect(pool.EnabledMfas, name).toEqual(['SOFTWARE_TOKEN_MFA']);
      expect(pool.UserPoolTier, name).toBe('PLUS');
      expect(pool.UserPoolAddOns, name).toEqual({ AdvancedSecurityMode: 'ENFORCED' });
    }
    expect(workforcePoolSettings.mfa.prod).toBe('ON');
  });

  it("is a second pool, apart from the employees', with its own password rule and no self sign-up", () => {
    // Prepare
    const { stack, template, logicalId } = portal('prod');
    const expected = workforcePoolSettings.passwordPolicy;
    // Act
    const pool: Props = propertiesOf(template, logicalId(stack.workforceAuth.userPool));
    const resources = template.toJSON().Resources as Props;
    // Assess
    expect(logicalId(stack.workforceAuth.userPool)).not.toBe(logicalId(stack.auth.userPool));
    expect(Object.values(resources).filter((r) => r.Type === 'AWS::Cognito::UserPool')).toHaveLength(2);
    expect(pool.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: true });
    expect(pool.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: expected.minimumLength,
      RequireLowercase: expected.requireLowercase,
      RequireUppercase: expected.requireUppercase,
      RequireNumbers: expected.requireDigits,
      RequireSymbols: expected.requireSymbols,
    });
    expect(expected.minimumLength).toBeGreaterThan(userPoolSettings.passwordPolicy.minimumLength);
    expect(resources[logicalId(stack.workforceAuth.userPool)].DeletionPolicy).toBe('Retain');
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: `${loadStage('prod').hostedDomainPrefix}-console`,
    });
  });

  it("has the console's client: public, code grant to /admin, a working day's refresh token", () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const distribution = logicalId(stack.web.distribution);
    // Act
    const client: Props = propertiesOf(template, logicalId(stack.workforceAuth.userPoolClient));
    const units: Props = client.TokenValidityUnits ?? {};
    // Assess
    expect(client.GenerateSecret ?? false).toBe(false);
    expect(client.UserPoolId).toEqual({ Ref: logicalId(stack.workforceAuth.userPool) });
    const url = (path: string) => ({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }, path]],
    });
    expect(client.CallbackURLs).toEqual([url('/admin')]);
    expect(client.LogoutURLs).toEqual([url('/admin/login')]);
    expect(minutes(client.AccessTokenValidity, units.AccessToken, 'hours')).toBe(
      workforcePoolSettings.accessTokenMinutes,
    );
    expect(minutes(client.RefreshTokenValidity, units.RefreshToken, 'days')).toBe(
      workforcePoolSettings.refreshTokenHours * 60,
    );
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
  });
});
