/**
 * The mail adapter (lambdas/adapters/mailer.ts) over the SDK's SES v2 client: the message it
 * sends (aws-sdk-client-mock), and that the client lambdas/composition.ts builds retries SES's
 * throttling to the bound of 3 attempts and then hands the error on for the 503 (its real SDK
 * stack over a transport that answers throttling).
 */
import { MessageRejected, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mailer } from '../../lambdas/adapters/mailer';
import { mailer, resetComposition, sesClient } from '../../lambdas/composition';
import { toDomainError } from '../../lambdas/middleware/aws-errors';
import { ServiceUnavailableError } from '../../shared/domain/errors';
import { interceptTransport, sesError } from '../fault/support/transport';

const mail = {
  to: 'casey@example.com',
  subject: 'Confirm your e-mail',
  html: '<p>Welcome, Casey</p>',
  text: 'Welcome, Casey',
};

describe('Mailer over the SES v2 client', () => {
  const ses = mockClient(SESv2Client);
  const mailer = new Mailer(new SESv2Client({ region: 'us-east-1' }), 'no-reply@example.com');
  afterEach(() => ses.reset());
  afterAll(() => ses.restore());

  it('sends one SendEmail from the stage sender, with the HTML and the text in UTF-8', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await mailer.send(mail);
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(ses).toHaveReceivedCommandWith(SendEmailCommand, {
      FromEmailAddress: 'no-reply@example.com',
      Destination: { ToAddresses: ['casey@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Confirm your e-mail', Charset: 'UTF-8' },
          Body: {
            Html: { Data: '<p>Welcome, Casey</p>', Charset: 'UTF-8' },
            Text: { Data: 'Welcome, Casey', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('passes SES\'s refusal on, for the flows\' "e-mail could not be sent" answer', async () => {
    const refused = new MessageRejected({ message: 'Email address is not verified.', $metadata: {} });
    ses.on(SendEmailCommand).rejects(refused);
    await expect(mailer.send(mail)).rejects.toBe(refused);
  });
});

describe("the composition's SES v2 client", () => {
  beforeEach(() => {
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDTEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('FROM_EMAIL', 'no-reply@example.com');
    // No jitter: the retries do not wait.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    resetComposition();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetComposition();
  });

  it('tries a throttled SendEmail 3 times, then passes the error on as a 503', async () => {
    const sent: string[] = [];
    const interception = interceptTransport(sesClient(), (request) => {
      sent.push(`${request.method} ${request.path}`);
      return sesError('TooManyRequestsException', 'Maximum sending rate exceeded.');
    });
    try {
      const error: unknown = await mailer()
        .send(mail)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'TooManyRequestsException', $metadata: { attempts: 3 } });
      expect(sent).toEqual(Array(3).fill('POST /v2/email/outbound-emails'));
      expect(toDomainError(error)).toBeInstanceOf(ServiceUnavailableError);
    } finally {
      interception.restore();
    }
  });
});
