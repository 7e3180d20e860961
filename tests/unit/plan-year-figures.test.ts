/**
 * Which yearly figure counts (lambdas/rules/plan-year-figures.ts): a published built-in figure
 * always, a stored one where the built-in year has none or carries one provisionally, none where
 * neither holds one (never carried from another year); the domain rules (affordability
 * percentage, HSA limit) decide with that view; the store is read only when it can matter.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StoredPlanYearFigures } from '../../lambdas/adapters/plan-year-figures';
import {
  resolveFigure,
  storedFiguresMatter,
  withStoredFigures,
  yearlyFiguresFor,
} from '../../lambdas/rules/plan-year-figures';
import { builtInFigures, planYearFigures, type PlanYearFigures } from '../../shared/data/plan-years';
import { requiredContributionPercent } from '../../shared/domain/affordability';
import { NotFoundError } from '../../shared/domain/errors';
import { hsaMonthlyLimitCents } from '../../shared/domain/hsa';

const entry = { enteredBy: 'ana', enteredAt: '2026-08-01T12:00:00.000Z' };
const stored: StoredPlanYearFigures[] = [
  {
    planYear: 2027,
    version: 2,
    affordability: { requiredContributionPercent: '9.47', source: 'IRS Rev. Proc. 2026-38', ...entry },
    outOfPocketMax: { selfOnlyCents: 1_090_000, familyCents: 2_180_000, source: 'CMS 2027 NBPP', ...entry },
  },
  {
    planYear: 2028,
    version: 1,
    hsa: { selfOnlyCents: 460_000, familyCents: 920_000, catchUp55Cents: 100_000, source: 'IRS', ...entry },
  },
  {
    // Stored before a release built 2026's percentage in: never read.
    planYear: 2026,
    version: 1,
    affordability: { requiredContributionPercent: '12.5', source: 'typo', ...entry },
  },
];
const held = withStoredFigures(stored);

describe('the yearly figures with stored ones beside the built-in years', () => {
  it('fills a figure the built-in year lacks, replaces a provisional one, and keeps the published ones', () => {
    const y2027 = held.of(2027);
    expect(y2027?.affordability?.requiredContributionPercent).toBe('9.47');
    // 2027's caps were stored while the built-in ones were provisional: CMS's published ones win.
    expect(y2027?.outOfPocketMax).toEqual(planYearFigures(2027)?.outOfPocketMax);
    expect(resolveFigure('outOfPocketMax', planYearFigures(2027), stored[0])).toMatchObject({
      from: 'built-in',
      unread: { selfOnlyCents: 1_090_000, source: 'CMS 2027 NBPP' },
    });
    expect(y2027?.hsa).toEqual(planYearFigures(2027)?.hsa);
    expect(held.of(2026)?.affordability?.requiredContributionPercent).toBe('9.96');
    expect(resolveFigure('affordability', planYearFigures(2026), stored[2])).toMatchObject({
      from: 'built-in',
      unread: { requiredContributionPercent: '12.5' },
    });
    // A built-in figure carried provisionally (as 2027's caps were before CMS published them).
    const carried = {
      ...(planYearFigures(2027) as PlanYearFigures),
      outOfPocketMax: {
        selfOnlyCents: 1_060_000,
        familyCents: 2_120_000,
        source: 'CMS',
        provisional: 'carried',
      },
    };
    expect(resolveFigure('outOfPocketMax', carried, stored[0])).toMatchObject({
      from: 'stored',
      figure: { selfOnlyCents: 1_090_000, source: 'CMS 2027 NBPP' },
      replaces: { provisional: 'carried' },
    });
    expect(resolveFigure('outOfPocketMax', carried, undefined)).toMatchObject({
      from: 'built-in',
      figure: { provisional: 'carried' },
    });
  });

  it('holds a year with stored figures only, and says missing for every figure no one entered', () => {
    expect(held.of(2028)).toEqual({
      planYear: 2028,
      hsa: stored[1]?.hsa,
      affordability: undefined,
      hdhp: undefined,
      outOfPocketMax: undefined,
    });
    expect(held.of(2029)).toBeUndefined();
    expect(withStoredFigures([]).of(2027)?.affordability).toBeUndefined();
  });

  it('names the years holding each figure, built in and stored', () => {
    expect(held.yearsWith('affordability')).toEqual([2025, 2026, 2027]);
    expect(held.yearsWith('hsa')).toEqual([2025, 2026, 2027, 2028]);
    expect(builtInFigures.yearsWith('affordability')).toEqual([2025, 2026]);
  });

  it('lets the domain rules decide with the stored figures, and say missing when there are none', () => {
    expect(requiredContributionPercent(2027, held)).toBe('9.47');
    expect(() => requiredContributionPercent(2027)).toThrow(NotFoundError);
    expect(() => requiredContributionPercent(2028, held)).toThrow(
      'The affordability figures for plan year 2028 are not available yet. Plan years available: 2025, 2026, 2027.',
    );
    // $4,600 a year: $383.33 a month; family with the catch-up: ($9,200 + $1,000) / 12 = $850.
    expect(hsaMonthlyLimitCents({ planYear: 2028, coverage: 'self', age: 40 }, held)).toBe(38_333);
    expect(hsaMonthlyLimitCents({ planYear: 2028, coverage: 'family', age: 60 }, held)).toBe(85_000);
    expect(hsaMonthlyLimitCents({ planYear: 2028, coverage: 'self', age: 40 })).toBeUndefined();
  });
});

describe("2027's ACA out-of-pocket caps", () => {
  it("are CMS's published $12,000 self-only and $24,000 family, with their source, not provisional", () => {
    const caps = planYearFigures(2027)?.outOfPocketMax;
    expect(caps).toEqual({
      selfOnlyCents: 1_200_000,
      familyCents: 2_400_000,
      source: expect.stringMatching(/^CMS.*29 January 2026.*2027 Benefit Year/),
    });
    expect(storedFiguresMatter(2027, 'outOfPocketMax')).toBe(false);
  });
});

describe('reading the stored figures', () => {
  it('reads them only where the built-in year does not hold the figure published', async () => {
    expect(storedFiguresMatter(2026, 'affordability')).toBe(false);
    expect(storedFiguresMatter(2027, 'hsa')).toBe(false);
    expect(storedFiguresMatter(2027, 'affordability')).toBe(true);
    expect(storedFiguresMatter(2027, 'outOfPocketMax')).toBe(false);
    expect(storedFiguresMatter(2031, 'hsa')).toBe(true);

    const list = vi.fn(async () => stored);
    expect(await yearlyFiguresFor({ figures: { list } }, 2026, 'affordability')).toBe(builtInFigures);
    expect(list).not.toHaveBeenCalled();
    const figures = await yearlyFiguresFor({ figures: { list } }, 2027, 'affordability');
    expect(list).toHaveBeenCalledTimes(1);
    expect(figures.of(2027)?.affordability?.requiredContributionPercent).toBe('9.47');
  });
});
