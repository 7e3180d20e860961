import { defineTexts } from '../../../lib/i18n';

/** The health-plan texts: `healthPlanTexts('key', { values })`. */
export const healthPlanTexts = defineTexts('health-plan', {
  en: () => import('./en'),
  es: () => import('./es'),
});
