import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The landing texts: `landingTexts('key', { values })`. */
export const landingTexts = defineTexts('landing', en, {}, { es: () => import('./es') });
