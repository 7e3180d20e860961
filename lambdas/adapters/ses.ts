/**
 * SES v2 SendEmail, sent from the function without the SDK's SES client (docs/decisions/0015).
 *
 * SendEmail is one REST-JSON request: POST /v2/email/outbound-emails with the message as JSON,
 * signed for the service `ses`. The SDK's SES v2 client carries the schema of the whole service
 * (62 kB minified), which the registration and order functions compiled on every cold start to
 * send that one request. Signing, retries and errors are lambdas/adapters/aws-json-service.ts;
 * tests/unit/ses.test.ts holds the request and the errors to the SDK client's, for the same input
 * and the same answers.
 */
import { AwsJsonService, AwsServiceError, type AwsServiceConfig } from './aws-json-service';

/** The members of SendEmail this portal uses (a simple message: subject, HTML and text). */
export interface SendEmailInput {
  FromEmailAddress: string;
  Destination: { ToAddresses: string[] };
  Content: {
    Simple: {
      Subject: { Data: string; Charset?: string };
      Body: { Html?: { Data: string; Charset?: string }; Text?: { Data: string; Charset?: string } };
    };
  };
}

export interface SendEmailOutput {
  MessageId?: string;
}

export type SesConfig = AwsServiceConfig;

/** An error SES answered (or the transport raised), shaped as the SDK's service exceptions are. */
export { AwsServiceError as SesError };

export class SesV2 extends AwsJsonService {
  constructor(config: SesConfig) {
    super('ses', 'SES', (region) => `https://email.${region}.amazonaws.com`, config);
  }

  /** Sends one e-mail; resolves with SES's message id, or rejects with the last attempt's error. */
  async sendEmail(input: SendEmailInput): Promise<SendEmailOutput> {
    const answer = await this.request({
      path: '/v2/email/outbound-emails',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signed: true,
    });
    return typeof answer.MessageId === 'string' ? { MessageId: answer.MessageId } : {};
  }
}
