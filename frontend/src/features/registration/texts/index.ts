import { defineTexts } from '../../../lib/i18n';

/** The registration texts: `registrationTexts('key', { values })`. */
export const registrationTexts = defineTexts('registration', {
  en: () => import('./en'),
  es: () => import('./es'),
});
