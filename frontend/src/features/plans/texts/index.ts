import { defineTexts } from '../../../lib/i18n';

/** The plans texts: `plansTexts('key', { values })`. */
export const plansTexts = defineTexts('plans', { en: () => import('./en'), es: () => import('./es') });
