/**
 * What a free-text field may hold (DESIGN.md §5, "Text fields carry text"; issue 37): text a
 * person can read on one line. Refused are the control characters (C0 with CR, LF, TAB and NUL,
 * DEL, C1 with NEL), the line and paragraph separators U+2028/U+2029, the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: they reorder what a reader sees, "Trojan
 * Source") and lone surrogates (half a character, which no encoder can write as UTF-8). The
 * direction marks U+200E/U+200F and U+061C stay allowed: a name written right to left may need
 * them, and they reorder nothing around them.
 *
 * No field of the API is multi-line today; one that becomes so gets its own rule next to this one.
 * The schemas refuse such text (shared/schemas/common.ts `plainText`), the profile page flags a
 * value stored before they did, and the exports write it without the characters (lambdas/exports).
 */

/** One character a free text must not hold; with the `u` flag a lone surrogate matches, a pair does not. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole job
const NOT_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/u;
const NOT_TEXT_RUNS = new RegExp(`(?:${NOT_TEXT.source})+`, 'gu');
/** The characters that end a line somewhere (a CSV reader, a terminal, a log line). */
const LINE_BREAKING = /[\t\n\v\f\r\u0085\u2028\u2029]/;

/**
 * True when `value` holds none of the characters a free text must not hold.
 *
 * @example
 * isPlainText('Ōtsuka-Núñez'); // true
 * isPlainText('Minus\r\n=1+1'); // false
 * isPlainText('abc\u202edcba'); // false (a right-to-left override)
 */
export const isPlainText = (value: string): boolean => !NOT_TEXT.test(value);

/**
 * The text of `value` as a file can carry it on one line: each run of refused characters becomes a
 * space where it held a line break or a tab, and nothing otherwise, and the result is trimmed.
 * A value that is already plain text is returned unchanged (not even trimmed).
 *
 * @example
 * withoutControlCharacters('Minus\r\n=1+1'); // 'Minus =1+1'
 * withoutControlCharacters('Ann\u0000e'); // 'Anne'
 */
export function withoutControlCharacters(value: string): string {
  if (isPlainText(value)) return value;
  return value.replace(NOT_TEXT_RUNS, (run) => (LINE_BREAKING.test(run) ? ' ' : '')).trim();
}
