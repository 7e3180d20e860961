import { defineTexts } from '../../../lib/i18n';
import en from './en';

/** The health-plan texts: `healthPlanTexts('key', { values })`. */
export const healthPlanTexts = defineTexts('health-plan', en, {}, { es: () => import('./es') });
