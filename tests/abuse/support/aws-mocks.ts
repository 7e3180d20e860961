/**
 * aws-sdk-client-mock on every SDK client the handlers send requests with (lambdas/composition.ts;
 * SES through tests/helpers/ses-mock.ts), with a record of each command sent and whether it
 * writes. Used by the fuzz and fault suites. (The media function's S3 client only signs links, a
 * local computation: no handler sends a request to S3.)
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MetadataBearer } from '@smithy/types';
import { mockClient, type AwsStub } from 'aws-sdk-client-mock';
import { mockSes, type SesMock } from '../../helpers/ses-mock';
import { mockCognito } from '../../helpers/cognito-mock';

/**
 * Commands that change state (DynamoDB, S3, Cognito) or send something (SES). Anything else is
 * a read. Names, not classes, so a command no handler uses yet is still recognised.
 */
const WRITE_COMMAND = new RegExp(
  [
    '^(Put|Update|Delete|BatchWrite|TransactWrite|ExecuteStatement|BatchExecuteStatement|ExecuteTransaction)',
    '^(CopyObject|CreateMultipartUpload|UploadPart|CompleteMultipartUpload|RestoreObject)',
    '^(Admin(Create|Delete|Disable|Enable|Set|Update|Add|Remove|ResetUserPassword|ConfirmSignUp|LinkProvider|UserGlobalSignOut))',
    '^(SignUp|ConfirmSignUp|ChangePassword|ForgotPassword|ConfirmForgotPassword|GlobalSignOut|RevokeToken|UpdateUserAttributes|Create|Delete)',
    '^(SendEmail|SendBulkEmail)',
  ].join('|'),
);

export const isWriteCommand = (name: string): boolean => WRITE_COMMAND.test(name.replace(/Command$/, ''));

export interface SentCommand {
  client: string;
  command: string;
  write: boolean;
  input: unknown;
}

type AnyStub = AwsStub<object, MetadataBearer, unknown>;

export interface AwsMocks {
  stubs: Record<'documentClient' | 'dynamodb' | 'cognito', AnyStub>;
  ses: SesMock;
  /** Every command sent since the last reset, in order. */
  sent(): SentCommand[];
  reset(): void;
  restore(): void;
}

/** Mocks every client; each command rejects with `failure()` unless a test configures it. */
export function mockAllClients(failure: () => Error = () => new Error('unexpected AWS call')): AwsMocks {
  const stubs = {
    documentClient: mockClient(DynamoDBDocumentClient) as unknown as AnyStub,
    dynamodb: mockClient(DynamoDBClient) as unknown as AnyStub,
    cognito: mockCognito() as unknown as AnyStub,
  };
  const ses = mockSes();
  const arm = (): void => {
    for (const stub of Object.values(stubs)) stub.onAnyCommand().callsFake(() => Promise.reject(failure()));
    ses.callsFake(() => Promise.reject(failure()));
  };
  arm();
  return {
    stubs,
    ses,
    sent: () => [
      ...Object.entries(stubs).flatMap(([client, stub]) =>
        stub.calls().map((call) => {
          const command = call.args[0] as { constructor: { name: string }; input: unknown };
          return {
            client,
            command: command.constructor.name,
            write: isWriteCommand(command.constructor.name),
            input: command.input,
          };
        }),
      ),
      ...ses.messages().map((input) => ({ client: 'ses', command: 'SendEmailCommand', write: true, input })),
    ],
    reset: () => {
      for (const stub of Object.values(stubs)) stub.reset();
      ses.reset();
      arm();
    },
    restore: () => {
      for (const stub of Object.values(stubs)) stub.restore();
      ses.restore();
    },
  };
}
