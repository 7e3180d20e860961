/**
 * Contributions (shared/domain/contribution.ts): each policy kind by example and by property,
 * recomputed independently (own age arithmetic, own tier rule, BigInt percentages); the matching
 * of the path's birth dates to saved dependents; the county of the member's profile.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  benchmarkFromOffers,
  coverageTier,
  decimalToFraction,
  householdFromDates,
  monthlyContributionCents,
  percentOfMilliCents,
  profileCountyFips,
  type ContributionHousehold,
} from '../../shared/domain/contribution';
import { ConflictError, ValidationError } from '../../shared/domain/errors';
import { premiumMilliCents, type PlanOffer } from '../../shared/domain/rating';
import { ratingRuleFor } from '../../shared/data/rating-rules';
import type { ContributionPolicy } from '../../shared/schemas/employer-file';
import { benefitFields } from '../../shared/schemas/quote';

const on = '2026-01-01';
const iso = (d: Date) => d.toISOString().slice(0, 10);
const ageByDate = (birthdate: string, date: string): number => {
  const b = new Date(`${birthdate}T00:00:00Z`);
  const d = new Date(`${date}T00:00:00Z`);
  return (
    d.getUTCFullYear() -
    b.getUTCFullYear() -
    (d < new Date(Date.UTC(d.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate())) ? 1 : 0)
  );
};
const birthdate = (minYears: number, maxYears: number) =>
  fc
    .integer({ min: Math.round(minYears * 365.25), max: Math.round(maxYears * 365.25) })
    .map((days) => iso(new Date(Date.parse(`${on}T00:00:00Z`) - days * 86_400_000)));
const households: fc.Arbitrary<ContributionHousehold> = fc.record({
  employee: fc.record({ birthdate: birthdate(18, 80) }),
  dependents: fc.array(
    fc.record({
      birthdate: birthdate(0, 80),
      relationship: fc.constantFrom('spouse' as const, 'child' as const),
    }),
    { maxLength: 8 },
  ),
});
const cents = fc.integer({ min: 0, max: 500_000 });

describe('flat by coverage tier', () => {
  const policy: ContributionPolicy = {
    kind: 'flat-by-tier',
    tiers: { employee: 45_000, employee_spouse: 80_000, employee_children: 75_000, family: 110_000 },
  };
  const me = { birthdate: '1985-05-05' };

  it.each([
    [[], 'employee', 45_000],
    [[{ birthdate: '1986-01-01', relationship: 'spouse' }], 'employee_spouse', 80_000],
    [
      [
        { birthdate: '2015-01-01', relationship: 'child' },
        { birthdate: '2017-01-01', relationship: 'child' },
      ],
      'employee_children',
      75_000,
    ],
    [
      [
        { birthdate: '1986-01-01', relationship: 'spouse' },
        { birthdate: '2015-01-01', relationship: 'child' },
      ],
      'family',
      110_000,
    ],
  ] as const)('%j is tier %s', (dependents, tier, amount) => {
    const h = { employee: me, dependents };
    expect(coverageTier(h)).toBe(tier);
    expect(monthlyContributionCents(policy, h, on)).toBe(amount);
  });

  it('answers the amount of the tier the household forms (property)', () => {
    fc.assert(
      fc.property(households, cents, cents, cents, cents, (h, e, s, c, f) => {
        const spouse = h.dependents.filter((d) => d.relationship === 'spouse').length > 0;
        const kids = h.dependents.filter((d) => d.relationship === 'child').length > 0;
        const expected = !spouse && !kids ? e : spouse && !kids ? s : !spouse && kids ? c : f;
        expect(
          monthlyContributionCents(
            {
              kind: 'flat-by-tier',
              tiers: { employee: e, employee_spouse: s, employee_children: c, family: f },
            },
            h,
            on,
          ),
        ).toBe(expected);
      }),
    );
  });
});

describe('by age band', () => {
  const policy: ContributionPolicy = {
    kind: 'age-band',
    bands: [
      { minAge: 0, maxAge: 29, amount: 30_000 },
      { minAge: 30, maxAge: 44, amount: 38_000 },
      { minAge: 45, maxAge: 120, amount: 60_000 },
    ],
  };

  it("uses the employee's age on the effective date, a band changing on the birthday", () => {
    const dependents = [{ birthdate: '1950-01-01', relationship: 'spouse' as const }];
    expect(monthlyContributionCents(policy, { employee: { birthdate: '1996-01-02' }, dependents }, on)).toBe(
      30_000,
    );
    expect(monthlyContributionCents(policy, { employee: { birthdate: '1996-01-01' }, dependents }, on)).toBe(
      38_000,
    );
    expect(
      monthlyContributionCents(policy, { employee: { birthdate: '1981-01-01' }, dependents: [] }, on),
    ).toBe(60_000);
  });

  it('answers the amount of the band holding the age (property)', () => {
    const bands = fc.uniqueArray(fc.integer({ min: 1, max: 120 }), { maxLength: 6 }).chain((cuts) => {
      const starts = [0, ...cuts.sort((a, b) => a - b)];
      return fc.tuple(...starts.map(() => cents)).map((amounts) =>
        starts.map((minAge, i) => ({
          minAge,
          maxAge: (starts[i + 1] ?? 121) - 1,
          amount: amounts[i] as number,
        })),
      );
    });
    fc.assert(
      fc.property(households, bands, (h, b) => {
        const age = ageByDate(h.employee.birthdate, on);
        const expected = b.find((x) => age >= x.minAge && age <= x.maxAge)?.amount;
        expect(monthlyContributionCents({ kind: 'age-band', bands: b }, h, on)).toBe(expected);
      }),
    );
  });
});

describe('base plus per dependent', () => {
  it('adds the amount per covered dependent up to the cap', () => {
    const policy: ContributionPolicy = {
      kind: 'base-plus-dependent',
      base: 35_000,
      perDependent: 15_000,
      maxDependents: 2,
    };
    const kids = (n: number) =>
      Array.from({ length: n }, () => ({ birthdate: '2015-01-01', relationship: 'child' as const }));
    expect(
      monthlyContributionCents(policy, { employee: { birthdate: '1980-01-01' }, dependents: kids(0) }, on),
    ).toBe(35_000);
    expect(
      monthlyContributionCents(policy, { employee: { birthdate: '1980-01-01' }, dependents: kids(1) }, on),
    ).toBe(50_000);
    expect(
      monthlyContributionCents(policy, { employee: { birthdate: '1980-01-01' }, dependents: kids(7) }, on),
    ).toBe(65_000);
  });

  it('is base + per x min(dependents, cap) (property)', () => {
    fc.assert(
      fc.property(
        households,
        cents,
        cents,
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        (h, base, per, max) => {
          const counted = max === undefined ? h.dependents.length : Math.min(max, h.dependents.length);
          expect(
            monthlyContributionCents(
              {
                kind: 'base-plus-dependent',
                base,
                perDependent: per,
                ...(max === undefined ? {} : { maxDependents: max }),
              },
              h,
              on,
            ),
          ).toBe(base + per * counted);
        },
      ),
    );
  });
});

function silver(
  planId: string,
  rate21Cents: number,
  metalLevel = 'Silver',
  tobacco21Cents: number | null = null,
): PlanOffer {
  return {
    id: planId,
    planId,
    planYear: 2026,
    state: 'NJ',
    countyFips: '34017',
    ratingArea: 'Rating Area 1',
    issuerId: planId.slice(0, 5),
    issuerName: 'Demo',
    planName: planId,
    planType: 'HMO',
    metalLevel,
    hsaEligible: false,
    deductibleIndividual: '$1',
    deductibleFamily: '$2',
    combinedDeductibleIndividual: null,
    oopMaxIndividual: '$3',
    oopMaxFamily: '$4',
    benefits: Object.fromEntries(benefitFields.map((f) => [f, null])) as PlanOffer['benefits'],
    planEffectiveDate: '2026-01-01',
    planExpirationDate: '2026-12-31',
    summaryOfBenefitsUrl: null,
    providerDirectoryUrl: null,
    rates: [{ effective: '2026-01-01', expiration: '2026-12-31', rate21Cents, tobacco21Cents }],
    importedOn: '',
    importedBy: '',
    sourceDate: '',
  };
}

describe('a percentage of the benchmark silver plan', () => {
  const offers = [
    silver('11111NJ0010001', 41_000),
    silver('22222NJ0010001', 39_000),
    silver('33333NJ0010001', 20_000, 'Bronze'),
    silver('44444NJ0010001', 45_000),
  ];
  const h: ContributionHousehold = {
    employee: { birthdate: '1985-07-01' },
    dependents: [{ birthdate: '2015-03-03', relationship: 'child' }],
  };

  it("takes the percentage of the employee's own premium (self) or the household's", () => {
    const benchmark = benchmarkFromOffers(offers, h, on);
    // SLCS is 410.00 at age 40: x 1.278 = 523.98; 62.5% = 327.4875 -> 327.49
    expect(
      monthlyContributionCents(
        { kind: 'benchmark-percent', benchmark: 'slcs', percent: 62.5, covers: 'self' },
        h,
        on,
        benchmark,
      ),
    ).toBe(32_749);
    // LCS 390.00 x (1.278 + 0.765 [10]) = 796.77; 80% = 637.416 -> 637.42
    expect(
      monthlyContributionCents(
        { kind: 'benchmark-percent', benchmark: 'lcs', percent: 80, covers: 'household' },
        h,
        on,
        benchmark,
      ),
    ).toBe(63_742);
  });

  it('rates the benchmark without a tobacco surcharge', () => {
    const withTobacco = [silver('11111NJ0010001', 40_000, 'Silver', 60_000)];
    const benchmark = benchmarkFromOffers(
      withTobacco,
      { employee: { birthdate: '2005-01-01' }, dependents: [] },
      on,
    );
    expect(benchmark('lcs', 'self')).toBe(40_000 * 1000);
  });

  it('answers 409 when no silver plan is offered in the county', () => {
    const benchmark = benchmarkFromOffers([silver('33333NJ0010001', 20_000, 'Gold')], h, on);
    expect(() => benchmark('slcs', 'self')).toThrow(ConflictError);
  });

  it('agrees with an independent BigInt computation, rounded once (property)', () => {
    fc.assert(
      fc.property(
        households,
        fc.array(
          fc.record({
            rate: fc.integer({ min: 10_000, max: 200_000 }),
            metal: fc.constantFrom('Silver', 'Gold', 'Bronze'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('lcs' as const, 'slcs' as const),
        fc.constantFrom('self' as const, 'household' as const),
        (hh, plans, hundredths, benchmark, covers) => {
          fc.pre(plans.some((p) => p.metal === 'Silver'));
          const list = plans.map((p, i) => silver(`1000${i}NJ0010001`, p.rate, p.metal));
          const people = [
            { birthdate: hh.employee.birthdate, relationship: 'employee' as const, tobacco: false },
            ...(covers === 'household' ? hh.dependents.map((d) => ({ ...d, tobacco: false })) : []),
          ];
          const premiums = list
            .filter((o) => o.metalLevel === 'Silver')
            .map((o) =>
              BigInt(
                premiumMilliCents(ratingRuleFor('NJ'), o.rates[0] as PlanOffer['rates'][number], people, on),
              ),
            )
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          const chosen = benchmark === 'lcs' ? premiums[0] : (premiums[1] ?? premiums[0]);
          // percent = hundredths / 100; amount = milli x percent / 100 / 1000, half up
          const den = 100n * 100n * 1000n;
          const expected = Number(((chosen as bigint) * BigInt(hundredths) * 2n + den) / (2n * den));
          const policy: ContributionPolicy = {
            kind: 'benchmark-percent',
            benchmark,
            percent: hundredths / 100,
            covers,
          };
          expect(monthlyContributionCents(policy, hh, on, benchmarkFromOffers(list, hh, on))).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds a percentage as an exact fraction', () => {
    expect(decimalToFraction(62.5)).toEqual({ numerator: 625n, denominator: 10n });
    expect(decimalToFraction(1e-7)).toEqual({ numerator: 1n, denominator: 10_000_000n });
    expect(decimalToFraction(33.33)).toEqual({ numerator: 3333n, denominator: 100n });
    // 0.1 + 0.2 drift cannot creep in: 10.01% of 1000.00 is 100.10 exactly
    expect(percentOfMilliCents(100_000 * 1000, 10.01)).toBe(10_010);
  });
});

describe('the household of the contribution path', () => {
  const saved = [
    { dateofbirth: '1987-02-02', relationship: 'spouse' as const },
    { dateofbirth: '2016-06-06', relationship: 'child' as const },
    { dateofbirth: '2016-06-06', relationship: 'child' as const },
  ];

  it('drops the 1920-01-01 padding and takes relationships from the saved dependents', () => {
    const h = householdFromDates(
      '1985-01-01',
      ['2016-06-06', '1987-02-02', '2016-06-06', '1920-01-01', '1920-01-01'],
      saved,
    );
    expect(h.dependents).toEqual([
      { birthdate: '2016-06-06', relationship: 'child' },
      { birthdate: '1987-02-02', relationship: 'spouse' },
      { birthdate: '2016-06-06', relationship: 'child' },
    ]);
    expect(coverageTier(h)).toBe('family');
  });

  it('refuses a date that is none of the saved dependents, naming its slot', () => {
    try {
      householdFromDates(
        '1985-01-01',
        ['2016-06-06', '2016-06-06', '2016-06-06', '1920-01-01', '1920-01-01'],
        saved,
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields).toEqual({
        'path.d3':
          'None of your saved dependents was born on 2016-06-06. Please save your dependents on your profile first.',
      });
    }
  });
});

describe("the county of the member's profile", () => {
  const hudson = {
    countyname: 'Hudson',
    statename: 'New Jersey',
    state: 'NJ',
    city: 'Hoboken',
    zipcode: '07030',
    countycode: '34017',
  };
  const bergen = { ...hudson, countyname: 'Bergen', countycode: '34003' };

  it('is the county the profile names among those of its ZIP', () => {
    expect(profileCountyFips({ postalcode: '07030', county: 'Bergen County' }, [hudson, bergen])).toBe(
      '34003',
    );
    expect(profileCountyFips({ postalcode: '07030', county: '34017' }, [hudson, bergen])).toBe('34017');
    expect(profileCountyFips({ postalcode: '07030', county: null }, [hudson])).toBe('34017');
  });

  it('answers 409 with a clear message when the profile has no ZIP or its county is not of the ZIP', () => {
    expect(() => profileCountyFips({ postalcode: null, county: null }, [])).toThrow(
      'Please enter your ZIP code and county on your profile first',
    );
    expect(() => profileCountyFips({ postalcode: '07030', county: 'Essex' }, [hudson, bergen])).toThrow(
      ConflictError,
    );
    expect(() => profileCountyFips({ postalcode: '07030', county: null }, [hudson, bergen])).toThrow(
      'Please choose your county again on your profile',
    );
  });
});
