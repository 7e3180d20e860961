/**
 * Starts the run's local stack (test-stack.ts: free ports, DynamoDB in memory, a temporary data
 * directory) for the integration and browser tests, and hands its URLs to them through `inject('stack')`.
 *
 * It also records what the stack's handlers receive, answer and log (tests/abuse/support/capture.ts)
 * and, when the run ends, fails it if any SSN the run sent or stored came back out in a response
 * or a log line (docs/architecture.md, "Security rules"): it prints the places and sets a failing exit code. Set
 * KEEP_STACK_CAPTURE=1 to keep the data directory with the capture file for inspection.
 */
// First: every handler log line is recorded, down to DEBUG.
import './debug-log-level';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './browser';
import { familyHandlers } from '../../infra/local/handlers';
import { startTestStack, type StackInfo } from './test-stack';
import { markTimeline } from './timeline-reporter';
import { rateLimitEnvName, rateLimitKinds } from '../../lambdas/access/rate-limit';
import {
  captureHandlers,
  captureLogs,
  findSsnLeaks,
  readCapture,
  serviceLogLines,
  ssnsIn,
} from '../abuse/support/capture';

export type { StackInfo };

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The browser is found (and, from the npm package, unpacked) once, before any test file runs.
  markTimeline(process.env.VITEST_TIMELINE, { event: 'stack-starting' });
  await findChromium();
  const dataDir = mkdtempSync(join(tmpdir(), 'ichra-test-'));
  // Every request of the run comes from 127.0.0.1, so a per-address limit would count the whole
  // suite as one client and refuse its later sign-ins and registrations. The per-account limits,
  // which the tests exercise, stay as deployed; the per-address ones are checked by the handler
  // tests (RATE_LIMIT_<KIND>_IP).
  for (const kind of rateLimitKinds) process.env[rateLimitEnvName(kind, 'ip')] ??= '100000/15';
  const captureFile = join(dataDir, 'capture.jsonl');
  captureHandlers(familyHandlers, captureFile);
  // Every handler log line is recorded (debug-log-level.ts; the console still shows WARN and above only).
  const stopLogCapture = captureLogs(captureFile);
  const { stack, info } = await startTestStack(dataDir, captureFile);
  project.provide('stack', info);
  markTimeline(process.env.VITEST_TIMELINE, { event: 'stack-up' });
  return async () => {
    markTimeline(process.env.VITEST_TIMELINE, { event: 'stack-stopping' });
    let leaks: ReturnType<typeof findSsnLeaks>;
    try {
      // The SSNs the run stored, whichever way they got in, are looked for too.
      const stored = new Set<string>();
      for (const table of [stack.tables.members, stack.tables.dependents]) {
        if (!table) continue;
        let ExclusiveStartKey: Record<string, unknown> | undefined;
        do {
          const page = await stack.clients.db.send(new ScanCommand({ TableName: table, ExclusiveStartKey }));
          ssnsIn(page.Items ?? [], stored);
          ExclusiveStartKey = page.LastEvaluatedKey;
        } while (ExclusiveStartKey);
      }
      leaks = findSsnLeaks(readCapture(captureFile), stored, serviceLogLines(dataDir));
    } finally {
      stopLogCapture();
      await stack.stop();
      if (!process.env.KEEP_STACK_CAPTURE) rmSync(dataDir, { recursive: true, force: true });
    }
    if (leaks.length) {
      // An error thrown by a global teardown does not change vitest's exit code: set it here.
      process.exitCode = 1;
      console.error(
        `\nFAIL no-SSN check: an SSN left the server during this run (docs/architecture.md, "Security rules") in ${leaks.length} place(s):\n` +
          leaks
            .slice(0, 20)
            .map((l) => `  - ${l.where}: SSN ending ${l.lastFour}`)
            .join('\n'),
      );
    } else {
      console.info('no-SSN check: no SSN in any response or log line of this run.');
    }
  };
}
