import { defineTexts } from '../../../lib/i18n';

/** The version texts: `versionTexts('key', { values })`. */
export const versionTexts = defineTexts('version', { en: () => import('./en'), es: () => import('./es') });
