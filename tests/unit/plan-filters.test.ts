/**
 * Shop Health Plans' filters and sorts (shared/domain/plan-filters.ts: the bands of spec builder
 * section 9 at their edges, carrier, metal, HSA, price both ways, yearly cost) and the display
 * rules of the plan cards (name cut, '$' on deductibles, the spec's money rule), the CSV export
 * and how 'Your Current Plan' is found.
 */
import { describe, expect, it } from 'vitest';
import {
  applyPlanFilters,
  carriersOf,
  deductibleBands,
  filtersFromParams,
  noPlanFilters,
  priceBands,
} from '../../shared/domain/plan-filters';
import type { HealthPlan } from '../../shared/schemas/quote';
import { quotedPlan } from '../helpers/quote';
import { csvField, parseCsv, toCsv } from '../../frontend/src/features/plans/utils/csv';
import { findCurrentPlan, nextJanuaryFirst } from '../../frontend/src/features/plans/utils/current-plan';
import {
  cutPlanName,
  formatSpecMoney,
  withDollarSign,
} from '../../frontend/src/features/plans/utils/plan-format';

const plan = (id: string, o: Partial<HealthPlan>): HealthPlan => quotedPlan(id, { planid: id, ...o });

const plans = [
  plan('a', { rate: 199.99, annualdeductibleindividual: '$0', metallevel: 'Bronze' }),
  plan('b', { rate: 200, annualdeductibleindividual: '$1,000', issuername: 'Beta Care' }),
  plan('c', {
    rate: 400.01,
    annualdeductibleindividual: '$1,001',
    ishsaeligible: 'Yes',
    metallevel: 'Bronze',
  }),
  plan('d', {
    rate: 1000,
    annualdeductibleindividual: '$5,000',
    issuername: 'Beta Care',
    metallevel: 'Gold',
  }),
  plan('e', { rate: 1000.01, annualdeductibleindividual: '$15,001', metallevel: 'Platinum' }),
  plan('f', { rate: 650, annualdeductibleindividual: 'Not Applicable' }),
];
const ids = (list: HealthPlan[]) => list.map((p) => p.id);

