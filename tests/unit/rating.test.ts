/**
 * Rating (shared/domain/rating.ts): ages on the effective date, the three-children rule, tobacco,
 * family tiers, plans effective on the date, benchmarks. The property tests recompute the
 * household premium independently, from their own copy of the federal default age table (CMS, 2018 on) and
 * their own date and rounding arithmetic, and must agree to the cent.
 */
import * as z from 'zod/mini';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingRuleFor } from '../../shared/data/rating-rules';
import {
  ageOn,
  benchmarkSilver,
  chargedMembers,
  isCalendarDate,
  isHsaEligible,
  premiumCents,
  ratePlans,
  toHealthPlan,
  type CoveredPerson,
  type PlanOffer,
} from '../../shared/domain/rating';
import { benefitFields, healthPlan } from '../../shared/schemas/quote';
import { compareIso } from '../../shared/domain/calendar';

// The federal default age curve as CMS publishes it, typed out independently of shared/data.
const FEDERAL = `0-14 0.765; 15 .833; 16 .859; 17 .885; 18 .913; 19 .941; 20 .970; 21-24 1.000; 25 1.004; 26 1.024; 27 1.048;
28 1.087; 29 1.119; 30 1.135; 31 1.159; 32 1.183; 33 1.198; 34 1.214; 35 1.222; 36 1.230; 37 1.238; 38 1.246; 39 1.262;
40 1.278; 41 1.302; 42 1.325; 43 1.357; 44 1.397; 45 1.444; 46 1.500; 47 1.563; 48 1.635; 49 1.706; 50 1.786; 51 1.865;
52 1.952; 53 2.040; 54 2.135; 55 2.230; 56 2.333; 57 2.437; 58 2.548; 59 2.603; 60 2.714; 61 2.810; 62 2.873; 63 2.952; 64+ 3.000`;
const table = new Map<number, bigint>();
for (const entry of FEDERAL.split(';')) {
  const [ages = '', factor = ''] = entry.trim().split(/\s+/);
  const [from, to] = ages.replace('+', '-120').split('-').map(Number) as [number, number | undefined];
  const [whole = '0', frac = ''] = factor.split('.');
  const thousandths = BigInt(Number(whole || '0') * 1000 + Number(frac.padEnd(3, '0')));
  for (let a = from; a <= (to ?? from); a++) table.set(a, thousandths);
}

/** Age by calendar arithmetic on Date (29 February birthdays roll to 1 March in a common year). */
function ageByDate(birthdate: string, on: string): number {
  const b = new Date(`${birthdate}T00:00:00Z`);
  const d = new Date(`${on}T00:00:00Z`);
  const birthdayThisYear = new Date(Date.UTC(d.getUTCFullYear(), b.getUTCMonth(), b.getUTCDate()));
  return d.getUTCFullYear() - b.getUTCFullYear() - (d < birthdayThisYear ? 1 : 0);
}

