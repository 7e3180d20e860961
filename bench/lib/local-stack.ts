/**
 * A local stack of the bench's own: free ports, DynamoDB in memory, a temporary data directory,
 * serving the portal build the bench just made (as tests/helpers/global-stack.ts does for tests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localConfigFromEnv, type LocalConfig } from '../../infra/local/config';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

export async function startBenchStack(
  repoRoot: string,
  webDir: string,
  /** Settings to change for a run, e.g. `allZips: false` so no ZIP load competes for the CPU. */
  overrides: Partial<LocalConfig> = {},
): Promise<LocalStack & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ichra-bench-'));
  const base = localConfigFromEnv(
    { PORT: '0', DYNAMODB_PORT: '0', S3_PORT: '0', COGNITO_PORT: '0', SES_PORT: '0' },
    repoRoot,
  );
  // The handlers run in this process: warnings and errors only, as in the tests.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const stack = await startLocalStack({ ...base, dataDir, webDir, inMemory: true, ...overrides });
  return {
    ...stack,
    dispose: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
