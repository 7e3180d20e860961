/**
 * The demonstration catalog generator (infra/data/catalog/generate.ts): the same bytes on every
 * run, every state and county of the ZIP crosswalk, plans within the year's caps, cost sharing in
 * the CMS formats, rates that vary by rating area and issuer; and the importer accepts it.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planYearFigures } from '../../shared/data/plan-years';
import { dollarsToCents } from '../../shared/domain/money';
import { estimateYearlyCost } from '../../shared/domain/yearly-cost';
import { benefitFields, type HealthPlan } from '../../shared/schemas/quote';
import { costSharingText } from '../../infra/data/catalog/build';
import { crosswalkCounties, generateCatalog } from '../../infra/data/catalog/generate';
import { importPlans } from '../../infra/data/catalog/import';
import { readCsv } from '../../infra/data/catalog/csv';
import { benefitNames, costSharing, files } from '../../infra/data/catalog/layouts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'catalog-gen-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function hashTree(root: string): string {
  const h = createHash('sha256');
  for (const year of readdirSync(root).sort()) {
    for (const name of readdirSync(join(root, year)).sort())
      h.update(`${year}/${name}\n`).update(readFileSync(join(root, year, name)));
  }
  return h.digest('hex');
}

async function rows(path: string): Promise<Record<string, string>[]> {
  const out: Record<string, string>[] = [];
  let header: string[] | undefined;
  for await (const r of readCsv(path)) {
    if (!header) header = r.fields;
    else out.push(Object.fromEntries(header.map((h, i) => [h, r.fields[i] ?? ''])));
  }
  return out;
}

const SAMPLE = ['DC', 'NJ', 'NY', 'PR', 'TX', 'VT'];

describe('determinism', () => {
  it('writes the same bytes on two runs (same hash)', () => {
    const a = tempDir();
    const b = tempDir();
    generateCatalog(a, { states: SAMPLE });
    generateCatalog(b, { states: [...SAMPLE].reverse() });
    expect(readdirSync(a).sort()).toEqual(['2026', '2027']);
    expect(hashTree(a)).toBe(hashTree(b));
  });

  it('gives a state the same catalog whichever other states are generated with it', async () => {
    const alone = tempDir();
    const together = tempDir();
    generateCatalog(alone, { states: ['NY'], years: [2026] });
    generateCatalog(together, { states: ['NJ', 'NY', 'VT'], years: [2026] });
    for (const name of Object.values(files)) {
      const own = readFileSync(join(alone, '2026', name), 'utf8')
        .split('\n')
        .filter((l) => l.includes(',NY,'));
      const mixed = readFileSync(join(together, '2026', name), 'utf8')
        .split('\n')
        .filter((l) => l.includes(',NY,'));
      expect(own.length, name).toBeGreaterThan(0);
      expect(mixed, name).toEqual(own);
    }
  });
});

describe('every state and county of the crosswalk', () => {
  it('covers all of them, with 2 to 6 issuers per state and plans in every county', async () => {
    const dir = tempDir();
    const began = Date.now();
    generateCatalog(dir, { years: [2026] });
    const seconds = (Date.now() - began) / 1000;
    const crosswalk = crosswalkCounties();
    const areas = await rows(join(dir, '2026', files.ratingAreas));
    const plans = await rows(join(dir, '2026', files.plans));
    const service = await rows(join(dir, '2026', files.serviceAreas));
    for (const [state, counties] of crosswalk) {
      expect(
        areas
          .filter((r) => r.StateCode === state)
          .map((r) => r.CountyFIPS)
          .sort(),
        state,
      ).toEqual(counties.map((c) => c.fips).sort());
      const issuers = new Set(plans.filter((p) => p.StateCode === state).map((p) => p.IssuerId));
      expect(issuers.size, state).toBeGreaterThanOrEqual(2);
      expect(issuers.size, state).toBeLessThanOrEqual(6);
      // At least two issuers serve every county (the whole state, or each county listed).
      const wholeState = service.filter((s) => s.StateCode === state && s.CoverEntireState === 'Yes').length;
      for (const county of counties) {
        const listed = new Set(service.filter((s) => s.County === county.fips).map((s) => s.IssuerId)).size;
        expect(wholeState + listed, county.fips).toBeGreaterThanOrEqual(2);
      }
    }
    expect(crosswalk.size).toBeGreaterThanOrEqual(51);
    // Not a timed test: a generous bound that catches an accidental blow-up.
    expect(seconds).toBeLessThan(60);
  });
});

type Files = Record<'plans' | 'rates' | 'benefits', Record<string, string>[]>;

describe('the plans', () => {
  let dir = '';
  const years = {} as Record<2026 | 2027, Files>;
  beforeAll(async () => {
    dir = tempDir();
    generateCatalog(dir, { states: SAMPLE });
    for (const year of [2026, 2027] as const) {
      years[year] = {
        plans: await rows(join(dir, String(year), files.plans)),
        rates: await rows(join(dir, String(year), files.rates)),
        benefits: await rows(join(dir, String(year), files.benefits)),
      };
    }
  });

  it.each([2026, 2027] as const)(
    '%i: names say Demo, ids are HIOS-style, links are on example.com',
    (year) => {
      for (const p of years[year].plans) {
        expect(p.PlanMarketingName).toMatch(/^Demo /);
        expect(p.IssuerMarketPlaceMarketingName).toMatch(/^Demo /);
        expect(p.IssuerId).toMatch(/^\d{5}$/);
        expect(p.StandardComponentId).toBe(`${p.IssuerId}${p.StateCode}${p.StandardComponentId?.slice(7)}`);
        expect(p.StandardComponentId).toMatch(/^\d{5}[A-Z]{2}\d{7}$/);
        for (const url of [p.URLForSummaryofBenefitsCoverage, p.NetworkURL])
          expect(url).toMatch(/^https:\/\/example\.com\//);
      }
    },
  );

  it.each([2026, 2027] as const)(
    '%i: offers HMO, PPO, EPO, POS at every metal level, with HSA-eligible variants',
    (year) => {
      const { plans } = years[year];
      expect(new Set(plans.map((p) => p.PlanType))).toEqual(new Set(['HMO', 'PPO', 'EPO', 'POS']));
      expect(new Set(plans.map((p) => p.MetalLevel))).toEqual(
        new Set(['Catastrophic', 'Bronze', 'Expanded Bronze', 'Silver', 'Gold', 'Platinum']),
      );
      expect(plans.some((p) => p.IsHSAEligible === 'Yes')).toBe(true);
    },
  );

  it.each([2026, 2027] as const)(
    "%i: deductibles and out-of-pocket maxima are within the year's caps (HDHP limits for HSA plans)",
    (year) => {
      const f = planYearFigures(year);
      for (const p of years[year].plans) {
        const ded = dollarsToCents(
          p.MedicalDrugDeductiblesIntegrated === 'Yes'
            ? (p.TEHBDedInnTier1Individual as string)
            : (p.MEHBDedInnTier1Individual as string),
        );
        const oop = dollarsToCents(p.TEHBInnTier1IndividualMOOP as string);
        expect(oop, p.StandardComponentId).toBeLessThanOrEqual(f?.outOfPocketMax?.selfOnlyCents as number);
        expect(dollarsToCents(p.TEHBInnTier1FamilyPerGroupMOOP as string)).toBeLessThanOrEqual(
          f?.outOfPocketMax?.familyCents as number,
        );
        expect(ded, p.StandardComponentId).toBeLessThanOrEqual(oop);
        if (p.IsHSAEligible === 'Yes') {
          expect(ded).toBeGreaterThanOrEqual(f?.hdhp?.minDeductibleSelfOnlyCents as number);
          expect(oop).toBeLessThanOrEqual(f?.hdhp?.maxOutOfPocketSelfOnlyCents as number);
        }
      }
    },
  );

  it("2027: catastrophic plans sit at CMS's published cap ($12,000 / $24,000), and their yearly-cost estimate follows it", () => {
    // The generator puts a catastrophic plan's deductible and maximum at the year's ACA cap.
    const caps = planYearFigures(2027)?.outOfPocketMax;
    expect(caps).toMatchObject({ selfOnlyCents: 1_200_000, familyCents: 2_400_000 });
    const catastrophic = years[2027].plans.filter((p) => p.MetalLevel === 'Catastrophic');
    expect(catastrophic.length).toBeGreaterThan(0);
    for (const p of catastrophic) {
      expect(p.TEHBInnTier1IndividualMOOP, p.StandardComponentId).toBe('$12,000');
      expect(p.TEHBInnTier1FamilyPerGroupMOOP, p.StandardComponentId).toBe('$24,000');
    }
    // The estimate reads the plan as the importer stores it: high use reaches the maximum.
    const p = catastrophic[0] as Record<string, string>;
    const benefits = Object.fromEntries(benefitFields.map((f) => [f, null])) as Record<string, string | null>;
    for (const b of years[2027].benefits.filter((r) => r.PlanId === p.PlanId))
      benefits[benefitNames[b.BenefitName as string] as string] = costSharingText(
        b.CopayInnTier1 as string,
        b.CoinsInnTier1 as string,
        b.IsCovered as string,
      );
    const plan = {
      ...benefits,
      rate: 100,
      annualdeductibleindividual: p.TEHBDedInnTier1Individual,
      annualdeductiblefamily: p.TEHBDedInnTier1FamilyPerGroup,
      annualoopmaxindividual: p.TEHBInnTier1IndividualMOOP,
      annualoopmaxfamily: p.TEHBInnTier1FamilyPerGroupMOOP,
    } as unknown as HealthPlan;
    // Premium 12 x $100; a year of high use pays the whole $12,000 (one person), $24,000 (two).
    expect(estimateYearlyCost(plan, 1)?.totalCents.high).toBe(120_000 + 1_200_000);
    expect(estimateYearlyCost(plan, 2)?.totalCents.high).toBe(120_000 + 2_400_000);
  });

  it('writes cost sharing in the CMS formats', () => {
    const values = new Set(
      years[2026].benefits.flatMap((b) => [b.CopayInnTier1 as string, b.CoinsInnTier1 as string]),
    );
    for (const v of values) expect(v).toMatch(costSharing);
    for (const example of ['No Charge', 'Not Applicable', 'No Charge after deductible'])
      expect(values).toContain(example);
    expect([...values].some((v) => /^\$\d+$/.test(v))).toBe(true);
    expect([...values].some((v) => /^\$\d+ Copay after deductible$/.test(v))).toBe(true);
    expect([...values].some((v) => /^\$\d+ Copay per Stay after deductible$/.test(v))).toBe(true);
    expect([...values].some((v) => /^\d+% Coinsurance after deductible$/.test(v))).toBe(true);
  });

  it('varies age-21 rates by rating area and by issuer, with tobacco rates at most 1.5 times', () => {
    const tx = years[2026].rates.filter((r) => r.StateCode === 'TX');
    const byPlan = new Map<string, Set<string>>();
    for (const r of tx)
      byPlan.set(
        r.PlanId as string,
        (byPlan.get(r.PlanId as string) ?? new Set()).add(r.IndividualRate as string),
      );
    expect([...byPlan.values()].some((s) => s.size > 5)).toBe(true);
    const silverByIssuer = new Map<string, string>();
    const silverIds = new Set(
      years[2026].plans
        .filter((p) => p.StateCode === 'TX' && p.MetalLevel === 'Silver')
        .map((p) => p.StandardComponentId),
    );
    for (const r of tx)
      if (r.RatingAreaId === 'Rating Area 1' && silverIds.has(r.PlanId))
        silverByIssuer.set(r.IssuerId as string, r.IndividualRate as string);
    expect(new Set(silverByIssuer.values()).size).toBe(silverByIssuer.size);
    for (const r of years[2026].rates) {
      if (r.IndividualTobaccoRate)
        expect(dollarsToCents(r.IndividualTobaccoRate as string) * 2).toBeLessThanOrEqual(
          dollarsToCents(r.IndividualRate as string) * 3,
        );
    }
    // Family-tier states carry "Family Option" rows and no tobacco rating.
    const vt = years[2026].rates.filter((r) => r.StateCode === 'VT');
    expect(vt.every((r) => r.Age === 'Family Option' && r.Tobacco === 'No Preference')).toBe(true);
  });

  it('is accepted whole by the importer', async () => {
    const db = mockClient(DynamoDBDocumentClient);
    db.onAnyCommand().resolves({});
    try {
      const results = await importPlans(
        dir,
        {
          db: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
          tables: { plans: 'plans' },
        },
        { log: () => undefined },
      );
      expect(results.map((r) => `${r.state} ${r.planYear}`).sort()).toEqual(
        SAMPLE.flatMap((s) => [`${s} 2026`, `${s} 2027`]).sort(),
      );
      expect(results.every((r) => r.status === 'imported' && r.plans > 0)).toBe(true);
    } finally {
      db.restore();
    }
  });
});