/** The household premium in cents by the rules, with BigInt arithmetic and one half-up rounding. */
function expectedCents(
  rate: number,
  tobaccoRate: number | null,
  people: CoveredPerson[],
  on: string,
): number {
  const kids = people
    .filter((p) => p.relationship === 'child' && ageByDate(p.birthdate, on) < 21)
    .sort((a, b) => a.birthdate.localeCompare(b.birthdate) || Number(b.tobacco) - Number(a.tobacco));
  const free = new Set(kids.slice(3));
  let milli = 0n;
  for (const p of people) {
    if (free.has(p)) continue;
    const base = p.tobacco && tobaccoRate !== null ? tobaccoRate : rate;
    milli += BigInt(base) * (table.get(Math.min(ageByDate(p.birthdate, on), 120)) as bigint);
  }
  return Number((milli + 500n) / 1000n);
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;
/** A first-of-month effective date in 2025-2027. */
const effectiveDate = fc
  .record({ y: fc.integer({ min: 2025, max: 2027 }), m: fc.integer({ min: 1, max: 12 }) })
  .map(({ y, m }) => `${y}-${String(m).padStart(2, '0')}-01`);
/** A birth date between `minYears` and `maxYears` before the date (never after it). */
const bornBefore = (on: string, minYears: number, maxYears: number) =>
  fc
    .integer({ min: Math.round(minYears * 365.25), max: Math.round(maxYears * 365.25) })
    .map((days) => iso(new Date(Date.parse(`${on}T00:00:00Z`) - days * DAY)));

const household = effectiveDate.chain((on) =>
  fc
    .record({
      on: fc.constant(on),
      employee: fc.record({ birthdate: bornBefore(on, 18, 85), tobacco: fc.boolean() }),
      spouse: fc.option(fc.record({ birthdate: bornBefore(on, 18, 85), tobacco: fc.boolean() }), {
        nil: undefined,
      }),
      // More than five dependents is allowed; several children may share a birthday (twins).
      children: fc.array(fc.record({ birthdate: bornBefore(on, 0, 30), tobacco: fc.boolean() }), {
        maxLength: 9,
      }),
    })
    .map(({ on: date, employee, spouse, children }) => ({
      on: date,
      people: [
        { ...employee, relationship: 'employee' as const },
        ...(spouse ? [{ ...spouse, relationship: 'spouse' as const }] : []),
        ...children.map((c) => ({ ...c, relationship: 'child' as const })),
      ] as CoveredPerson[],
    })),
);
const rates = fc.integer({ min: 5_000, max: 250_000 }).chain((rate) =>
  fc.record({
    rate: fc.constant(rate),
    tobacco: fc.option(fc.integer({ min: rate, max: Math.floor(rate * 1.5) }), { nil: null }),
  }),
);

describe('dates and ages', () => {
  it('takes an age on the effective date, a year older from the birthday on', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('makes someone born on 29 February a year older on 1 March in a common year', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    expect(ageOn('2004-02-29', '2028-02-29')).toBe(24);
  });

  it('knows which dates exist in the calendar', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('26-04-01')).toBe(false);
  });

  it('orders ISO timestamps as the instants they name', () => {
    const instant = fc.date({
      min: new Date('1941-01-01'),
      max: new Date('2199-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        expect(Math.sign(compareIso(a.toISOString(), b.toISOString()))).toBe(
          Math.sign(a.getTime() - b.getTime()),
        );
      }),
    );
  });
});

