import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The cart texts: `cartTexts('key', { values })`. */
export const cartTexts = defineTexts('cart', en, {}, { es: () => import('./es') });
