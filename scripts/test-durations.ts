/**
 * Keeps tests/durations.json, the order hint of tests/helpers/sequencer.ts: each test file's
 * duration in the last run recorded by vitest on this machine (its results cache under
 * node_modules/.vite/vitest), in seconds. Run it after a whole `npm test` on a machine of CI's
 * kind (2 cores), so the recorded durations are those of files running beside each other:
 *
 *   npm test && npm run test:durations
 *
 * or name the results of a run elsewhere (a fresh clone's):
 * `npm run test:durations -- /tmp/fresh/node_modules/.vite/vitest/<hash>/results.json`.
 *
 * Files the last run did not reach keep their recorded durations; files that no longer exist are
 * dropped.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { durationsFile, readDurations, type Durations } from '../tests/helpers/sequencer';

const root = resolve('.');
const cacheDir = join(root, 'node_modules/.vite/vitest');

/** The newest results cache vitest wrote (one directory per configuration hash). */
function newestResults(): string | undefined {
  if (!existsSync(cacheDir)) return undefined;
  return readdirSync(cacheDir)
    .map((d) => join(cacheDir, d, 'results.json'))
    .filter((f) => existsSync(f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

const results = process.argv[2] ?? newestResults();
if (!results) {
  console.error('test:durations: no vitest results cache yet; run `npm test` first.');
  process.exit(1);
}
const cached = JSON.parse(readFileSync(results, 'utf8')) as {
  results: Array<[string, { duration?: number }]>;
};
const merged: Durations = { ...readDurations(root) };
for (const [key, { duration }] of cached.results)
  if (typeof duration === 'number') merged[key] = Math.round(duration / 100) / 10;
const kept = Object.fromEntries(
  Object.entries(merged)
    .filter(([key]) => existsSync(join(root, key.slice(key.indexOf(':') + 1))))
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(join(root, durationsFile), `${JSON.stringify(kept, null, 2)}\n`);
console.log(`test:durations: ${Object.keys(kept).length} files recorded in ${durationsFile} from ${results}`);
