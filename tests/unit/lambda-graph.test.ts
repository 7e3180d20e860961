/**
 * What a Lambda function's bundle may not carry, checked on the module graph of every family as
 * the CDK bundles it (one esbuild pass, every family an entry): the screens' texts (a function
 * bundles shared/api-messages.ts, not shared/messages.ts), frontend code, an S3 client (the
 * media family signs its links without one: docs/decisions/0014) and the SDK's SES client (mail is
 * sent by lambdas/adapters/ses.ts: docs/decisions/0015). Each of these once added tens of kB to a
 * cold start (docs/performance.md); this fails when one comes back.
 */
import { build } from 'esbuild';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyEntry } from '../../infra/constructs/api';
import { families } from '../../shared/routes';

describe('the Lambda bundles', () => {
  it("no family bundles the screens' texts, frontend code, an S3 client or the SDK's SES client", async () => {
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
          i.includes('node_modules/@aws-sdk/client-sesv2/'),
      );
      if (unwanted.length > 0)
        found[family] = [...new Set(unwanted.map((i) => i.replace(/(client-(s3|sesv2)\/).*/, '$1')))];
    }
    expect(found).toEqual({});
  }, 120_000);
});
