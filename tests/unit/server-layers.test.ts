/**
 * The server's layers as docs/architecture.md draws them, checked on the source (issue 27 item 5):
 * - a rule (lambdas/rules/) or an access flow (lambdas/access/) takes the ports it needs as
 *   arguments: none reaches the composition (lambdas/composition.ts), directly or through another
 *   module, so a test can hand any rule its own ports;
 * - the ports the adapters implement are declared under lambdas/: shared/ holds only what the
 *   browser runs too, never a flow's ports;
 * - the environment is read once, by the composition's schema;
 * - the adapters write the member's key and the DynamoDB pagination loop once each (the loop is
 *   lib-dynamodb's `paginateQuery`), and the empty member once;
 * - no route can answer 501: the not-implemented path is gone from the middleware chain.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const read = (file: string): string => readFileSync(join(root, file), 'utf8');

/** The code of a module without its comments, so that a comment naming a thing does not count. */
const code = (file: string): string =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** The project modules a module imports (relative specifiers), as paths from the root. */
function imports(file: string): string[] {
  const found: string[] = [];
  for (const m of code(file).matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const target = resolve(join(root, dirname(file)), m[1] as string);
    for (const candidate of [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')])
      if (existsSync(candidate) && statSync(candidate).isFile()) {
        found.push(relative(root, candidate));
        break;
      }
  }
  return found;
}

/** The chain of imports from `file` to `target`, or undefined when `target` is not reached. */
function pathTo(file: string, target: string, seen = new Set<string>()): string[] | undefined {
  if (file === target) return [file];
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const next of imports(file)) {
    const rest = pathTo(next, target, seen);
    if (rest) return [file, ...rest];
  }
  return undefined;
}

describe('the server layers', () => {
  it('no rule or access flow reaches the composition: each takes its ports as arguments', () => {
    const rules = [...sourceFiles('lambdas/rules'), ...sourceFiles('lambdas/access')];
    expect(rules.length).toBeGreaterThan(5);
    const offenders = rules
      .map((f) => pathTo(f, 'lambdas/composition.ts'))
      .filter((p): p is string[] => p !== undefined)
      .map((p) => p.join(' -> '));
    expect(offenders).toEqual([]);
  });

  it("the access flows and every port an adapter implements live under lambdas/, not in the browser's shared/", () => {
    expect(sourceFiles('lambdas/access').length).toBeGreaterThan(0);
    const offenders: string[] = [];
    for (const file of sourceFiles('lambdas/adapters')) {
      const src = code(file);
      for (const m of src.matchAll(/implements\s+([\w\s,]+?)\s*\{/g)) {
        for (const port of (m[1] as string).split(',').map((s) => s.trim())) {
          const from = new RegExp(`import[^;]*\\b${port}\\b[^;]*from\\s*'([^']+)'`).exec(src)?.[1];
          const where = from && relative(root, resolve(join(root, dirname(file)), from));
          if (!where?.startsWith('lambdas/')) offenders.push(`${file}: ${port} from ${where}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the environment is read in one place: the schema of lambdas/env.ts', () => {
    const readers = [...sourceFiles('lambdas'), ...sourceFiles('shared')].filter((f) =>
      /process\.env\b/.test(code(f)),
    );
    expect(readers).toEqual(['lambdas/env.ts']);
    expect(code('lambdas/env.ts').match(/process\.env\b/g)).toHaveLength(1);
  });

  it("the adapters write the member's key, the pagination loop and the empty member once each", () => {
    const adapters = sourceFiles('lambdas/adapters');
    const count = (pattern: RegExp) => adapters.flatMap((f) => (code(f).match(pattern) ?? []).map(() => f));
    expect(count(/`MEMBER#/g)).toHaveLength(1);
    // The paginators follow the pages; only query-all.ts's queryPage names the keys, for a page a
    // client asks for by its cursor (the console's activity log).
    expect(count(/LastEvaluatedKey|ExclusiveStartKey/g)).toEqual([
      'lambdas/adapters/query-all.ts',
      'lambdas/adapters/query-all.ts',
    ]);
    // The blank member record: a run of its nulled address fields appears in one module only.
    const blanks = [
      ...adapters,
      ...sourceFiles('lambdas/access'),
      ...sourceFiles('lambdas/rules'),
      ...sourceFiles('shared/domain'),
    ].filter((f) => /address1:\s*null,\s*address2:\s*null/.test(code(f)));
    expect(blanks).toHaveLength(1);
  });

  it('no route can answer 501: the not-implemented path is gone from the chain', () => {
    expect(existsSync(join(root, 'lambdas/middleware/not-implemented.ts'))).toBe(false);
    const chain = [...sourceFiles('lambdas/middleware'), 'shared/domain/errors.ts', 'shared/api-messages.ts'];
    expect(chain.filter((f) => /\b501\b|NotImplemented|notImplemented/.test(code(f)))).toEqual([]);
  });
});
