/**
 * A local stack as the tests start it: free ports, DynamoDB in memory, the demo states' ZIP codes
 * only, in a data directory the caller owns. The run's shared stack (global-stack.ts) is one; a
 * test file that compares the whole store before and after a call starts one of its own in its
 * worker (`startOwnStack`), because the files running beside it write to the shared one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localConfigFromEnv } from '../../infra/local/config';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

export interface StackInfo {
  portalUrl: string;
  mailUrl: string;
  registrationLink: string;
  dynamodbUrl: string;
  s3Url: string;
  cognitoUrl: string;
  userPoolId: string;
  clientId: string;
  /** The administrators' pool and the console's app client (docs/decisions/0029). */
  workforcePool: { userPoolId: string; clientId: string };
  tables: Record<string, string>;
  demo: { employerId: string; email: string; password: string };
  /**
   * The demo HR administrator and broker (infra/local/demo/demo-admins.ts): e-mail, password, TOTP
   * secret (a test signs in with the code computed from it), role and employers.
   */
  demoAdmins: LocalStack['demoAdmins'];
  /** The stack's data directory (where `ops --local` finds the pools' ids: LOCAL_DATA_DIR). */
  dataDir: string;
  /** The environment the stack gave its handlers (AWS endpoints, table names...), to run them in a test process. */
  handlerEnv: Record<string, string>;
  /** JSON lines of every request body, response body and handler log line of the run ('' when not captured). */
  captureFile: string;
}

/** Starts a stack in `dataDir` and describes it for the tests. */
export async function startTestStack(
  dataDir: string,
  captureFile = '',
): Promise<{ stack: LocalStack; info: StackInfo }> {
  const base = localConfigFromEnv(
    { PORT: '0', DYNAMODB_PORT: '0', S3_PORT: '0', COGNITO_PORT: '0', SES_PORT: '0', IDLE_MINUTES: '15' },
    resolve('.'),
  );
  const envBefore = { ...process.env };
  // The tests use the demo states' ZIP codes only: loading every state would only cost them time.
  const stack = await startLocalStack({ ...base, dataDir, inMemory: true, allZips: false });
  const handlerEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[1] !== undefined && envBefore[e[0]] !== e[1],
    ),
  );
  return {
    stack,
    info: {
      portalUrl: stack.portalUrl,
      mailUrl: stack.mailUrl,
      registrationLink: stack.registrationLink,
      dynamodbUrl: stack.urls.dynamodb,
      s3Url: stack.urls.s3,
      cognitoUrl: stack.urls.cognito,
      userPoolId: stack.pool.userPoolId,
      clientId: stack.pool.clientId,
      workforcePool: stack.workforcePool,
      tables: stack.tables,
      demo: stack.demo,
      demoAdmins: stack.demoAdmins,
      dataDir,
      handlerEnv,
      captureFile,
    },
  };
}

/**
 * A stack of the calling test file's own, in its worker process, for a test that needs a store no
 * other file writes to while it runs (the stack project runs two files at a time). Its handlers'
 * environment becomes the worker's. Stop it in the file's afterAll.
 */
export async function startOwnStack(): Promise<{ info: StackInfo; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ichra-own-stack-'));
  try {
    const { stack, info } = await startTestStack(dataDir);
    return {
      info,
      stop: async () => {
        try {
          await stack.stop();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
