import { defineTexts } from '../../../lib/i18n';
import { HSA_CATCH_UP_AGE } from '../../../../../shared/domain/hsa';
import en from './en';

/**
 * The builder's texts: `builderTexts('key', { values })`. The HSA catch-up age comes from the rule
 * that applies it.
 */
export const builderTexts = defineTexts(
  'builder',
  en,
  { catchUpAge: HSA_CATCH_UP_AGE },
  { es: () => import('./es') },
);
