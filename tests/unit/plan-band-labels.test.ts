/**
 * The filter bands' labels (issue 26): in English exactly the spec's labels, in Spanish the open
 * bands' words translated and every amount the same figure.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deductibleBands, priceBands } from '../../shared/domain/plan-filters';
import { bandLabel } from '../../frontend/src/features/plans/utils/band-label';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';

const bands = [...deductibleBands, ...priceBands];
const amounts = (text: string) => text.match(/\$[\d,]+/g);

afterAll(() => activateLocale(sourceLocale, { remember: false }));

describe('the filter bands shown', () => {
  it('in English are the spec’s labels', async () => {
    await activateLocale('en', { remember: false });
    expect(bands.map(bandLabel)).toEqual(bands.map((b) => b.label));
  });

  it('in Spanish translate the open bands’ words and keep every amount', async () => {
    await activateLocale('es', { remember: false });
    for (const b of bands) expect(amounts(bandLabel(b)), b.id).toEqual(amounts(b.label));
    const open = bands.filter((b) => /[a-z]/.test(b.label));
    expect(open.map((b) => b.id)).toEqual(['15001-up', '0-199', '1001-up']);
    for (const b of open) expect(bandLabel(b), b.id).not.toBe(b.label);
    expect(bandLabel(priceBands[0]!)).toBe('menos de $200');
  });
});
