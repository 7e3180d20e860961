/**
 * Builds each dependency once per cold start, lazily, so a function pays only for the clients
 * its handlers use. The environment is read by a schema; the same code runs in AWS and on the
 * local stack, where only the endpoints differ (AWS_ENDPOINT_URL_<SERVICE>, read by the SDK).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { tableEnvName, type TableId } from '../infra/resources/tables';
import { bucketEnvName, type BucketId } from '../infra/resources/buckets';
import { Mailer } from './adapters/mailer';
import { OrderRepository } from './adapters/orders';

const envSchema = z.object({
  APP_VERSION: z.string().min(1).default('0.0.0-dev'),
  USER_POOL_ID: z.string().optional(),
  USER_POOL_CLIENT_ID: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  PORTAL_URL: z.url().optional(),
  FROM_EMAIL: z.email().optional(),
  SUPPORT_EMAIL: z.email().optional(),
});
export type Env = z.infer<typeof envSchema>;

let parsedEnv: Env | undefined;
export function env(): Env {
  parsedEnv ??= envSchema.parse(process.env);
  return parsedEnv;
}

/** A value the function needs but its configuration lacks: a deployment error, not a user error. */
export function required<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key];
  if (value === undefined || value === null || value === '')
    throw new Error(`Missing environment variable ${String(key)}`);
  return value as NonNullable<Env[K]>;
}

export function tableName(id: TableId): string {
  const name = process.env[tableEnvName(id)];
  if (!name) throw new Error(`Missing environment variable ${tableEnvName(id)}`);
  return name;
}

export function bucketName(id: BucketId): string {
  const name = process.env[bucketEnvName(id)];
  if (!name) throw new Error(`Missing environment variable ${bucketEnvName(id)}`);
  return name;
}

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

/** Retries with jittered back-off are bounded: three attempts, then the caller gets a 503. */
const clientConfig = { maxAttempts: 3 } as const;

/*
 * One function per client, not one object holding them all: a family's bundle then carries only
 * the SDK clients its handlers call (the packages are free of side effects, so esbuild drops the
 * rest), which keeps cold starts short.
 */
export const dynamoClient = /* @__PURE__ */ once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
export const cognitoClient = /* @__PURE__ */ once(() => new CognitoIdentityProviderClient(clientConfig));
export const s3Client = /* @__PURE__ */ once(
  () => new S3Client({ ...clientConfig, forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true' }),
);
export const sesClient = /* @__PURE__ */ once(() => new SESv2Client(clientConfig));

// Orders (w/orders-api): one lazy accessor per dependency.
export const orderRepository = /* @__PURE__ */ once(
  () => new OrderRepository(dynamoClient(), tableName('orders'), tableName('members')),
);
export const mailer = /* @__PURE__ */ once(() => new Mailer(sesClient(), required('FROM_EMAIL')));
/** The time the server acts at (tests replace Date through fake timers). */
export const clock = (): Date => new Date();

/** Forget built clients and parsed env (tests that change the environment). */
export function resetComposition(): void {
  parsedEnv = undefined;
}
