/**
 * The one middleware chain of every HTTP handler: structured logs and metrics (Powertools for AWS
 * Lambda, through its middy middlewares), request id, body size limit, JSON content type (415
 * otherwise), JSON parsing, schema validation (unknown fields and query parameters rejected), caller identity for
 * member routes, error mapping and structured logs. Handlers only receive validated input and
 * return a response body.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import {
  DomainError,
  PayloadTooLargeError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../shared/domain/errors';
import * as apiMessages from '../../shared/api-messages';
import type { RouteDef, Schema } from '../../shared/routes';
import { toDomainError } from './aws-errors';
import { errorAnswer, fieldsMessage, requestLanguage } from './error-answer';
import { logger } from './logger';
import { countOutcome, metrics } from './observability';

export const MAX_BODY_BYTES = 64 * 1024;

/** The API Gateway v2 event as a JWT authorizer delivers it (claims present on member routes). */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, string | number | boolean | string[]> } };
  };
};
export type HttpResult = APIGatewayProxyStructuredResultV2 & {
  statusCode: number;
  body: string;
  headers: Record<string, string>;
};

/** Who is calling, from the verified access token. */
export interface Caller {
  sub: string;
  username: string;
}

type Infer<T> = T extends Schema ? z.output<T> : undefined;

export interface HttpRequest<R extends RouteDef> {
  body: Infer<R['request']['body']>;
  path: Infer<R['request']['path']>;
  query: Infer<R['request']['query']>;
  caller: R['access'] extends 'member' ? Caller : undefined;
  requestId: string;
  /** Client address, for rate limits. */
  sourceIp: string;
}

/** A handler returns the payload fields; the chain adds `success: true` (the envelope of docs/api.md). */
export type HandlerFn<R extends RouteDef> = (
  req: HttpRequest<R>,
) => Promise<Omit<z.input<R['response']>, 'success'>>;

interface ChainContext {
  requestId: string;
  input?: HttpRequest<RouteDef>;
}

/** Per-invocation state, keyed by the invocation's context (one server may run many at once). */
const invocations = new WeakMap<Context, ChainContext>();

const jsonHeaders = (requestId: string): Record<string, string> => ({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-request-id': requestId,
});

function respond(status: number, body: unknown, requestId: string): HttpResult {
  return { statusCode: status, headers: jsonHeaders(requestId), body: JSON.stringify(body) };
}

/** The value a validation issue points at, to tell a missing field from a wrong one. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * What a field's problem is, in words: zod/mini carries no message locale, so its type errors
 * would all read 'Invalid input'. A schema's own message (the spec's words) is kept.
 */
