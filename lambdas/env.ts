/**
 * The functions' environment: the one module that reads `process.env`, through one schema
 * (tests/unit/server-layers.test.ts keeps it so). The stack (infra/constructs/api.ts) and the local
 * stack set these variables; everything else in lambdas/ asks `env()`.
 *
 * The schema is built and the environment parsed on the first request that needs a value, never at
 * import (a bundle builds no zod schema when it loads, tests/unit/lambda-graph.test.ts), and a
 * malformed value fails that request as a deployment error, naming the variable.
 */
import * as z from 'zod/mini';
import { rateLimitEnvName, rateLimitKinds, rateLimitScopes } from './access/rate-limit';
import { bucketEnvName, bucketIds, tableEnvName, tableIds } from './resources';

/** An optional setting given as a string; empty counts as absent. */
const optionalText = () => z.optional(z.string());

const envSchema = z.lazy(() =>
  z.object({
    APP_VERSION: z._default(z.string().check(z.minLength(1)), '0.0.0-dev'),
    USER_POOL_ID: optionalText(),
    USER_POOL_CLIENT_ID: optionalText(),
    /** The administrators' pool (the admin family: invited administrators' passwords, their TOTP). */
    WORKFORCE_POOL_ID: optionalText(),
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
    /** The set-password link's lifetime in hours (lambdas/access/secrets.ts checks the range). */
    SET_PASSWORD_TTL_HOURS: optionalText(),
    /** How many days the console's activity log is kept (the stage config's adminActivityRetentionDays). */
    ADMIN_ACTIVITY_RETENTION_DAYS: z.optional(z.string().check(z.regex(/^[1-9]\d{0,4}$/))),
    /** Each table's and bucket's physical name (lambdas/resources.ts), checked where used. */
    ...Object.fromEntries(tableIds.map((id) => [tableEnvName(id), optionalText()])),
    ...Object.fromEntries(bucketIds.map((id) => [bucketEnvName(id), optionalText()])),
    /** `RATE_LIMIT_<KIND>_<SCOPE>` = `<max>/<window minutes>` (lambdas/access/rate-limit.ts). */
    ...Object.fromEntries(
      rateLimitKinds.flatMap((kind) =>
        rateLimitScopes.map((scope) => [rateLimitEnvName(kind, scope), optionalText()]),
      ),
    ),
  }),
);

/** The settings, by name; the tables', buckets' and limits' variables are named by functions. */
export type Env = z.infer<typeof envSchema> & Record<string, string | undefined>;

/** The process's environment: the stack's variables, and in tests whatever a test set. */
const source = process.env;

let parsed: Env | undefined;

/** The parsed environment, built on first use and kept for the container's life. */
export function env(): Env {
  return (parsed ??= envSchema.parse(source) as Env);
}

/** Forget the parsed environment (tests that change it; lambdas/composition.ts resetComposition). */
export function resetEnv(): void {
  parsed = undefined;
}

/** A value the function needs but its configuration lacks: a deployment error, not a user error. */
export function required(key: string): string {
  const value = env()[key];
  if (value === undefined || value === null || value === '')
    throw new Error(`Missing environment variable ${key}`);
  return String(value);
}

/**
 * What Powertools' logger and metrics are built with when a bundle loads, before any request, so
 * before the schema may be built: the family's service name and the stage's metrics namespace, as
 * the stack sets them (the local stack and tests run without them). Outside Lambda no agent reads
 * the metric lines from stdout, so there metrics are off unless POWERTOOLS_METRICS_DISABLED says
 * otherwise; Powertools reads that setting, and its log level, itself.
 */
export function observabilityEnv(): { serviceName: string; metricsNamespace: string } {
  if (!source.AWS_LAMBDA_FUNCTION_NAME) source.POWERTOOLS_METRICS_DISABLED ??= 'true';
  return {
    serviceName: source.POWERTOOLS_SERVICE_NAME || 'ichra-portal',
    metricsNamespace: source.POWERTOOLS_METRICS_NAMESPACE || 'IchraPortal/local',
  };
}
