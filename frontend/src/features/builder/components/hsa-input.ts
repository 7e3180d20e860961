/** The HSA amount input's rules (spec builder section 5), pure so they can be table-tested. */
import { dollarsToCents, type Cents } from '../../../../../shared/domain/money';

const typedAmount = /^\d*(\.\d{0,2})?$/;

/**
 * The text after a keystroke: empty clears; anything that is not an amount of dollars (digits, at
 * most one point and two decimals) is ignored (the previous text stays); leading zeros go.
 */
export function nextHsaText(previous: string, typed: string): string {
  if (typed === '') return '';
  if (!typedAmount.test(typed)) return previous;
  return typed.replace(/^0+(?=\d)/, '');
}

/** The cents of an input text ('' and '.' are 0; a trailing point is ignored). */
export function hsaTextToCents(text: string): Cents {
  const t = text.replace(/\.$/, '');
  return t === '' ? (0 as Cents) : dollarsToCents(t.startsWith('.') ? `0${t}` : t);
}

/** The input text of an amount kept in the builder state. */
export const centsToHsaText = (cents: Cents): string =>
  cents === 0 ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
