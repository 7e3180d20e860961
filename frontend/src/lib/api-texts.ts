/**
 * The API's texts in the browser's language. The API answers in the language the browser asks
 * for (`Accept-Language`), but the browser also shows some of the API's texts itself: the shared
 * schemas' messages when a form checks its input, and the texts a page words like the API
 * (a sign-in failure). They come from shared/api-messages.ts and its translations
 * (shared/api-messages.es.ts), loaded with the language like every catalog (lib/i18n.ts).
 */
import * as english from '../../../shared/api-messages';
import type { ApiMessages } from '../../../shared/api-message-codes';
import { currentLocale, registerTranslations, sourceLocale, translationOf } from './i18n';

type ApiTexts = ApiMessages;
interface Translated {
  texts: ApiTexts;
  localize: (englishText: string) => string;
}

registerTranslations(
  'api',
  {
    es: async () => {
      const [texts, codes] = await Promise.all([
        import('../../../shared/api-messages.es'),
        import('../../../shared/api-message-codes'),
      ]);
      const translated: Translated = {
        texts,
        localize: (text) => codes.localizeApiMessage(text, 'es').message,
      };
      return { default: translated as unknown as Readonly<Record<string, unknown>> };
    },
  },
  () => undefined,
);

const translated = (): Translated | undefined => {
  const locale = currentLocale();
  return locale === sourceLocale ? undefined : (translationOf('api', locale) as Translated | undefined);
};

/** The API's texts in the language shown (English until a translation is loaded). */
export const apiTexts = (): ApiTexts => translated()?.texts ?? english;

/** One of the API's English texts (a schema's message) in the language shown. */
export const localizeApiText = (englishText: string): string =>
  translated()?.localize(englishText) ?? englishText;
