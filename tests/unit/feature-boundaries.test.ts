/**
 * The frontend's feature fences (issue 25, item 2; docs/architecture.md) and the source's import
 * graph (issue 38, item 4): `npm run lint` fails on an import cycle anywhere in shared/, lambdas/,
 * infra/ and the frontend (static, re-exported or dynamic; the rule leaves type-only imports
 * out, which erase at compile time) and on a feature reaching into another's
 * internals (the tree as it is passing is the lint step's own verdict). The checks run ESLint through its Node API with the project's own
 * eslint.config.js, so they test the rule `npm run lint` applies, not a copy of it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');
const configFile = join(repoRoot, 'eslint.config.js');
const fenceRules = new Set(['import-x/no-cycle', 'import-x/no-restricted-paths']);

/** The messages of the two fence rules only: other rules are not what these tests are about. */
function fenceMessages(results: ESLint.LintResult[]): (Linter.LintMessage & { file: string })[] {
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId !== null && fenceRules.has(message.ruleId))
      .map((message) => ({ ...message, file: result.filePath })),
  );
}

/**
 * A copy of the frontend's layout in a temporary directory with two files of the cart and plans
 * features importing each other, linted with the project's config: the seeded files never sit in
 * the working tree, where another `npm run lint` could trip over them.
 */
const seededTree = mkdtempSync(join(tmpdir(), 'feature-cycle-'));
afterAll(() => rmSync(seededTree, { recursive: true, force: true }));

function seed(relativePath: string, text: string): string {
  const file = join(seededTree, relativePath);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

describe('the feature fences in npm run lint', () => {
  it('report an import cycle between two features, on both sides, as a cycle and as a fence crossed', async () => {
    const cartSide = seed(
      'frontend/src/features/cart/seeded-cycle.ts',
      "import { plansSide } from '../plans/seeded-cycle';\nexport const cartSide = (): string => plansSide();\n",
    );
    const plansSide = seed(
      'frontend/src/features/plans/seeded-cycle.ts',
      "import { cartSide } from '../cart/seeded-cycle';\nexport const plansSide = (): string => cartSide();\n",
    );
    const eslint = new ESLint({ cwd: seededTree, overrideConfigFile: configFile });
    const messages = fenceMessages(await eslint.lintFiles([cartSide, plansSide]));
    for (const file of [cartSide, plansSide]) {
      const rules = messages.filter((m) => m.file === file).map((m) => m.ruleId);
      expect(rules).toContain('import-x/no-cycle');
      expect(rules).toContain('import-x/no-restricted-paths');
    }
    expect(messages.every((m) => m.severity === 2)).toBe(true);
  });

  it.each([
    [
      'lambdas/rules',
      'a static import',
      "import { b } from './seeded-b';",
      "import { a } from './seeded-a';",
    ],
    ['infra/ops', 'a re-export', "export { b } from './seeded-b';", "import { a } from './seeded-a';"],
    [
      'frontend/src/lib',
      'a dynamic import() back',
      "import { b } from './seeded-b';",
      "export const lazy = () => import('./seeded-a');",
    ],
  ])('reports an import cycle in %s (%s) anywhere in the source', async (dir, _kind, aImports, bImports) => {
    const a = seed(`${dir}/seeded-a.ts`, `${aImports}\nexport const a = 1;\nexport type A = number;\n`);
    const b = seed(`${dir}/seeded-b.ts`, `${bImports}\nexport const b = 2;\nexport type B = string;\n`);
    const eslint = new ESLint({ cwd: seededTree, overrideConfigFile: configFile });
    const messages = fenceMessages(await eslint.lintFiles([a, b]));
    expect(
      messages.filter((m) => m.ruleId === 'import-x/no-cycle' && m.severity === 2).length,
    ).toBeGreaterThan(0);
  });

  it("reports a feature that reaches into another feature's internals", async () => {
    const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: configFile });
    const results = await eslint.lintText(
      "import { HsaStep } from '../builder/steps/hsa';\nexport const reachedThrough = HsaStep;\n",
      { filePath: join(repoRoot, 'frontend/src/features/plans/seeded-reach-through.ts') },
    );
    const messages = fenceMessages(results);
    expect(messages.map((m) => [m.ruleId, m.severity])).toEqual([['import-x/no-restricted-paths', 2]]);
    expect(messages[0]?.message).toMatch(/A feature imports no other feature/);
  });

  it('reports a shared layer that imports a feature', async () => {
    const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: configFile });
    const results = await eslint.lintText(
      "import { HsaStep } from '../features/builder/steps/hsa';\nexport const upward = HsaStep;\n",
      { filePath: join(repoRoot, 'frontend/src/enrollment/seeded-upward.ts') },
    );
    expect(fenceMessages(results).map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });

  // That the tree as it is has no cycle and crosses no fence is `npm run lint`'s own verdict:
  // `npm test` runs it on the whole tree before Vitest, and it fails on any message of these rules.
  // A second whole-tree lint here took 40 s of the suite for the same answer.
});
