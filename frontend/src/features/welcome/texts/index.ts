import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The welcome texts: `welcomeTexts('key', { values })`. */
export const welcomeTexts = defineTexts('welcome', en, {}, { es: () => import('./es') });
