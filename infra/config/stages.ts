import { z } from 'zod';

/**
 * Per-stage configuration: one typed, validated object passed to the stacks as props.
 * Constructs never read context or process.env; only infra/bin/app.ts picks the stage.
 *
 * To add a stage, add an entry to `defined` below; `loadStage` validates it and names every
 * problem at once.
 */

/** The retention values CloudWatch Logs accepts, in days (tests/infra/stages.test.ts compares them with the CDK's). */
export const cloudWatchRetentionDays = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
] as const;

/** Log retention at least this long on a `retain` stage (the AWS Control Tower rule CT.CLOUDWATCH.PR.2). */
export const minimumRetainedLogDays = 365;

/**
 * The one region a stage can live in: the stage is one stack (docs/decisions/0001-single-stack.md)
 * and holds CloudFront's web ACL and certificate, which AWS accepts only in us-east-1.
 */
export const stageRegion = 'us-east-1';

const positiveInt = (max: number) => z.number().int().min(1).max(max);
/** Days before an enrollment window closes, each once: 0 is the last day itself. */
const reminderDays = z
  .array(z.number().int().min(0).max(365))
  .min(1)
  .max(10)
  .refine((days) => new Set(days).size === days.length, { message: 'must name each day once' });

export const stageConfigSchema = z
  .strictObject({
    name: z.string().regex(/^[a-z][a-z0-9-]{1,15}$/, 'must be lower-case letters, digits and dashes'),
    /** Account and region of the CDK environment; account undefined means "the CLI's account". */
    env: z.strictObject({
      account: z
        .string()
        .regex(/^\d{12}$/, 'must be a 12-digit AWS account id')
        .optional(),
      region: z.literal(stageRegion, {
        error: `must be ${stageRegion}: the stage's CloudFront web ACL and certificate can only live there`,
      }),
    }),
    /** destroy: a dev stage torn down with its data; retain: data outlives the stack. */
    removal: z.enum(['destroy', 'retain']),
    logRetentionDays: z.number().refine((d) => (cloudWatchRetentionDays as readonly number[]).includes(d), {
      message: `must be a CloudWatch Logs retention: one of ${cloudWatchRetentionDays.join(', ')}`,
    }),
    /** Where alarms are e-mailed (an SNS subscription the recipient confirms once). */
    alarmEmail: z.email().optional(),
    /**
     * Custom domain of the portal, with its ACM certificate in us-east-1. Without one, CloudFront
     * serves *.cloudfront.net, whose certificate cannot be limited to TLS 1.2.
     */
    domain: z
      .strictObject({
        name: z
          .string()
          .regex(
            /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
            'must be a lower-case host name',
          ),
        certificateArn: z
          .string()
          .regex(
            /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
            'must be an ACM certificate ARN in us-east-1',
          ),
      })
      .optional(),
    /** Prefix of the Cognito hosted sign-in domain, unique in the region. */
    hostedDomainPrefix: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be lower-case letters, digits and dashes'),
    session: z.strictObject({
      idleMinutes: positiveInt(120),
      absoluteHours: positiveInt(24),
    }),
    /** Sender of the confirmation e-mail (a verified SES identity) and the support fallback address. */
    fromEmail: z.email(),
    supportEmail: z.email(),
    /** Steady requests per second and burst of the HTTP API stage, over all routes. */
    api: z.strictObject({ rateLimit: positiveInt(10_000), burstLimit: positiveInt(5_000) }),
    /** Concurrent executions reserved for each endpoint family's function. */
    functions: z.strictObject({ reservedConcurrency: positiveInt(1_000) }),
    /** Requests one client address may make in 5 minutes before the web ACL blocks it. */
    firewall: z.strictObject({ requestsPer5MinutesPerIp: z.number().int().min(10).max(2_000_000_000) }),
    /**
     * The scheduled exports (payroll file and carriers' 834 files into the exports bucket,
     * infra/constructs/exports.ts). Without a `schedule` the stage has the function and the bucket
     * but no EventBridge Scheduler schedule: operators export by command only.
     */
    exports: z
      .strictObject({
        /** An EventBridge Scheduler cron or rate expression, in UTC, e.g. `cron(0 6 1 * ? *)`. */
        schedule: z
          .string()
          .regex(
            /^(cron\(\S+( \S+){5}\)|rate\([1-9]\d* (minute|minutes|hour|hours|day|days)\))$/,
            'must be an EventBridge Scheduler expression: cron(<6 fields>) or rate(<n> <unit>)',
          )
          .optional(),
        /** Only these employers (ids); every employer when absent. */
        employers: z
          .array(
            z
              .string()
              .regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, 'must be an employer id (a GUID)'),
          )
          .min(1)
          .optional(),
      })
      .optional(),
    /**
     * The scheduled reminders (infra/constructs/reminders.ts): once a day the employees who have
     * not authorized are reminded when their employer's enrollment window closes in one of `days`
     * (14, 7 and 2 when absent), or of the employer's own days in `employers`. Without a
     * `schedule` the stage has the function but no schedule: operators run it by command.
     */
    reminders: z
      .strictObject({
        /** An EventBridge Scheduler cron or rate expression, in UTC, e.g. `cron(0 15 * * ? *)`. */
        schedule: z
          .string()
          .regex(
            /^(cron\(\S+( \S+){5}\)|rate\([1-9]\d* (minute|minutes|hour|hours|day|days)\))$/,
            'must be an EventBridge Scheduler expression: cron(<6 fields>) or rate(<n> <unit>)',
          )
          .optional(),
        /** Days before a window closes to remind on, for every employer without days of its own. */
        days: reminderDays.optional(),
        /** An employer's own days, by employer id. */
        employers: z
          .record(
            z
              .string()
              .regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i, 'must be an employer id (a GUID)'),
            reminderDays,
          )
          .optional(),
      })
      .optional(),
    /**
     * Days the console's activity log is kept (issue 39, item 6): the admin table's TTL on each
     * entry, through ADMIN_ACTIVITY_RETENTION_DAYS of the functions that record it. Seven years
     * (2557 days) unless the stage says otherwise.
     */
    adminActivityRetentionDays: z.number().int().min(1).max(99_999).default(2557),
  })
  .superRefine((stage, ctx) => {
    if (stage.session.idleMinutes >= stage.session.absoluteHours * 60) {
      ctx.addIssue({
        code: 'custom',
        path: ['session', 'idleMinutes'],
        message: 'must be shorter than the absolute session time',
      });
    }
    if (stage.api.burstLimit < stage.api.rateLimit) {
      ctx.addIssue({
        code: 'custom',
        path: ['api', 'burstLimit'],
        message: 'must be at least the rate limit',
      });
    }
    if (stage.removal === 'retain') {
      // A stage that keeps real data must be reachable over TLS 1.2+ only, keep its logs a year and tell someone when it breaks.
      if (!stage.domain)
        ctx.addIssue({
          code: 'custom',
          path: ['domain'],
          message: 'is required on a retain stage (TLS 1.2 or newer needs a custom domain and certificate)',
        });
      if (!stage.alarmEmail)
        ctx.addIssue({ code: 'custom', path: ['alarmEmail'], message: 'is required on a retain stage' });
      if (stage.logRetentionDays < minimumRetainedLogDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['logRetentionDays'],
          message: `must be at least ${minimumRetainedLogDays} on a retain stage`,
        });
      }
    }
  });
