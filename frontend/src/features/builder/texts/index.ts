import { defineTexts } from '../../../lib/i18n';
import { HSA_CATCH_UP_AGE } from '../../../../../shared/domain/hsa';

/**
 * The builder's texts: `builderTexts('key', { values })`. The HSA catch-up age comes from the rule
 * that applies it.
 */
export const builderTexts = defineTexts(
  'builder',
  { en: () => import('./en'), es: () => import('./es') },
  { catchUpAge: HSA_CATCH_UP_AGE },
);
