/**
 * Stage selection and the CDK app as a whole: each known stage synthesizes to one stack with the
 * outputs operators need; an unknown stage is refused with the list of known ones.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { knownStages, loadStage } from '../../infra/config/stages';
import { tableOutputKey } from '../../infra/data/target';
import { tableIds } from '../../infra/resources/tables';
import { portal } from './portal-fixture';

const repoRoot = join(import.meta.dirname, '..', '..');

/** Runs infra/bin/app.ts the way the CDK CLI does (context and output directory by environment), bundling skipped. */
function runApp(stage: string) {
  const outdir = mkdtempSync(join(tmpdir(), 'ichra-cdk-out-'));
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'infra/bin/app.ts')], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({ stage, 'aws:cdk:bundling-stacks': [] }),
    },
  });
  return { ...result, outdir };
}

describe('stages', () => {
  it('refuses an unknown stage, listing dev and prod', () => {
    expect(() => loadStage('nope')).toThrow(/Unknown stage "nope".*dev, prod/);
  });

  it('refuses a missing stage, saying how to pass one', () => {
    expect(() => loadStage(undefined)).toThrow(/-c stage=<name>.*dev, prod/);
  });

  it('knows dev and prod', () => {
    expect(knownStages).toEqual(expect.arrayContaining(['dev', 'prod']));
  });
});

describe('portal stack', () => {
  it.each(['dev', 'prod'] as const)('synthesizes for %s without errors or warnings', (name) => {
    // Prepare + Act
    const { stack } = portal(name);
    // Assess
    const annotations = Annotations.fromStack(stack);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
  });

  it('outputs the portal, API, pool, hosted domain, buckets, alarms and every table under the keys the operator CLI reads', () => {
    // Prepare
    const { template } = portal('dev');
    // Act
    const outputs = Object.keys(template.findOutputs('*'));
    // Assess
    expect(outputs).toEqual(
      expect.arrayContaining([
        'PortalUrl',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'HostedDomain',
        'AssetsBucketName',
        'ExportsBucketName',
        'WebBucketName',
        'AlarmTopicArn',
        'DashboardName',
        // infra/data/target.ts finds a stage's resources by these keys.
        ...tableIds.map(tableOutputKey),
      ]),
    );
    expect(outputs).toContain('TableMembers');
  });
});

describe('CDK app (infra/bin/app.ts)', () => {
  it('refuses an unknown stage with the list of known stages', () => {
    // Act
    const { status, stderr } = runApp('nope');
    // Assess
    expect(status).not.toBe(0);
    expect(stderr).toMatch(/Unknown stage "nope"\. Known stages: dev, prod/);
  });

  // The app runs the rule packs too (cdk-nag and cfn-guard), which take a while on a busy machine.
  it(
    'builds the one stack Ichra-Portal-dev with the package version as APP_VERSION, passing the rule packs',
    { timeout: 240_000 },
    () => {
      // Prepare
      const frontendBuilt = existsSync(join(repoRoot, 'frontend', 'dist', 'index.html'));
      const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
        version: string;
      };
      // Act
      const { status, stderr, outdir } = runApp('dev');
      // Assess
      if (!frontendBuilt) {
        // Without a built frontend the app must stop and say what to run.
        expect(stderr).toMatch(/npm run build:web/);
        return;
      }
      expect(status, stderr).toBe(0);
      const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as {
        artifacts: Record<string, { type: string }>;
      };
      const stacks = Object.entries(manifest.artifacts).filter(
        ([, a]) => a.type === 'aws:cloudformation:stack',
      );
      expect(stacks.map(([id]) => id)).toEqual(['Ichra-Portal-dev']);
      const template = readFileSync(join(outdir, 'Ichra-Portal-dev.template.json'), 'utf8');
      expect(template).toMatch(
        new RegExp(`"APP_VERSION": "${version.replace(/\./g, '\\.')}(\\+[0-9a-f]{4,})?"`),
      );
    },
  );
});
