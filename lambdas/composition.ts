/**
 * The one place a function's dependencies are built: SDK clients, repositories and the other
 * adapters, each by one accessor function that builds it on first use and keeps it for the life
 * of the container. Handlers call accessors inside the request, never at import, so a cold start
 * pays only for what the invoked route touches, and tests replace the SDK layer
 * (aws-sdk-client-mock) without knowing how anything is wired.
 *
 * One accessor per dependency, not one object holding them all: a family's bundle then carries
 * only the clients and adapters its handlers call (each accessor is a pure-annotated call, so
 * esbuild drops the unused ones), which keeps cold starts short.
 *
 * The same code runs in AWS and on the local stack, where only the endpoints differ
 * (AWS_ENDPOINT_URL_<SERVICE>, read by the SDK). The environment is read by a schema.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { loadConfig, NODE_REGION_CONFIG_FILE_OPTIONS, NODE_REGION_CONFIG_OPTIONS } from '@smithy/core/config';
import * as z from 'zod/mini';
import { rateLimitsFromEnv, RateLimiter } from '../shared/domain/rate-limit';
import type { AccessConfig, AccessDeps } from '../shared/domain/access-ports';
import { setPasswordTtlHours } from '../shared/domain/access-secrets';
import { CognitoIdp } from './adapters/cognito';
import { DependentRepository } from './adapters/dependents';
import { DocumentLinks } from './adapters/document-links';
import { EmployerRepository } from './adapters/employers';
import { IdentityProvider } from './adapters/identity';
import { LocationRepository } from './adapters/locations';
import { Mailer } from './adapters/mailer';
import { MemberAccessStore } from './adapters/member-access';
import { MemberReader } from './adapters/members';
import { OrderRepository } from './adapters/orders';
import { PlanRepository } from './adapters/plans';
import { ProfileStore } from './adapters/profiles';
import { RateLimitCounters } from './adapters/rate-limits';
import { SesV2 } from './adapters/ses';
import { bucketEnvName, tableEnvName, type BucketId, type TableId } from './resources';

const envSchema = z.lazy(() =>
  z.object({
    APP_VERSION: z._default(z.string().check(z.minLength(1)), '0.0.0-dev'),
    USER_POOL_ID: z.optional(z.string()),
    USER_POOL_CLIENT_ID: z.optional(z.string()),
    /** Another S3 endpoint for the document links (the local stack's s3rver), as the SDK reads it. */
    AWS_ENDPOINT_URL_S3: z.optional(z.url()),
    /** Another Cognito endpoint (the local stack's cognito-local), as the SDK reads it. */
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: z.optional(z.url()),
    /** Another SES v2 endpoint (the local stack's aws-ses-v2-local), as the SDK reads it. */
    AWS_ENDPOINT_URL_SESV2: z.optional(z.url()),
    S3_FORCE_PATH_STYLE: z.optional(z.enum(['true', 'false'])),
    PORTAL_URL: z.optional(z.url()),
    FROM_EMAIL: z.optional(z.email()),
    SUPPORT_EMAIL: z.optional(z.email()),
  }),
);
export type Env = z.infer<typeof envSchema>;

/** Every accessor's reset, so that tests which change the environment start from nothing. */
const resets: (() => void)[] = [];

/**
 * A value built on first use and kept for the container's life.
 *
 * @example
 * export const memberReader = lazy(() => new MemberReader(dynamoClient(), tableName('members')));
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  resets.push(() => (value = undefined));
  return () => (value ??= make());
}

export const env = /* @__PURE__ */ lazy((): Env => envSchema.parse(process.env));

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

/** Retries with jittered back-off are bounded: three attempts, then the caller gets a 503. */
const clientConfig = { maxAttempts: 3 } as const;

// ---------------------------------------------------------------------------------------------
// SDK clients

/**
 * The region and the credential chain as the SDK clients find them, for the adapters that sign
 * their own requests (document links, mail, the user pool): one lookup each per container.
 */
const awsRegion = /* @__PURE__ */ lazy(() =>
  loadConfig(NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS),
);
const awsCredentials = /* @__PURE__ */ lazy(() => defaultProvider());

