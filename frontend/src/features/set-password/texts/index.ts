import { defineTexts } from '../../../lib/i18n';

/** The set-password texts: `setPasswordTexts('key', { values })`. */
export const setPasswordTexts = defineTexts('set-password', {
  en: () => import('./en'),
  es: () => import('./es'),
});
