/**
 * The local portal server, on one port: the API served from the route table (API Gateway HTTP
 * API payload 2.0 events into the same Lambda family handlers that run in AWS, member routes
 * checked like the JWT authorizer does), the Cognito API under /cognito/ (with shims for the
 * token refresh and the revocable tokens cognito-local lacks, docs/local-stack.md), logos under /logos/ (like the
 * CloudFront behavior), the built frontend and its config.json. With `tls`, the same answers also
 * come over HTTP/2 on a second port, as CloudFront serves the portal (the bench's Lighthouse runs
 * there: docs/performance.md).
 */
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Readable } from 'node:stream';
import pLimit from 'p-limit';
import { matchRoute, routeKey, type Family } from '../../shared/routes';
import { pageFileOf } from '../../shared/web-frames';
import { localSecurityHeaders } from '../resources/web-headers';
import type { HttpEvent, HttpResult, LambdaHandler } from '../../lambdas/middleware/http';
import { addOriginJti } from './cognito-revocation';
import { cognitoBrowserOperations, isBrowserCognitoCall, logoObjectKey, readRequestTarget } from './edge';

/** The Cognito calls whose answers hand out tokens (they get Cognito's `origin_jti`). */
const tokenTargets = new Set(
  ['InitiateAuth', 'RespondToAuthChallenge'].map((name) => `AWSCognitoIdentityProviderService.${name}`),
);

/** API Gateway's own limit on a request payload; bodies above it never reach a function. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

export interface PortalServerOptions {
  port: number;
  webDir: string;
  /** The families' Lambda handlers, as deployed. */
  handlers: Record<Family, LambdaHandler>;
  cognitoUrl: string;
  userPoolId: string;
  clientId: string;
  /** The administrators' pool and the console's client: the admin routes' authorizer. */
  workforcePool: { userPoolId: string; clientId: string };
  s3: S3Client;
  assetsBucket: string;
  /** s3rver's origin, where the page posts proof of coverage (the Content-Security-Policy allows it). */
  uploadsOrigin?: string;
  /**
   * The JSON served at /config.json (what the web construct writes at deploy), for the origin the
   * page was loaded from: its endpoints are that origin's, as CloudFront's are its own.
   */
  webConfig: (origin: string) => Record<string, unknown>;
  /**
   * A key and certificate (PEM) to serve the same answers over HTTP/2 with TLS on a second port
   * (`secure` in the result), beside the plain HTTP/1.1 one. Browsers speak HTTP/2 only over TLS.
   */
  tls?: { key: string; cert: string; port?: number };
  /**
   * How many function invocations run at once (default `DEFAULT_INVOCATIONS_AT_ONCE`); the others
   * wait for a free one. In AWS each invocation has an instance of its own, and its 10-second
   * timeout counts only its own work. Here every invocation shares this process and the machine's
   * cores: a hundred at once would each take a hundred times as long and time out together.
   * Waiting is not invoking, so a waiting request's clock has not started, as in Lambda.
   */
  invocationsAtOnce?: number;
}

/**
 * Enough that the test suite's parallel journeys seldom wait for each other; few enough that a
 * hundred at once each end well inside their 10 seconds (tests/integration/authorize-load.test.ts).
 */
export const DEFAULT_INVOCATIONS_AT_ONCE = 16;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** An error as Cognito's JSON protocol answers it (`__type` and `message`), so the SDK and Amplify read it. */
function sendCognitoError(
  res: ServerResponse,
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': type,
    ...headers,
  });
  res.end(JSON.stringify({ __type: type, message }));
}

/** The body as a JSON object, or undefined when it is not one. */
function jsonObject(body: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The message of cognito-local's answer to a feature it lacks (`CognitoLocal#Unsupported`), if it is one. */
function emulatorGap(answer: Buffer): string | undefined {
  const error = jsonObject(answer);
  return typeof error?.__type === 'string' && error.__type.startsWith('CognitoLocal#Unsupported')
    ? String(error.message ?? 'Not supported by the local Cognito emulator')
    : undefined;
}

/** The web bucket and the logos are read-only origins (GET and HEAD), as their CloudFront behaviors allow. */
function readOnly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  req.resume();
  sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  return false;
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_REQUEST_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const single = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v.join(',') : v);

