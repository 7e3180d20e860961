/**
 * The console's and the census's API texts (shared/api-messages.admin.ts and its Spanish twin),
 * joined to the API's texts when this module is imported: from then on an error thrown with one of
 * them is answered with its `code` and in the request's language like any other
 * (shared/api-message-codes.ts). Code that throws or mails these texts imports them from here.
 *
 * @example
 * import { adminApiMessages } from '../../shared/admin-api-messages';
 * throw new ForbiddenError(adminApiMessages.adminNoGrant);
 */
import * as adminApiMessages from './api-messages.admin';
import * as adminApiMessagesEs from './api-messages.admin.es';
import { registerApiMessages, type Worded } from './api-message-codes';
import type { Language } from './domain/language';

type English = typeof adminApiMessages;
/** The console's texts in one language: every export of shared/api-messages.admin.ts. */
export type AdminApiMessages = { readonly [K in keyof English]: Worded<English[K]> };
/** The name of an export of shared/api-messages.admin.ts. */
export type AdminApiMessageCode = keyof English & string;

// Typed, so that a translation lacking an export, or changing a function's parameters, fails the type check.
const texts: Record<Language, AdminApiMessages> = { en: adminApiMessages, es: adminApiMessagesEs };
registerApiMessages(texts);

export { adminApiMessages };

/** The console's texts in a language (an invitation e-mail in the employee's language). */
export const adminApiMessagesIn = (language: Language): AdminApiMessages => texts[language];
