/**
 * The rule packs over the synthesized templates of every known stage, exactly as `cdk synth`
 * registers them (infra/constructs/compliance.ts): cdk-nag AWS Solutions and HIPAA Security, and
 * the AWS Control Tower guard rules through cfn-guard. Any unacknowledged finding fails here.
 * Both stages are synthesized once, in one app, so cfn-guard runs once over both templates.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { knownStages, loadStage } from '../../infra/config/stages';
import { addComplianceChecks } from '../../infra/constructs/compliance';
import { PortalStack } from '../../infra/stacks/portal-stack';
import { appContext, fakeFrontendDir, testAppVersion } from './portal-fixture';

interface Violation {
  ruleName: string;
  description?: string;
  violatingConstructs?: { constructPath?: string }[];
}
interface PluginReport {
  pluginName: string;
  conclusion: string;
  violations: Violation[];
  suppressedViolations?: Violation[];
}

/** Synthesizes an app with the rule packs; answers the validation report whether synthesis failed or not. */
function synthesizeWithRulePacks(build: (app: App) => void): {
  reports: PluginReport[];
  error?: Error;
  app: App;
} {
  const outdir = mkdtempSync(join(tmpdir(), 'ichra-compliance-'));
  const app = new App({ outdir, context: appContext() });
  build(app);
  addComplianceChecks(app);
  let error: Error | undefined;
  try {
    app.synth();
  } catch (e) {
    error = e as Error;
  }
  const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as {
    pluginReports: PluginReport[];
  };
  return { reports: report.pluginReports, error, app };
}

/** One line per finding: rule and where, for a readable failure. */
const describeFindings = (violations: Violation[]): string[] =>
  violations.flatMap((v) =>
    (v.violatingConstructs ?? [{}]).map((c) => `${v.ruleName} at ${c.constructPath ?? '?'}`),
  );

let portal: ReturnType<typeof synthesizeWithRulePacks>;

beforeAll(() => {
  portal = synthesizeWithRulePacks((app) => {
    const frontendDir = fakeFrontendDir();
    for (const name of knownStages) {
      const stage = loadStage(name);
      new PortalStack(app, `Ichra-Portal-${stage.name}`, {
        stage,
        env: stage.env,
        appVersion: testAppVersion,
        frontendDir,
      });
    }
  });
}, 300_000);

describe('rule packs on every stage', () => {
  it('synthesizes every stage with the rule packs registered', () => {
    expect(portal.error?.message).toBeUndefined();
    expect(knownStages).toEqual(expect.arrayContaining(['dev', 'prod']));
  });

  it.each(['AwsSolutions', 'HIPAA.Security', 'cdk-validator-cfnguard'])(
    'has no unacknowledged %s finding',
    (plugin) => {
      // Act
      const violations = portal.reports.filter((r) => r.pluginName === plugin).flatMap((r) => r.violations);
      // Assess
      expect(describeFindings(violations)).toEqual([]);
    },
  );

  it('ran the Control Tower guard rules over both templates (their acknowledged findings are reported)', () => {
    // Act
    const guard = portal.reports.find((r) => r.pluginName === 'cdk-validator-cfnguard');
    const paths = (guard?.suppressedViolations ?? []).flatMap((v) =>
      (v.violatingConstructs ?? []).map((c) => c.constructPath?.split('/')[0]),
    );
    // Assess
    expect(guard?.conclusion).toBe('success');
    expect(new Set(paths)).toEqual(new Set(knownStages.map((n) => `Ichra-Portal-${n}`)));
  });

  it('gives every acknowledgment a specific reason', () => {
    // Prepare
    const acknowledged: { path: string; id: string; reason: string }[] = [];
    const visit = (c: IConstruct) => {
      for (const entry of c.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>))
          acknowledged.push({ path: c.node.path, id, reason });
      }
      c.node.children.forEach(visit);
    };
    // Act
    visit(portal.app);
    // Assess
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const a of acknowledged) {
      expect(a.reason.length, `${a.id} at ${a.path}`).toBeGreaterThanOrEqual(40);
      expect(a.reason, `${a.id} at ${a.path}`).not.toMatch(/\b(TODO|FIXME|suppress(ed)?|n\/a)\b/i);
    }
  });
});

describe('the rule packs themselves', () => {
  it('fail synthesis on an unacknowledged finding, from each pack', () => {
    // Prepare + Act: a bucket with none of the portal's settings.
    const bad = synthesizeWithRulePacks((app) => {
      new s3.Bucket(new Stack(app, 'Careless', { env: { region: 'us-east-1' } }), 'Bucket');
    });
    // Assess
    expect(bad.error?.message).toMatch(/Validation failed|ValidationFailed|AwsSolutions-S1/);
    const rules = new Set(
      bad.reports.flatMap((r) => r.violations.map((v) => `${r.pluginName} ${v.ruleName}`)),
    );
    expect(rules).toContain('AwsSolutions AwsSolutions-S1');
    expect(rules).toContain('HIPAA.Security HIPAA.Security-S3BucketLoggingEnabled');
    expect(rules).toContain('cdk-validator-cfnguard s3_bucket_logging_enabled_check');
  });
});
