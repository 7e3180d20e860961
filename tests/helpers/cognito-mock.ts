/**
 * The functions' user pool calls (lambdas/adapters/cognito.ts) answered by aws-sdk-client-mock in
 * handler, fuzz and fault tests. Each call the adapter makes is handed to an SDK Cognito client as
 * the matching command, and that client is the one aws-sdk-client-mock stubs; so a test arranges
 * answers and asserts calls with the SDK's command classes (`cognito.on(AdminGetUserCommand)`,
 * `toHaveReceivedCommandWith`), and the SDK's exception classes it rejects with reach the adapter
 * as Cognito's errors would. (The request itself, its signature and its retries are
 * tests/unit/cognito.test.ts's; the stack tests send through cognito-local.)
 */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { vi } from 'vitest';
import { CognitoIdp, type CognitoOperation } from '../../lambdas/adapters/cognito';

/** The SDK's command class of each operation the adapter sends. */
export const sdkCommands = {
  InitiateAuth: InitiateAuthCommand,
  AdminGetUser: AdminGetUserCommand,
  AdminCreateUser: AdminCreateUserCommand,
  AdminSetUserPassword: AdminSetUserPasswordCommand,
  AdminDeleteUser: AdminDeleteUserCommand,
} satisfies Record<CognitoOperation, unknown>;

/**
 * Stubs the user pool for every CognitoIdp the composition builds; answers the stub
 * (aws-sdk-client-mock's AwsStub of the SDK client). `restore()` puts both back.
 */
export function mockCognito() {
  const stub = mockClient(CognitoIdentityProviderClient);
  const sdk = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const spy = vi.spyOn(CognitoIdp.prototype, 'send').mockImplementation(async (operation, input) => {
    const Command = sdkCommands[operation] as unknown as new (
      input: unknown,
    ) => Parameters<typeof sdk.send>[0];
    return (await sdk.send(new Command(input))) as never;
  });
  const restoreStub = stub.restore.bind(stub);
  stub.restore = () => {
    spy.mockRestore();
    restoreStub();
  };
  return stub;
}
