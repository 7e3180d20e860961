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

/** The `{name}` placeholders of an ICU message, sorted (plural and select arguments included). */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*(?:,|\})/g)) names.add(m[1] as string);
  return [...names].sort();
}

/**
 * What is wrong with the translations beside each catalog (`texts/<locale>.ts`): a key missing or
 * extra, a placeholder changed. A text left equal to the English is allowed (a name, 'HSA').
 */
export function translationProblems(srcDir: string, locale: string): string[] {
  const problems: string[] = [];
  for (const c of readCatalogs(srcDir)) {
    const file = join(srcDir, c.file.replace(/en\.ts$/, `${locale}.ts`));
    let translated: Record<string, string>;
    try {
      translated = catalogTexts(file, readFileSync(file, 'utf8'));
    } catch (err) {
      problems.push(`${c.file}: no ${locale} translation (${(err as Error).message})`);
      continue;
    }
    for (const key of Object.keys(c.texts))
      if (!(key in translated)) problems.push(`${file}: missing ${key}`);
    for (const [key, text] of Object.entries(translated)) {
      const english = c.texts[key];
      if (english === undefined) problems.push(`${file}: ${key} is not in the English catalog`);
      else if (placeholdersOf(english).join() !== placeholdersOf(text).join())
        problems.push(
          `${file}: ${key} has {${placeholdersOf(text).join(', ')}}, English {${placeholdersOf(english).join(', ')}}`,
        );
    }
  }
  return problems.map((p) => p.replace(srcDir + '/', ''));
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

/**
 * Texts read when a module loads (outside any function), e.g. a module-level table of labels:
 * they are frozen in the language of that moment and miss a translation loaded with the route
 * or a later switch. `file:line call` for each.
 */
export function textsReadAtLoad(srcDir: string): string[] {
  const found: string[] = [];
  for (const file of filesUnder(srcDir).filter((f) => !/[\\/]texts[\\/]/.test(f))) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node, inFunction: boolean): void => {
      const inside = inFunction || ts.isFunctionLike(node);
      const callee = ts.isCallExpression(node) ? node.expression.getText() : '';
      // Reading a text: `cartTexts(...)`, `apiTexts()`; `withTexts(...)` and `routeWithTexts(...)`
      // only wrap a loader.
      if (!inside && /^(\w+Texts|apiTexts)$/.test(callee) && !/^(withTexts|routeWithTexts)$/.test(callee))
        found.push(
          `${relative(srcDir, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText().slice(0, 50)}`,
        );
      ts.forEachChild(node, (child) => visit(child, inside));
    };
    visit(sf, false);
  }
  return found;
}
