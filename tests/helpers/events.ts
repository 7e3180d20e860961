/** Fixture API Gateway v2 events and Lambda contexts for handler tests. */
import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../lambdas/middleware/http';

export function apiEvent(
  routeKey: string,
  options: {
    body?: unknown;
    rawBody?: string;
    pathParameters?: Record<string, string>;
    query?: Record<string, string>;
    claims?: Record<string, string>;
  } = {},
): HttpEvent {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const requestId = crypto.randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test',
      domainPrefix: 'test',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '198.51.100.7', userAgent: 'vitest' },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims } } } : {}),
    },
  } as HttpEvent;
}

export const memberClaims = (sub = '0b7a3c52-9d1e-4f6a-8b2c-3d4e5f6a7b8c') => ({
  sub,
  username: sub,
  token_use: 'access',
  client_id: 'test-client',
});

export function lambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test',
    memoryLimitInMB: '512',
    awsRequestId: crypto.randomUUID(),
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
