import { defineTexts } from '../../lib/i18n';

/** The enrollment texts: `enrollmentTexts('key', { values })`. */
export const enrollmentTexts = defineTexts('enrollment', {
  en: () => import('./en'),
  es: () => import('./es'),
});
