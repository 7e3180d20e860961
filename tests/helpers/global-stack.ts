/**
 * Starts one local stack (free ports, DynamoDB in memory, a temporary data directory) for the
 * integration and browser tests, and hands its URLs to them through `inject('stack')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { localConfigFromEnv } from '../../infra/local/config';
import { startLocalStack } from '../../infra/local/stack';

export interface StackInfo {
  portalUrl: string;
  mailUrl: string;
  registrationLink: string;
  dynamodbUrl: string;
  cognitoUrl: string;
  userPoolId: string;
  clientId: string;
  tables: Record<string, string>;
  demo: { employerId: string; email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ichra-test-'));
  const base = localConfigFromEnv({ PORT: '0', DYNAMODB_PORT: '0', S3_PORT: '0', COGNITO_PORT: '0', SES_PORT: '0', IDLE_MINUTES: '15' }, resolve('.'));
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // Every test file calls from 127.0.0.1: per-address limits would make unrelated tests collide.
  // The per-e-mail limits stay at their defaults, and the access tests check those.
  for (const kind of ['LOGIN', 'REGISTER', 'SET_PASSWORD', 'DELETE_PENDING', 'FORGOT_PASSWORD', 'RESET_PASSWORD']) {
    process.env[`RATE_LIMIT_${kind}_IP`] ??= '1000/15';
  }
  const stack = await startLocalStack({ ...base, dataDir, inMemory: true });
  project.provide('stack', {
    portalUrl: stack.portalUrl,
    mailUrl: stack.mailUrl,
    registrationLink: stack.registrationLink,
    dynamodbUrl: stack.urls.dynamodb,
    cognitoUrl: stack.urls.cognito,
    userPoolId: stack.pool.userPoolId,
    clientId: stack.pool.clientId,
    tables: stack.tables,
    demo: stack.demo,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
