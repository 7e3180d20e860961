import { defineTexts } from '../i18n';

/** The common texts: `commonTexts('key', { values })`. */
export const commonTexts = defineTexts('common', { en: () => import('./en'), es: () => import('./es') });