export const dynamoClient = /* @__PURE__ */ lazy(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
/**
 * What the services signed and sent in the function share with the SDK clients: the credential
 * chain, the region lookup and the attempts. Each takes its endpoint as the SDK would
 * (AWS_ENDPOINT_URL_<SERVICE>), and the SDK's transport and retry strategy.
 */
const signedServiceConfig = (endpoint: string | undefined) => ({
  region: awsRegion(),
  credentials: awsCredentials(),
  endpoint,
  maxAttempts: clientConfig.maxAttempts,
});
/**
 * The user pool's five operations (lambdas/adapters/cognito.ts) and SES v2's SendEmail
 * (lambdas/adapters/ses.ts): the SDK's Cognito and SES clients would add their whole service
 * schemas to the functions that call them (docs/decisions/0015, 0016).
 */
export const cognitoClient = /* @__PURE__ */ lazy(
  () => new CognitoIdp(signedServiceConfig(env().AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER)),
);
export const sesClient = /* @__PURE__ */ lazy(
  () => new SesV2(signedServiceConfig(env().AWS_ENDPOINT_URL_SESV2)),
);

// ---------------------------------------------------------------------------------------------
// Adapters

export const memberReader = /* @__PURE__ */ lazy(
  () => new MemberReader(dynamoClient(), tableName('members')),
);
/** The members table as the access flows' store: only the auth, registration and member functions bundle it. */
export const memberAccessStore = /* @__PURE__ */ lazy(
  () => new MemberAccessStore(dynamoClient(), tableName('members')),
);
export const dependentRepository = /* @__PURE__ */ lazy(
  () => new DependentRepository(dynamoClient(), tableName('dependents')),
);
export const employerRepository = /* @__PURE__ */ lazy(
  () => new EmployerRepository(dynamoClient(), tableName('employers')),
);
/**
 * Links to the assets bucket's files, signed in the function: no S3 client, and the credential
 * chain and region lookup every SDK client of the function uses.
 */
export const documentLinks = /* @__PURE__ */ lazy(
  () =>
    new DocumentLinks({
      bucket: bucketName('assets'),
      region: awsRegion(),
      credentials: awsCredentials(),
      endpoint: env().AWS_ENDPOINT_URL_S3,
      forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true',
    }),
);
export const locationRepository = /* @__PURE__ */ lazy(
  () => new LocationRepository(dynamoClient(), tableName('locations')),
);
export const planRepository = /* @__PURE__ */ lazy(
  () => new PlanRepository(dynamoClient(), tableName('plans')),
);
/** The member and dependents as one unit of change (profile save, dependent routes). */
export const profileStore = /* @__PURE__ */ lazy(
  () => new ProfileStore(dynamoClient(), tableName('members'), tableName('dependents')),
);
export const orderRepository = /* @__PURE__ */ lazy(
  () => new OrderRepository(dynamoClient(), tableName('orders'), tableName('members')),
);
/** The user pool: the app client signs in, the pool id serves admin calls (each checked when used). */
export const identityProvider = /* @__PURE__ */ lazy(
  () =>
    new IdentityProvider(cognitoClient(), {
      clientId: env().USER_POOL_CLIENT_ID,
      userPoolId: env().USER_POOL_ID,
    }),
);
export const mailer = /* @__PURE__ */ lazy(() => new Mailer(sesClient(), required('FROM_EMAIL')));
/** Throttling of the access flows, limits from RATE_LIMIT_* so a stage tunes them without a code change. */
export const rateLimiter = /* @__PURE__ */ lazy(
  () =>
    new RateLimiter(
      new RateLimitCounters(dynamoClient(), tableName('members')),
      rateLimitsFromEnv(process.env),
    ),
);
/** What e-mailed links need: the stage's own portal origin and the set-password link's lifetime. */
export const accessConfig = /* @__PURE__ */ lazy((): AccessConfig => ({
  portalUrl: required('PORTAL_URL'),
  setPasswordTtlHours: setPasswordTtlHours(process.env.SET_PASSWORD_TTL_HOURS),
}));

/** The time the server acts at (tests replace Date through fake timers). */
export const clock = (): Date => new Date();

/**
 * The ports of the access flows (shared/domain/registration.ts). Each member is read through its
 * accessor when a flow first touches it, so signing in never builds the mailer and a family
 * needs only the environment of what its flows use.
 */
export const accessDeps = /* @__PURE__ */ lazy((): AccessDeps => ({
  get store() {
    return memberAccessStore();
  },
  get employers() {
    return employerRepository();
  },
  get identity() {
    return identityProvider();
  },
  get mailer() {
    return mailer();
  },
  get limiter() {
    return rateLimiter();
  },
  now: clock,
  get config() {
    return accessConfig();
  },
}));

/** Forget every built client, adapter and the parsed environment (tests that change the environment). */
export function resetComposition(): void {
  for (const reset of resets) reset();
}
