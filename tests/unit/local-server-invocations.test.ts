/**
 * The local server invokes a bounded number of functions at once (infra/local/server.ts
 * `invocationsAtOnce`): the rest wait, and a function's 10-second clock starts when it is invoked,
 * as in Lambda, where each invocation has an instance of its own. Run D of stop 50 had 100
 * authorizations at once share the process, each stretched past its 10 seconds and answered 503.
 */
import type { Context } from 'aws-lambda';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalServer } from '../../infra/local/server';
import type { HttpEvent, HttpResult, LambdaHandler } from '../../lambdas/middleware/http';
import { startBarePortal } from '../helpers/bare-portal';

const AT_ONCE = 2;
const REQUESTS = 7;
const WORK_MS = 150;

let webDir: string;
let portal: PortalServer;
let running = 0;
let mostAtOnce = 0;
/** What each invocation saw of its clock when it started. */
const remainingAtStart: number[] = [];

const login: LambdaHandler = async (_event: HttpEvent, context: Context): Promise<HttpResult> => {
  remainingAtStart.push(context.getRemainingTimeInMillis());
  running += 1;
  mostAtOnce = Math.max(mostAtOnce, running);
  await new Promise((resolve) => setTimeout(resolve, WORK_MS));
  running -= 1;
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"success":true}' };
};

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'ichra-invocations-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>portal</title>');
  // Only POST /api/Login (public, the auth family) is called here.
  portal = await startBarePortal(webDir, { handlers: { auth: login }, invocationsAtOnce: AT_ONCE });
});

afterAll(async () => {
  portal?.server.closeAllConnections();
  await new Promise((resolve) => portal?.server.close(resolve));
  rmSync(webDir, { recursive: true, force: true });
});

describe('function invocations on the local server', () => {
  it('runs at most invocationsAtOnce at a time, answers every request, and starts each clock at its invocation', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        fetch(`${portal.url}/api/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      ),
    );
    const elapsed = Date.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array(REQUESTS).fill(200));
    expect(mostAtOnce).toBe(AT_ONCE);
    expect(remainingAtStart).toHaveLength(REQUESTS);
    // The last ones waited for ceil(7 / 2) - 1 = 3 turns of 150 ms before they were invoked...
    expect(elapsed).toBeGreaterThanOrEqual(Math.ceil(REQUESTS / AT_ONCE) * WORK_MS - 20);
    // ...and still started with (nearly) the whole 10 seconds: waiting did not count.
    for (const remaining of remainingAtStart) expect(remaining).toBeGreaterThan(9_800);
  });
});
