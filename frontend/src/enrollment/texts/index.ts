import { defineTexts } from '../../lib/i18n';
import en from './en';

/** The enrollment texts: `enrollmentTexts('key', { values })`. */
export const enrollmentTexts = defineTexts('enrollment', en, {}, { es: () => import('./es') });
