/**
 * The API's texts by name and by language (issue 26). Every error the API answers carries `code`,
 * the name of the shared/api-messages.ts export whose text it is (`loginFailed`), so a client can
 * tell errors apart without reading English; and a request whose `Accept-Language` is Spanish gets
 * the Spanish text of that same export (shared/api-messages.es.ts) as its `message`.
 *
 * The rules and the access flows throw their errors with the English text, as before: the text is
 * recognised where the answer is written (lambdas/middleware/error-answer.ts), so no rule needs to
 * know the caller's language. A text of a string export is recognised by its exact wording; a text
 * a function export builds (`tooManyDependents(20)`) by the function's pattern, learnt by calling
 * it once with a marker for each parameter, and its values are handed to the Spanish function.
 *
 * The lookup tables are built on first use, not when a function loads: a cold start that answers
 * no error never pays for them (docs/performance.md).
 */
import * as apiMessages from './api-messages';
import type * as adminApiMessages from './api-messages.admin';
import * as apiMessagesEs from './api-messages.es';
import type { Language } from './domain/language';

type English = typeof apiMessages;
/** A string export's type is its English literal; a translation is any string. */
export type Worded<T> = T extends string ? string : T;
/** The API's texts in one language: every export of shared/api-messages.ts, in its own words. */
export type ApiMessages = { readonly [K in keyof English]: Worded<English[K]> };
/**
 * The name of an export of shared/api-messages.ts, or of shared/api-messages.admin.ts (the
 * console's texts, joined by registerApiMessages), as an error's `code` carries it.
 */
export type ApiMessageCode = (keyof English | keyof typeof adminApiMessages) & string;

// Typed as ApiMessages, so a translation that lacks an export, or changes a function's
// parameters, fails the type check.
const texts: Record<Language, ApiMessages> = { en: apiMessages, es: apiMessagesEs };

/** The API's texts in a language (a member's e-mails, in the member's language). */
export const apiMessagesIn = (language: Language): ApiMessages => texts[language];

/** Texts of the API kept in modules of their own (shared/admin-api-messages.ts), once imported. */
const joined: Record<Language, Readonly<Record<string, unknown>>>[] = [];

/**
 * Joins a module of the API's texts to these: its English texts get their code, and their
 * translation, like the exports of shared/api-messages.ts. Called once by that module's importer.
 */
export function registerApiMessages(more: Record<Language, Readonly<Record<string, unknown>>>): void {
  if (joined.includes(more)) return;
  joined.push(more);
  rebuild();
}

/** Every text of a language, shared/api-messages.ts's and the joined modules'. */
function everyText(language: Language): Readonly<Record<string, unknown>>[] {
  return [texts[language], ...joined.map((j) => j[language])];
}

/** A function export's text, as a pattern whose groups are its parameters' values. */
interface TextPattern {
  code: ApiMessageCode;
  regex: RegExp;
  /** For each parameter, in order, the regex group holding its value. */
  groups: number[];
  /** How much fixed wording the pattern has: the most specific pattern wins. */
  wording: number;
}

interface Tables {
  byText: Map<string, ApiMessageCode>;
  patterns: TextPattern[];
}

/** Characters no text contains (Unicode private use), marking where a parameter's value went. */
const marker = (index: number): string => `\u{E000}${index}\u{E001}`;
const markers = /\u{E000}(\d+)\u{E001}/gu;

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern of a function export, or undefined when it cannot be learnt: the function throws on
 * text values (it does arithmetic or calls an array method on one), leaves a parameter out of its
 * text (its Spanish twin could not be given it), or has no wording of its own.
 */
