/**
 * One JSON request to an AWS service, sent from the function without the service's SDK client:
 * signed with Signature Version 4, retried, and its errors shaped as the SDK shapes them.
 *
 * The SDK's clients for SES and Cognito carry the schema of their whole service (62 kB and 36 kB
 * minified), which a function compiled on every cold start to send one or five kinds of request
 * (docs/decisions/0015 and 0016, docs/performance.md). Everything used here is the SDK's own code,
 * which the DynamoDB client already brings into every bundle: the signer, the HTTP handler, the
 * credential chain and the standard retry strategy with its error classification (three attempts,
 * jittered back-off, a longer base for throttling). Errors carry the name, `$fault` and
 * `$metadata` the SDK's would, so lambdas/middleware/aws-errors.ts reads them the same way.
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

export interface AwsServiceConfig {
  region: string | Provider<string>;
  credentials: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  /** Another endpoint (AWS_ENDPOINT_URL_<SERVICE>: the local stack's emulators). */
  endpoint?: string;
  /** Attempts per request, the first included (the SDK's default, 3, unless set). */
  maxAttempts?: number;
  /** The HTTP transport; the SDK's Node.js handler unless a test gives another. */
  requestHandler?: HttpHandler;
}

/** An error the service answered (or the transport raised), shaped as the SDK's service exceptions are. */
export class AwsServiceError extends Error {
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

/** What one request of a service is: everything but the endpoint, the signature and the retries. */
export interface JsonRequest {
  /** Path under the endpoint, e.g. '/v2/email/outbound-emails' or '/'. */
  path: string;
  /** Content type and the service's own headers (e.g. X-Amz-Target). */
  headers: Record<string, string>;
  body: string;
  /** False for the operations the service takes unsigned (Cognito's InitiateAuth). */
  signed: boolean;
}

/** No answer in time is a transient failure, retried like a dropped connection. */
const REQUEST_TIMEOUT_MS = 10_000;

type SdkErrorLike = Parameters<typeof isThrottlingError>[0];

function retryErrorType(error: SdkErrorLike): RetryErrorType {
  if (isThrottlingError(error)) return 'THROTTLING';
  if (isTransientError(error)) return 'TRANSIENT';
  if (isServerError(error)) return 'SERVER_ERROR';
  return 'CLIENT_ERROR';
}

/**
 * A service answering JSON. Subclasses name the service and say what each operation sends.
 *
 * @example
 * class Ses extends AwsJsonService {
 *   constructor(config: AwsServiceConfig) { super('ses', 'SES', (region) => `https://email.${region}.amazonaws.com`, config); }
 *   send(input: object) { return this.request({ path: '/v2/email/outbound-emails', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input), signed: true }); }
 * }
 */
export abstract class AwsJsonService {
  /** As an SDK client's: tests/fault/stack puts a fault-injecting transport in `requestHandler`. */
  readonly config: AwsServiceConfig & { requestHandler: HttpHandler };
  private readonly signer: SignatureV4;
  private readonly retry: StandardRetryStrategy;

  protected constructor(
    signingName: string,
    private readonly serviceLabel: string,
    private readonly defaultEndpoint: (region: string) => string,
    config: AwsServiceConfig,
  ) {
    this.config = {
      ...config,
      requestHandler: config.requestHandler ?? new NodeHttpHandler({ requestTimeout: REQUEST_TIMEOUT_MS }),
    };
    this.signer = new SignatureV4({
      service: signingName,
      region: config.region,
      credentials: config.credentials,
      sha256: Sha256,
    });
    // One strategy per client, as the SDK keeps one: its retry budget is shared by every request.
    this.retry = new StandardRetryStrategy(config.maxAttempts ?? 3);
  }

  /** Sends one request; resolves with the parsed answer, or rejects with the last attempt's error. */
  protected async request(request: JsonRequest): Promise<Record<string, unknown>> {
    let token = await this.retry.acquireInitialRetryToken('');
    let totalRetryDelay = 0;
    for (;;) {
      try {
        const output = await this.attempt(request);
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

  private async attempt({ path, headers, body, signed }: JsonRequest): Promise<Record<string, unknown>> {
    const region = typeof this.config.region === 'function' ? await this.config.region() : this.config.region;
    const base = new URL(this.config.endpoint ?? this.defaultEndpoint(region));
    const unsigned = new HttpRequest({
      method: 'POST',
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port === '' ? undefined : Number(base.port),
      path: `${base.pathname.replace(/\/$/, '')}${path}`,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), host: base.host },
      body,
    });
    const outgoing = signed ? await this.signer.sign(unsigned) : unsigned;
    const { response } = await this.config.requestHandler.handle(outgoing as HttpRequest);
    const text =
      response.body === undefined ? '' : Buffer.from(await streamCollector(response.body)).toString('utf8');
    // Node's HTTP module gives the header names in lower case.
    const requestId = response.headers['x-amzn-requestid'];
    if (response.statusCode >= 200 && response.statusCode < 300) {
      const parsed: unknown = text === '' ? {} : JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
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
    const message =
      given ?? `${this.serviceLabel} answered HTTP ${response.statusCode} without an error code`;
    throw new AwsServiceError(name, message, response.statusCode, requestId, response);
  }
}
