import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The profile texts: `profileTexts('key', { values })`. */
export const profileTexts = defineTexts('profile', en);
