/**
 * The builder's Amplify UI theme reaches the page as a stylesheet (decision 0011): the portal's
 * content security policy refuses the `<style>` element Amplify's ThemeProvider would insert. The
 * stylesheet must say exactly what the theme object says, in the variable names Amplify's own
 * createTheme gives them, and nothing may insert a theme style at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTheme } from '@aws-amplify/ui';
import { describe, expect, it } from 'vitest';
import { builderTheme } from '../../frontend/src/features/builder/theme/builder-theme-tokens';

const repoRoot = join(import.meta.dirname, '../..');
const stylesheet = readFileSync(join(repoRoot, 'frontend/src/styles/builder-theme.css'), 'utf8');

/** Each token of the theme object as `--amplify-<path>: <value>`. */
function declarations(tokens: object, path: string[] = []): string[] {
  return Object.entries(tokens).flatMap(([key, node]: [string, unknown]) => {
    if (node && typeof node === 'object' && 'value' in node)
      return [`--amplify-${[...path, key].join('-')}: ${String((node as { value: unknown }).value)}`];
    return node && typeof node === 'object' ? declarations(node, [...path, key]) : [];
  });
}

const expected = declarations(builderTheme.tokens ?? {});

/** The declarations of the stylesheet's rule for the builder's theme name. */
function ruleOf(css: string, selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return [];
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return body
    .split(';')
    .map((d) => d.replace(/\/\*[\s\S]*?\*\//g, '').trim())
    .filter(Boolean);
}

describe('the builder theme stylesheet', () => {
  it('names each token as Amplify createTheme does', () => {
    const generated = createTheme(builderTheme)
      .cssText.split('\n')
      .map((l) => l.trim().replace(/;$/, ''));
    expect(expected.length).toBeGreaterThan(10);
    for (const declaration of expected) expect(generated).toContain(declaration);
  });

  it('declares exactly the theme object tokens under its name, in the same order', () => {
    expect(ruleOf(stylesheet, `.builder-theme[data-amplify-theme='${builderTheme.name}']`)).toEqual(expected);
  });

  it('adds no box around the screens', () => {
    expect(ruleOf(stylesheet, '.builder-theme')).toEqual(['display: contents']);
  });

  it('is not inserted at run time: the provider gives Amplify no theme to write a style for', () => {
    const provider = readFileSync(
      join(repoRoot, 'frontend/src/features/builder/theme/builder-theme.tsx'),
      'utf8',
    );
    expect(provider).not.toMatch(/<ThemeProvider[^>]*\btheme=/);
    expect(provider).toContain("import '../../../styles/builder-theme.css';");
  });
});
