import { defineTexts } from '../../../lib/i18n';

/** The member texts: `memberTexts('key', { values })`. */
export const memberTexts = defineTexts('member', { en: () => import('./en'), es: () => import('./es') });
