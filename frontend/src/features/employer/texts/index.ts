import { defineTexts } from '../../../lib/i18n';

/** The employer texts: `employerTexts('key', { values })`. */
export const employerTexts = defineTexts('employer', { en: () => import('./en'), es: () => import('./es') });
