/**
 * The CDK app: `cdk synth -c stage=<name>` builds the one stack of that stage,
 * Ichra-Portal-<stage>, and checks it against cdk-nag (AWS Solutions, HIPAA Security) and the
 * AWS Control Tower guard rules: an unacknowledged finding fails the synthesis (and so the
 * deploy). Only this file reads context and the machine (package version, git sha, paths);
 * everything below receives typed props.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { loadStage } from '../config/stages';
import { addComplianceChecks } from '../constructs/compliance';
import { PortalStack } from '../stacks/portal-stack';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** package.json version plus the short commit, e.g. 0.1.0+3589d1b; the version alone outside git. */
function appVersion(): string {
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return sha ? `${version}+${sha}` : version;
  } catch {
    return version;
  }
}

const app = new App();
// An unknown or missing stage throws here, with the list of known stages.
const stage = loadStage(app.node.tryGetContext('stage') as string | undefined);

new PortalStack(app, `Ichra-Portal-${stage.name}`, {
  stage,
  env: stage.env,
  appVersion: appVersion(),
  frontendDir: join(repoRoot, 'frontend', 'dist'),
  description: `ICHRA enrollment portal, stage ${stage.name}`,
});
addComplianceChecks(app);
