import { defineTexts } from '../../../lib/i18n';

/** The welcome texts: `welcomeTexts('key', { values })`. */
export const welcomeTexts = defineTexts('welcome', { en: () => import('./en'), es: () => import('./es') });
