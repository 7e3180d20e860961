/**
 * The local portal server, on one port: the API served from the route table (API Gateway HTTP
 * API payload 2.0 events into the same Lambda family handlers that run in AWS, member routes
 * checked like the JWT authorizer does), the Cognito API under /cognito/ (with shims for the
 * token refresh and the revocable tokens cognito-local lacks, docs/local-stack.md), logos under /logos/ (like the
 * CloudFront behavior), the built frontend and its config.json.
 */
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Readable } from 'node:stream';
import { matchRoute, routeKey, type Family } from '../../shared/routes';
import { localSecurityHeaders } from '../resources/web-headers';
import type { HttpEvent, HttpResult, LambdaHandler } from '../../lambdas/middleware/http';
import { addOriginJti } from './cognito-revocation';

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
  s3: S3Client;
  assetsBucket: string;
  /** The JSON served at /config.json (what the web construct writes at deploy). */
  webConfig: Record<string, unknown>;
}

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
    if (v !== undefined) headers[name.toLowerCase()] = v;
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

export async function startPortalServer(opts: PortalServerOptions): Promise<{ server: Server; url: string }> {
  const issuer = `${opts.cognitoUrl}/${opts.userPoolId}`;
  const securityHeaders = localSecurityHeaders();
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

  /** What API Gateway's JWT authorizer checks: signature, issuer, expiry, and client_id for access tokens. */
  async function verify(authorization: string | undefined): Promise<JWTPayload | undefined> {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer });
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      const audiences = Array.isArray(audience) ? audience : [audience];
      return audiences.includes(opts.clientId) ? payload : undefined;
    } catch {
      return undefined;
    }
  }

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
    if (match.route.access === 'member') {
      const claims = await verify(req.headers.authorization);
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
    const result: HttpResult = await handler(event, lambdaContext(match.route.family, requestId));
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
    const body = await readBody(req);
    if (body === 'too-large') return sendJson(res, 413, { message: 'too large' });
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent']) {
      const v = single(req.headers[name]);
      if (v) headers[name] = v;
    }
    let payload: Buffer = body;
    if (headers['x-amz-target'] === 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { RefreshToken?: string; ClientId?: string };
      headers['x-amz-target'] = 'AWSCognitoIdentityProviderService.InitiateAuth';
      payload = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
        }),
      );
    }
    const target = `${opts.cognitoUrl}${url.pathname.replace(/^\/cognito/, '') || '/'}${url.search}`;
    const upstream = await fetch(target, {
      method: req.method,
      headers,
      body: req.method === 'GET' ? undefined : new Uint8Array(payload),
    });
    let out: Buffer = Buffer.from(await upstream.arrayBuffer());
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

  async function logo(res: ServerResponse, url: URL): Promise<void> {
    const key = decodeURIComponent(url.pathname.replace(/^\//, ''));
    try {
      const object = await opts.s3.send(new GetObjectCommand({ Bucket: opts.assetsBucket, Key: key }));
      res.writeHead(200, {
        'content-type': object.ContentType ?? 'application/octet-stream',
        'cache-control': 'public, max-age=300',
      });
      (object.Body as Readable).pipe(res);
    } catch (error) {
      if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
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

  function staticFile(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const root = normalize(opts.webDir);
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(400).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // Client-side routes get the app shell, as CloudFront's error responses do.
      file = join(root, 'index.html');
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
    createReadStream(file).pipe(res);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const work = url.pathname.startsWith('/api/')
      ? api(req, res, url)
      : url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')
        ? cognito(req, res, url)
        : url.pathname.startsWith('/logos/')
          ? logo(res, url)
          : url.pathname === '/config.json'
            ? Promise.resolve(sendJson(res, 200, opts.webConfig))
            : Promise.resolve(staticFile(req, res, url));
    work.catch((error: unknown) => {
      console.error(`local server: ${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent)
        sendJson(res, 500, {
          success: false,
          message: 'Something went wrong on our side. Please try again.',
        });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return { server, url: `http://127.0.0.1:${port}` };
}
