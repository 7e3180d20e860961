/**
 * The five Cognito user pool operations the portal calls, sent from the function without the
 * SDK's Cognito client (docs/decisions/0016).
 *
 * Each is one AWS JSON 1.1 request: POST / with the operation in X-Amz-Target and its input as
 * JSON. The admin operations are signed for the service `cognito-idp`; InitiateAuth is sent
 * unsigned, as the SDK sends it (the app client id and the password are its credentials). The
 * SDK's client carries the schema of the whole user pool API (36 kB minified), which the auth,
 * registration and member functions compiled on every cold start. Signing, retries and errors are
 * lambdas/adapters/aws-json-service.ts; tests/unit/cognito.test.ts holds the requests and the
 * errors to the SDK client's.
 */
import { AwsJsonService, type AwsServiceConfig } from './aws-json-service';

export interface AttributeType {
  Name: string;
  Value?: string;
}

/** The inputs and outputs of the operations used, with the members the portal reads or sends. */
export interface CognitoOperations {
  InitiateAuth: {
    input: { AuthFlow: 'USER_PASSWORD_AUTH'; ClientId: string; AuthParameters: Record<string, string> };
    output: {
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
      ChallengeName?: string;
    };
  };
  AdminGetUser: {
    input: { UserPoolId: string; Username: string };
    output: { Username?: string; UserAttributes?: AttributeType[] };
  };
  AdminCreateUser: {
    input: {
      UserPoolId: string;
      Username: string;
      MessageAction?: 'SUPPRESS' | 'RESEND';
      UserAttributes?: AttributeType[];
    };
    output: { User?: { Username?: string; Attributes?: AttributeType[] } };
  };
  AdminSetUserPassword: {
    input: { UserPoolId: string; Username: string; Password: string; Permanent?: boolean };
    output: Record<string, never>;
  };
  AdminDeleteUser: {
    input: { UserPoolId: string; Username: string };
    output: Record<string, never>;
  };
}
export type CognitoOperation = keyof CognitoOperations;

/** The operations Cognito takes without a signature (the SDK's "noAuth" ones) that the portal uses. */
const UNSIGNED: ReadonlySet<CognitoOperation> = new Set(['InitiateAuth']);

export type CognitoConfig = AwsServiceConfig;

export class CognitoIdp extends AwsJsonService {
  constructor(config: CognitoConfig) {
    super('cognito-idp', 'Cognito', (region) => `https://cognito-idp.${region}.amazonaws.com`, config);
  }

  /** Calls one operation; rejects with Cognito's error (e.g. name 'UserNotFoundException'). */
  async send<K extends CognitoOperation>(
    operation: K,
    input: CognitoOperations[K]['input'],
  ): Promise<CognitoOperations[K]['output']> {
    const answer = await this.request({
      path: '/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(input),
      signed: !UNSIGNED.has(operation),
    });
    return answer as CognitoOperations[K]['output'];
  }
}