export type StageConfig = z.infer<typeof stageConfigSchema>;
export type StageInput = z.input<typeof stageConfigSchema>;

const defined: Record<string, StageInput> = {
  dev: {
    name: 'dev',
    env: { region: stageRegion },
    removal: 'destroy',
    logRetentionDays: 14,
    hostedDomainPrefix: 'ichra-portal-dev',
    session: { idleMinutes: 15, absoluteHours: 12 },
    fromEmail: 'no-reply@example.com',
    supportEmail: 'support@example.com',
    api: { rateLimit: 20, burstLimit: 40 },
    functions: { reservedConcurrency: 5 },
    firewall: { requestsPer5MinutesPerIp: 500 },
    // A disposable stage keeps its console log 90 days.
    adminActivityRetentionDays: 90,
  },
  // Placeholders to replace before the first deploy (docs/operations.md, "Before the first prod
  // deploy"): the domain and its certificate, the Cognito prefix, the alarm and e-mail addresses.
  prod: {
    name: 'prod',
    env: { region: stageRegion },
    removal: 'retain',
    logRetentionDays: 365,
    alarmEmail: 'operations@example.com',
    domain: {
      name: 'portal.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
    },
    hostedDomainPrefix: 'ichra-portal-prod',
    session: { idleMinutes: 15, absoluteHours: 12 },
    fromEmail: 'no-reply@example.com',
    supportEmail: 'support@example.com',
    api: { rateLimit: 200, burstLimit: 400 },
    functions: { reservedConcurrency: 50 },
    firewall: { requestsPer5MinutesPerIp: 1000 },
    // At 06:00 UTC on the first of each month: that month's payroll file and 834 files.
    exports: { schedule: 'cron(0 6 1 * ? *)' },
    // At 15:00 UTC every day (morning in the US): reminders 14, 7 and 2 days before a window closes.
    reminders: { schedule: 'cron(0 15 * * ? *)' },
  },
};

export const knownStages = Object.keys(defined);

/** Validates a stage configuration; the error names every problem, each with its field. */
export function parseStage(raw: unknown): StageConfig {
  const parsed = stageConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const name =
    typeof raw === 'object' && raw !== null && 'name' in raw ? String((raw as { name: unknown }).name) : '?';
  const problems = parsed.error.issues
    .map((i) => `${i.path.join('.') || '(stage)'}: ${i.message}`)
    .join('; ');
  throw new Error(`Stage "${name}" is misconfigured: ${problems}`);
}

/** The validated configuration of a stage; throws a message listing the known stages. */
export function loadStage(name: string | undefined): StageConfig {
  if (!name)
    throw new Error(`No stage given: pass -c stage=<name>. Known stages: ${knownStages.join(', ')}.`);
  const raw = Object.hasOwn(defined, name) ? defined[name] : undefined;
  if (!raw) throw new Error(`Unknown stage "${name}". Known stages: ${knownStages.join(', ')}.`);
  return parseStage(raw);
}
