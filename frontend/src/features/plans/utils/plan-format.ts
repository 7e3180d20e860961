/**
 * How plan values are shown (spec builder sections 2 and 5): names cut at 80 characters with
 * '...', a '$' added to a deductible that lacks it, and money by the spec's one rule.
 */

/** Plan name display cut (spec section 9). */
export const planNameMaxLength = 80;

/** The plan name cut at 80 characters plus '...' (spec section 2). */
export function cutPlanName(name: string): string {
  return name.length > planNameMaxLength ? `${name.slice(0, planNameMaxLength)}...` : name;
}

/**
 * The spec's money rule (section 2 "Plan Comparisons", section 5 "Currency"): a value that already
 * contains '$' is shown as it is; a number (or numeric text) gets '$' and two decimals; any other
 * value ("No Charge", "20% Coinsurance after deductible") is shown unchanged. Missing is 'N/A'.
 *
 * @example
 * formatSpecMoney(467.4) // '$467.40'
 * formatSpecMoney('$40 Copay after deductible') // unchanged
 */
export function formatSpecMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'number') return Number.isFinite(value) ? `$${value.toFixed(2)}` : 'N/A';
  if (value.includes('$')) return value;
  const numeric = value.trim().replace(/,/g, '');
  if (/^-?\d+(\.\d+)?$/.test(numeric)) return `$${Number(numeric).toFixed(2)}`;
  return value;
}

/** A deductible with its '$' (spec section 2: '$' prefixed if missing); 'N/A' when missing. */
export function withDollarSign(value: string | null | undefined): string {
  if (!value) return 'N/A';
  return value.includes('$') || !/^\s*[\d,.]+\s*$/.test(value) ? value : `$${value.trim()}`;
}
