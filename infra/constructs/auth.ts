import { Duration } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { userPoolSettings } from '../resources/user-pool';
import { acknowledge } from './compliance';
import { isDisposable, removalPolicyOf } from './stage-policy';

/** A pool's password rule of infra/resources/ (shared with the local stack) as CDK states it. */
export function cognitoPasswordPolicy(rule: {
  minimumLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}): cognito.PasswordPolicy {
  return {
    minLength: rule.minimumLength,
    requireLowercase: rule.requireLowercase,
    requireUppercase: rule.requireUppercase,
    requireDigits: rule.requireDigits,
    requireSymbols: rule.requireSymbols,
  };
}

/** Props of {@link AuthConstruct}. */
export interface AuthConstructProps {
  stage: StageConfig;
  /**
   * The https origin employees use (custom domain or CloudFront domain, no trailing slash): the
   * hosted sign-in page redirects back to it, so it must be known before the app client exists.
   */
  portalUrl: string;
}

/**
 * Sign-in for employees: the Cognito user pool (settings shared with the local stack through
 * infra/resources/user-pool.ts), its hosted sign-in domain and the portal's public app client.
 * Threat protection (the Plus feature plan) blocks compromised credentials and risky sign-ins;
 * employees may add an authenticator app as a second factor.
 *
 * @example
 * const auth = new AuthConstruct(this, 'Auth', { stage, portalUrl: web.portalUrl });
 * auth.userPool.grant(fn, 'cognito-idp:AdminCreateUser');
 */
export class AuthConstruct extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** Full https URL of the hosted sign-in domain, e.g. https://ichra-portal-dev.auth.us-east-1.amazoncognito.com */
  readonly hostedDomainUrl: string;

  constructor(scope: Construct, id: string, props: AuthConstructProps) {
    super(scope, id);
    const { stage, portalUrl } = props;
    const { passwordPolicy, customAttributes } = userPoolSettings;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Accounts are created by the registration endpoint from an employer link, never by a
      // public SignUp call that would bypass the employer and member checks.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: {
        memberid: new cognito.StringAttribute({
          mutable: customAttributes.memberid.mutable,
          maxLen: customAttributes.memberid.maxLen,
        }),
      },
      passwordPolicy: cognitoPasswordPolicy(passwordPolicy),
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Optional, by an authenticator app: SMS would need a phone number per employee and an
      // SMS sending role, and is the weaker factor.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: !isDisposable(stage),
      removalPolicy: removalPolicyOf(stage),
    });
    acknowledge(this.userPool, [
      [
        'AwsSolutions-COG2',
        'MFA is optional by the product design: employees register once from an employer link and many sign in a few times a year. Threat protection (FULL_FUNCTION) challenges or blocks risky sign-ins and leaked passwords instead of making every employee enrol an authenticator.',
      ],
    ]);

    this.domain = this.userPool.addDomain('HostedDomain', {
      cognitoDomain: { domainPrefix: stage.hostedDomainPrefix },
    });
    this.hostedDomainUrl = this.domain.baseUrl();

    this.userPoolClient = this.userPool.addClient('PortalClient', {
      // A browser cannot keep a secret; the code grant is protected by PKCE instead.
      generateSecret: false,
      authFlows: {
        userPassword: userPoolSettings.authFlows.userPassword,
        userSrp: userPoolSettings.authFlows.userSrp,
      },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${portalUrl}/profile`],
        logoutUrls: [`${portalUrl}/login`],
      },
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      accessTokenValidity: Duration.minutes(userPoolSettings.accessTokenMinutes),
      idTokenValidity: Duration.minutes(userPoolSettings.idTokenMinutes),
      refreshTokenValidity: Duration.hours(userPoolSettings.refreshTokenHours),
      enableTokenRevocation: true,
      // "Incorrect username or password" for unknown users too: no account enumeration.
      preventUserExistenceErrors: true,
    });
  }
}
