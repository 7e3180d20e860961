/**
 * The builder's kit styles (issue 41): the builder and the pages after it import the Amplify UI
 * stylesheets of the components they use, not the kit's whole stylesheet. Every component they
 * import must be listed with its stylesheets, every stylesheet listed must be imported, and the
 * imports must keep the order of the kit's whole stylesheet (later rules win).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builderKitComponents } from '../../frontend/src/features/builder/theme/builder-theme';

const srcDir = join(import.meta.dirname, '../../frontend/src');
const kitDir = join(import.meta.dirname, '../../node_modules/@aws-amplify/ui-react/dist');
const themeFile = join(srcDir, 'features/builder/theme/builder-theme.tsx');

/** The kit components imported (as values) by the portal's files outside the console. */
function componentsUsed(): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /(^|[\\/])admin/.test(file)) continue;
    const text = readFileSync(join(srcDir, file), 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@aws-amplify\/ui-react'/g))
      for (const name of (m[1] ?? '').split(','))
        if (name.trim() && !name.trim().startsWith('type ')) used.add(name.trim());
  }
  return used;
}

const imported = [
  ...readFileSync(themeFile, 'utf8').matchAll(/import '@aws-amplify\/ui-react\/styles\/([\w-]+)\.css';/g),
].map((m) => m[1] as string);

describe("the builder's kit stylesheets", () => {
  it('list every kit component the builder and the pages after it import', () => {
    const used = componentsUsed();
    expect(used.size).toBeGreaterThan(5);
    expect(
      [...used].filter((c) => !(c in builderKitComponents)),
      relative(srcDir, themeFile),
    ).toEqual([]);
  });

  it("import every stylesheet the components need, the kit's base first, and no other", () => {
    const needed = new Set(Object.values(builderKitComponents).flat());
    expect(imported[0]).toBe('base');
    expect(new Set(imported.slice(1))).toEqual(needed);
    expect(imported.length).toBe(needed.size + 1);
  });

  it("keep the order of the kit's whole stylesheet", () => {
    const whole = readFileSync(join(kitDir, 'styles.css'), 'utf8');
    const at = imported.map((name) => {
      const own = readFileSync(join(kitDir, 'styles', `${name}.css`), 'utf8').trim();
      const position = whole.indexOf(own.slice(0, 200));
      expect(position, name).toBeGreaterThanOrEqual(0);
      return position;
    });
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
