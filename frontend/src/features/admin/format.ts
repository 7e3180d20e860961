/**
 * How the console shows the API's values: amounts from integer cents with the shared money module
 * (shared/domain/money.ts), timestamps and dates in the page's language. Pure, so the component
 * tests can read what a cell should say.
 */
import { formatDollars, type Cents } from '../../../../shared/domain/money';
import { currentLocale } from '../../lib/i18n';

/** "$1,234.50", or an em dash when there is no amount yet. */
export const money = (cents: number | null): string => (cents === null ? '—' : formatDollars(cents as Cents));

/** A timestamp as a date and time in the page's language ("Jan 5, 2027, 3:04 PM"). */
export function dateTime(iso: string | null): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A calendar date (YYYY-MM-DD) in the page's language, read as that day wherever the browser is. */
export function calendarDate(date: string | null): string {
  if (!date) return '—';
  const at = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}
