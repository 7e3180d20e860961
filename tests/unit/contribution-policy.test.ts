/**
 * The load-time ICHRA checks of contribution policies (shared/domain/contribution-policy.ts):
 * age bands covering 0-120 exactly once, at most 3:1 within a class, one set of terms per class,
 * and which class's policy applies to a member.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageBandProblems,
  classNameProblems,
  isDefaultClass,
  MAX_AGE,
  policyForClass,
  policyProblems,
} from '../../shared/domain/contribution-policy';
import type { Cents } from '../../shared/domain/money';

interface Band {
  minAge: number;
  maxAge: number;
  amount: Cents;
}

/** Contiguous bands from 0 to 120: cut points split the ages, one amount per band. */
const contiguousBands = (amount: fc.Arbitrary<number>): fc.Arbitrary<Band[]> =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: MAX_AGE }), { maxLength: 12 })
    .chain((cuts) => {
      const starts = [0, ...cuts.sort((a, b) => a - b)];
      return fc.tuple(
        fc.constant(starts),
        fc.array(amount, { minLength: starts.length, maxLength: starts.length }),
      );
    })
    .map(([starts, amounts]) =>
      starts.map((minAge, i) => ({
        minAge,
        maxAge: i + 1 < starts.length ? (starts[i + 1] as number) - 1 : MAX_AGE,
        amount: amounts[i] as Cents,
      })),
    );

/** Amounts (cents) whose highest is at most 3 times the lowest. */
const withinRatio = fc
  .integer({ min: 1, max: 500_000 })
  .chain((low) => contiguousBands(fc.integer({ min: low, max: 3 * low })));

const ratioProblem = (bands: Band[]) => ageBandProblems(bands).filter((p) => p.reason.includes('3:1'));

