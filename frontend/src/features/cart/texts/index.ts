import { defineTexts } from '../../../lib/i18n';

/** The cart texts: `cartTexts('key', { values })`. */
export const cartTexts = defineTexts('cart', { en: () => import('./en'), es: () => import('./es') });
