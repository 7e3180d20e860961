import { defineTexts } from '../../../lib/i18n';

/** The landing texts: `landingTexts('key', { values })`. */
export const landingTexts = defineTexts('landing', { en: () => import('./en'), es: () => import('./es') });
