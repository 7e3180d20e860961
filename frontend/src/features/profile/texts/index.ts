import { defineTexts } from '../../../lib/i18n';
import { DOB_MIN } from '../../../../../shared/domain/calendar';

/**
 * The profile's texts: `profileTexts('key', { values })`. The earliest date of birth comes from the
 * rule the server applies.
 */
export const profileTexts = defineTexts(
  'profile',
  { en: () => import('./en'), es: () => import('./es') },
  { earliestDob: DOB_MIN },
);
