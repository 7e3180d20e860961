/**
 * The languages the portal speaks (issue 26). A member may have one stored (`language`, written by
 * PUT /api/Member/Language or chosen at registration); a member without one reads in English, the
 * language every text is written in first. The API answers each request in the language its
 * `Accept-Language` header asks for, and sends a member's e-mails in the member's stored language.
 */

/** The languages, English first: the one a text is written in, and what an unknown choice falls back to. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A member without a stored language, and a request that asks for none we speak, read English. */
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The language a request's `Accept-Language` header asks for: Spanish when its first language is
 * Spanish (`es`, `es-MX`, `es-419;q=0.9`, ...), English otherwise. Only the first language counts:
 * the browser sends the one the page shows.
 *
 * @example
 * languageOfAcceptLanguage('es-MX,es;q=0.9,en;q=0.8'); // 'es'
 * languageOfAcceptLanguage(undefined); // 'en'
 */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  return /^\s*es(?:[-_;,\s]|$)/i.test(header ?? '') ? 'es' : DEFAULT_LANGUAGE;
}

/** A member's language: the stored one, English when none is stored. */
export const languageOf = (member: { language?: Language | null }): Language =>
  member.language ?? DEFAULT_LANGUAGE;
