import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The builder texts: `builderTexts('key', { values })`. */
export const builderTexts = defineTexts('builder', en);