describe('the household premium (federal rules)', () => {
  const on = '2026-01-01';
  const rule = ratingRuleFor('NJ');

  it('rates an employee of 40 at 1.278 times the age-21 rate', () => {
    expect(
      premiumCents(
        rule,
        { rate21Cents: 40_000, tobacco21Cents: null },
        [{ birthdate: '1985-07-01', relationship: 'employee', tobacco: false }],
        on,
      ),
    ).toBe(51_120);
  });

  it('charges a tobacco user the tobacco rate times the age factor', () => {
    // 500.00 x 1.278 = 639.00
    expect(
      premiumCents(
        rule,
        { rate21Cents: 40_000, tobacco21Cents: 50_000 },
        [{ birthdate: '1985-07-01', relationship: 'employee', tobacco: true }],
        on,
      ),
    ).toBe(63_900);
  });

  it('charges only the three oldest children under 21, however many are covered', () => {
    const children = ['2006-03-01', '2010-05-01', '2012-01-01', '2014-09-09', '2016-02-02', '2020-12-12'].map(
      (birthdate) => ({ birthdate, relationship: 'child' as const, tobacco: false }),
    );
    const people: CoveredPerson[] = [
      { birthdate: '1985-07-01', relationship: 'employee', tobacco: false },
      ...children,
    ];
    const charged = chargedMembers(people, on, rule).map((p) => p.birthdate);
    // 2006-03-01 is 19, so it is one of the three oldest under 21; the three youngest are free.
    expect(charged).toEqual(['1985-07-01', '2006-03-01', '2010-05-01', '2012-01-01']);
    // 400 x (1.278 [40] + 0.941 [19] + 0.833 [15] + 0.765 [14]) = 1526.80
    expect(premiumCents(rule, { rate21Cents: 40_000, tobacco21Cents: null }, people, on)).toBe(152_680);
  });

  it('charges every child of 21 or older in addition to three younger ones', () => {
    const people: CoveredPerson[] = [
      { birthdate: '1970-01-01', relationship: 'employee', tobacco: false },
      { birthdate: '2003-06-01', relationship: 'child', tobacco: false },
      ...['2010-01-01', '2011-01-01', '2012-01-01', '2013-01-01'].map((birthdate) => ({
        birthdate,
        relationship: 'child' as const,
        tobacco: false,
      })),
    ];
    expect(chargedMembers(people, on, rule)).toHaveLength(5);
  });

  it('between twins at the cut-off, charges the tobacco user', () => {
    const people: CoveredPerson[] = [
      { birthdate: '1980-01-01', relationship: 'employee', tobacco: false },
      { birthdate: '2010-01-01', relationship: 'child', tobacco: false },
      { birthdate: '2011-01-01', relationship: 'child', tobacco: false },
      { birthdate: '2012-04-04', relationship: 'child', tobacco: false },
      { birthdate: '2012-04-04', relationship: 'child', tobacco: true },
    ];
    const charged = chargedMembers(people, on, rule);
    expect(charged.filter((p) => p.birthdate === '2012-04-04')).toEqual([
      { birthdate: '2012-04-04', relationship: 'child', tobacco: true },
    ]);
  });

  it('agrees to the cent with an independent recomputation from the age table', () => {
    fc.assert(
      fc.property(household, rates, ({ on: date, people }, { rate, tobacco }) => {
        expect(premiumCents(rule, { rate21Cents: rate, tobacco21Cents: tobacco }, people, date)).toBe(
          expectedCents(rate, tobacco, people, date),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('family-tier states (NY, VT)', () => {
  const on = '2026-03-01';
  const employee: CoveredPerson = { birthdate: '1960-01-01', relationship: 'employee', tobacco: true };
  const spouse: CoveredPerson = { birthdate: '1999-01-01', relationship: 'spouse', tobacco: false };
  const child: CoveredPerson = { birthdate: '2015-01-01', relationship: 'child', tobacco: false };
  const rate = { rate21Cents: 50_000, tobacco21Cents: 75_000 };

  it.each([
    ['NY', [employee], 50_000],
    ['NY', [employee, spouse], 100_000],
    ['NY', [employee, child, child, child, child], 85_000],
    ['NY', [employee, spouse, child], 142_500],
    ['VT', [employee], 50_000],
    ['VT', [employee, spouse], 100_000],
    ['VT', [employee, child], 96_500],
    ['VT', [employee, spouse, child, child], 140_500],
  ] as const)(
    '%s: %j is the individual rate times its tier, whatever the ages and tobacco',
    (state, people, cents) => {
      expect(premiumCents(ratingRuleFor(state), rate, people, on)).toBe(cents);
    },
  );

  it('never depends on ages or tobacco (property)', () => {
    fc.assert(
      fc.property(
        household,
        fc.constantFrom('NY', 'VT'),
        fc.integer({ min: 5_000, max: 250_000 }),
        ({ on: date, people }, state, r) => {
          const spouseToo = people.some((p) => p.relationship === 'spouse');
          const kids = people.some((p) => p.relationship === 'child');
          const factors =
            state === 'NY' ? { i: 1000, c: 2000, k: 1700, f: 2850 } : { i: 1000, c: 2000, k: 1930, f: 2810 };
          const factor = spouseToo ? (kids ? factors.f : factors.c) : kids ? factors.k : factors.i;
          expect(
            premiumCents(
              ratingRuleFor(state),
              { rate21Cents: r, tobacco21Cents: Math.floor(r * 1.5) },
              people,
              date,
            ),
          ).toBe(Math.floor((r * factor + 500) / 1000));
        },
      ),
      { numRuns: 200 },
    );
  });
});

function offer(partial: Partial<PlanOffer> & Pick<PlanOffer, 'planId' | 'metalLevel'>): PlanOffer {
  return {
    id: `id-${partial.planId}`,
    planYear: 2026,
    state: 'NJ',
    countyFips: '34017',
    ratingArea: 'Rating Area 1',
    issuerId: partial.planId.slice(0, 5),
    issuerName: 'Demo Issuer',
    planName: `Demo ${partial.metalLevel}`,
    planType: 'HMO',
    hsaEligible: false,
    deductibleIndividual: '$4,000',
    deductibleFamily: '$8,000',
    combinedDeductibleIndividual: '$4,000',
    oopMaxIndividual: '$9,000',
    oopMaxFamily: '$18,000',
    benefits: Object.fromEntries(benefitFields.map((f) => [f, null])) as PlanOffer['benefits'],
    planEffectiveDate: '2026-01-01',
    planExpirationDate: '2026-12-31',
    summaryOfBenefitsUrl: null,
    providerDirectoryUrl: null,
    rates: [{ effective: '2026-01-01', expiration: '2026-12-31', rate21Cents: 40_000, tobacco21Cents: null }],
    importedOn: '2026-11-01T00:00:00.000Z',
    importedBy: 'import-plans (HIOS)',
    sourceDate: '2025-10-15',
    ...partial,
  };
}

describe('plans offered on the date', () => {
  const me: CoveredPerson[] = [{ birthdate: '1990-01-01', relationship: 'employee', tobacco: false }];

  it('uses the rate period that covers the date and leaves out plans not in force', () => {
    const halfYear = offer({
      planId: '11111NJ0010001',
      metalLevel: 'Gold',
      rates: [
        { effective: '2026-01-01', expiration: '2026-06-30', rate21Cents: 50_000, tobacco21Cents: null },
        { effective: '2026-07-01', expiration: '2026-12-31', rate21Cents: 52_000, tobacco21Cents: null },
      ],
    });
    const endsInMarch = offer({
      planId: '11111NJ0010002',
      metalLevel: 'Silver',
      planExpirationDate: '2026-03-31',
    });
    const spring = ratePlans([halfYear, endsInMarch], me, '2026-03-01');
    // Age 36: factor 1.230.
    expect(spring.map((q) => [q.offer.planId, q.premiumCents])).toEqual([
      ['11111NJ0010002', 49_200],
      ['11111NJ0010001', 61_500],
    ]);
    const autumn = ratePlans([halfYear, endsInMarch], me, '2026-09-01');
    expect(autumn.map((q) => [q.offer.planId, q.premiumCents])).toEqual([['11111NJ0010001', 63_960]]);
  });

  it('finds the lowest and second-lowest cost silver plans; a lone silver plan is both', () => {
    const offers = [
      offer({
        planId: '11111NJ0010001',
        metalLevel: 'Silver',
        rates: [
          { effective: '2026-01-01', expiration: '2026-12-31', rate21Cents: 41_000, tobacco21Cents: null },
        ],
      }),
      offer({
        planId: '11111NJ0010002',
        metalLevel: 'Bronze',
        rates: [
          { effective: '2026-01-01', expiration: '2026-12-31', rate21Cents: 20_000, tobacco21Cents: null },
        ],
      }),
      offer({
        planId: '22222NJ0010001',
        metalLevel: 'Silver',
        rates: [
          { effective: '2026-01-01', expiration: '2026-12-31', rate21Cents: 39_000, tobacco21Cents: null },
        ],
      }),
      offer({
        planId: '33333NJ0010001',
        metalLevel: 'Silver',
        rates: [
          { effective: '2026-01-01', expiration: '2026-12-31', rate21Cents: 45_000, tobacco21Cents: null },
        ],
      }),
    ];
    expect(benchmarkSilver(offers, me, '2026-02-01', 'lcs')?.offer.planId).toBe('22222NJ0010001');
    expect(benchmarkSilver(offers, me, '2026-02-01', 'slcs')?.offer.planId).toBe('11111NJ0010001');
    expect(benchmarkSilver(offers.slice(0, 2), me, '2026-02-01', 'slcs')?.offer.planId).toBe(
      '11111NJ0010001',
    );
    expect(benchmarkSilver(offers.slice(1, 2), me, '2026-02-01', 'lcs')).toBeUndefined();
  });

  it('answers every field of the health-plan entity, with the rate in dollars', () => {
    const [quoted] = ratePlans([offer({ planId: '11111NJ0010001', metalLevel: 'Bronze' })], me, '2026-02-01');
    const plan = toHealthPlan(quoted as NonNullable<typeof quoted>);
    expect(z.strictObject(healthPlan._zod.innerType.shape).parse(plan)).toEqual(plan);
    expect(plan.rate).toBe(492);
    // From 2026, bronze counts as HSA-compatible whatever the plan's own flag says.
    expect(plan.ishsaeligible).toBe('Yes');
  });

  it('counts bronze and catastrophic as HSA-compatible from 2026 only', () => {
    expect(isHsaEligible({ hsaEligible: false, metalLevel: 'Bronze', planYear: 2025 })).toBe(false);
    expect(isHsaEligible({ hsaEligible: false, metalLevel: 'Catastrophic', planYear: 2026 })).toBe(true);
    expect(isHsaEligible({ hsaEligible: false, metalLevel: 'Silver', planYear: 2026 })).toBe(false);
    expect(isHsaEligible({ hsaEligible: true, metalLevel: 'Silver', planYear: 2025 })).toBe(true);
  });
});
