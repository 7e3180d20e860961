/**
 * What a Lambda function's bundle may not carry, checked on the module graph of every family as
 * the CDK bundles it (one esbuild pass, every family an entry): the screens' texts (a function
 * bundles shared/api-messages.ts, not shared/messages.ts), frontend code, an S3 client (the
 * media family signs its links without one: docs/decisions/0014), the SDK's SES client (mail is
 * sent by lambdas/adapters/ses.ts: docs/decisions/0015) and its Cognito client (the user pool is
 * called by lambdas/adapters/cognito.ts: docs/decisions/0016). Each of these once added tens of kB to a
 * cold start (docs/performance.md); this fails when one comes back.
 *
 * And what importing a bundle may not do: build a zod schema. Every schema at module level is
 * `z.lazy` (shared/schemas/common.ts), built when a request first parses with it; the member
 * family once built 300 schema objects at import, a sixth of its cold start.
 */
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { familyEntry } from '../../infra/constructs/api';
import { families } from '../../shared/routes';

describe('the Lambda bundles', () => {
  it("no family bundles the screens' texts, frontend code, an S3 client or the SDK's SES or Cognito client", async () => {
    const result = await build({
      entryPoints: Object.fromEntries(families.map((f) => [f, familyEntry(f)])),
      bundle: true,
      write: false,
      metafile: true,
      outdir: 'node_modules/.cache/lambda-graph',
      format: 'esm',
      platform: 'node',
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const outputs = Object.values(result.metafile.outputs).filter((o) => o.entryPoint);
    expect(outputs).toHaveLength(families.length);
    const found: Record<string, string[]> = {};
    for (const o of outputs) {
      const family = basename(dirname(o.entryPoint!));
      const inputs = Object.keys(o.inputs);
      expect(inputs, family).toContain('shared/api-messages.ts');
      const unwanted = inputs.filter(
        (i) =>
          i === 'shared/messages.ts' ||
          i.startsWith('frontend/') ||
          i.includes('node_modules/@aws-sdk/client-s3/') ||
          i.includes('node_modules/@aws-sdk/client-sesv2/') ||
          i.includes('node_modules/@aws-sdk/client-cognito-identity-provider/'),
      );
      if (unwanted.length > 0)
        found[family] = [
          ...new Set(
            unwanted.map((i) => i.replace(/(client-(s3|sesv2|cognito-identity-provider)\/).*/, '$1')),
          ),
        ];
    }
    expect(found).toEqual({});
  }, 120_000);

  it('importing a family bundle builds no zod schema, only the lazy wrappers of its routes', async () => {
    const outdir = resolve('node_modules/.cache/lambda-graph-import');
    await build({
      entryPoints: Object.fromEntries(families.map((f) => [f, familyEntry(f)])),
      bundle: true,
      outdir,
      outExtension: { '.js': '.mjs' },
      format: 'esm',
      platform: 'node',
      mainFields: ['module', 'main'],
      banner: {
        js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'silent',
    });
    const built: Record<string, Record<string, number>> = {};
    for (const family of families) {
      // zod calls the configured post-processor with every schema object it constructs.
      const script = `
        const built = {};
        globalThis.__zod_globalConfig = { postProcessor: (s) => {
          const kind = s._zod.def.type ?? 'check';
          if (kind !== 'lazy') built[kind] = (built[kind] ?? 0) + 1;
        } };
        await import(${JSON.stringify(pathToFileURL(join(outdir, `${family}.mjs`)).href)});
        process.stdout.write(JSON.stringify(built));`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1', POWERTOOLS_LOG_LEVEL: 'ERROR' },
        encoding: 'utf8',
      });
      const counts = JSON.parse(out) as Record<string, number>;
      if (Object.keys(counts).length > 0) built[family] = counts;
    }
    expect(built).toEqual({});
  }, 120_000);
});
