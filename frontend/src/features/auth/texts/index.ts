import { defineTexts } from '../../../lib/i18n';

/** The auth texts: `authTexts('key', { values })`. */
export const authTexts = defineTexts('auth', { en: () => import('./en'), es: () => import('./es') });
