import { Duration } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { workforcePoolSettings } from '../resources/workforce-pool';
import { cognitoPasswordPolicy } from './auth';
import { acknowledge } from './compliance';
import { isDisposable, removalPolicyOf } from './stage-policy';

/** Props of {@link WorkforceAuthConstruct}. */
export interface WorkforceAuthConstructProps {
  stage: StageConfig;
  /** The https origin of the portal, whose /admin the console lives under (no trailing slash). */
  portalUrl: string;
}

/**
 * Sign-in for administrators (HR administrators and brokers): a user pool of their own, apart from
 * the employees' (docs/decisions/0029-administrator-identities.md), with the settings of
 * infra/resources/workforce-pool.ts, TOTP required on prod, its hosted sign-in domain and the
 * console's public app client. Operators create its users (`npm run ops -- admin invite`).
 *
 * @example
 * const workforce = new WorkforceAuthConstruct(this, 'WorkforceAuth', { stage, portalUrl });
 */
export class WorkforceAuthConstruct extends Construct {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** Full https URL of the console's hosted sign-in domain. */
  readonly hostedDomainUrl: string;

  constructor(scope: Construct, id: string, props: WorkforceAuthConstructProps) {
    super(scope, id);
    const { stage, portalUrl } = props;
    const settings = workforcePoolSettings;
    const mfaRequired = (stage.name === 'prod' ? settings.mfa.prod : settings.mfa.other) === 'ON';

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Only operators create administrators: nobody signs up for the console.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: cognitoPasswordPolicy(settings.passwordPolicy),
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: mfaRequired ? cognito.Mfa.REQUIRED : cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: !isDisposable(stage),
      removalPolicy: removalPolicyOf(stage),
    });
    if (!mfaRequired) {
      acknowledge(this.userPool, [
        [
          'AwsSolutions-COG2',
          'TOTP is required for administrators on the prod stage (docs/decisions/0029); on the other stages it is optional so that testers can sign in without enrolling an authenticator first. Threat protection (FULL_FUNCTION) still challenges risky sign-ins.',
        ],
      ]);
    }

    this.domain = this.userPool.addDomain('HostedDomain', {
      cognitoDomain: { domainPrefix: `${stage.hostedDomainPrefix}-console` },
    });
    this.hostedDomainUrl = this.domain.baseUrl();

    this.userPoolClient = this.userPool.addClient('ConsoleClient', {
      // A browser cannot keep a secret; the code grant is protected by PKCE instead.
      generateSecret: false,
      authFlows: { userPassword: settings.authFlows.userPassword, userSrp: settings.authFlows.userSrp },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${portalUrl}/admin`],
        logoutUrls: [`${portalUrl}/admin/login`],
      },
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      accessTokenValidity: Duration.minutes(settings.accessTokenMinutes),
      idTokenValidity: Duration.minutes(settings.idTokenMinutes),
      refreshTokenValidity: Duration.hours(settings.refreshTokenHours),
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });
  }
}
