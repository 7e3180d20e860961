/**
 * No module-level mutable state in the frontend outside its documented places (issue 25;
 * docs/architecture.md, "State that outlives a route"): `npm run lint` reports a module-level
 * `let` and an empty module-level Map/Set in a feature, and leaves the documented files alone.
 * ESLint runs through its Node API with the project's own eslint.config.js on files seeded in a
 * temporary copy of the layout, so the test checks the rule `npm run lint` applies.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');
const configFile = join(repoRoot, 'eslint.config.js');
const seededTree = mkdtempSync(join(tmpdir(), 'module-state-'));
afterAll(() => rmSync(seededTree, { recursive: true, force: true }));

function seed(relativePath: string, text: string): string {
  const file = join(seededTree, relativePath);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** The lines `no-restricted-syntax` reports in a seeded file. */
async function reportedLines(file: string): Promise<number[]> {
  const eslint = new ESLint({ cwd: seededTree, overrideConfigFile: configFile });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.severity === 2)
    .map((m) => m.line);
}

const stateful = [
  'let lastAnswer: string | null = null;',
  'export let exported = 0;',
  'const answers = new Map<string, number>();',
  'const seen = new Set<string>();',
  'export const remember = (k: string): void => {',
  '  lastAnswer = k;',
  '  exported += 1;',
  '  answers.set(k, 1);',
  '  seen.add(k);',
  '};',
  '',
].join('\n');

describe('module-level state in npm run lint', () => {
  it('reports a module-level let, an exported let and empty module-level Map and Set in a feature', async () => {
    const file = seed('frontend/src/features/cart/seeded-state.ts', stateful);
    expect(await reportedLines(file)).toEqual([1, 2, 3, 4]);
  });

  it('allows constants, a filled lookup set, and state inside functions and components', async () => {
    const file = seed(
      'frontend/src/features/plans/seeded-constants.ts',
      [
        "const metals = new Set(['Bronze', 'Silver', 'Gold']);",
        'export const limit = 10;',
        'export function count(list: string[]): number {',
        '  let n = 0;',
        '  const kept = new Map<string, number>();',
        '  for (const item of list) if (metals.has(item)) kept.set(item, (n += 1));',
        '  return kept.size + limit;',
        '}',
        '',
      ].join('\n'),
    );
    expect(await reportedLines(file)).toEqual([]);
  });

  it('leaves the documented places alone (the builder store, the session, the language, the runtime configuration)', async () => {
    for (const path of [
      'frontend/src/enrollment/state/builder-store.ts',
      'frontend/src/lib/auth.ts',
      'frontend/src/lib/i18n.ts',
      'frontend/src/config/env.ts',
    ]) {
      expect(await reportedLines(seed(path, stateful)), path).toEqual([]);
    }
  });
});
