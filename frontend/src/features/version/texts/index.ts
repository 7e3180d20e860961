import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The version texts: `versionTexts('key', { values })`. */
export const versionTexts = defineTexts('version', en, {}, { es: () => import('./es') });
