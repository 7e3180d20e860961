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
 * (AWS_ENDPOINT_URL_<SERVICE>, read by the SDK). The environment is read by one schema, lambdas/env.ts.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rateLimitsFromEnv, RateLimiter } from './access/rate-limit';
import type { AccessConfig, AccessDeps } from './access/ports';
import { setPasswordTtlHours } from './access/secrets';
import { DependentRepository } from './adapters/dependents';
import { DocumentLinks } from './adapters/document-links';
import { EmployerRepository } from './adapters/employers';
import { listEmployerIds } from './adapters/employer-ids';
import { ExportBucket } from './adapters/export-bucket';
import { ExportFiles } from './adapters/export-files';
import { CoverageProofStore } from './adapters/coverage-proofs';
import { LifeEventStore } from './adapters/life-events';
import type { LifeEventReviewPorts } from './admin/life-events';
import type { LifeEventPorts } from './rules/life-events';
import { MemberFiles } from './adapters/member-files';
import { uploadGrant } from './adapters/member-uploads';
import type { ProofReviewPorts } from './admin/proofs';
import type { ProofPorts } from './rules/coverage-proof';
import type { FilesPorts } from './admin/files';
import { IdentityProvider } from './adapters/identity';
import { LocationRepository } from './adapters/locations';
import { AdminStore, DEFAULT_ACTIVITY_RETENTION_DAYS } from './adapters/admin';
import { ConfirmationOutbox } from './adapters/confirmation-outbox';
import { CensusStore } from './adapters/census';
import { AdminOutbox } from './adapters/admin-outbox';
import { EnrollmentWindowStore } from './adapters/enrollment-windows';
import type { ReminderPorts } from './admin/reminders';
import { Mailer } from './adapters/mailer';
import { MemberAccessStore } from './adapters/member-access';
import { MemberReader } from './adapters/members';
import { OrderRepository } from './adapters/orders';
import { PlanRepository } from './adapters/plans';
import { PlanYearFigureStore } from './adapters/plan-year-figures';
import { IchraNoticeStore } from './adapters/ichra-notices';
import { ProfileStore } from './adapters/profiles';
import { RosterReader } from './adapters/roster';
import { RateLimitCounters } from './adapters/rate-limits';
import { env, required, resetEnv } from './env';
import { readEmployerEnrollment } from './exports/enrollment';
import type { RunPorts } from './exports/publish';
import { bucketEnvName, tableEnvName, type BucketId, type TableId } from './resources';

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

export { env, required };

export const tableName = (id: TableId): string => required(tableEnvName(id));

