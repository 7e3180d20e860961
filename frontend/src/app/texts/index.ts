import { defineTexts } from '../../lib/i18n';
import en from './en';

/** The app texts: `appTexts('key', { values })`. */
export const appTexts = defineTexts('app', en, {}, { es: () => import('./es') });
