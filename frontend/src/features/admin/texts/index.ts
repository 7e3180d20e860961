import { MAX_WAITING_DAYS } from '../../../../../shared/domain/enrollment-gate';
import { REMINDER_INTERVAL_HOURS } from '../../../../../shared/schemas/admin-window';
import { defineTexts } from '../../../lib/i18n';

/**
 * The console's texts: `adminTexts('key', { values })`. `reminderHours` and `maxWaitingDays` come
 * from the shared constants the server applies, so the words and the rule cannot disagree.
 */
export const adminTexts = defineTexts(
  'admin',
  { en: () => import('./en'), es: () => import('./es') },
  { reminderHours: REMINDER_INTERVAL_HOURS, maxWaitingDays: MAX_WAITING_DAYS },
);
