import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The registration texts: `registrationTexts('key', { values })`. */
export const registrationTexts = defineTexts('registration', en, {}, { es: () => import('./es') });
