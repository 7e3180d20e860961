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
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { rateLimitsFromEnv, RateLimiter } from '../shared/domain/rate-limit';
import type { AccessConfig, AccessDeps } from '../shared/domain/access-ports';
import { setPasswordTtlHours } from '../shared/domain/access-secrets';
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
import { bucketEnvName, tableEnvName, type BucketId, type TableId } from './resources';

const envSchema = z.lazy(() =>
  z.object({
    APP_VERSION: z._default(z.string().check(z.minLength(1)), '0.0.0-dev'),
    USER_POOL_ID: z.optional(z.string()),
    USER_POOL_CLIENT_ID: z.optional(z.string()),
    /**
     * The endpoints of the local stack's emulators, read by the SDK clients themselves; checked
     * here so that a malformed one fails at the first request rather than deep in a client.
     */
    AWS_ENDPOINT_URL_S3: z.optional(z.url()),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: z.optional(z.url()),
    AWS_ENDPOINT_URL_SESV2: z.optional(z.url()),
    /** The bucket in the path of the document links rather than in the host name (the local stack). */
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

export const dynamoClient = /* @__PURE__ */ lazy(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
/**
 * The user pool (auth, registration, member), SES v2 (registration, order) and S3 for the
 * document links (media): the SDK's own clients (docs/decisions/0020). A client waits for an
 * answer at most 10 seconds per attempt (the SDK's default is no limit), so a hanging service
 * ends in the bounded retries and a 503 rather than in the function's timeout.
 */
const remoteClientConfig = { ...clientConfig, requestHandler: { requestTimeout: 10_000 } } as const;
export const cognitoClient = /* @__PURE__ */ lazy(
  () => new CognitoIdentityProviderClient(remoteClientConfig),
);
export const sesClient = /* @__PURE__ */ lazy(() => new SESv2Client(remoteClientConfig));
/**
 * Only signs links (no request to S3). The browser following a link computes and checks no
 * checksum, so the links carry no checksum parameters (the SDK would add a CRC32 of the empty
 * body and `x-amz-checksum-mode`).
 */
export const s3Client = /* @__PURE__ */ lazy(
  () =>
    new S3Client({
      ...remoteClientConfig,
      forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
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
/** Pre-signed links to the assets bucket's files (the bucket stays private). */
export const documentLinks = /* @__PURE__ */ lazy(() => new DocumentLinks(s3Client(), bucketName('assets')));
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
