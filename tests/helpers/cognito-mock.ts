/**
 * The functions' user pool client (the SDK's Cognito client, built in lambdas/composition.ts)
 * stubbed by aws-sdk-client-mock in handler, fuzz and fault tests: a test arranges answers and
 * asserts calls with the SDK's command classes (`cognito.on(AdminGetUserCommand)`,
 * `toHaveReceivedCommandWith`). The stack tests send through cognito-local.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';

/** Stubs every Cognito client; answers the stub. `restore()` puts the real `send` back. */
export function mockCognito() {
  return mockClient(CognitoIdentityProviderClient);
}