describe('age-band policies', () => {
  it('accepts any contiguous bands over 0-120 whose amounts stay within 3:1', () => {
    fc.assert(fc.property(withinRatio, (bands) => ageBandProblems(bands).length === 0));
  });

  it('refuses any age-band policy whose highest amount is more than 3 times its lowest', () => {
    const breaking = fc
      .tuple(contiguousBands(fc.integer({ min: 0, max: 500_000 })), fc.integer({ min: 1, max: 100_000 }))
      .filter(([bands]) => bands.length >= 2)
      .map(([bands, extra]) => {
        // Make band 0 the lowest and the last band more than three times it.
        const low = Math.min(...bands.map((b) => b.amount));
        return bands.map((b, i) => ({
          ...b,
          amount: (i === bands.length - 1 ? 3 * low + extra : i === 0 ? low : b.amount) as Cents,
        }));
      });
    fc.assert(
      fc.property(breaking, (bands) => {
        const problems = ratioProblem(bands);
        expect(problems).toHaveLength(1);
        expect(problems[0]?.path).toEqual(['bands']);
      }),
    );
  });

  it('states the 3:1 refusal with both amounts in dollars', () => {
    const bands: Band[] = [
      { minAge: 0, maxAge: 29, amount: 20_000 as Cents },
      { minAge: 30, maxAge: 120, amount: 60_001 as Cents },
    ];
    expect(ageBandProblems(bands)).toEqual([
      {
        path: ['bands'],
        reason:
          'the highest amount ($600.01) is more than 3 times the lowest ($200.00): contributions may vary by age at most 3:1 within a class',
      },
    ]);
    expect(
      ageBandProblems([
        { ...bands[0]!, amount: 20_000 as Cents },
        { ...bands[1]!, amount: 60_000 as Cents },
      ]),
    ).toEqual([]);
  });

  it('refuses a zero amount beside a positive one (an infinite ratio), accepts all zeros', () => {
    expect(
      ratioProblem([
        { minAge: 0, maxAge: 64, amount: 0 as Cents },
        { minAge: 65, maxAge: 120, amount: 1 as Cents },
      ]),
    ).toHaveLength(1);
    expect(ageBandProblems([{ minAge: 0, maxAge: 120, amount: 0 as Cents }])).toEqual([]);
  });

  it('finds a gap anywhere in otherwise valid bands', () => {
    fc.assert(
      fc.property(
        withinRatio.filter((b) => b.some((x) => x.maxAge > x.minAge)),
        fc.nat(),
        (bands, pick) => {
          // Shorten one band by a year at its end (or start the last one a year late): one age uncovered.
          const wide = bands.map((b, i) => ({ b, i })).filter(({ b }) => b.maxAge > b.minAge);
          const { i } = wide[pick % wide.length] as { i: number };
          const broken = bands.map((b, j) =>
            j === i
              ? i === bands.length - 1
                ? { ...b, minAge: b.minAge + 1 }
                : { ...b, maxAge: b.maxAge - 1 }
              : b,
          );
          const problems = ageBandProblems(broken);
          expect(problems.length).toBeGreaterThan(0);
          expect(problems.some((p) => /gap|must start|must reach/.test(p.reason))).toBe(true);
        },
      ),
    );
  });

  it('names gaps, overlaps (with any earlier band), inverted bands and missing ends with their paths', () => {
    const bands: Band[] = [
      { minAge: 5, maxAge: 60, amount: 100 as Cents },
      { minAge: 20, maxAge: 30, amount: 100 as Cents },
      { minAge: 31, maxAge: 40, amount: 100 as Cents },
      { minAge: 70, maxAge: 65, amount: 100 as Cents },
    ];
    expect(ageBandProblems(bands)).toEqual([
      { path: ['bands', 3, 'maxAge'], reason: 'must not be below minAge (70)' },
      { path: ['bands', 0, 'minAge'], reason: 'the bands must start at age 0: ages 0-4 have no amount' },
      { path: ['bands', 1, 'minAge'], reason: 'overlaps band 0 (ages 5-60): age 20 would have two amounts' },
      { path: ['bands', 2, 'minAge'], reason: 'overlaps band 0 (ages 5-60): age 31 would have two amounts' },
      { path: ['bands', 3, 'minAge'], reason: 'gap: ages 61-69 have no amount' },
      { path: ['bands', 3, 'maxAge'], reason: 'the bands must reach age 120: ages 66-120 have no amount' },
    ]);
  });

  it('checks only age-band policies for age rules', () => {
    expect(
      policyProblems({ kind: 'base-plus-dependent', base: 100 as Cents, perDependent: 900 as Cents }),
    ).toEqual([]);
    expect(
      policyProblems({ kind: 'age-band', bands: [{ minAge: 0, maxAge: 119, amount: 1 as Cents }] }),
    ).toHaveLength(1);
  });
});

describe('class names', () => {
  it('refuses a class defined twice (whatever its case), a class named empty, and an employer without ALL', () => {
    expect(classNameProblems(['ALL', 'Sales', 'sales ', 'empty'])).toEqual([
      {
        path: ['classes', 2, 'name'],
        reason: 'class "sales " is defined twice (also classes.1): one set of terms per class',
      },
      {
        path: ['classes', 3, 'name'],
        reason: '"empty" is reserved: it means a member without a class, who gets the ALL class\'s terms',
      },
    ]);
    expect(classNameProblems(['Sales', undefined])).toEqual([
      {
        path: ['classes'],
        reason: 'a class named ALL is required: every member starts in it at registration',
      },
    ]);
    expect(classNameProblems(['all', 'Sales'])).toEqual([]);
  });

  it("gives a member the class's own policy, else the ALL class's; 'ALL', 'empty' and no class mean ALL", () => {
    const policies = [{ className: 'ALL' }, { className: 'Hourly' }];
    expect(policyForClass(policies, 'hourly')?.className).toBe('Hourly');
    expect(policyForClass(policies, 'Salaried')?.className).toBe('ALL');
    for (const c of ['ALL', 'empty', '', null, undefined])
      expect(policyForClass(policies, c)?.className).toBe('ALL');
    expect(policyForClass([{ className: 'Hourly' }], 'Salaried')).toBeUndefined();
    expect(isDefaultClass('Empty')).toBe(true);
    expect(isDefaultClass('Hourly')).toBe(false);
  });
});
