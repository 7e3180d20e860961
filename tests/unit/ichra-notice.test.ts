/**
 * The ICHRA notice's content and version (shared/domain/ichra-notice.ts): every section the
 * regulations ask for, the allowance's amounts against an independent recomputation from the
 * policy, its variation by age or family, both languages, and a version that changes with any
 * change of terms or wording and with nothing else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  ichraNotice,
  noticeDueBy,
  noticeSectionIds,
  NOTICE_TEMPLATE_VERSION,
  type NoticeInput,
} from '../../shared/domain/ichra-notice';
import type { ContributionPolicy } from '../../shared/domain/contribution-policy';
import type { Cents } from '../../shared/domain/money';

const flat: ContributionPolicy = {
  kind: 'flat-by-tier',
  tiers: { employee: 40_000, employee_spouse: 70_050, employee_children: 65_000, family: 95_099 },
};

const base = (over: Partial<NoticeInput> = {}): NoticeInput => ({
  employerName: 'Front Range Builders',
  className: 'Full-time',
  planYear: 2027,
  terms: { policy: flat, waivedCents: 0 as Cents },
  affordabilityPercent: null,
  contacts: [{ name: 'Dana Reyes', email: 'hr@frontrange.example', phone: '303-555-0100', type: 3 }],
  language: 'en',
  ...over,
});

/** "$1,234.56" from cents, written here without the money module. */
const dollars = (cents: number): string => {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${(cents % 100).toString().padStart(2, '0')}`;
};

const section = (n: ReturnType<typeof ichraNotice>, id: string) => {
  const s = n.sections.find((x) => x.id === id);
  if (!s) throw new Error(`no section ${id}`);
  return s;
};

describe('ichraNotice content', () => {
  it('has every section the regulations ask for, in order, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const n = ichraNotice(base({ language }));
      expect(n.sections.map((s) => s.id)).toEqual([...noticeSectionIds]);
      for (const s of n.sections) {
        expect(s.title.trim()).not.toBe('');
        expect(s.paragraphs.length).toBeGreaterThan(0);
      }
    }
  });

  it('lists each coverage tier of a flat policy at its amount, and says it varies by family', () => {
    const n = ichraNotice(base());
    const amounts = section(n, 'allowance').amounts ?? [];
    expect(amounts.map((a) => a.cents)).toEqual([40_000, 70_050, 65_000, 95_099]);
    expect(amounts.map((a) => a.text)).toEqual(
      [40_000, 70_050, 65_000, 95_099].map((c) => `${dollars(c)} a month`),
    );
    expect(n.variesByFamily).toBe(true);
    expect(n.variesByAge).toBe(false);
    expect(section(n, 'dependents').paragraphs.join(' ')).toMatch(/larger when you cover dependents/);
  });

  it('says a flat policy with one amount for every tier does not vary by family', () => {
    const same: ContributionPolicy = {
      kind: 'flat-by-tier',
      tiers: { employee: 50_000, employee_spouse: 50_000, employee_children: 50_000, family: 50_000 },
    };
    const n = ichraNotice(base({ terms: { policy: same, waivedCents: 0 as Cents } }));
    expect(n.variesByFamily).toBe(false);
    expect(section(n, 'dependents').paragraphs.join(' ')).toMatch(/the same whether or not/);
  });

  it('lists the age bands in age order with their amounts, and says it varies by age', () => {
    const policy: ContributionPolicy = {
      kind: 'age-band',
      bands: [
        { minAge: 30, maxAge: 120, amount: 60_000 },
        { minAge: 0, maxAge: 29, amount: 30_000 },
      ],
    };
    const n = ichraNotice(base({ terms: { policy, waivedCents: 0 as Cents } }));
    const amounts = section(n, 'allowance').amounts ?? [];
    expect(amounts.map((a) => [a.label, a.cents])).toEqual([
      ['Your age 0 to 29', 30_000],
      ['Your age 30 to 120', 60_000],
    ]);
    expect(n.variesByAge).toBe(true);
    expect(n.variesByFamily).toBe(false);
  });

  it('computes base plus per dependent rows as base + n x per dependent, capped where the policy caps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (b, per, max) => {
          const policy: ContributionPolicy = {
            kind: 'base-plus-dependent',
            base: b,
            perDependent: per,
            ...(max === undefined ? {} : { maxDependents: max }),
          };
          const rows = section(ichraNotice(base({ terms: { policy, waivedCents: 0 as Cents } })), 'allowance')
            .amounts as { cents: number; text: string }[];
          const listed = max === undefined ? 3 : Math.min(max, 3);
          expect(rows).toHaveLength(listed + 1);
          rows.forEach((r, n) => {
            expect(r.cents).toBe(b + per * n);
            expect(r.text).toBe(`${dollars(b + per * n)} a month`);
          });
        },
      ),
    );
  });

  it('describes a benchmark policy by its percentage without a fixed amount', () => {
    const policy: ContributionPolicy = {
      kind: 'benchmark-percent',
      benchmark: 'slcs',
      percent: 62.5,
      covers: 'household',
    };
    const n = ichraNotice(base({ terms: { policy, waivedCents: 0 as Cents } }));
    const allowance = section(n, 'allowance');
    expect(allowance.amounts).toBeUndefined();
    expect(allowance.paragraphs[0]).toMatch(
      /62\.5% of the monthly premium of the second lowest cost silver plan/,
    );
    expect(n.variesByAge && n.variesByFamily).toBe(true);
  });

  it('states the waived amount only when the class pays one', () => {
    expect(section(ichraNotice(base()), 'allowance').paragraphs.join(' ')).not.toMatch(/waive coverage/);
    const n = ichraNotice(base({ terms: { policy: flat, waivedCents: 12_345 as Cents } }));
    expect(section(n, 'allowance').paragraphs).toContain(
      'If you waive coverage, you receive $123.45 a month.',
    );
  });

  it("names the plan year's dates, the IRS percentage when known, and the contacts", () => {
    const n = ichraNotice(base({ affordabilityPercent: '9.96', planYear: 2026 }));
    expect(section(n, 'plan-year').paragraphs[0]).toBe(
      'The plan year runs from January 1, 2026 to December 31, 2026.',
    );
    expect(section(n, 'tax-credit').paragraphs.join(' ')).toMatch(/9\.96% of your household income/);
    expect(section(n, 'contacts').paragraphs).toContain(
      'Dana Reyes (Human resources) · hr@frontrange.example · 303-555-0100',
    );
    const none = ichraNotice(base({ contacts: [] }));
    expect(section(none, 'contacts').paragraphs).toEqual([
      "For questions about the ICHRA, contact Front Range Builders's benefits administrator.",
    ]);
  });

  it('is in Spanish with the same amounts when the employee reads Spanish', () => {
    const en = ichraNotice(base());
    const es = ichraNotice(base({ language: 'es' }));
    expect(es.title).toBe('Front Range Builders: aviso del ICHRA para el año del plan 2027');
    expect(section(es, 'plan-year').paragraphs[0]).toMatch(/1 de enero de 2027/);
    expect(section(es, 'allowance').amounts?.map((a) => a.cents)).toEqual(
      section(en, 'allowance').amounts?.map((a) => a.cents),
    );
  });
});

describe('ichraNotice version', () => {
  it('is the template version plus a fingerprint, the same for the same terms', () => {
    const a = ichraNotice(base());
    expect(a.version).toMatch(new RegExp(`^${NOTICE_TEMPLATE_VERSION}-[0-9a-f]{16}$`));
    expect(ichraNotice(base()).version).toBe(a.version);
  });

  it('changes with any term, the language, the class, the contacts or the plan year', () => {
    const v = ichraNotice(base()).version;
    const changed = [
      base({
        terms: { policy: { ...flat, tiers: { ...flat.tiers, family: 95_100 } }, waivedCents: 0 as Cents },
      }),
      base({ terms: { policy: flat, waivedCents: 1 as Cents } }),
      base({ language: 'es' }),
      base({ className: 'Part-time' }),
      base({ contacts: [] }),
      base({ planYear: 2028 }),
      base({ affordabilityPercent: '9.96' }),
      base({ employerName: 'Front Range Builders LLC' }),
    ];
    const versions = changed.map((i) => ichraNotice(i).version);
    expect(new Set([v, ...versions]).size).toBe(changed.length + 1);
  });

  it('fingerprints differ for texts one character apart', () => {
    expect(fingerprint('a')).not.toBe(fingerprint('b'));
    expect(fingerprint('')).toBe('cbf29ce484222325');
  });
});

describe('noticeDueBy', () => {
  it('is 90 days before the plan year starts', () => {
    expect(noticeDueBy(2027)).toBe('2026-10-03');
    expect(noticeDueBy(2025)).toBe('2024-10-03');
  });
});