/** Builds the API Gateway HTTP API (payload 2.0) event for a request. */
export function toApiGatewayEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  match: { key: string; pathParameters: Record<string, string> },
  requestId: string,
): HttpEvent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const v = single(value);
    // HTTP/2's pseudo-headers (`:path`, `:authority`...) are not headers: API Gateway passes the
    // authority as Host, and the rest as the event's own fields.
    if (v === undefined) continue;
    if (name === ':authority') headers.host ??= v;
    else if (!name.startsWith(':')) headers[name.toLowerCase()] = v;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const text = body.toString('utf8');
  const isText = Buffer.from(text, 'utf8').equals(body);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: match.key,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    body: body.byteLength ? (isText ? text : body.toString('base64')) : undefined,
    isBase64Encoded: body.byteLength > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match.key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  } as HttpEvent;
}

function lambdaContext(family: Family, requestId: string): Context {
  const deadline = Date.now() + 10_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `ichra-local-${family}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:ichra-local-${family}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/ichra-local-${family}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export interface PortalServer {
  server: Server;
  url: string;
  /** The HTTP/2 listener, when `tls` was given. */
  secure?: { server: Http2SecureServer; url: string; sessions: Set<Http2Session> };
}

export async function startPortalServer(opts: PortalServerOptions): Promise<PortalServer> {
  const securityHeaders = localSecurityHeaders(opts.uploadsOrigin);
  const invoke = pLimit(opts.invocationsAtOnce ?? DEFAULT_INVOCATIONS_AT_ONCE);
  /**
   * What API Gateway's JWT authorizers check: signature, issuer, expiry, and client_id for access
   * tokens. One per access kind, as in the stack: a member route takes the employees' pool's
   * tokens only, an admin route the workforce pool's only.
   */
  function authorizer(userPoolId: string, clientId: string) {
    const issuer = `${opts.cognitoUrl}/${userPoolId}`;
    const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    return async (authorization: string | undefined): Promise<JWTPayload | undefined> => {
      const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer });
        const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
        const audiences = Array.isArray(audience) ? audience : [audience];
        return audiences.includes(clientId) ? payload : undefined;
      } catch {
        return undefined;
      }
    };
  }
  const verifiers = {
    member: authorizer(opts.userPoolId, opts.clientId),
    admin: authorizer(opts.workforcePool.userPoolId, opts.workforcePool.clientId),
  } as const;

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = randomUUID();
    const match = matchRoute(req.method ?? 'GET', url.pathname);
    if (!match) {
      sendJson(res, 404, { success: false, message: 'Not found.', requestId }, { 'x-request-id': requestId });
      return;
    }
    const body = await readBody(req);
    if (body === 'too-large') {
      sendJson(
        res,
        413,
        { success: false, message: 'The request body is too large.', requestId },
        { 'x-request-id': requestId },
      );
      return;
    }
    const key = routeKey(match.route);
    const event = toApiGatewayEvent(req, url, body, { key, pathParameters: match.pathParameters }, requestId);
    if (match.route.access !== 'public') {
      const claims = await verifiers[match.route.access](req.headers.authorization);
      if (!claims) {
        // API Gateway's own answer when the JWT authorizer refuses a request.
        sendJson(
          res,
          401,
          { message: 'Unauthorized' },
          { 'x-request-id': requestId, 'www-authenticate': 'Bearer' },
        );
        return;
      }
      event.requestContext.authorizer = {
        jwt: { claims: claims as Record<string, string | number | boolean | string[]> },
      };
    }
    const handler = opts.handlers[match.route.family];
    // The function's clock (lambdaContext's deadline) starts when it is invoked, not while it waits.
    const result: HttpResult = await invoke(() =>
      handler(event, lambdaContext(match.route.family, requestId)),
    );
    res.writeHead(result.statusCode, result.headers);
    res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
  }

  /**
   * Cognito API passthrough with what cognito-local lacks: Amplify v6 refreshes with
   * GetTokensFromRefreshToken (routed to InitiateAuth REFRESH_TOKEN_AUTH), and Amplify's signOut
   * revokes the refresh token only when the access token carries Cognito's `origin_jti` claim
   * (added here, cognito-revocation.ts).
   */
  async function cognito(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // Cognito's API is one JSON-RPC endpoint: POST / with the operation in X-Amz-Target.
    if (url.pathname !== '/cognito/' && url.pathname !== '/cognito') {
      return sendCognitoError(res, 404, 'ResourceNotFoundException', 'Not found.');
    }
    if (req.method !== 'POST') {
      return sendCognitoError(res, 405, 'MethodNotAllowed', 'The Cognito API takes POST requests only.', {
        allow: 'POST',
      });
    }
    const target = single(req.headers['x-amz-target']);
    if (!isBrowserCognitoCall(target)) {
      // Nothing is forwarded: only the calls of the browser's public client pass (edge.ts).
      return sendCognitoError(
        res,
        403,
        'AccessDeniedException',
        `The local Cognito proxy forwards only the browser's calls (${cognitoBrowserOperations.join(', ')}); ${target ? `${target} is refused` : 'the request names no operation in X-Amz-Target'}.`,
      );
    }
    const body = await readBody(req);
    if (body === 'too-large')
      return sendCognitoError(res, 413, 'RequestTooLarge', 'The request body is too large.');
    const input = jsonObject(body);
    if (!input) {
      return sendCognitoError(res, 400, 'SerializationException', 'The request body must be a JSON object.');
    }
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent']) {
      const v = single(req.headers[name]);
      if (v) headers[name] = v;
    }
    let payload: Buffer = body;
    if (target === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken') {
      headers['x-amz-target'] = 'AWSCognitoIdentityProviderService.InitiateAuth';
      payload = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
        }),
      );
    }
    const upstream = await fetch(`${opts.cognitoUrl}/`, {
      method: 'POST',
      headers,
      body: new Uint8Array(payload),
    });
    let out: Buffer = Buffer.from(await upstream.arrayBuffer());
    const unsupported = upstream.status >= 500 ? emulatorGap(out) : undefined;
    if (unsupported) {
      // cognito-local answers 500 to what it does not implement (an AuthFlow such as
      // USER_SRP_AUTH); Cognito would have answered the request, or refused it with 400.
      return sendCognitoError(res, 400, 'InvalidParameterException', `${unsupported} (local stack)`);
    }
    if (upstream.ok && tokenTargets.has(headers['x-amz-target'] ?? '')) {
      const sent = JSON.parse(payload.toString('utf8') || '{}') as {
        AuthParameters?: { REFRESH_TOKEN?: string };
      };
      out = await addOriginJti(out, sent.AuthParameters?.REFRESH_TOKEN);
    }
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
    });
    res.end(out);
  }

  /** `/logos/*`: only keys under the logos prefix of the assets bucket, as CloudFront's behavior and grant allow. */
  async function logo(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (!readOnly(req, res)) return;
    const key = logoObjectKey(path);
    if (!key) return sendText(res, 404, 'Not found');
    try {
      const object = await opts.s3.send(new GetObjectCommand({ Bucket: opts.assetsBucket, Key: key }));
      res.writeHead(200, {
        'content-type': object.ContentType ?? 'application/octet-stream',
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
      });
      // A read that fails midway ends this answer, never the process (an unhandled 'error').
      (object.Body as Readable).on('error', () => res.destroy()).pipe(res);
    } catch (error) {
      if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey')
        return sendText(res, 404, 'Not found');
      throw error;
    }
  }

  /** Compressed copies of the text assets, made once per file version (CloudFront compresses too). */
  const compressed = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();
  function encodedBody(
    file: string,
    acceptEncoding: string,
  ): { body: Buffer; encoding: 'br' | 'gzip' } | undefined {
    if (!/\.(html|js|css|svg|json|txt|webmanifest)$/.test(file)) return undefined;
    const wantsBr = /\bbr\b/.test(acceptEncoding);
    if (!wantsBr && !/\bgzip\b/.test(acceptEncoding)) return undefined;
    const { mtimeMs } = statSync(file);
    let entry = compressed.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      const raw = readFileSync(file);
      entry = { mtimeMs, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
      compressed.set(file, entry);
    }
    return wantsBr ? { body: entry.br, encoding: 'br' } : { body: entry.gzip, encoding: 'gzip' };
  }

  function staticFile(req: IncomingMessage, res: ServerResponse, url: URL, path: string): void {
    if (!readOnly(req, res)) return;
    const root = normalize(opts.webDir);
    let file = normalize(join(root, path));
    // readRequestTarget refused `..` and backslashes already; this holds whatever the path.
    if (!file.startsWith(root + sep) && file !== root) return sendText(res, 400, 'Bad request');
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Client-side routes get their prerendered frame or the app shell, as CloudFront's
      // viewer-request function answers them (shared/web-frames.ts).
      const page = join(root, pageFileOf(url.pathname));
      file = existsSync(page) ? page : join(root, 'index.html');
      if (!existsSync(file)) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The frontend is not built. Run: npm run build:web');
        return;
      }
    }
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    const immutable = url.pathname.startsWith('/assets/');
    const headers = {
      ...securityHeaders,
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const encoded = encodedBody(file, single(req.headers['accept-encoding']) ?? '');
    if (encoded) {
      res.writeHead(200, {
        ...headers,
        'content-encoding': encoded.encoding,
        'content-length': String(encoded.body.byteLength),
      });
      res.end(encoded.body);
      return;
    }
    res.writeHead(200, headers);
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  let plainUrl = `http://127.0.0.1:${opts.port}`;
  let secure: PortalServer['secure'] = undefined;
  /** The origin a request came to: config.json names it, so the page calls back where it was loaded from. */
  const originOf = (req: IncomingMessage): string =>
    (req.socket as { encrypted?: boolean }).encrypted && secure ? secure.url : plainUrl;
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const target = readRequestTarget(req.url);
    if (typeof target === 'string') {
      // What CloudFront answers to a request it cannot map to an origin path: nothing is touched.
      req.resume();
      return sendText(res, 400, target);
    }
    const { url, path } = target;
    const work = url.pathname.startsWith('/api/')
      ? api(req, res, url)
      : url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')
        ? cognito(req, res, url)
        : url.pathname.startsWith('/logos/')
          ? logo(req, res, path)
          : url.pathname === '/config.json'
            ? Promise.resolve(readOnly(req, res) && sendJson(res, 200, opts.webConfig(originOf(req))))
            : Promise.resolve().then(() => staticFile(req, res, url, path));
    work.catch((error: unknown) => {
      console.error(`local server: ${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent)
        sendJson(res, 500, {
          success: false,
          message: 'Something went wrong on our side. Please try again.',
        });
      else res.destroy();
    });
  };
  const server = createServer(handle);
  // A request Node's parser refuses (a bad header, a malformed request line) gets 400, never a
  // dropped connection without an answer.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && socket.destroyed)) return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  plainUrl = `http://127.0.0.1:${port}`;
  secure = opts.tls ? await startSecure(opts.tls, handle) : undefined;
  return { server, url: plainUrl, secure };
}

/**
 * The HTTP/2 listener: Node's compatibility API gives the same request and response objects'
 * methods, so one handler serves both. HTTP/1.1 over TLS is accepted too (`allowHTTP1`), for a
 * client that does not offer h2.
 */
async function startSecure(
  tls: NonNullable<PortalServerOptions['tls']>,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<NonNullable<PortalServer['secure']>> {
  const server = createSecureServer(
    { key: tls.key, cert: tls.cert, allowHTTP1: true },
    handle as unknown as Parameters<typeof createSecureServer>[1],
  );
  // The open sessions, so that stopping the stack ends them (an HTTP/2 server has no closeAllConnections).
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(tls.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : tls.port;
  return { server, url: `https://127.0.0.1:${port}`, sessions };
}