describe('applyPlanFilters', () => {
  it('no filter keeps the quote order', () => {
    expect(ids(applyPlanFilters(plans, noPlanFilters))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it.each([
    ['1-1000', ['a', 'b']],
    ['1001-3500', ['c']],
    ['3501-5000', ['d']],
    ['5001-15000', []],
    ['15001-up', ['e']],
  ])(
    'deductible band %s (a $0 deductible counts in the first; text that is no amount in none)',
    (band, expected) => {
      expect(ids(applyPlanFilters(plans, { ...noPlanFilters, deductible: band }))).toEqual(expected);
    },
  );

  it.each([
    ['0-199', ['a']],
    ['200-400', ['b']],
    ['401-600', ['c']],
    ['601-800', ['f']],
    ['801-1000', ['d']],
    ['1001-up', ['e']],
  ])('price band %s on the monthly premium, edges included once', (band, expected) => {
    expect(ids(applyPlanFilters(plans, { ...noPlanFilters, price: band }))).toEqual(expected);
  });

  it('carrier, metal tier and HSA Eligible combine', () => {
    expect(ids(applyPlanFilters(plans, { ...noPlanFilters, carrier: 'Beta Care' }))).toEqual(['b', 'd']);
    expect(ids(applyPlanFilters(plans, { ...noPlanFilters, metal: 'Bronze' }))).toEqual(['a', 'c']);
    expect(ids(applyPlanFilters(plans, { ...noPlanFilters, metal: 'Bronze', hsaOnly: true }))).toEqual(['c']);
    expect(ids(applyPlanFilters(plans, { ...noPlanFilters, carrier: 'Beta Care', metal: 'Bronze' }))).toEqual(
      [],
    );
  });

  it('sorts by price both ways, ties in quote order', () => {
    const tied = [...plans, plan('g', { rate: 200 })];
    expect(ids(applyPlanFilters(tied, { ...noPlanFilters, sort: 'priceAsc' }))).toEqual([
      'a',
      'b',
      'g',
      'c',
      'f',
      'd',
      'e',
    ]);
    expect(ids(applyPlanFilters(tied, { ...noPlanFilters, sort: 'priceDesc' }))).toEqual([
      'e',
      'd',
      'f',
      'c',
      'b',
      'g',
      'a',
    ]);
  });

  it('sorts by the estimated yearly cost, a plan without an estimate last', () => {
    // Every row $20 copay: medium use costs the same out of pocket, so the premium decides.
    expect(ids(applyPlanFilters(plans, { ...noPlanFilters, sort: 'yearlyAsc' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    const cheapPremiumDearCare = plan('h', {
      rate: 150,
      annualdeductibleindividual: '$9,000',
      primarycarevisit: '50% Coinsurance after deductible',
      imagingctpetscansmris: '50% Coinsurance after deductible',
    });
    // h: 1,800 premium + 4x150 + 2x20 + 20 + 12x20 + 1,000 (deductible) = 3,700 > b's 2,400 + 4x20+2x20+20+12x20+20 = 2,800.
    expect(
      ids(
        applyPlanFilters([cheapPremiumDearCare, plans[1] as HealthPlan], {
          ...noPlanFilters,
          sort: 'yearlyAsc',
        }),
      ),
    ).toEqual(['b', 'h']);
  });

  it('carriers come from the results, once each, sorted', () => {
    expect(carriersOf(plans)).toEqual(['Alpha Health', 'Beta Care']);
  });

  it('carriers are in the alphabetical order localeCompare gives, case and accents included', () => {
    const names = [
      'Demo Summit Care',
      'demo harbor health',
      'Démo Alpha',
      'Demo Alpha',
      'Zeta',
      'Ábaco Salud',
      'Demo-Keystone',
    ];
    const expected = [...names].sort((a, b) => a.localeCompare(b));
    expect(expected[0]).toBe('Ábaco Salud'); // not code-unit order, which puts accented letters last
    expect(carriersOf(names.map((issuername) => ({ issuername })))).toEqual(expected);
  });

  it('filters read from the URL ignore unknown values', () => {
    const f = filtersFromParams(
      new URLSearchParams('carrier=Beta+Care&metal=Gold&deductible=x&price=200-400&hsa=1&sort=bogus'),
    );
    expect(f).toEqual({
      carrier: 'Beta Care',
      metal: 'Gold',
      deductible: '',
      price: '200-400',
      hsaOnly: true,
      sort: '',
    });
  });

  it('the bands carry the labels of spec section 9', () => {
    expect(deductibleBands.map((b) => b.label)).toEqual([
      '$1-$1000',
      '$1001-$3500',
      '$3501-$5000',
      '$5001-$15000',
      '$15001 or higher',
    ]);
    expect(priceBands.map((b) => b.label)).toEqual([
      'below $200',
      '$200-$400',
      '$401-$600',
      '$601-$800',
      '$801-$1000',
      '$1001 or higher',
    ]);
  });
});

describe('plan display rules', () => {
  it('cuts a name longer than 80 characters and adds ...', () => {
    expect(cutPlanName('x'.repeat(80))).toBe('x'.repeat(80));
    expect(cutPlanName('y'.repeat(81))).toBe(`${'y'.repeat(80)}...`);
  });

  it('the money rule: $ kept as is, numbers get $ and two decimals, other text unchanged', () => {
    expect(formatSpecMoney('$4,500')).toBe('$4,500');
    expect(formatSpecMoney(467.4)).toBe('$467.40');
    expect(formatSpecMoney('1500')).toBe('$1500.00');
    expect(formatSpecMoney('20% Coinsurance after deductible')).toBe('20% Coinsurance after deductible');
    expect(formatSpecMoney(null)).toBe('N/A');
  });

  it('a deductible without $ gets one; text stays text', () => {
    expect(withDollarSign('2500')).toBe('$2500');
    expect(withDollarSign('$2,500')).toBe('$2,500');
    expect(withDollarSign('Not Applicable')).toBe('Not Applicable');
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, starts with a BOM, ends lines with CRLF', () => {
    const csv = toCsv([
      ['Plan Name', 'Monthly Premium'],
      ['Gold, "Plus"\nHMO', '$1,234.50'],
    ]);
    expect(csv).toBe('\uFEFFPlan Name,Monthly Premium\r\n"Gold, ""Plus""\nHMO","$1,234.50"\r\n');
    expect(parseCsv(csv)).toEqual([
      ['Plan Name', 'Monthly Premium'],
      ['Gold, "Plus"\nHMO', '$1,234.50'],
    ]);
  });

  it('a value a spreadsheet would run as a formula is neutralised', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe("'Your Current Plan': the plan on record among next year's plans", () => {
  const next = [plan('n1', { planid: '11111NJ0010001' }), plan('n2', { planid: '11111NJ0010002' })];
  const lastYear = [plan('old-2', { planid: '11111NJ0010002' })];
  const quoteOn = async (date: string) => (date === '2026-01-01' ? lastYear : []);

  it('found by the same id, or by the HIOS plan id of the plan on record in its year', async () => {
    expect(
      (await findCurrentPlan({ currentplanid: 'n1', currentplanyear: 2027 }, next, '2027-01-01', quoteOn))
        ?.id,
    ).toBe('n1');
    expect(
      (await findCurrentPlan({ currentplanid: 'old-2', currentplanyear: 2026 }, next, '2027-01-01', quoteOn))
        ?.id,
    ).toBe('n2');
  });

  it('none without a plan on record, or when it is not offered again', async () => {
    expect(
      await findCurrentPlan({ currentplanid: null, currentplanyear: null }, next, '2027-01-01', quoteOn),
    ).toBeNull();
    expect(
      await findCurrentPlan({ currentplanid: 'gone', currentplanyear: 2026 }, next, '2027-01-01', quoteOn),
    ).toBeNull();
  });

  it('is looked for at January 1 of next year, in UTC', () => {
    expect(nextJanuaryFirst(new Date('2026-12-31T23:30:00-05:00'))).toBe('2028-01-01');
    expect(nextJanuaryFirst(new Date('2026-11-23T12:00:00Z'))).toBe('2027-01-01');
  });
});