export const bucketName = (id: BucketId): string => required(bucketEnvName(id));

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
 * The user pool (auth, registration, member), SES v2 (registration; the confirmation sender has
 * its own, below) and S3 for the document links (media): the SDK's own clients (decision 0020). A client waits for an
 * answer at most 10 seconds per attempt (the SDK's default is no limit), so a hanging service
 * ends in the bounded retries and a 503 rather than in the function's timeout.
 */
const remoteClientConfig = { ...clientConfig, requestHandler: { requestTimeout: 10_000 } } as const;
export const cognitoClient = /* @__PURE__ */ lazy(
  () => new CognitoIdentityProviderClient(remoteClientConfig),
);
export const sesClient = /* @__PURE__ */ lazy(() => new SESv2Client(remoteClientConfig));
/**
 * SES for the confirmation outbox: one HTTP request per send, no retry by the SDK. The sender
 * retries only what SES answered it did not take (docs/decisions/0022); the SDK would also retry a
 * timed-out request, which SES may have taken, and send the mail twice.
 */
export const outboxSesClient = /* @__PURE__ */ lazy(
  () => new SESv2Client({ ...remoteClientConfig, maxAttempts: 1 }),
);
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
/** The yearly figures an operator stored for the stage, beside the built-in years (plans table). */
export const planYearFigureStore = /* @__PURE__ */ lazy(
  () => new PlanYearFigureStore(dynamoClient(), tableName('plans')),
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
/** The confirmation outbox of the orders table and the mailer its sender sends with. */
export const confirmationOutbox = /* @__PURE__ */ lazy(
  () => new ConfirmationOutbox(dynamoClient(), tableName('orders')),
);
export const outboxMailer = /* @__PURE__ */ lazy(() => new Mailer(outboxSesClient(), required('FROM_EMAIL')));
/** The console's grants and activity log (admin table), activity kept ADMIN_ACTIVITY_RETENTION_DAYS. */
export const adminStore = /* @__PURE__ */ lazy(
  () =>
    new AdminStore(
      dynamoClient(),
      tableName('admin'),
      Number(env().ADMIN_ACTIVITY_RETENTION_DAYS ?? DEFAULT_ACTIVITY_RETENTION_DAYS),
    ),
);
/** An employer's members and their accounts of a plan year, two index Queries (the console's tracker). */
export const rosterReader = /* @__PURE__ */ lazy(
  () => new RosterReader(dynamoClient(), { members: tableName('members'), orders: tableName('orders') }),
);
/** The census and its invitations (admin table), with the members' e-mail claims and the employers' classes. */
export const censusStore = /* @__PURE__ */ lazy(
  () =>
    new CensusStore(dynamoClient(), {
      admin: tableName('admin'),
      members: tableName('members'),
      employers: tableName('employers'),
    }),
);
/** The ICHRA notice's sends and acknowledgments (admin table, lambdas/adapters/ichra-notices.ts). */
export const ichraNoticeStore = /* @__PURE__ */ lazy(
  () => new IchraNoticeStore(dynamoClient(), tableName('admin')),
);
/** The admin table's outbox: the console's e-mails (invitations), sent by the admin mail sender. */
export const adminOutbox = /* @__PURE__ */ lazy(() => new AdminOutbox(dynamoClient(), tableName('admin')));
/** Employers' enrollment windows and reminder marks (admin table), with the members' languages. */
export const enrollmentWindowStore = /* @__PURE__ */ lazy(
  () =>
    new EnrollmentWindowStore(dynamoClient(), {
      admin: tableName('admin'),
      // Read when the languages are (the admin family, the reminders): the employer family reads windows only.
      get members() {
        return tableName('members');
      },
    }),
);
/** What reminding reads and writes (lambdas/admin/reminders.ts): HR's Remind and the daily schedule. */
export const reminderPorts = /* @__PURE__ */ lazy((): ReminderPorts => ({
  employer: (id) => employerRepository().get(id),
  window: (id, year) => enrollmentWindowStore().window(id, year),
  roster: (id, year) => rosterReader().read(id, year),
  census: (id) => censusStore().entries(id),
  memberLanguages: (id) => enrollmentWindowStore().memberLanguages(id),
  remindedAt: (id) => enrollmentWindowStore().remindedAt(id),
  queue: (id, reminders, data, tag, now) => enrollmentWindowStore().queue(id, reminders, data, tag, now),
}));
/** The administrators' workforce pool, whose users the admin family sets passwords of and reads TOTP of. */
export const workforcePoolId = (): string => required('WORKFORCE_POOL_ID');
/**
 * Throttling of the administrators' set-password link (the admin family): the access flows' limits
 * (RATE_LIMIT_SET_PASSWORD_*), counted in the admin table, the one table the family writes.
 */
export const adminRateLimiter = /* @__PURE__ */ lazy(
  () => new RateLimiter(new RateLimitCounters(dynamoClient(), tableName('admin')), rateLimitsFromEnv(env())),
);
/** Throttling of the access flows, limits from RATE_LIMIT_* so a stage tunes them without a code change. */
export const rateLimiter = /* @__PURE__ */ lazy(
  () =>
    new RateLimiter(new RateLimitCounters(dynamoClient(), tableName('members')), rateLimitsFromEnv(env())),
);
/** What e-mailed links need: the stage's own portal origin and the set-password link's lifetime. */
export const accessConfig = /* @__PURE__ */ lazy((): AccessConfig => ({
  portalUrl: required('PORTAL_URL'),
  setPasswordTtlHours: setPasswordTtlHours(env().SET_PASSWORD_TTL_HOURS),
}));

/**
 * S3 for the exports bucket (the scheduled exports only): PutObject with the Content-MD5 the
 * adapter computes; no further checksum of its own.
 */
export const exportsS3Client = /* @__PURE__ */ lazy(
  () =>
    new S3Client({
      ...remoteClientConfig,
      forcePathStyle: env().S3_FORCE_PATH_STYLE === 'true',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);
/** What the scheduled exports read (the tables of an enrollment) and write (the exports bucket). */
export const exportRunPorts = /* @__PURE__ */ lazy((): RunPorts => ({
  store: new ExportBucket(exportsS3Client(), bucketName('exports')),
  employerIds: () => listEmployerIds(dynamoClient(), tableName('employers')),
  enrollment: (employerId) =>
    readEmployerEnrollment(
      dynamoClient(),
      {
        members: tableName('members'),
        dependents: tableName('dependents'),
        orders: tableName('orders'),
        employers: tableName('employers'),
        // Not read: the orders hold the plan and carrier as authorized (lambdas/exports/enrollment.ts).
        plans: '',
      },
      employerId,
    ),
}));

/**
 * What the console's files read and write: the export steps' store and an employer's enrollment,
 * as the scheduled exports have them, and the bucket's listing and links (lambdas/admin/files.ts).
 */
export const filesPorts = /* @__PURE__ */ lazy((): FilesPorts => ({
  store: exportRunPorts().store,
  objects: new ExportFiles(s3Client(), bucketName('exports')),
  enrollment: (employerId) => exportRunPorts().enrollment(employerId),
}));

/** Proof of coverage records (admin table, beside the employer's activity) and the member files bucket. */
export const coverageProofStore = /* @__PURE__ */ lazy(
  () => new CoverageProofStore(dynamoClient(), tableName('admin')),
);
export const memberFiles = /* @__PURE__ */ lazy(() => new MemberFiles(s3Client(), bucketName('members')));
/** What the employee's proof routes read and write (lambdas/rules/coverage-proof.ts). */
export const proofPorts = /* @__PURE__ */ lazy((): ProofPorts => {
  const files = memberFiles();
  return {
    account: (memberId, planYear) => orderRepository().account(memberId, planYear),
    proofs: coverageProofStore(),
    files: {
      uploadGrant: (key, maxBytes, expiresIn) =>
        uploadGrant(files.s3, files.bucket, key, maxBytes, expiresIn),
      head: (key, count) => files.head(key, count),
      remove: (key) => files.remove(key),
    },
  };
});
/** What the console's review of proofs reads and writes (lambdas/admin/proofs.ts). */
export const proofReviewPorts = /* @__PURE__ */ lazy((): ProofReviewPorts => ({
  proofs: coverageProofStore(),
  files: memberFiles(),
  recordWith: (record, now, puts) => adminStore().recordWith(record, now, puts),
}));

/** Life events the members report (admin table, beside the employer's activity and the members' windows). */
export const lifeEventStore = /* @__PURE__ */ lazy(
  () => new LifeEventStore(dynamoClient(), tableName('admin')),
);
/** What the employee's life event routes read and write (lambdas/rules/life-events.ts). */
export const lifeEventPorts = /* @__PURE__ */ lazy((): LifeEventPorts => {
  const { files } = proofPorts();
  return { events: lifeEventStore(), files };
});
/** What the console's review of life events reads and writes (lambdas/admin/life-events.ts). */
export const lifeEventReviewPorts = /* @__PURE__ */ lazy((): LifeEventReviewPorts => ({
  employer: (id) => employerRepository().get(id),
  events: lifeEventStore(),
  windows: enrollmentWindowStore(),
  files: memberFiles(),
  recordWith: (record, now, puts) => adminStore().recordWith(record, now, puts),
}));

/** The time the server acts at (tests replace Date through fake timers). */
export const clock = (): Date => new Date();

/**
 * The ports of the access flows (lambdas/access/registration.ts). Each member is read through its
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
  resetEnv();
  for (const reset of resets) reset();
}
