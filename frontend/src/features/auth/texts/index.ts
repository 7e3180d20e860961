import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The auth texts: `authTexts('key', { values })`. */
export const authTexts = defineTexts('auth', en, {}, { es: () => import('./es') });
