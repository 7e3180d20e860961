import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The member texts: `memberTexts('key', { values })`. */
export const memberTexts = defineTexts('member', en, {}, { es: () => import('./es') });
