/**
 * The HSA amount input's rules (spec builder section 5), pure so they can be table-tested. What an
 * amount may be is the rule the server parses Authorize Elections with (shared/schemas/order.ts
 * `hsaMonthlyCents`: whole cents, from 0 to its maximum), read from that schema; this module only
 * says how an amount is typed (digits and one point) and turns the text into cents.
 */
import * as z from 'zod/mini';
import { authorizeBody } from '../../../../../shared/schemas/order';
import type { Cents } from '../../../../../shared/domain/money';
import { fieldAt } from '../../../components/form/schema-fields';

/** How an amount of dollars is typed: digits with at most one point; the schema says the rest. */
const typedDollars = /^\d*\.?\d*$/;

/** The request's rule for the monthly amount, in cents. */
const requestRule = fieldAt(authorizeBody, ['election', 'hsaMonthlyCents']) as z.ZodMiniType<
  number | undefined,
  number
>;

/**
 * The cents a typed text says, the point moved two places ('12.5' is 1250, '' and '.' are 0, a
 * trailing point is ignored); a fraction of a cent ('.555' is 55.5) or a text that is not typed
 * dollars (NaN) is left for the request's rule to refuse.
 */
export function hsaTextToCents(text: string): number {
  if (!typedDollars.test(text)) return NaN;
  const [dollars = '', fraction = ''] = text.split('.');
  return Number(`${dollars}${fraction.padEnd(2, '0').slice(0, 2)}.${fraction.slice(2)}`);
}

/** Whether a text is an amount the request takes (whole cents, within its bounds). */
const takenByRequest = (text: string): boolean => requestRule.safeParse(hsaTextToCents(text)).success;

/**
 * The text after a keystroke: empty clears; a text that is not an amount the request takes is
 * ignored (the previous text stays); leading zeros go.
 */
export function nextHsaText(previous: string, typed: string): string {
  if (typed === '') return '';
  if (!takenByRequest(typed)) return previous;
  return typed.replace(/^0+(?=\d)/, '');
}

/** The input text of an amount kept in the builder state. */
export const centsToHsaText = (cents: Cents): string =>
  cents === 0 ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/**
 * The amount form's schema (components/form/use-schema-form.ts): the text's cents by the request's
 * rule, and at most the household's monthly limit (shared/domain/hsa.ts, as the server checks
 * it): `null` when the plan year's limits are not entered (then only no amount is taken),
 * `undefined` while the household is not known yet.
 */
export function hsaAmountForm(limitCents: Cents | null | undefined) {
  const cents = z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => hsaTextToCents(text)),
    ),
    requestRule,
  );
  const household = z.optional(z.number().check(z.maximum(limitCents ?? 0)));
  return z.object({ amount: limitCents === undefined ? cents : z.pipe(cents, household) });
}
