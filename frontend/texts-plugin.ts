import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * Compiles the portal's text catalogs at build time, so the browser carries no message parser
 * (docs/decisions/0026). A catalog is a module `texts/<locale>.ts` that default-exports an object
 * of ICU messages written as plain string literals (`'There is no page at {path}.'`); this plugin
 * replaces each message by Lingui's compiled form, which `@lingui/core` interpolates. The portal's
 * build (vite.config.ts), the bench's build and every Vitest project use it.
 */
export const catalogFile = /[\\/]texts[\\/][a-z]{2}(?:-[A-Z]{2})?\.ts$/;

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The string a catalog value spells: a string literal or a template without expressions. */
function literalText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked;
  }
  return undefined;
}

function keyName(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** The compiled catalog of a catalog module's (already type-stripped) code. */
export function compileCatalog(program: Node, id: string): Record<string, unknown> {
  const fail = (what: string): never => {
    throw new Error(`${id}: ${what}. A text catalog default-exports an object of string literals.`);
  };
  const body = program.body as Node[];
  const exported = body.find((n) => n.type === 'ExportDefaultDeclaration');
  if (!exported) return fail('no default export');
  let object = exported.declaration as Node;
  // `export default { ... } as const` arrives type-stripped; a `satisfies` or a paren may remain.
  while (object.type !== 'ObjectExpression' && object.expression) object = object.expression as Node;
  if (object.type !== 'ObjectExpression') return fail('the default export is not an object');
  const compiled: Record<string, unknown> = {};
  for (const property of object.properties as Node[]) {
    if (property.type !== 'Property' || property.computed) fail('a key is not a plain name');
    const key = keyName(property.key as Node) ?? fail('a key is not a plain name');
    const text = literalText(property.value as Node) ?? fail(`the text of "${key}" is not a literal`);
    try {
      compiled[key] = compileMessage(text);
    } catch (err) {
      fail(`the text of "${key}" is not a valid ICU message (${(err as Error).message})`);
    }
  }
  return compiled;
}

export function textCatalogs(): Plugin {
  return {
    name: 'portal-text-catalogs',
    // After TypeScript is stripped, so the module is plain JavaScript to parse.
    enforce: 'post',
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      if (!catalogFile.test(file)) return null;
      const compiled = compileCatalog(this.parse(code) as unknown as Node, file);
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}
