/**
 * The Lambda bundles, built the way infra/constructs/api.ts has the CDK build them (NodejsFunction
 * bundling: esbuild, ESM, minified, the `require` banner, platform node, the runtime's Node.js as
 * target, every dependency bundled), each beside a reference bundle built the same way that holds
 * exactly the AWS SDK clients the family bundles: the DynamoDB document client every family has,
 * plus the Cognito, SES v2 or S3 client (with the presigner) when the family uses one. Which
 * clients a family bundles is read from esbuild's metafile of the family's own build.
 *
 * Cold import: a fresh `node` process imports the bundle and prints how long the import took; the
 * references and the families are run interleaved, many times, and each family is compared with
 * its own reference by their medians.
 */
import { build, type BuildOptions } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { families, type Family } from '../../shared/routes';
import { familyEntry } from '../../infra/constructs/api';
import { median } from './stats';

/** The banner of api.ts: bundled CommonJS dependencies get the `require` an ESM module lacks. */
export const REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

const apiSourceFile = new URL('../../infra/constructs/api.ts', import.meta.url);

/**
 * The Node.js version of the Lambda runtime api.ts declares (`lambda.Runtime.NODEJS_<n>_X`):
 * NodejsFunction targets that version unless told otherwise.
 */
export function lambdaNodeVersion(apiSource = readFileSync(apiSourceFile, 'utf8')): number {
  const m = /lambda\.Runtime\.NODEJS_(\d+)_X/.exec(apiSource);
  if (!m) throw new Error('infra/constructs/api.ts declares no lambda.Runtime.NODEJS_<n>_X runtime');
  return Number(m[1]);
}

/**
 * What CDK's NodejsFunction passes to esbuild for the bundling options of api.ts: `--bundle
 * --platform=node --target=node<runtime> --format=esm --main-fields=module,main --minify
 * --sourcemap --banner:js=...` with no external module. {@link bundlingDrift} tells when api.ts
 * stops matching these.
 */
export function lambdaBuildOptions(apiSource = readFileSync(apiSourceFile, 'utf8')): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: `node${lambdaNodeVersion(apiSource)}`,
    format: 'esm',
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    banner: { js: REQUIRE_BANNER },
    external: [],
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  };
}

/** The fragments of api.ts's bundling that the options above mirror; each missing one is reported. */
export function bundlingDrift(apiSource = readFileSync(apiSourceFile, 'utf8')): string[] {
  const expected = [
    'format: nodejs.OutputFormat.ESM',
    "mainFields: ['module', 'main']",
    `banner: ${JSON.stringify(REQUIRE_BANNER)}`,
    'minify: true',
    'sourceMap: true',
    'externalModules: []',
  ];
  const normalized = apiSource.replace(/\s+/g, ' ');
  const missing = expected.filter((fragment) => !normalized.includes(fragment));
  // Options the mirror does not know would change the build: report any new key of `bundling`.
  const block = /bundling:\s*\{([\s\S]*?)\n\s*\},/.exec(apiSource)?.[1] ?? '';
  const known = new Set(['format', 'mainFields', 'banner', 'minify', 'sourceMap', 'externalModules']);
  for (const key of block.matchAll(/^\s*(\w+)\s*:/gm))
    if (!known.has(key[1] as string)) missing.push(`unknown bundling option ${key[1]}`);
  return missing;
}

export interface BuiltBundle {
  name: string;
  file: string;
  bytes: number;
}

/** A family's bundle, with the SDK packages it carries besides DynamoDB and its reference's name. */
export interface FamilyBundle extends BuiltBundle {
  sdkClients: SdkPackage[];
  reference: string;
}

/**
 * The SDK packages a family may carry besides the DynamoDB client, each as the reference holds
 * it: imported and its client created at import, as the DynamoDB client always was there (the
 * functions create theirs on first use, lambdas/composition.ts).
 */
const SDK_PACKAGES = {
  'client-cognito-identity-provider': {
    label: 'Cognito',
    short: 'cognito',
    source: `import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
export const cognito = new CognitoIdentityProviderClient({ maxAttempts: 3 });`,
  },
  'client-sesv2': {
    label: 'SESv2',
    short: 'sesv2',
    source: `import { SESv2Client } from '@aws-sdk/client-sesv2';
export const ses = new SESv2Client({ maxAttempts: 3 });`,
  },
  'client-s3': {
    label: 'S3',
    short: 's3',
    source: `import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
export const s3 = new S3Client({ maxAttempts: 3 });
export const get = (Key: string) => new GetObjectCommand({ Bucket: 'b', Key });`,
  },
  's3-request-presigner': {
    label: 'S3 presigner',
    short: 'presigner',
    source: `export { getSignedUrl } from '@aws-sdk/s3-request-presigner';`,
  },
} as const;
export type SdkPackage = keyof typeof SDK_PACKAGES;

