import type { PublicEmployer } from '../api/get-employer';
import { currentLocale } from '../../lib/i18n';
import { enrollmentTexts } from '../texts';

/** A calendar date (YYYY-MM-DD) written out in the page's language, as that day wherever the browser is. */
export function longDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/**
 * "Enroll by <the window's last day>" on the profile, the builder and the cart, when the member's
 * employer has set an enrollment window for the plan year its employees enroll for now (the
 * employer's public answer, `enrollmentWindow`); nothing when it has none.
 */
export function EnrollBy({ employer }: { employer: PublicEmployer | null }) {
  const window = employer?.enrollmentWindow;
  if (!window) return null;
  return <p className="notice enroll-by">{enrollmentTexts('enrollBy', { date: longDate(window.closes) })}</p>;
}
