import { defineTexts } from '../../lib/i18n';
import en from './en';

/** The components texts: `componentTexts('key', { values })`. */
export const componentTexts = defineTexts('components', en);
