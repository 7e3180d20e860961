import { defineTexts } from '../../lib/i18n';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/domain/password';

/**
 * Texts shared by the components and by several features: `componentTexts('key', { values })`.
 * The password's minimum length comes from the rule both sides apply.
 */
export const componentTexts = defineTexts(
  'components',
  { en: () => import('./en'), es: () => import('./es') },
  { passwordMinLength: PASSWORD_MIN_LENGTH },
);
