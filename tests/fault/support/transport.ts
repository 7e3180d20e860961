/**
 * A test-only hook on an SDK v3 client's HTTP transport: every HTTP request the client makes
 * (each retry included) passes through an interceptor that may count it, let it through, or
 * answer it with a fabricated AWS error response. The SDK's own deserializer and retry strategy
 * then handle that answer exactly as they would handle AWS's, so retries and error types are the
 * real ones. Nothing in production code changes: the hook replaces `config.requestHandler` of a
 * client built in the test or bench process, and {@link Interception.restore} puts it back.
 */
import { Readable } from 'node:stream';

/** The parts of an HTTP request an interceptor sees. */
export interface OutgoingRequest {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
  /** The service operation, from `x-amz-target` (JSON protocols) or the method and path (S3). */
  operation: string;
  /** The body when it is text (JSON protocols): a retry sends the same body again. */
  body: string;
}

export interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Answer undefined to let the request through, or a response to fabricate. */
export type Interceptor = (request: OutgoingRequest) => FakeResponse | undefined;

interface RequestHandlerLike {
  handle(request: unknown, options?: unknown): Promise<{ response: unknown }>;
}

interface ClientLike {
  config: { requestHandler?: unknown };
}

export interface Interception {
  restore(): void;
}

function operationOf(headers: Record<string, string>, method: string, path: string): string {
  const target = headers['x-amz-target'] ?? headers['X-Amz-Target'];
  if (target) return target.split('.').pop() ?? target;
  return `${method} ${path}`;
}

/** Puts an interceptor in front of the client's transport. */
export function interceptTransport(client: ClientLike, interceptor: Interceptor): Interception {
  const original = client.config.requestHandler as RequestHandlerLike | undefined;
  if (!original || typeof original.handle !== 'function')
    throw new Error('The client has no request handler to intercept');
  const wrapper: RequestHandlerLike & Record<string, unknown> = Object.create(
    original as object,
  ) as RequestHandlerLike & Record<string, unknown>;
  wrapper.handle = async (request: unknown, options?: unknown) => {
    const r = request as {
      method: string;
      hostname: string;
      path: string;
      headers: Record<string, string>;
      body?: unknown;
    };
    const body =
      typeof r.body === 'string'
        ? r.body
        : Buffer.isBuffer(r.body) || r.body instanceof Uint8Array
          ? Buffer.from(r.body).toString('utf8')
          : '';
    const seen: OutgoingRequest = {
      method: r.method,
      hostname: r.hostname,
      path: r.path,
      headers: r.headers,
      operation: operationOf(r.headers, r.method, r.path),
      body,
    };
    const fake = interceptor(seen);
    if (!fake) return original.handle(request, options);
    return {
      response: {
        statusCode: fake.statusCode,
        reason: undefined,
        headers: fake.headers,
        body: Readable.from([Buffer.from(fake.body, 'utf8')]),
      },
    };
  };
  client.config.requestHandler = wrapper;
  return {
    restore: () => {
      client.config.requestHandler = original;
    },
  };
}

/** DynamoDB's JSON error answer, as AWS sends it. */
export function dynamoError(
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): FakeResponse {
  return {
    statusCode: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `fault-${type}` },
    body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra }),
  };
}

/** Cognito's JSON error answer. */
export function cognitoError(type: string, message: string, statusCode = 400): FakeResponse {
  return {
    statusCode,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amzn-requestid': `fault-${type}`,
      'x-amzn-errortype': `${type}:`,
    },
    body: JSON.stringify({ __type: type, message }),
  };
}

/** SES v2's JSON error answer. */
export function sesError(type: string, message: string, statusCode = 429): FakeResponse {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json',
      'x-amzn-requestid': `fault-${type}`,
      'x-amzn-errortype': `${type}:`,
    },
    body: JSON.stringify({ message }),
  };
}

/** Counts the requests that pass, by operation. */
export function countRequests(
  client: ClientLike,
  /** Counts a request only when this answers true (e.g. only those of one measured call). */
  only: () => boolean = () => true,
): Interception & { total(): number; byOperation(): Record<string, number>; reset(): void } {
  const counts = new Map<string, number>();
  const interception = interceptTransport(client, (req) => {
    if (only()) counts.set(req.operation, (counts.get(req.operation) ?? 0) + 1);
    return undefined;
  });
  return {
    restore: interception.restore,
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    byOperation: () => Object.fromEntries(counts),
    reset: () => counts.clear(),
  };
}
