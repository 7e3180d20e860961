import { defineTexts } from '../i18n';
import en from './en';

/** The common texts: `commonTexts('key', { values })`. */
export const commonTexts = defineTexts('common', en, {}, { es: () => import('./es') });
