/**
 * A plan's metal tier as the screens show it (issue 26): every tier of the spec's list
 * (shared/domain/plan-filters.ts) is said in each language of the portal, in English as the data
 * spells it, and a tier the list does not know is shown as the data spells it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { metalTiers } from '../../shared/domain/plan-filters';
import { metalTierLabel } from '../../frontend/src/components/metal-tier';
import { activateLocale, locales, sourceLocale } from '../../frontend/src/lib/i18n';

afterAll(() => activateLocale(sourceLocale, { remember: false }));

async function labelsIn(locale: (typeof locales)[number]): Promise<string[]> {
  await activateLocale(locale, { remember: false });
  return metalTiers.map((tier) => metalTierLabel(tier));
}

describe('the metal tiers shown', () => {
  it.each(locales)('every tier has its own non-empty label in %s', async (locale) => {
    const labels = await labelsIn(locale);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(metalTiers.length);
  });

  it('in English each label is the tier as the plan data spells it', async () => {
    expect(await labelsIn('en')).toEqual([...metalTiers]);
  });

  it('in Spanish the tiers are the marketplace’s words (Oro, Plata, Bronce, Platino)', async () => {
    const spanish = await labelsIn('es');
    expect(spanish.slice(0, 3)).toEqual(['Oro', 'Plata', 'Bronce']);
    metalTiers.forEach((tier, i) => expect(spanish[i], tier).not.toBe(tier));
  });

  it('a tier the list does not know is shown as the data spells it', async () => {
    await activateLocale('es', { remember: false });
    expect(metalTierLabel('Titanium')).toBe('Titanium');
  });
});
