import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The employer texts: `employerTexts('key', { values })`. */
export const employerTexts = defineTexts('employer', en, {}, { es: () => import('./es') });
