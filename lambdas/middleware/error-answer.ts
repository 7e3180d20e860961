/**
 * The body of every error answer (`{ success: false, message, code?, requestId, fields? }`, docs/api.md),
 * in the language the request asks for (issue 26). Errors are thrown with the API's English texts
 * (shared/api-messages.ts); here each text becomes the same export's text in the caller's language,
 * and the answer carries that export's name as `code` (shared/api-message-codes.ts). The log keeps
 * the English text.
 *
 * A validation answer names each field: `The request is not valid. a: <text>; b: <text>`, with the
 * same texts in `fields`. Its code is `invalidRequest`, and each field's text is translated on its
 * own (a schema's own words, such as 'is required', are no export and stay as they are).
 */
import * as apiMessages from '../../shared/api-messages';
import { apiMessagesIn, localizeApiMessage, type ApiMessageCode } from '../../shared/api-message-codes';
import { languageOfAcceptLanguage, type Language } from '../../shared/domain/language';

export interface ErrorAnswer {
  success: false;
  message: string;
  /** The name of the shared/api-messages.ts export whose text `message` is, when there is one. */
  code?: ApiMessageCode;
  requestId: string;
  fields?: Record<string, string>;
}

/** The message of a validation error naming each field: what the chain and the rules throw. */
export const fieldsMessage = (intro: string, fields: Record<string, string>): string =>
  `${intro} ${Object.entries(fields)
    .map(([field, text]) => `${field}: ${text}`)
    .join('; ')}`;

/** The language a request asks for, from its `Accept-Language` header (any letter case of the name). */
export function requestLanguage(headers: Record<string, string | undefined> | null | undefined): Language {
  const all = headers ?? {};
  const value =
    all['accept-language'] ?? Object.entries(all).find(([k]) => k.toLowerCase() === 'accept-language')?.[1];
  return languageOfAcceptLanguage(value);
}

/** Each field's text in the language (no prototype: a field named __proto__ stays a field). */
function localizedFields(fields: Record<string, string>, language: Language): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [field, text] of Object.entries(fields)) out[field] = localizeApiMessage(text, language).message;
  return out;
}

/**
 * The error body for an English `message` (and the fields it names) in `language`.
 *
 * @example
 * errorAnswer(apiMessages.profileChanged, undefined, requestId, 'es');
 * // { success: false, message: <its Spanish text>, code: 'profileChanged', requestId }
 */
export function errorAnswer(
  message: string,
  fields: Record<string, string> | undefined,
  requestId: string,
  language: Language,
): ErrorAnswer {
  const localized = localizeApiMessage(message, language);
  const answerFields = fields && language !== 'en' ? localizedFields(fields, language) : fields;
  const listsFields =
    !localized.code && fields !== undefined && message === fieldsMessage(apiMessages.invalidRequest, fields);
  const { message: text, code } = listsFields
    ? {
        message: fieldsMessage(apiMessagesIn(language).invalidRequest, answerFields ?? fields),
        code: 'invalidRequest' as const,
      }
    : localized;
  return {
    success: false,
    message: text,
    ...(code ? { code } : {}),
    requestId,
    ...(answerFields ? { fields: answerFields } : {}),
  };
}
