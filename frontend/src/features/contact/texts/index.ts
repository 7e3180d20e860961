import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The contact texts: `contactTexts('key', { values })`. */
export const contactTexts = defineTexts('contact', en, {}, { es: () => import('./es') });