function patternOf(code: ApiMessageCode, fn: (...values: string[]) => unknown): TextPattern | undefined {
  let text: unknown;
  try {
    text = fn(...Array.from({ length: fn.length }, (_, i) => marker(i)));
  } catch {
    return undefined;
  }
  if (typeof text !== 'string') return undefined;
  const groups: number[] = [];
  let source = '';
  let wording = 0;
  let last = 0;
  for (const m of text.matchAll(markers)) {
    const literal = text.slice(last, m.index);
    source += escapeRegex(literal);
    wording += literal.length;
    const param = Number(m[1]);
    const group = groups[param];
    if (group === undefined) {
      groups[param] = groups.filter((g) => g !== undefined).length + 1;
      source += '([\\s\\S]*?)';
    } else source += `\\${group}`;
    last = m.index + m[0].length;
  }
  const tail = text.slice(last);
  source += escapeRegex(tail);
  wording += tail.length;
  const complete = Array.from({ length: fn.length }, (_, i) => groups[i]).every((g) => g !== undefined);
  if (!complete || wording === 0) return undefined;
  return { code, regex: new RegExp(`^${source}$`), groups, wording };
}

function buildTables(): Tables {
  const byText = new Map<string, ApiMessageCode>();
  const patterns: TextPattern[] = [];
  const english = everyText('en').flatMap((t) => Object.entries(t)) as [ApiMessageCode, unknown][];
  for (const [code, text] of english) {
    if (typeof text === 'string') {
      if (!byText.has(text)) byText.set(text, code);
    } else if (typeof text === 'function') {
      const pattern = patternOf(code, text as (...values: string[]) => unknown);
      if (pattern) patterns.push(pattern);
    }
  }
  patterns.sort((a, b) => b.wording - a.wording);
  return { byText, patterns };
}

/** Built on first use, and again after a module of texts is joined. */
let built: Tables | undefined;
const tables = (): Tables => (built ??= buildTables());
function rebuild(): void {
  built = undefined;
}

/** A captured value as the function was given it: a number when it reads back as the same number. */
function valueOf(captured: string): string | number {
  const n = Number(captured);
  return captured.trim() !== '' && Number.isFinite(n) && String(n) === captured ? n : captured;
}

/**
 * The export of shared/api-messages.ts whose English text this is, and for a function export the
 * values it was called with (numbers where they read as numbers); undefined for any other text.
 *
 * @example
 * apiMessageCode(apiMessages.loginFailed); // { code: 'loginFailed' }
 * apiMessageCode(apiMessages.tooManyDependents(20)); // { code: 'tooManyDependents', values: [20] }
 */
export function apiMessageCode(
  englishText: string,
): { code: ApiMessageCode; values?: unknown[] } | undefined {
  const { byText, patterns } = tables();
  const code = byText.get(englishText);
  if (code) return { code };
  for (const pattern of patterns) {
    const m = pattern.regex.exec(englishText);
    if (m) return { code: pattern.code, values: pattern.groups.map((g) => valueOf(m[g] ?? '')) };
  }
  return undefined;
}

/**
 * An English text of the API in a language, with its code: the same export's text in that language
 * (a function export rebuilt from the values of the English text). A text that is no export's
 * stays as it is, without a code; so does one whose translation fails on its values.
 *
 * @example
 * localizeApiMessage(apiMessages.loginFailed, 'es'); // { message: apiMessagesEs.loginFailed, code: 'loginFailed' }
 * localizeApiMessage('Something else', 'es'); // { message: 'Something else' }
 */
export function localizeApiMessage(
  englishText: string,
  language: Language,
): { message: string; code?: ApiMessageCode } {
  const found = apiMessageCode(englishText);
  if (!found) return { message: englishText };
  if (language === 'en') return { message: englishText, code: found.code };
  const translated: unknown = everyText(language).find((t) => found.code in t)?.[found.code];
  if (typeof translated === 'string') return { message: translated, code: found.code };
  if (typeof translated === 'function') {
    try {
      const message: unknown = (translated as (...values: unknown[]) => unknown)(...(found.values ?? []));
      if (typeof message === 'string') return { message, code: found.code };
    } catch {
      // The English text stays, with its code.
    }
  }
  return { message: englishText, code: found.code };
}
