/**
 * The Lambda bundles, built the way infra/constructs/api.ts has the CDK build them (NodejsFunction
 * bundling: esbuild, ESM, minified, the `require` banner, platform node, the runtime's Node.js as
 * target, every dependency bundled), beside a reference bundle that only creates a DynamoDB
 * document client, built the same way.
 *
 * Cold import: a fresh `node` process imports the bundle and prints how long the import took; the
 * reference and the candidates are run interleaved, many times, and compared by their medians.
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

const REFERENCE_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }));
export const handler = async () => db.config.region;
`;

/** Builds the reference and one bundle per family into outDir. */
export async function buildBundles(
  outDir: string,
  repoRoot: string,
): Promise<{ reference: BuiltBundle; families: Record<Family, BuiltBundle> }> {
  mkdirSync(outDir, { recursive: true });
  const options = lambdaBuildOptions();
  const one = async (name: string, entry: string): Promise<BuiltBundle> => {
    const dir = join(outDir, name);
    await build({ ...options, entryPoints: { index: entry }, outdir: dir, absWorkingDir: repoRoot });
    const file = join(dir, 'index.mjs');
    return { name, file, bytes: statSync(file).size };
  };
  // The reference source lives in the repository so that it resolves the same node_modules.
  const refEntry = join(outDir, 'reference-entry.ts');
  writeFileSync(refEntry, REFERENCE_SOURCE);
  const reference = await one('reference', refEntry);
  const built = {} as Record<Family, BuiltBundle>;
  for (const family of families) built[family] = await one(family, familyEntry(family));
  return { reference, families: built };
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

export interface ColdImport {
  name: string;
  medianMs: number;
  /** Median of this bundle / median of the reference. */
  ratio: number;
}

/**
 * Cold import of every bundle, interleaved with the reference: each round imports the reference
 * and every candidate once, in a fresh process each. The order turns by one place each round, so
 * that no bundle always runs first or right after the same one (a fixed order made the reference,
 * always first, about 3% slower than copies of itself later in the round). The environment is the
 * one a function has in AWS (region, table names), without credentials: importing must not need
 * them.
 */
export async function measureColdImports(
  reference: BuiltBundle,
  candidates: BuiltBundle[],
  rounds: number,
): Promise<{ reference: number; results: ColdImport[] }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    NODE_OPTIONS: '',
    POWERTOOLS_LOG_LEVEL: 'WARN',
  };
  const times = new Map<string, number[]>([
    [reference.name, []],
    ...candidates.map((c) => [c.name, []] as [string, number[]]),
  ]);
  // One warm-up round fills the OS file cache, so every measured round starts from the same state.
  const all = [reference, ...candidates];
  for (const b of all) await coldImportOnce(b.file, env);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < all.length; i++) {
      const b = all[(i + round) % all.length] as BuiltBundle;
      (times.get(b.name) as number[]).push(await coldImportOnce(b.file, env));
    }
  }
  const ref = median(times.get(reference.name) as number[]);
  return {
    reference: ref,
    results: candidates.map((c) => {
      const m = median(times.get(c.name) as number[]);
      return { name: c.name, medianMs: m, ratio: m / ref };
    }),
  };
}
