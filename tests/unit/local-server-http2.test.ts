/**
 * The local server's HTTP/2 listener (issue 41): the same answers as the plain one, over TLS with
 * HTTP/2 as CloudFront serves the portal, and a config.json that names the origin the page came
 * from. Started on its own with a built-looking web directory; the API and Cognito paths are the
 * stack tests' (tests/integration/local-edge.test.ts).
 */
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackCertificate } from '../../bench/lib/tls';
import type { PortalServer } from '../../infra/local/server';
import { startBarePortal } from '../helpers/bare-portal';

const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;

let webDir: string;
let portal: PortalServer;
let session: ClientHttp2Session;
let cert: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'ichra-h2-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(webDir, 'assets', 'entry-abc123.js'), script);
  const tls = loopbackCertificate();
  cert = tls.cert;
  // No request here reaches a handler, Cognito or S3.
  portal = await startBarePortal(webDir, { tls });
  session = connect(portal.secure?.url ?? 'https://missing', { ca: cert });
});

afterAll(async () => {
  session?.close();
  for (const s of portal?.secure?.sessions ?? []) s.destroy();
  await new Promise((resolve) => portal?.secure?.server.close(resolve));
  portal?.server.closeAllConnections();
  await new Promise((resolve) => portal?.server.close(resolve));
  rmSync(webDir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answer: IncomingHttpHeaders = {};
    request.on('response', (h) => (answer = h));
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve({ headers: answer, body: Buffer.concat(chunks) }));
    request.on('error', reject);
    request.end();
  });
}

describe('the local server over HTTP/2', () => {
  it('speaks h2 over TLS on a second loopback port beside the plain listener', async () => {
    expect(portal.secure?.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(portal.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { headers } = await get('/');
    expect(headers[':status']).toBe(200);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('names its own origin in config.json, and the plain listener names the plain one', async () => {
    const secure = JSON.parse((await get('/config.json')).body.toString('utf8')) as Record<string, string>;
    expect(secure).toEqual({
      apiUrl: portal.secure?.url,
      userPoolEndpoint: `${portal.secure?.url}/cognito/`,
    });
    const plain = (await (await fetch(`${portal.url}/config.json`)).json()) as Record<string, string>;
    expect(plain.apiUrl).toBe(portal.url);
  });

  it('serves a hashed asset compressed, cached for a year, with the security headers', async () => {
    const { headers, body } = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(headers[':status']).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(brotliDecompressSync(body).toString('utf8')).toBe(script);
  });

  it('answers a client-side route with the app shell and an unknown API route with 404', async () => {
    const page = await get('/profile');
    expect(page.body.toString('utf8')).toContain('<title>portal</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await get('/api/NoSuchRoute');
    expect(api.headers[':status']).toBe(404);
    expect(JSON.parse(api.body.toString('utf8'))).toMatchObject({ success: false, message: 'Not found.' });
  });
});
