import { defineTexts } from '../../lib/i18n';

/** The app texts: `appTexts('key', { values })`. */
export const appTexts = defineTexts('app', { en: () => import('./en'), es: () => import('./es') });
