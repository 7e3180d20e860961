import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The plans texts: `plansTexts('key', { values })`. */
export const plansTexts = defineTexts('plans', en, {}, { es: () => import('./es') });
