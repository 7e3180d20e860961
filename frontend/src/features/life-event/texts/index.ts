import { LIFE_EVENT_DAYS } from '../../../../../shared/domain/enrollment-gate';
import { defineTexts } from '../../../lib/i18n';

/** The life event page's texts: `lifeEventTexts('key', { values })`. */
export const lifeEventTexts = defineTexts(
  'lifeEvent',
  { en: () => import('./en'), es: () => import('./es') },
  { days: LIFE_EVENT_DAYS },
);