/** The SDK packages (beyond the DynamoDB client) with code in a bundle (its output's inputs). */
export function sdkPackagesOf(inputs: string[]): SdkPackage[] {
  const found = new Set<SdkPackage>();
  for (const input of inputs)
    for (const name of Object.keys(SDK_PACKAGES) as SdkPackage[])
      if (input.includes(`node_modules/@aws-sdk/${name}/`)) found.add(name);
  return [...found].sort();
}

/** The reference's name for a set of SDK packages: 'reference' for DynamoDB alone, 'reference+sesv2'... */
export const referenceName = (packages: SdkPackage[]): string =>
  ['reference', ...packages.map((p) => SDK_PACKAGES[p].short)].join('+');

/** What a reference holds, for the table: "DynamoDB + Cognito + SESv2". */
export const referenceLabel = (packages: SdkPackage[]): string =>
  ['DynamoDB', ...packages.map((p) => SDK_PACKAGES[p].label)].join(' + ');

function referenceSource(packages: SdkPackage[]): string {
  return `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }));
export const handler = async () => db.config.region;
${packages.map((p) => SDK_PACKAGES[p].source).join('\n')}
`;
}

/**
 * Builds one bundle per family into outDir, and one reference per set of SDK packages the
 * families carry (always the DynamoDB-only one, 'reference').
 */
export async function buildBundles(
  outDir: string,
  repoRoot: string,
): Promise<{
  references: Record<string, BuiltBundle & { sdkClients: SdkPackage[] }>;
  families: Record<Family, FamilyBundle>;
}> {
  mkdirSync(outDir, { recursive: true });
  const options = lambdaBuildOptions();
  const one = async (name: string, entry: string): Promise<BuiltBundle & { inputs: string[] }> => {
    const dir = join(outDir, name);
    const result = await build({
      ...options,
      entryPoints: { index: entry },
      outdir: dir,
      absWorkingDir: repoRoot,
      metafile: true,
    });
    const file = join(dir, 'index.mjs');
    // The output's inputs, not the metafile's: those list every module esbuild read, tree-shaken
    // ones included (every family reads lambdas/composition.ts, which imports every client).
    const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined);
    const inputs = Object.entries(output?.inputs ?? {})
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([path]) => path);
    return { name, file, bytes: statSync(file).size, inputs };
  };
  const built = {} as Record<Family, FamilyBundle>;
  const sets = new Map<string, SdkPackage[]>([['reference', []]]);
  for (const family of families) {
    const { inputs, ...bundle } = await one(family, familyEntry(family));
    const sdkClients = sdkPackagesOf(inputs);
    const reference = referenceName(sdkClients);
    sets.set(reference, sdkClients);
    built[family] = { ...bundle, sdkClients, reference };
  }
  const references: Record<string, BuiltBundle & { sdkClients: SdkPackage[] }> = {};
  for (const [name, packages] of sets) {
    // The reference source lives in the repository so that it resolves the same node_modules.
    const entry = join(outDir, `${name}-entry.ts`);
    writeFileSync(entry, referenceSource(packages));
    const { inputs, ...bundle } = await one(name, entry);
    const holds = sdkPackagesOf(inputs);
    if (holds.join() !== packages.join())
      throw new Error(`reference ${name} bundles ${holds.join(', ') || 'no other SDK package'}`);
    references[name] = { ...bundle, sdkClients: packages };
  }
  return { references, families: built };
}

/** One fresh node process importing the bundle; answers the import's duration in ms. */
function coldImportOnce(file: string, env: NodeJS.ProcessEnv): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = Number(out);
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`importing ${file} failed (exit ${code}): ${err.slice(0, 500)}`));
    });
  });
}

/**
 * Cold import of every bundle, interleaved: each round imports every bundle (references and
 * families alike) once, in a fresh process each; answers each bundle's median by name. The order turns by one place each round, so
 * that no bundle always runs first or right after the same one (a fixed order made the reference,
 * always first, about 3% slower than copies of itself later in the round). The environment is the
 * one a function has in AWS (region, table names), without credentials: importing must not need
 * them.
 */
export async function measureColdImports(
  bundles: BuiltBundle[],
  rounds: number,
): Promise<Map<string, number>> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    NODE_OPTIONS: '',
    POWERTOOLS_LOG_LEVEL: 'WARN',
  };
  const times = new Map<string, number[]>(bundles.map((b) => [b.name, []]));
  // One warm-up round fills the OS file cache, so every measured round starts from the same state.
  const all = bundles;
  for (const b of all) await coldImportOnce(b.file, env);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < all.length; i++) {
      const b = all[(i + round) % all.length] as BuiltBundle;
      (times.get(b.name) as number[]).push(await coldImportOnce(b.file, env));
    }
  }
  return new Map([...times].map(([name, t]) => [name, median(t)]));
}
