import { describe, expect, it } from 'vitest';
import { formatDollars, type Cents } from '../../shared/domain/money';

/** The same amount written by the browser's own en-US number format, independently of the module. */
const byIntl = (cents: number): string => {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${new Intl.NumberFormat('en-US').format(dollars)}.${rest}`;
};

describe('formatDollars', () => {
  it('groups thousands as en-US does, for every digit count from 1 to 15', () => {
    const amounts: number[] = [0, 1, 99, 100, 101];
    for (let digits = 1; digits <= 15; digits += 1) {
      const dollars = Number('9'.repeat(digits));
      const round = 10 ** (digits - 1);
      amounts.push(dollars * 100 + 99, round * 100, round * 100 + 5, -(dollars * 100 + 1));
    }
    for (const cents of amounts) expect(formatDollars(cents as Cents), String(cents)).toBe(byIntl(cents));
  });

  it('writes the amounts the builder shows to the cent', () => {
    expect(formatDollars(123456 as Cents)).toBe('$1,234.56');
    expect(formatDollars(100000 as Cents)).toBe('$1,000.00');
    expect(formatDollars(99999 as Cents)).toBe('$999.99');
    expect(formatDollars(-5 as Cents)).toBe('-$0.05');
    expect(formatDollars(123456789012 as Cents)).toBe('$1,234,567,890.12');
  });
});
