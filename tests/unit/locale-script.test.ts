/**
 * public/locale.js names the visitor's language before a prerendered frame paints (issue 41); the
 * portal's own rule is initialLocale() (frontend/src/lib/i18n.ts). The two must give the same
 * answer, or a visitor would see the frame in one language and the page in the other.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, localeStorageKey } from '../../frontend/src/lib/i18n';

const script = readFileSync(new URL('../../frontend/public/locale.js', import.meta.url), 'utf8');

interface Visit {
  saved: string | null;
  languages: string[];
  storageRefused?: boolean;
}

function storage({ saved, storageRefused }: Visit) {
  return {
    getItem: (key: string) => {
      if (storageRefused) throw new Error('SecurityError');
      return key === localeStorageKey ? saved : null;
    },
  };
}

/** What the script sets on <html>, run as the browser runs it. */
function scriptAnswer(visit: Visit): { lang: string; data: string | undefined } {
  const attributes: Record<string, string> = {};
  const documentElement = {
    lang: '',
    setAttribute: (name: string, value: string) => (attributes[name] = value),
  };
  const window = { localStorage: storage(visit) };
  runInNewContext(script, {
    window,
    navigator: { languages: visit.languages, language: visit.languages[0] },
    document: { documentElement },
  });
  return { lang: documentElement.lang, data: attributes['data-locale'] };
}

afterEach(() => vi.unstubAllGlobals());

describe('public/locale.js', () => {
  it.each<[string, Visit]>([
    ['the choice kept', { saved: 'es', languages: ['en-US'] }],
    ['English kept over a Spanish browser', { saved: 'en', languages: ['es-MX'] }],
    ['a Spanish browser, nothing kept', { saved: null, languages: ['es-MX', 'en'] }],
    ['the first supported of the browser languages', { saved: null, languages: ['fr-FR', 'es', 'en'] }],
    ['no supported language', { saved: null, languages: ['fr-FR', 'de'] }],
    ['an unknown choice kept', { saved: 'pt', languages: ['es'] }],
    ['storage refused', { saved: 'en', languages: ['es-ES'], storageRefused: true }],
  ])('names the language initialLocale() chooses: %s', (_, visit) => {
    vi.stubGlobal('localStorage', storage(visit));
    vi.stubGlobal('navigator', { languages: visit.languages, language: visit.languages[0] });
    const expected = initialLocale();
    expect(scriptAnswer(visit)).toEqual({ lang: expected, data: expected });
  });
});
