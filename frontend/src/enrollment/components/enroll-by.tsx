import type { PublicEmployer } from '../api/get-employer';
import { enrollmentTexts } from '../texts';

/** The months' names in the page's language, January first (read when called: the language may change). */
const monthNames = (): string[] => [
  enrollmentTexts('month.1'),
  enrollmentTexts('month.2'),
  enrollmentTexts('month.3'),
  enrollmentTexts('month.4'),
  enrollmentTexts('month.5'),
  enrollmentTexts('month.6'),
  enrollmentTexts('month.7'),
  enrollmentTexts('month.8'),
  enrollmentTexts('month.9'),
  enrollmentTexts('month.10'),
  enrollmentTexts('month.11'),
  enrollmentTexts('month.12'),
];

/**
 * A calendar date (YYYY-MM-DD) written out in the page's language ('December 15, 2026', '15 de
 * diciembre de 2026'), as that day wherever the browser is; anything else as it came. The words
 * are the catalog's, not Intl's: a page's first Intl date format costs the engine about 20 ms (80 ms
 * at a phone's 4x CPU, in the cart's first render: issue 41), and this is the only date format of
 * the builder, the cart and /health-plan. tests/unit/long-date.test.ts holds it equal to Intl's `dateStyle: 'long'`
 * for every month of the year in every language of the portal.
 */
export function longDate(date: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const at = new Date(`${date}T00:00:00Z`);
  if (!parts || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date) return date;
  const [, year, month, day] = parts as unknown as [string, string, string, string];
  return enrollmentTexts('longDate', {
    year,
    month: monthNames()[Number(month) - 1] as string,
    day: String(Number(day)),
  });
}

/**
 * "Enroll by <the window's last day>" on the profile, the builder and the cart (`text`, from
 * enrollByText); nothing when the employer has set no window.
 */
export function EnrollBy({ text }: { text: string | null }) {
  return text ? <p className="notice enroll-by">{text}</p> : null;
}

/**
 * "Enroll by <date>" in the page's language when the member's employer has set an enrollment
 * window for the plan year its employees enroll for now (the employer's public answer,
 * `enrollmentWindow`), or null when it has none.
 */
export function enrollByText(employer: PublicEmployer | null): string | null {
  const window = employer?.enrollmentWindow;
  return window ? enrollmentTexts('enrollBy', { date: longDate(window.closes) }) : null;
}
