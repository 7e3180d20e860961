/**
 * Money is held in integer cents end to end; dollars appear only at the edges (files, the API's
 * "number of dollars with two decimals", the screen).
 */
export type Cents = number & { readonly __cents?: unique symbol };

/** Parses dollars ("1,234.5", "$12", 12.34) into cents; throws on more than two decimals or a non-number. */
export function dollarsToCents(value: string | number): Cents {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/^\$/, '').replace(/,/g, '');
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new RangeError(`Not an amount of dollars with at most two decimals: ${String(value)}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return (m[1] ? -cents : cents) as Cents;
}

/** Cents to a JSON number of dollars with two decimals (exact for any integer cents). */
export const centsToDollars = (cents: Cents): number => Number((cents / 100).toFixed(2));

/** A whole number with a comma between each group of three digits, as en-US writes it ("1,234,567"). */
const groupThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * "$1,234.50". The grouping is written here rather than by `toLocaleString`: a page's first
 * number format costs the browser 15-20 ms (60-80 ms at the phone preset's CPU) to load its
 * locale data, for commas every screen of the builder shows (issue 41, docs/performance.md).
 */
export function formatDollars(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "1234.50": dollars with exactly two decimals and no symbol or separators, as files for other
 * systems (the payroll deduction file) carry amounts. Exact for any integer cents.
 */
export function decimalDollars(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rounds a non-integer amount of cents half away from zero, once, at the end of a computation. */
export const roundCents = (exact: number): Cents => (Math.sign(exact) * Math.round(Math.abs(exact))) as Cents;
