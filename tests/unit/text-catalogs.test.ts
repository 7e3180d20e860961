/**
 * The portal's texts (issue 25 item 4, docs/i18n.md): every key of a catalog is read by some code,
 * no text is written twice (across the catalogs, or beside a text of the API), each catalog has its
 * own namespace, and every catalog compiles. The checker is also run on a seeded tree, so the
 * test fails when the checks stop finding what they look for.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import {
  catalogProblems,
  readCatalogs,
  textsReadAtLoad,
  translationProblems,
} from '../helpers/text-catalogs';

const srcDir = join(import.meta.dirname, '../../frontend/src');
const apiTexts: Record<string, string> = Object.fromEntries(
  Object.entries(apiMessages).flatMap(([key, text]) =>
    typeof text === 'string' ? [[`apiMessages.${key}`, text] as const] : [],
  ),
);

describe("the portal's text catalogs", () => {
  it('have no unused key, no text written twice and no shared namespace', () => {
    expect(catalogProblems(srcDir, apiTexts)).toEqual([]);
  });

  it('are translated into Spanish key for key, with the same placeholders', () => {
    expect(translationProblems(srcDir, 'es')).toEqual([]);
  });

  it("are read while rendering, never when a module loads (so a route's translation and a switch apply)", () => {
    expect(textsReadAtLoad(srcDir)).toEqual([]);
  });

  it('cover the screens: every area that shows text has its catalog', () => {
    const files = readCatalogs(srcDir).map((c) => c.file);
    for (const area of ['app', 'features/landing', 'features/cart', 'features/plans', 'features/profile'])
      expect(files).toContain(`${area}/texts/en.ts`);
  });

  it('are compiled by the build (frontend/texts-plugin.ts): no message parser runs in the browser', async () => {
    for (const c of readCatalogs(srcDir)) {
      const { default: compiled } = (await import(join(srcDir, c.file))) as {
        default: Record<string, unknown>;
      };
      expect(Object.keys(compiled)).toEqual(Object.keys(c.texts));
      for (const message of Object.values(compiled)) expect(Array.isArray(message)).toBe(true);
    }
    const { default: app } = (await import(join(srcDir, 'app/texts/en.ts'))) as {
      default: Record<string, unknown>;
    };
    expect(app.pageNotFound).toEqual(['There is no page at ', ['path'], '.']);
  });
});

describe('the catalog checker, on a seeded tree', () => {
  const tree = mkdtempSync(join(tmpdir(), 'text-catalogs-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const seed = (path: string, text: string) => {
    mkdirSync(join(tree, path, '..'), { recursive: true });
    writeFileSync(join(tree, path), text);
  };
  seed(
    'features/a/texts/en.ts',
    "export default { title: 'Your Cart', unused: 'Never read', again: 'Your Cart', api: 'Login failed.' } as const;\n",
  );
  seed('features/a/texts/index.ts', "export const aTexts = defineTexts('a', en);\n");
  seed('features/b/texts/en.ts', "export default { other: 'Other' } as const;\n");
  seed('features/b/texts/index.ts', "export const bTexts = defineTexts('a', en);\n");
  seed(
    'features/a/page.tsx',
    "aTexts('title'); aTexts(\n  'again'); aTexts('api'); bTexts('other'); cartTexts('unused');\n",
  );

  it('names an unused key, a text written twice, a text of the API repeated and a shared namespace', () => {
    const problems = catalogProblems(tree, { 'apiMessages.loginFailed': 'Login failed.' });
    expect(problems).toEqual(
      expect.arrayContaining([
        "unused text aTexts('unused') in features/a/texts/en.ts",
        `the same text under aTexts('title'), aTexts('again'): "Your Cart"`,
        `the same text under apiMessages.loginFailed, aTexts('api'): "Login failed."`,
        expect.stringMatching(/^namespace "a" is used by /),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('names a translation that lacks a key, adds one or changes a placeholder', () => {
    seed('features/c/texts/en.ts', "export default { hello: 'Hello {name}', bye: 'Bye' } as const;\n");
    seed('features/c/texts/index.ts', "export const cTexts = defineTexts('c', en);\n");
    seed('features/c/texts/es.ts', "export default { hello: 'Hola {nombre}', extra: 'Extra' } as const;\n");
    const problems = translationProblems(tree, 'es').filter((p) => p.includes('features/c/'));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/missing bye$/),
        expect.stringMatching(/extra is not in the English catalog$/),
        expect.stringMatching(/hello has \{nombre\}, English \{name\}$/),
      ]),
    );
    expect(problems).toHaveLength(3);
  });
});
