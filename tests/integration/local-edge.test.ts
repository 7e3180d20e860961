/**
 * Issue 37's three requests, sent to `npm start` as a developer runs it (infra/local/start.ts in
 * its own process, on its own ports and data directory), with no token: an 834 of the exports
 * bucket and an ICHRA document through the logo route, a path that does not decode, and the user
 * pool's admin API through the Cognito passthrough. Then the process is killed outright, and no
 * child service may outlive it. On the code before the fix: the 834 and the document answered
 * 200, `GET /%ff` ended the process, and ListUsers answered every user's e-mail.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPort } from '../../infra/local/ports';
import { localBucketName, localExportsBucketName } from '../../infra/local/provision';
import { portOwner } from '../../infra/local/port-owner';
import { rawRequest } from '../helpers/raw-http';

const root = resolve('.');
const dataDir = mkdtempSync(join(tmpdir(), 'ichra-edge-'));
const freePort = () => claimPort({ service: 'test', variable: 'TEST', port: 0 });
const ports: Record<string, number> = {};
let child: ChildProcess;
let output = '';
let employerId = '';
const eightThirtyFour =
  'ISA*00*          *00*          *ZZ*EDGE-TEST~INS*Y*18*021*28*A***FT~NM1*IL*1*Rivera*Jordan~';
const exportKey = () => `${employerId}/834/carrier-edge/2027/01/full/edge-test.x12`;
const documentKey = () => `ichra-documents/${employerId}/Edge Test Plan Document.pdf`;

const portal = () => ports.PORT as number;
const alive = () => child.exitCode === null && child.signalCode === null;

beforeAll(async () => {
  for (const variable of ['PORT', 'DYNAMODB_PORT', 'S3_PORT', 'COGNITO_PORT', 'SES_PORT'])
    ports[variable] = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      LOCAL_DATA_DIR: dataDir,
      LOCAL_ZIPS: 'demo',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 150_000;
  while (!output.includes('Mail viewer') && Date.now() < deadline && alive())
    await new Promise((r) => setTimeout(r, 250));
  if (!output.includes('Mail viewer')) throw new Error(`npm start did not come up:\n${output}`);
  employerId = /employer_id=([0-9a-f-]{36})/.exec(output)?.[1] ?? '';
  // A carrier's 834 in the exports bucket and an ICHRA document beside the logos, as the stack
  // keeps them; the document is the seed's own kind of object.
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${ports.S3_PORT}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(
    new PutObjectCommand({ Bucket: localExportsBucketName, Key: exportKey(), Body: eightThirtyFour }),
  );
  await s3.send(
    new PutObjectCommand({ Bucket: localBucketName, Key: documentKey(), Body: '%PDF-1.7 edge test' }),
  );
}, 180_000);

afterAll(() => {
  if (alive()) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (target: string) => rawRequest(portal(), { method: 'GET', target });

describe('npm start, asked with no token', () => {
  it("answers 400 to a carrier's 834 asked for through the logo route, and none of its bytes", async () => {
    const answer = await get(
      `/logos/..%2F..%2F${localExportsBucketName}%2F${encodeURIComponent(exportKey())}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.raw.toString('latin1')).not.toContain('EDGE-TEST');
  });

  it('answers 400 to an ICHRA document asked for through the logo route', async () => {
    const answer = await get(`/logos/..%2F${encodeURIComponent(documentKey())}`);
    expect(answer.status).toBe(400);
    expect(answer.raw.toString('latin1')).not.toContain('%PDF');
  });

  it('answers 400 to GET /%ff and keeps serving', async () => {
    const answer = await get('/%ff');
    expect(answer.status).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(alive()).toBe(true);
    expect((await get('/config.json')).status).toBe(200);
  });

  it('answers 400 or 404 to /logos/%ff, /logos/%00, /logos/%2F%2F and a 2,000-character key', async () => {
    for (const target of ['/logos/%ff', '/logos/%00', '/logos/%2F%2F', `/logos/${'k'.repeat(2000)}`]) {
      const answer = await get(target);
      expect([400, 404], target).toContain(answer.status);
    }
    expect((await get(`/logos/${employerId}`)).status).toBe(200);
  });

  it("refuses the user pool's admin API with 403 and forwards nothing: ListUsers and AdminDeleteUser", async () => {
    const config = (await (await fetch(`http://127.0.0.1:${portal()}/config.json`)).json()) as {
      userPoolId: string;
      userPoolClientId: string;
    };
    const admin = (operation: string, body: object) =>
      fetch(`http://127.0.0.1:${portal()}/cognito/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      });
    const list = await admin('ListUsers', { UserPoolId: config.userPoolId });
    const listed = await list.text();
    expect(list.status).toBe(403);
    expect(listed).toContain('ListUsers is refused');
    expect(listed).not.toContain('@example.com');
    const demoEmail = /Demo employee: +(\S+)/.exec(output)?.[1] ?? '';
    const deleted = await admin('AdminDeleteUser', { UserPoolId: config.userPoolId, Username: demoEmail });
    expect(deleted.status).toBe(403);
    // Nothing reached the pool: the demo employee still signs in through the browser's own call.
    const signIn = await admin('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: demoEmail, PASSWORD: /Demo password: +(\S+)/.exec(output)?.[1] },
    });
    expect(signIn.status).toBe(200);
  });

  it('leaves no child service running when its process is killed outright (SIGKILL)', async () => {
    const services = ['DYNAMODB_PORT', 'COGNITO_PORT'].map((variable) => ({
      variable,
      owner: portOwner(ports[variable] as number),
    }));
    // The services run in processes of their own, which the kill does not reach directly.
    for (const { variable, owner } of services) {
      expect(owner, variable).toBeDefined();
      expect(owner?.pid, variable).not.toBe(child.pid);
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const deadline = Date.now() + 15_000;
    const running = () =>
      services.filter(({ owner }) => {
        try {
          process.kill(owner?.pid as number, 0);
          return true;
        } catch {
          return false;
        }
      });
    while (running().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(running().map((s) => s.variable)).toEqual([]);
    for (const variable of Object.keys(ports))
      await expect(claimPort({ service: variable, variable, port: ports[variable] as number })).resolves.toBe(
        ports[variable],
      );
  });
});
