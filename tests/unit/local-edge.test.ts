/**
 * The local server's edge rules (infra/local/edge.ts) and what `npm start` says about a busy port
 * (infra/local/port-owner.ts), below the server tests of tests/integration/local-edge.test.ts and
 * tests/abuse/stack/local-edge-fuzz.test.ts.
 */
import fc from 'fast-check';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cognitoBrowserOperations,
  isBrowserCognitoCall,
  logoObjectKey,
  MAX_KEY_BYTES,
  readRequestTarget,
} from '../../infra/local/edge';
import { describePortOwner, portOwner } from '../../infra/local/port-owner';
import { claimPort, PortBusyError } from '../../infra/local/ports';

const pathOf = (raw: string) => {
  const target = readRequestTarget(raw);
  return typeof target === 'string' ? undefined : target.path;
};

describe('readRequestTarget', () => {
  it.each([
    ['/%ff', 'not valid percent-encoded UTF-8'],
    ['/logos/%ff', 'not valid percent-encoded UTF-8'],
    ['/logos/%ed%a0%80', 'not valid percent-encoded UTF-8'],
    ['/logos/%00', 'control character'],
    ['/logos/a%0d%0ab', 'control character'],
    ['/logos/%c2%85', 'control character'],
    ['/logos/..%2F..%2Fichra-local-exports%2Fx.x12', 'relative segment'],
    ['/logos/..%2Fichra-documents%2Fe%2Fdoc.pdf', 'relative segment'],
    ['/logos/.%2Fx', 'relative segment'],
    ['/logos/%2F%2F', 'empty segment'],
    ['/logos/%2Fetc%2Fpasswd', 'empty segment'],
    ['/logos/a%5Cb', 'backslash'],
    ['*', 'must be a path'],
    ['http://127.0.0.1/logos/x', 'must be a path'],
    ['//evil.example/x', 'must be a path'],
  ])('refuses %s (%s)', (raw, why) => {
    expect(readRequestTarget(raw)).toContain(why);
  });

  it.each([
    ['/', '/'],
    ['/cognito/', '/cognito/'],
    ['/logos/6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41', '/logos/6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41'],
    ['/assets/index-abc.js?v=1', '/assets/index-abc.js'],
    ['/enrollment/shop%20plans', '/enrollment/shop plans'],
    // The URL parser resolves dot segments, encoded ones included, before anything is decoded.
    ['/logos/%2e%2e/index.html', '/index.html'],
  ])('accepts %s as the path %s', (raw, path) => {
    expect(pathOf(raw)).toBe(path);
  });

  it('never accepts a path that leaves its prefix, whatever the encoding', () => {
    const piece = fc.constantFrom(
      '..',
      '.',
      '%2e',
      '%2E',
      '%2f',
      '%2F',
      '/',
      '%5c',
      '\\',
      '%00',
      'a',
      'logos',
      '%25',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const path = pathOf(`/logos/${pieces.join('')}`);
        if (path === undefined) return;
        const segments = path.split('/').slice(1);
        expect(segments.slice(0, -1)).not.toContain('');
        expect(segments).not.toContain('..');
        expect(segments).not.toContain('.');
        expect(path).not.toMatch(/[\\\0]/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('logoObjectKey', () => {
  it("names keys under logos/ only, none over S3's key length and none with a part over a file name's length", () => {
    expect(logoObjectKey('/logos/acme')).toBe('logos/acme');
    expect(logoObjectKey('/logos/')).toBeUndefined();
    expect(logoObjectKey('/logos/acme/')).toBeUndefined();
    expect(logoObjectKey('/logosx/acme')).toBeUndefined();
    expect(logoObjectKey(`/logos/${'k'.repeat(255)}`)).toBeDefined();
    expect(logoObjectKey(`/logos/${'k'.repeat(256)}`)).toBeUndefined();
    expect(logoObjectKey(`/logos/${Array(4).fill('k'.repeat(250)).join('/')}`)).toBeDefined();
    expect(logoObjectKey(`/logos/${Array(5).fill('k'.repeat(250)).join('/')}`)).toBeUndefined();
    expect(logoObjectKey(`/logos/${'k'.repeat(MAX_KEY_BYTES)}`)).toBeUndefined();
    expect(logoObjectKey(`/logos/${'é'.repeat(600)}`)).toBeUndefined();
  });
});

describe('the Cognito passthrough', () => {
  it("forwards the browser's four operations and refuses every admin call", () => {
    for (const op of cognitoBrowserOperations)
      expect(isBrowserCognitoCall(`AWSCognitoIdentityProviderService.${op}`)).toBe(true);
    for (const op of [
      'ListUsers',
      'AdminSetUserPassword',
      'AdminDeleteUser',
      'AdminInitiateAuth',
      'SignUp',
      'GetUser',
    ])
      expect(isBrowserCognitoCall(`AWSCognitoIdentityProviderService.${op}`), op).toBe(false);
    expect(isBrowserCognitoCall(undefined)).toBe(false);
    expect(isBrowserCognitoCall('InitiateAuth')).toBe(false);
  });
});

describe('a busy port', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('names the process that holds it, and how to stop a service of an earlier npm start', async () => {
    server = createServer();
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    const setting = { service: 'DynamoDB Local', variable: 'DYNAMODB_PORT', port };
    const refused = await claimPort(setting).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PortBusyError);
    if (process.platform === 'linux') {
      expect(portOwner(port)?.pid).toBe(process.pid);
      expect((refused as Error).message).toContain(`pid ${process.pid}`);
    }
    expect((refused as Error).message).toContain('DYNAMODB_PORT=');
    expect(describePortOwner({ pid: 4242, command: 'java -jar /x/DynamoDBLocal.jar -port 8000' })).toBe(
      'by DynamoDB Local (pid 4242), left running by an earlier npm start. Stop it with: kill 4242',
    );
  });
});
