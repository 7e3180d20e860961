/**
 * What a Lambda function's bundle carries, checked on the module graph of every family as the CDK
 * bundles it (one esbuild pass, every family an entry):
 * - exactly the AWS SDK clients its handlers use, beside the DynamoDB client every family has: the
 *   user pool client for auth, registration and member, SES v2 for registration (the order's
 *   confirmation goes through the outbox and its own sender, docs/decisions/0022), S3
 *   with its presigner for media and admin-files, the console's files
 *   (docs/decisions/0020-sdk-clients-in-the-functions.md), never for the rest of the console; a client
 *   pulled into a family that does not call it is tens of kB of every cold start;
 * - no hand-written AWS protocol code in lambdas/ (Signature Version 4 signing, X-Amz-Target JSON
 *   requests, an HTTP transport of its own): the SDK's clients do that (0020 supersedes 0014-0016);
 * - not the screens' texts (a function bundles shared/api-messages.ts; the screens' catalogs live in
 *   frontend/src) nor any other frontend code.
 *
 * And what importing a bundle may not do: build a zod schema. Every schema at module level is
 * `z.lazy` (shared/schemas/common.ts), built when a request first parses with it; the member
 * family once built 300 schema objects at import, a sixth of its cold start.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { familyEntry } from '../../infra/constructs/api';
import { families, type Family } from '../../shared/routes';

/** The SDK packages a family may bundle besides the DynamoDB client and lib-dynamodb. */
type SdkClient = 'client-cognito-identity-provider' | 'client-sesv2' | 'client-s3' | 's3-request-presigner';

/** What each family's handlers call; every family not named uses DynamoDB only. */
const expectedClients: Partial<Record<Family, SdkClient[]>> = {
  auth: ['client-cognito-identity-provider'],
  member: ['client-cognito-identity-provider'],
  registration: ['client-cognito-identity-provider', 'client-sesv2'],
  media: ['client-s3', 's3-request-presigner'],
  // An invited administrator's password and whether their authenticator is enrolled (workforce
  // pool); not S3: the console's files are admin-files, a function of their own.
  admin: ['client-cognito-identity-provider'],
  // The console's files in the exports bucket and their pre-signed download links.
  'admin-files': ['client-s3', 's3-request-presigner'],
  // Proof of coverage: the upload grant (a pre-signed POST), the ranged read and the deletion of a refused upload.
  'coverage-proof': ['client-s3', 's3-request-presigner'],
};

/** The SDK client packages (and the presigner) an esbuild output bundles, by package name. */
function bundledSdkClients(inputs: string[]): string[] {
  const names = new Set<string>();
  for (const input of inputs) {
    const m = /node_modules\/@aws-sdk\/((?:client-[a-z0-9-]+)|s3-request-presigner)\//.exec(input);
    if (m) names.add(m[1] as string);
  }
  return [...names].sort();
}

/** Marks of an AWS wire protocol written by hand: signing, JSON targets, a transport of its own. */
const PROTOCOL_CODE: [string, RegExp][] = [
  ['the SDK signer used directly (@smithy/signature-v4)', /['"]@smithy\/signature-v4['"]/],
  ['an HTTP transport used directly (@smithy/node-http-handler)', /['"]@smithy\/node-http-handler['"]/],
  [
    'SDK protocol internals (@smithy/core/protocols, /retry, /transport)',
    /['"]@smithy\/core\/(protocols|retry|transport)['"]/,
  ],
  ['Signature Version 4 by hand', /AWS4-HMAC-SHA256|aws4_request|X-Amz-Signature/i],
  ['an X-Amz-Target JSON call', /x-amz-target|application\/x-amz-json/i],
  ['an AWS endpoint written out', /\.amazonaws\.com/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('the Lambda bundles', () => {
  it("each family bundles exactly the SDK clients it uses, and neither the screens' texts nor frontend code", async () => {
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
    const outputs = Object.values(result.metafile.outputs).filter(
      (o): o is Metafile['outputs'][string] & { entryPoint: string } => o.entryPoint !== undefined,
    );
    expect(outputs).toHaveLength(families.length);
    const clients: Record<string, string[]> = {};
    const unwanted: Record<string, string[]> = {};
    for (const o of outputs) {
      const family = basename(dirname(o.entryPoint));
      const inputs = Object.keys(o.inputs);
      expect(inputs, family).toContain('shared/api-messages.ts');
      expect(bundledSdkClients(inputs), family).toContain('client-dynamodb');
      clients[family] = bundledSdkClients(inputs).filter((c) => c !== 'client-dynamodb');
      const wrong = inputs.filter((i) => i.startsWith('frontend/'));
      if (wrong.length > 0) unwanted[family] = wrong;
    }
    const expected = Object.fromEntries(families.map((f) => [f, [...(expectedClients[f] ?? [])].sort()]));
    expect(clients).toEqual(expected);
    expect(unwanted).toEqual({});
  }, 120_000);

  it('no hand-written AWS protocol code is left in lambdas/', () => {
    const found: string[] = [];
    for (const file of sourceFiles(resolve('lambdas'))) {
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of PROTOCOL_CODE)
        if (pattern.test(text)) found.push(`${file.slice(resolve('.').length + 1)}: ${what}`);
    }
    expect(found).toEqual([]);
  });

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
