/**
 * The local stack's lifecycle: data survives a restart, `npm run reset` empties it, a busy port is
 * named with its variable, and Ctrl-C leaves no process behind.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localConfigFromEnv, type LocalConfig } from '../../infra/local/config';
import { claimPort } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';

const root = resolve('.');
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'ichra-lifecycle-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const freePort = () => claimPort({ service: 'test', variable: 'TEST', port: 0 });

async function fixedPortsEnv(dataDir: string): Promise<Record<string, string>> {
  return {
    LOCAL_DATA_DIR: dataDir,
    PORT: String(await freePort()),
    DYNAMODB_PORT: String(await freePort()),
    S3_PORT: String(await freePort()),
    COGNITO_PORT: String(await freePort()),
    SES_PORT: String(await freePort()),
  };
}

const config = (env: Record<string, string>): LocalConfig => localConfigFromEnv(env, root);

describe('the local stack', () => {
  // Two starts of the stack on files (DynamoDB Local's JVM and the demo seed each time) and a
  // reset: about 20 s alone, and up to twice that beside a browser file (the stack project runs
  // two files at a time).
  it('keeps data across a restart and loses it after npm run reset', { timeout: 180_000 }, async () => {
    // Prepare: a stack on files under a fresh data directory, with one extra item. The demo
    // states' ZIP codes only (LOCAL_ZIPS=demo): every state's, loaded in the background by each
    // start, is not what this test checks, and took the cores from the files running beside it.
    const dataDir = tempDir();
    const env = { ...(await fixedPortsEnv(dataDir)), LOCAL_ZIPS: 'demo' };
    const first = await startLocalStack(config(env));
    const signIn = (portalUrl: string, demo: { email: string; password: string }) =>
      fetch(`${portalUrl}/api/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demo.email, password: demo.password }),
      });
    // A start on an empty directory seeds the demo: its employee signs in.
    expect((await signIn(first.portalUrl, first.demo)).status).toBe(200);
    const key = { pk: 'MEMBER#restart-check', sk: 'PROFILE' };
    await first.clients.db.send(
      new PutCommand({ TableName: first.tables.members, Item: { ...key, note: 'kept' } }),
    );
    const pool = first.pool;
    await first.stop();

    // Act: start again on the same directory.
    const second = await startLocalStack(config(env));
    try {
      // Assess: the item, the user pool and the demo employee's sign-in survived.
      const { Item } = await second.clients.db.send(
        new GetCommand({ TableName: second.tables.members, Key: key }),
      );
      expect(Item?.note).toBe('kept');
      expect(second.pool).toEqual(pool);
      expect((await signIn(second.portalUrl, second.demo)).status).toBe(200);
    } finally {
      await second.stop();
    }

    // Act: npm run reset.
    const reset = spawnSync(process.execPath, ['--import', 'tsx', 'infra/local/reset.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(reset.status).toBe(0);
    expect(existsSync(dataDir)).toBe(false);

    // Assess: the data directory is gone, so the next start is a start on an empty directory, as
    // the first one of this test was: the demo seeded, the extra item absent. (A third start to see
    // that again took a third of the test's time.)
  });

  it('names the busy port and the variable that changes it', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as { port: number }).port;
    try {
      const env = { ...(await fixedPortsEnv(tempDir())), DYNAMODB_PORT: String(port) };
      await expect(startLocalStack(config(env))).rejects.toThrow(
        new RegExp(`Port ${port} \\(DynamoDB Local\\).*DYNAMODB_PORT`),
      );
    } finally {
      blocker.close();
    }
  });

  it(
    'npm start prints the portal URL, registration link, demo credentials and mail viewer, and Ctrl-C stops every process',
    { timeout: 120_000 },
    async () => {
      const env = await fixedPortsEnv(tempDir());
      const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      const deadline = Date.now() + 60_000;
      while (!out.includes('Mail viewer') && Date.now() < deadline && child.exitCode === null)
        await new Promise((r) => setTimeout(r, 200));
      expect(out).toContain(`Portal:             http://127.0.0.1:${env.PORT}`);
      expect(out).toMatch(
        /Registration link: +http:\/\/127\.0\.0\.1:\d+\/register\?employer_id=[0-9a-f-]{36}/,
      );
      expect(out).toMatch(/Demo employee: +\S+@example\.com/);
      expect(out).toMatch(/Demo password: +\S+/);
      expect(out).toContain(`Mail viewer:        http://127.0.0.1:${env.SES_PORT}`);

      child.kill('SIGINT');
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      expect(code).toBe(0);
      // Every port is free again: no DynamoDB Local or cognito-local left running.
      for (const variable of ['PORT', 'DYNAMODB_PORT', 'S3_PORT', 'COGNITO_PORT', 'SES_PORT']) {
        await expect(claimPort({ service: variable, variable, port: Number(env[variable]) })).resolves.toBe(
          Number(env[variable]),
        );
      }
    },
  );
});
