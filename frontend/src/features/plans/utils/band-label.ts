/**
 * The deductible and price bands' labels in the language shown (issue 26). The spec's labels
 * (shared/domain/plan-filters.ts) are amounts but for the open bands' words, 'below $200' (id
 * '0-199') and '$15001 or higher' (id '15001-up'): those are the catalog's, with the amount the id
 * gives in whole dollars, as the spec writes it. The amounts are the same in every language.
 */
import type { Band } from '../../../../../shared/domain/plan-filters';
import { plansTexts } from '../texts';

export function bandLabel(band: Band): string {
  const [low, high] = band.id.split('-');
  if (high === 'up') return plansTexts('shopBandOrHigher', { amount: `$${low}` });
  if (low === '0') return plansTexts('shopBandBelow', { amount: `$${Number(high) + 1}` });
  return band.label;
}
