import { defineTexts } from '../../../lib/i18n';

/** The contact texts: `contactTexts('key', { values })`. */
export const contactTexts = defineTexts('contact', { en: () => import('./en'), es: () => import('./es') });
