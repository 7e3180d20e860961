import { defineTexts } from '../../../lib/i18n';

/** The console's texts: `adminTexts('key', { values })`. */
export const adminTexts = defineTexts('admin', { en: () => import('./en'), es: () => import('./es') });
