/**
 * The browser never receives the rating tables: premiums are computed by the server, and the age
 * curves and state rating rules are the server's data. The frontend's module graph (every route,
 * lazy ones included) must not reach them; when a build is present (npm test builds before it
 * runs), its chunks must not contain them either.
 */
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ratingModules = ['shared/data/age-curves.ts', 'shared/data/rating-rules.ts', 'shared/domain/rating.ts'];

describe('the frontend and the rating data', () => {
  it('no module of the frontend, lazy routes included, imports the age curves or the rating rules', async () => {
    const result = await build({
      entryPoints: ['frontend/src/main.tsx'],
      bundle: true,
      write: false,
      metafile: true,
      outdir: 'node_modules/.cache/frontend-graph',
      format: 'esm',
      splitting: true,
      platform: 'browser',
      jsx: 'automatic',
      logLevel: 'silent',
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
      external: ['virtual:*'],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((i) => i.startsWith('frontend/src/app/routes/'))).toBe(true);
    expect(inputs.filter((i) => ratingModules.includes(i))).toEqual([]);
  }, 60_000);

  const dist = 'frontend/dist/assets';
  it.skipIf(!existsSync(dist))('no chunk of the frontend build carries the age curves', () => {
    const chunks = readdirSync(dist).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const carrying = chunks.filter((f) =>
      /Market Rating Reforms|45 CFR 147\.102/.test(readFileSync(join(dist, f), 'utf8')),
    );
    expect(carrying).toEqual([]);
  });
});
