import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The set-password texts: `setPasswordTexts('key', { values })`. */
export const setPasswordTexts = defineTexts('set-password', en, {}, { es: () => import('./es') });
