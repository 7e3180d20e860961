/**
 * Builds the portal stack for template tests: the context of cdk.json (feature flags included,
 * so tests synthesize what `cdk synth` does), bundling skipped (no esbuild run, no Docker), a
 * throwaway frontend directory (the real one may not be built), one App per stack.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { loadStage, type StageConfig } from '../../infra/config/stages';
import { PortalStack } from '../../infra/stacks/portal-stack';

export const testAppVersion = '9.9.9+test';

const repoRoot = join(import.meta.dirname, '..', '..');

/** The `context` of cdk.json, plus skipped bundling. */
export function appContext(): Record<string, unknown> {
  const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return { ...context, 'aws:cdk:bundling-stacks': [] };
}

/**
 * CloudFormation JSON as the assertions read it. Deliberately loose: a synthesized template has no
 * static type, and each test states the exact shape it expects.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON is untyped by nature
export type Props = Record<string, any>;

/** A directory with an index.html, standing in for frontend/dist. */
export function fakeFrontendDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ichra-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>test</title>');
  return dir;
}

export interface Built {
  stack: PortalStack;
  template: Template;
  /** Logical id of the CloudFormation resource behind a construct. */
  logicalId: (construct: IConstruct) => string;
}

/** Synthesizes the stack of a stage (a name from infra/config/stages.ts or a full config). */
export function buildPortal(
  stageOrName: StageConfig | string,
  frontendDir: string = fakeFrontendDir(),
): Built {
  const stage = typeof stageOrName === 'string' ? loadStage(stageOrName) : stageOrName;
  const app = new App({ context: appContext() });
  const stack = new PortalStack(app, `Ichra-Portal-${stage.name}`, {
    stage,
    env: stage.env,
    appVersion: testAppVersion,
    frontendDir,
  });
  const template = Template.fromStack(stack);
  const logicalId = (construct: IConstruct): string => {
    if (CfnElement.isCfnElement(construct)) return stack.getLogicalId(construct);
    const child = construct.node.defaultChild;
    if (!child) throw new Error(`${construct.node.path} has no CloudFormation resource`);
    return stack.getLogicalId(child as CfnElement);
  };
  return { stack, template, logicalId };
}

const cache = new Map<string, Built>();
/** The stack of a named stage, synthesized once per test file. */
export function portal(name: 'dev' | 'prod'): Built {
  let built = cache.get(name);
  if (!built) {
    built = buildPortal(name);
    cache.set(name, built);
  }
  return built;
}

/** A resource's Properties by logical id. */
export function propertiesOf(template: Template, logicalId: string): Props {
  const resource = (template.toJSON() as { Resources: Record<string, { Properties: Props }> }).Resources[
    logicalId
  ];
  if (!resource) throw new Error(`No resource ${logicalId} in the template`);
  return resource.Properties;
}
