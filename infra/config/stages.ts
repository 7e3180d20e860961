import { z } from 'zod';

/**
 * Per-stage configuration: one typed, validated object passed to the stacks as props.
 * Constructs never read context or process.env; only infra/bin/app.ts picks the stage.
 */
export const stageConfigSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9-]{1,15}$/, 'must be lower-case letters, digits and dashes'),
  /** Account and region of the CDK environment; account undefined means "the CLI's account". */
  env: z.strictObject({
    account: z.string().regex(/^\d{12}$/).optional(),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1'),
  }),
  /** destroy: a dev stage torn down with its data; retain: data outlives the stack. */
  removal: z.enum(['destroy', 'retain']),
  logRetentionDays: z.number().int().positive(),
  alarmEmail: z.email().optional(),
  /** Optional custom domain for the portal (certificate in us-east-1 for CloudFront). */
  domain: z
    .strictObject({ name: z.string().min(3), certificateArn: z.string().startsWith('arn:aws:acm:us-east-1:') })
    .optional(),
  /** Prefix of the Cognito hosted sign-in domain, unique in the region. */
  hostedDomainPrefix: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
  session: z.strictObject({
    idleMinutes: z.number().int().min(1).max(120),
    absoluteHours: z.number().int().min(1).max(24),
  }),
  /** Sender of the confirmation e-mail (a verified SES identity) and the support fallback address. */
  fromEmail: z.email(),
  supportEmail: z.email(),
});
export type StageConfig = z.infer<typeof stageConfigSchema>;

const defined: Record<string, z.input<typeof stageConfigSchema>> = {
  dev: {
    name: 'dev',
    env: { region: 'us-east-1' },
    removal: 'destroy',
    logRetentionDays: 14,
    hostedDomainPrefix: 'ichra-portal-dev',
    session: { idleMinutes: 15, absoluteHours: 12 },
    fromEmail: 'no-reply@example.com',
    supportEmail: 'support@example.com',
  },
  prod: {
    name: 'prod',
    env: { region: 'us-east-1' },
    removal: 'retain',
    logRetentionDays: 365,
    alarmEmail: 'operations@example.com',
    hostedDomainPrefix: 'ichra-portal-prod',
    session: { idleMinutes: 15, absoluteHours: 12 },
    fromEmail: 'no-reply@example.com',
    supportEmail: 'support@example.com',
  },
};

export const knownStages = Object.keys(defined);

/** The validated configuration of a stage; throws a message listing the known stages. */
export function loadStage(name: string | undefined): StageConfig {
  if (!name) throw new Error(`No stage given: pass -c stage=<name>. Known stages: ${knownStages.join(', ')}.`);
  const raw = defined[name];
  if (!raw) throw new Error(`Unknown stage "${name}". Known stages: ${knownStages.join(', ')}.`);
  const parsed = stageConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Stage "${name}" is misconfigured: ${problems}`);
  }
  return parsed.data;
}