function issueText(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code !== 'invalid_type' || issue.message !== 'Invalid input') return issue.message;
  if (valueAt(value, issue.path) === undefined) return 'is required';
  return `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
}

function issuesToFields(
  issues: readonly z.core.$ZodIssue[],
  part: 'body' | 'path' | 'query',
  value: unknown,
): Record<string, string> {
  // No prototype: a field named __proto__ must be named like any other.
  const fields = Object.create(null) as Record<string, string>;
  for (const issue of issues) {
    const prefix = part === 'body' ? '' : `${part}.`;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = prefix + [...issue.path, key].join('.');
        fields[name] = apiMessages.unknownField(name);
      }
    } else {
      const name = prefix + (issue.path.length ? issue.path.join('.') : part);
      fields[name] ??= issueText(issue, value);
    }
  }
  return fields;
}

/** A 400 naming every parameter of a query string that the route does not declare. */
function foreignQuery(names: readonly string[]): ValidationError {
  const fields = Object.create(null) as Record<string, string>;
  for (const name of names) fields[`query.${name}`] = apiMessages.unknownField(`query.${name}`);
  return new ValidationError(fieldsMessage(apiMessages.invalidRequest, fields), fields);
}

function parse(schema: Schema | undefined, value: unknown, part: 'body' | 'path' | 'query'): unknown {
  if (!schema) {
    // A route without a query schema takes no query string: a parameter (say another member's
    // id) is refused by name rather than silently ignored. Query schemas are strict objects.
    const names = part === 'query' && value && typeof value === 'object' ? Object.keys(value) : [];
    if (names.length) throw foreignQuery(names);
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = issuesToFields(result.error.issues, part, value);
  throw new ValidationError(fieldsMessage(apiMessages.invalidRequest, fields), fields);
}

/** A header's value: API Gateway v2 lower-cases header names, a hand-built event may not. */
function headerOf(event: HttpEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
}

/**
 * A body is JSON when sent as application/json or a JSON-based type (`+json`, RFC 6839: the spec's
 * client sends PUT /api/Member as application/json-patch+json), with parameters such as charset.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

function readBody(event: HttpEvent, route: RouteDef): unknown {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > MAX_BODY_BYTES) throw new PayloadTooLargeError(apiMessages.bodyTooLarge);
  if (!route.request.body) {
    if (bytes.byteLength > 0)
      throw new ValidationError(`${apiMessages.invalidRequest} body: not expected`, { body: 'not expected' });
    return undefined;
  }
  if (bytes.byteLength === 0)
    throw new ValidationError(`${apiMessages.invalidRequest} body: is required`, { body: 'is required' });
  if (!isJsonMediaType(headerOf(event, 'content-type')))
    throw new UnsupportedMediaTypeError(apiMessages.unsupportedMediaType);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ValidationError(apiMessages.invalidJson, { body: 'not valid JSON' });
  }
}

function callerOf(event: HttpEvent): Caller {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || claims?.token_use !== 'access')
    throw new UnauthorizedError(apiMessages.unauthorized);
  return { sub, username: String(claims.username ?? sub) };
}

/**
 * Wraps a route handler in the chain. "Middleware first, handler last": the handler sees only
 * validated, typed input.
 *
 * @example
 * export const handler = httpHandler(getRoute('employer', 'get-employer'), async ({ path }) =>
 *   ({ data: await findEmployer(path.id) }));
 */
export function httpHandler<R extends RouteDef>(route: R, fn: HandlerFn<R>) {
  return middy<HttpEvent, HttpResult, Error, Context>()
    .use(
      // The invocation's context in every line, the request's keys dropped when it ends. The event
      // is never logged, whatever POWERTOOLS_LOGGER_LOG_EVENT says: its body, query string and
      // headers carry passwords, tokens and one-time secrets as raw text, out of the redaction's
      // reach (docs/decisions/0021-powertools-logger-and-metrics.md).
      injectLambdaContext(logger, { resetKeys: true, logEvent: false }) as Middleware,
    )
    .use(
      // A ColdStart count on a container's first invocation; the invocation's counts as one
      // embedded-metric line when it ends, answered or failed.
      logMetrics(metrics, { captureColdStartMetric: true }) as Middleware,
    )
    .before(async (request) => {
      const { event, context } = request;
      const chain: ChainContext = {
        requestId: event.requestContext?.requestId ?? context.awsRequestId ?? crypto.randomUUID(),
      };
      invocations.set(context, chain);
      logger.appendKeys({ requestId: chain.requestId, route: `${route.method} ${route.path}` });
      const caller = route.access === 'member' ? callerOf(event) : undefined;
      const body = parse(route.request.body, readBody(event, route), 'body');
      const path = parse(route.request.path, event.pathParameters ?? {}, 'path');
      const query = parse(route.request.query, event.queryStringParameters ?? {}, 'query');
      chain.input = {
        body,
        path,
        query,
        caller,
        requestId: chain.requestId,
        sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
      } as HttpRequest<RouteDef>;
    })
    .onError(async (request) => {
      // AWS throttling, unavailability and transaction conflicts (after the SDK's bounded retries) become a 503.
      const error = toDomainError(request.error) ?? request.error;
      const chain = invocations.get(request.context) ?? {
        requestId: request.context.awsRequestId ?? crypto.randomUUID(),
      };
      // The answer in the request's language, with the code of its text; the log keeps the English.
      const language = requestLanguage(request.event?.headers);
      if (error instanceof DomainError) {
        if (error.status >= 500) logger.error('request failed', { status: error.status, error });
        else logger.info('request refused', { status: error.status, reason: error.message });
        request.response = respond(
          error.status,
          errorAnswer(error.message, error.fields, chain.requestId, language),
          chain.requestId,
        );
      } else {
        logger.error('unexpected error', { error: error as Error });
        request.response = respond(
          500,
          errorAnswer(apiMessages.internalError, undefined, chain.requestId, language),
          chain.requestId,
        );
      }
      countOutcome(request.response.statusCode);
    })
    .handler(async (_event, context) => {
      const chain = invocations.get(context) as ChainContext;
      const input = chain.input as HttpRequest<R>;
      const body = await fn(input);
      // The response schema is an allow-list: fields it does not name never leave the server.
      const safe = route.response.parse({ success: true, ...body });
      countOutcome(200);
      return respond(200, safe, chain.requestId);
    });
}

type Middleware = middy.MiddlewareObj<HttpEvent, HttpResult, Error, Context>;

export type LambdaHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;
