/**
 * The types of the HTTP chain (http.ts) and of its middlewares: the event and answer as API
 * Gateway v2 delivers and expects them, the caller, the validated request a handler receives, and
 * the per-request state the middlewares share on the invocation's Lambda context.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteDef, Schema } from '../../shared/route-def';
import type { AdminCaller } from './admin';

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
  caller: R['access'] extends 'member' | 'admin' ? Caller : undefined;
  /** On admin routes: the administrator's grant, read on this request (admin.ts). */
  admin: R['access'] extends 'admin' ? AdminCaller : undefined;
  requestId: string;
  /** Client address, for rate limits. */
  sourceIp: string;
}

/** A handler returns the payload fields; the chain adds `success: true` (the envelope of docs/api.md). */
export type HandlerFn<R extends RouteDef> = (
  req: HttpRequest<R>,
) => Promise<Omit<z.input<R['response']>, 'success'>>;

export type LambdaHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/**
 * What the middlewares learn about one request, each adding its part in turn. It lives on the
 * invocation's own Lambda context (one per invocation, in Lambda as on the local server, which
 * may run many at once), because a middy handler receives the context but not the middy request.
 */
export interface RequestState {
  requestId: string;
  /** The caller, on member and admin routes (auth.ts, admin.ts). */
  caller?: Caller;
  /** The administrator and their grant, on admin routes (admin.ts). */
  admin?: AdminCaller;
  /** The body's text, on routes that take a body, once its size and presence passed (body-limit.ts). */
  bodyText?: string;
  /** The body as parsed JSON (json-body.ts). */
  json?: unknown;
  /** The validated input the handler receives (validate-input.ts). */
  input?: HttpRequest<RouteDef>;
}

export type HttpContext = Context & { http?: RequestState };

export type HttpMiddleware = middy.MiddlewareObj<HttpEvent, HttpResult, Error, HttpContext>;
export type HttpMiddyRequest = middy.Request<HttpEvent, HttpResult, Error, HttpContext>;

/** The request's state; the request-id middleware, first of the chain, creates it. */
export function stateOf(context: HttpContext): RequestState {
  if (!context.http) throw new Error('No request state: the request-id middleware must run first');
  return context.http;
}
