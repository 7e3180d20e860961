/**
 * The functions' SES v2 client (the SDK's, built in lambdas/composition.ts) stubbed by
 * aws-sdk-client-mock in handler, fuzz and fault tests: every SendEmail answers what the test
 * says, and each message is recorded. The stack tests send through aws-ses-v2-local.
 */
import {
  SendEmailCommand,
  SESv2Client,
  type SendEmailCommandInput,
  type SendEmailCommandOutput,
  type SESv2ClientResolvedConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
} from '@aws-sdk/client-sesv2';
import { mockClient, type AwsStub } from 'aws-sdk-client-mock';

/** A message as lambdas/adapters/mailer.ts sends it: always with its content. */
export type SentEmail = SendEmailCommandInput & { Content: NonNullable<SendEmailCommandInput['Content']> };
type SendEmailAnswer = Partial<SendEmailCommandOutput>;

export interface SesMock {
  /** aws-sdk-client-mock's stub of the client, for `toHaveReceivedCommand...`. */
  stub: AwsStub<ServiceInputTypes, ServiceOutputTypes, SESv2ClientResolvedConfig>;
  /** The messages sent since the last reset, in order. */
  messages(): SentEmail[];
  /** Every SendEmail from now on answers this. */
  resolves(output: SendEmailAnswer): void;
  /** Every SendEmail from now on fails with this, as the SES client raises it after its last attempt. */
  rejects(error: Error): void;
  /** Every SendEmail from now on answers what `fake` does. */
  callsFake(fake: (input: SendEmailCommandInput) => Promise<SendEmailAnswer>): void;
  /** Forgets the messages; SendEmail answers `{}` until told otherwise. */
  reset(): void;
  /** Puts the real client's `send` back. */
  restore(): void;
}

export function mockSes(): SesMock {
  const stub = mockClient(SESv2Client);
  const reset = () => {
    stub.reset();
    stub.on(SendEmailCommand).resolves({});
  };
  reset();
  return {
    stub,
    messages: () => stub.commandCalls(SendEmailCommand).map((call) => call.args[0].input as SentEmail),
    resolves: (output) => void stub.on(SendEmailCommand).resolves(output),
    rejects: (error) => void stub.on(SendEmailCommand).rejects(error),
    callsFake: (fake) => void stub.on(SendEmailCommand).callsFake(fake),
    reset,
    restore: () => stub.restore(),
  };
}
