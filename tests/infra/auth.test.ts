/** The user pool and app client follow infra/resources/user-pool.ts, shared with the local stack. */
import { describe, expect, it } from 'vitest';
import { loadStage } from '../../infra/config/stages';
import { userPoolSettings } from '../../infra/resources/user-pool';
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
