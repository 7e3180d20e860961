/**
 * SES v2 SendEmail, sent from the function without the SDK's SES client.
 *
 * SendEmail is one REST-JSON request: POST /v2/email/outbound-emails with the message as JSON,
 * signed with Signature Version 4 for the service `ses`. The SDK's SES v2 client carries the schema
 * of the whole service (62 kB minified), which the registration and order functions compiled on
 * every cold start to send that one request (their cold imports were 1.39x and 1.28x the
 * DynamoDB-only reference; see docs/performance.md and docs/decisions/0015).
 *
 * Everything else is the SDK's own code, which the DynamoDB client already brings into every
 * bundle: the signer, the HTTP handler, the credential chain and the standard retry strategy with
 * its error classification (three attempts, jittered back-off, a longer base for throttling).
 * Errors carry the name, `$fault` and `$metadata` the SDK's would, so lambdas/middleware/aws-errors.ts
 * reads them the same way. tests/unit/ses.test.ts holds the request and the errors to the SDK
 * client's, for the same input and the same answers.
 */
import { Sha256 } from '@smithy/core/checksum';
import { loadRestJsonErrorCode, type HttpHandler } from '@smithy/core/protocols';
import {
  isServerError,
  isThrottlingError,
  isTransientError,
  StandardRetryStrategy,
} from '@smithy/core/retry';
import { HttpRequest } from '@smithy/core/transport';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import type {
  AwsCredentialIdentity,
  AwsCredentialIdentityProvider,
  HttpResponse,
  Provider,
  RetryErrorType,
} from '@smithy/types';

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

export interface SesConfig {
  region: string | Provider<string>;
  credentials: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  /** Another SES v2 endpoint (AWS_ENDPOINT_URL_SESV2: the local stack's aws-ses-v2-local). */
  endpoint?: string;
  /** Attempts per mail, the first included (the SDK's default, 3, unless set). */
  maxAttempts?: number;
  /** The HTTP transport; the SDK's Node.js handler unless a test gives another. */
  requestHandler?: HttpHandler;
}

/** An error SES answered (or the transport raised), shaped as the SDK's service exceptions are. */
export class SesError extends Error {
  readonly $fault: 'client' | 'server';
  $metadata: { httpStatusCode?: number; requestId?: string; attempts?: number; totalRetryDelay?: number };

  /** The raw answer, kept out of enumeration (and so out of log lines) as the SDK keeps its own. */
  declare readonly $response?: HttpResponse;

  constructor(
    name: string,
    message: string,
    status: number | undefined,
    requestId: string | undefined,
    response?: HttpResponse,
  ) {
    super(message);
    Object.defineProperty(this, '$response', { value: response, enumerable: false });
    this.name = name;
    this.$fault = status !== undefined && status < 500 ? 'client' : 'server';
    this.$metadata = { httpStatusCode: status, requestId };
  }
}

const PATH = '/v2/email/outbound-emails';

/** No answer in time is a transient failure, retried like a dropped connection. */
const REQUEST_TIMEOUT_MS = 10_000;

type SdkErrorLike = Parameters<typeof isThrottlingError>[0];

function retryErrorType(error: SdkErrorLike): RetryErrorType {
  if (isThrottlingError(error)) return 'THROTTLING';
  if (isTransientError(error)) return 'TRANSIENT';
  if (isServerError(error)) return 'SERVER_ERROR';
  return 'CLIENT_ERROR';
}

export class SesV2 {
  /** As an SDK client's: tests/fault/stack puts a fault-injecting transport in `requestHandler`. */
  readonly config: SesConfig & { requestHandler: HttpHandler };
  private readonly signer: SignatureV4;
  private readonly retry: StandardRetryStrategy;

  constructor(config: SesConfig) {
    this.config = {
      ...config,
      requestHandler: config.requestHandler ?? new NodeHttpHandler({ requestTimeout: REQUEST_TIMEOUT_MS }),
    };
    this.signer = new SignatureV4({
      service: 'ses',
      region: config.region,
      credentials: config.credentials,
      sha256: Sha256,
    });
    // One strategy per client, as the SDK keeps one: its retry budget is shared by every mail.
    this.retry = new StandardRetryStrategy(config.maxAttempts ?? 3);
  }

  /** Sends one e-mail; resolves with SES's message id, or rejects with the last attempt's error. */
  async sendEmail(input: SendEmailInput): Promise<SendEmailOutput> {
    const body = JSON.stringify(input);
    let token = await this.retry.acquireInitialRetryToken('');
    let totalRetryDelay = 0;
    for (;;) {
      try {
        const output = await this.attempt(body);
        this.retry.recordSuccess(token);
        return output;
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        try {
          token = await this.retry.refreshRetryTokenForRetry(token, {
            errorType: retryErrorType(error as SdkErrorLike),
          });
        } catch {
          // As the SDK does, the last error tells how many attempts were made, a transport's too.
          const withMetadata = error as Error & { $metadata?: Record<string, unknown> };
          withMetadata.$metadata = {
            ...withMetadata.$metadata,
            attempts: token.getRetryCount() + 1,
            totalRetryDelay,
          };
          throw error;
        }
        totalRetryDelay += token.$retryLog?.acquisitionDelay ?? 0;
      }
    }
  }

  private async attempt(body: string): Promise<SendEmailOutput> {
    const region = typeof this.config.region === 'function' ? await this.config.region() : this.config.region;
    const base = new URL(this.config.endpoint ?? `https://email.${region}.amazonaws.com`);
    const request = new HttpRequest({
      method: 'POST',
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port === '' ? undefined : Number(base.port),
      path: `${base.pathname.replace(/\/$/, '')}${PATH}`,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        host: base.host,
      },
      body,
    });
    const signed = await this.signer.sign(request);
    const { response } = await this.config.requestHandler.handle(signed as HttpRequest);
    const text =
      response.body === undefined ? '' : Buffer.from(await streamCollector(response.body)).toString('utf8');
    // Node's HTTP module gives the header names in lower case.
    const requestId = response.headers['x-amzn-requestid'];
    if (response.statusCode >= 200 && response.statusCode < 300) {
      const parsed = text === '' ? {} : (JSON.parse(text) as { MessageId?: unknown });
      return typeof parsed.MessageId === 'string' ? { MessageId: parsed.MessageId } : {};
    }
    let data: Record<string, unknown> = {};
    try {
      data = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      // Not JSON (a proxy's page): the status alone says what happened.
    }
    // An answer without an error code (a gateway's page) is named as the SDK names one without a
    // code; the SDK itself raises a SyntaxError for a body that is not JSON, which says less.
    const name = loadRestJsonErrorCode(response, data) ?? 'UnknownError';
    const given = [data.message, data.Message].find((m): m is string => typeof m === 'string');
    const message = given ?? `SES answered HTTP ${response.statusCode} without an error code`;
    throw new SesError(name, message, response.statusCode, requestId, response);
  }
}
