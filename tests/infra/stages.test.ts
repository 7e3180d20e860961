/**
 * The per-stage configuration is one validated object: every known stage parses, and a wrong
 * one is refused with every problem named by its field.
 */
import * as logs from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import {
  cloudWatchRetentionDays,
  knownStages,
  loadStage,
  parseStage,
  type StageInput,
} from '../../infra/config/stages';

const valid: StageInput = {
  name: 'qa',
  env: { region: 'us-east-1' },
  removal: 'destroy',
  logRetentionDays: 30,
  hostedDomainPrefix: 'ichra-portal-qa',
  session: { idleMinutes: 15, absoluteHours: 12 },
  fromEmail: 'no-reply@example.com',
  supportEmail: 'support@example.com',
  api: { rateLimit: 10, burstLimit: 20 },
  functions: { reservedConcurrency: 2 },
  firewall: { requestsPer5MinutesPerIp: 300 },
};

/** The message of the error parseStage throws for this input. */
function problemsOf(input: unknown): string {
  try {
    parseStage(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parseStage accepted the input');
}

describe('stage configuration', () => {
  it.each(knownStages)('%s parses', (name) => {
    expect(loadStage(name).name).toBe(name);
  });

  it('accepts a complete disposable stage', () => {
    expect(parseStage(valid)).toMatchObject({ name: 'qa', removal: 'destroy' });
  });

  it('names every problem at once, each by its field', () => {
    // Act
    const message = problemsOf({
      ...valid,
      env: { region: 'eu-west-1', account: '12' },
      logRetentionDays: 10,
      session: { idleMinutes: 0, absoluteHours: 30 },
      alarmEmail: 'not-an-address',
      api: { rateLimit: 50, burstLimit: 10 },
      extra: true,
    });
    // Assess
    expect(message).toMatch(/^Stage "qa" is misconfigured: /);
    expect(message).toContain('env.region: must be us-east-1');
    expect(message).toContain('env.account: must be a 12-digit AWS account id');
    expect(message).toContain('logRetentionDays: must be a CloudWatch Logs retention: one of 1, 3, 5');
    expect(message).toContain('session.idleMinutes');
    expect(message).toContain('session.absoluteHours');
    expect(message).toContain('alarmEmail');
    expect(message).toContain('extra');
  });

  it('refuses a burst below the rate and an idle time as long as the absolute one', () => {
    // Act
    const message = problemsOf({
      ...valid,
      api: { rateLimit: 50, burstLimit: 10 },
      session: { idleMinutes: 60, absoluteHours: 1 },
    });
    // Assess
    expect(message).toContain('api.burstLimit: must be at least the rate limit');
    expect(message).toContain('session.idleMinutes: must be shorter than the absolute session time');
  });

  it('requires a custom domain, an alarm address and a year of logs on a retain stage', () => {
    // Act
    const message = problemsOf({ ...valid, removal: 'retain', logRetentionDays: 90 });
    // Assess
    expect(message).toContain(
      'domain: is required on a retain stage (TLS 1.2 or newer needs a custom domain and certificate)',
    );
    expect(message).toContain('alarmEmail: is required on a retain stage');
    expect(message).toContain('logRetentionDays: must be at least 365 on a retain stage');
  });

  it('refuses a certificate outside us-east-1, where CloudFront reads certificates', () => {
    // Act
    const message = problemsOf({
      ...valid,
      domain: {
        name: 'portal.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      },
    });
    // Assess
    expect(message).toContain('domain.certificateArn: must be an ACM certificate ARN in us-east-1');
  });

  it('lists exactly the retention values CloudWatch Logs accepts', () => {
    // Prepare
    const cdkValues = Object.values(logs.RetentionDays).filter(
      (v): v is number => typeof v === 'number' && v !== logs.RetentionDays.INFINITE,
    );
    // Assess
    expect([...cloudWatchRetentionDays].sort((a, b) => a - b)).toEqual(
      [...new Set(cdkValues)].sort((a, b) => a - b),
    );
  });

  it('keeps prod a retain stage with a domain, and dev a disposable one', () => {
    expect(loadStage('prod')).toMatchObject({
      removal: 'retain',
      domain: expect.objectContaining({ name: expect.any(String) }),
    });
    expect(loadStage('dev')).toMatchObject({ removal: 'destroy' });
  });
});
