/**
 * The functions' SES v2 SendEmail (lambdas/adapters/ses.ts) replaced in handler, fuzz and fault
 * tests, the way aws-sdk-client-mock replaces the SDK clients' `send`: every SesV2 instance the
 * composition builds answers what the test says, and each message is recorded. (The request
 * itself, its signature and its retries are tests/unit/ses.test.ts's; the stack tests send through
 * aws-ses-v2-local.)
 */
import { vi, type MockInstance } from 'vitest';
import { SesV2, type SendEmailInput, type SendEmailOutput } from '../../lambdas/adapters/ses';

export interface SesMock {
  /** The messages sent since the last reset, in order. */
  messages(): SendEmailInput[];
  /** Every SendEmail from now on answers this. */
  resolves(output: SendEmailOutput): void;
  /** Every SendEmail from now on fails with this, as the SES client raises it after its last attempt. */
  rejects(error: Error): void;
  /** Every SendEmail from now on answers what `fake` does. */
  callsFake(fake: (input: SendEmailInput) => Promise<SendEmailOutput>): void;
  /** Forgets the messages; SendEmail answers `{}` until told otherwise. */
  reset(): void;
  /** Puts the real SendEmail back. */
  restore(): void;
}

export function mockSes(): SesMock {
  const spy: MockInstance<SesV2['sendEmail']> = vi.spyOn(SesV2.prototype, 'sendEmail');
  const callsFake = (fake: (input: SendEmailInput) => Promise<SendEmailOutput>) =>
    spy.mockImplementation(fake);
  const reset = () => {
    spy.mockClear();
    callsFake(async () => ({}));
  };
  reset();
  return {
    messages: () => spy.mock.calls.map(([input]) => input),
    resolves: (output) => callsFake(async () => output),
    rejects: (error) => callsFake(() => Promise.reject(error)),
    callsFake,
    reset,
    restore: () => spy.mockRestore(),
  };
}
