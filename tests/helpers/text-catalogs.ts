/**
 * Reads the portal's text catalogs from source (frontend/src/**\/texts/en.ts and the index.ts
 * beside each, which names its text function) and finds what a maintainer must fix: a key no code
 * reads, two keys with the same text (in the catalogs or beside a text of the API), and two
 * catalogs with one namespace. tests/unit/text-catalogs.test.ts runs it on the repository and on
 * a seeded tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface CatalogEntry {
  /** The catalog's file, relative to the source root. */
  file: string;
  namespace: string;
  /** The function its index.ts exports (`cartTexts`). */
  fn: string;
  texts: Record<string, string>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The key/text pairs of a catalog's `export default { ... }`, as written. */
export function catalogTexts(file: string, source: string): Record<string, string> {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  const texts: Record<string, string> = {};
  const exported = sf.statements.find(ts.isExportAssignment);
  if (!exported) throw new Error(`${file}: no default export`);
  let object: ts.Expression = exported.expression;
  while (
    ts.isAsExpression(object) ||
    ts.isSatisfiesExpression(object) ||
    ts.isParenthesizedExpression(object)
  )
    object = object.expression;
  if (!ts.isObjectLiteralExpression(object)) throw new Error(`${file}: the default export is not an object`);
  for (const p of object.properties) {
    if (!ts.isPropertyAssignment(p)) throw new Error(`${file}: ${p.getText()} is not a key: 'text' pair`);
    const key = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : p.name.getText();
    const value = p.initializer;
    if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value))
      throw new Error(`${file}: the text of ${key} is not a literal`);
    texts[key] = value.text;
  }
  return texts;
}

export function readCatalogs(srcDir: string): CatalogEntry[] {
  return filesUnder(srcDir)
    .filter((f) => /[\\/]texts[\\/]en\.ts$/.test(f))
    .map((file) => {
      const index = readFileSync(join(file, '..', 'index.ts'), 'utf8');
      const named = /export const (\w+) = defineTexts\(\s*'([\w-]+)'/.exec(index);
      if (!named) throw new Error(`${file}: its index.ts exports no defineTexts function`);
      return {
        file: relative(srcDir, file),
        fn: named[1] as string,
        namespace: named[2] as string,
        texts: catalogTexts(file, readFileSync(file, 'utf8')),
      };
    });
}

/**
 * What is wrong with the catalogs under srcDir: unused keys, repeated texts, shared namespaces.
 * `otherTexts` are texts kept elsewhere (the API's) that no catalog may repeat.
 */
export function catalogProblems(srcDir: string, otherTexts: Record<string, string> = {}): string[] {
  const catalogs = readCatalogs(srcDir);
  const code = filesUnder(srcDir)
    .filter((f) => !/[\\/]texts[\\/]/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const problems: string[] = [];
  const byNamespace = new Map<string, string>();
  const byText = new Map<string, string[]>();
  for (const [key, text] of Object.entries(otherTexts)) byText.set(text, [key]);
  for (const c of catalogs) {
    const first = byNamespace.get(c.namespace);
    if (first) problems.push(`namespace "${c.namespace}" is used by ${first} and ${c.file}`);
    byNamespace.set(c.namespace, c.file);
    for (const [key, text] of Object.entries(c.texts)) {
      const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`\\b${c.fn}\\(\\s*'${escaped}'`).test(code))
        problems.push(`unused text ${c.fn}('${key}') in ${c.file}`);
      byText.set(text, [...(byText.get(text) ?? []), `${c.fn}('${key}')`]);
    }
  }
  for (const [text, keys] of byText)
    if (keys.length > 1) problems.push(`the same text under ${keys.join(', ')}: "${text}"`);
  return problems;
}
