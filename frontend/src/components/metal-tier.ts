/**
 * A plan's metal tier in the language shown (issue 26). The plan data, the filter's values and the
 * orders keep the tier as the catalogs spell it (shared/domain/plan-filters.ts `metalTiers`); the
 * screens, the printed summary and its PDF say it in the page's language. A tier the list does not
 * know is shown as the data spells it.
 */
import type { metalTiers } from '../../../shared/domain/plan-filters';
import { componentTexts } from './texts';

type MetalTier = (typeof metalTiers)[number];

/** Each tier's label, read one key at a time (so the catalog test sees every key used). */
const labels: Record<MetalTier, () => string> = {
  Gold: () => componentTexts('metalTiers.gold'),
  Silver: () => componentTexts('metalTiers.silver'),
  Bronze: () => componentTexts('metalTiers.bronze'),
  'Expanded Bronze': () => componentTexts('metalTiers.expandedBronze'),
  Platinum: () => componentTexts('metalTiers.platinum'),
  Catastrophic: () => componentTexts('metalTiers.catastrophic'),
};

const isMetalTier = (value: string): value is MetalTier => Object.hasOwn(labels, value);

export const metalTierLabel = (tier: string): string => (isMetalTier(tier) ? labels[tier]() : tier);
