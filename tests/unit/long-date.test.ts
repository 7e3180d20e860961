/**
 * "Enroll by" and /health-plan's dates (frontend/src/enrollment/components/enroll-by.tsx
 * `longDate`) are written from the catalogs' month names, not by Intl, whose first date format of
 * a page is a long task at a phone's CPU (issue 41). They must read exactly as Intl's
 * `dateStyle: 'long'` of the same calendar day: checked here against Intl itself, for every month
 * of two years and days at both ends of a month, in every language of the portal.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { longDate } from '../../frontend/src/enrollment/components/enroll-by';
import { activateLocale, locales, sourceLocale } from '../../frontend/src/lib/i18n';

afterAll(() => activateLocale(sourceLocale, { remember: false }));

const pad = (n: number) => String(n).padStart(2, '0');

/** Days of 2026 and 2028 (a leap year): the 1st, the 9th, the 10th and the last of each month. */
const days = [2026, 2028].flatMap((year) =>
  Array.from({ length: 12 }, (_, m) => {
    const last = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
    return [1, 9, 10, last].map((d) => `${year}-${pad(m + 1)}-${pad(d)}`);
  }).flat(),
);

describe('a calendar date written out', () => {
  it.each(locales)("reads as Intl's long date of the same day in %s, for every month", async (locale) => {
    await activateLocale(locale, { remember: false });
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    for (const day of days) expect(longDate(day), day).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
  });

  it('writes the examples of the two languages', async () => {
    await activateLocale('en', { remember: false });
    expect(longDate('2026-12-15')).toBe('December 15, 2026');
    await activateLocale('es', { remember: false });
    expect(longDate('2027-01-05')).toBe('5 de enero de 2027');
  });

  it('gives back what is not a calendar date as it came', async () => {
    await activateLocale('en', { remember: false });
    for (const text of ['', 'soon', '2026-02-30', '2026-13-01', '2026-1-5', '2026-12-15T00:00:00Z'])
      expect(longDate(text), text).toBe(text);
  });
});
