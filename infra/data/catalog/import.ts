/**
 * `npm run data -- import-plans <dir> [--state NY,VT] [--year 2026,2027] [--stage <name> | --local]`
 *
 * Reads the CMS public use files of a directory (or of its subdirectories, one per plan year):
 * Plan Attributes, Rate, Benefits and Cost Sharing, Service Area, and the county to rating-area
 * file (layouts.ts), streaming, with progress. Every row of the selected states is validated and
 * every cross reference checked BEFORE anything is written: a malformed row is reported as
 * `file:line: reason` and the import writes nothing. Then each plan year and state is written as
 * a new version of its county partitions and switched to at once, or rolled back
 * (docs/decisions/0009-plan-import.md). Importing content already loaded writes nothing.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { planYearFigures } from '../../../shared/data/plan-years';
import { maxTobaccoFactor, ratingRuleFor } from '../../../shared/data/rating-rules';
import { dollarsToCents, formatDollars } from '../../../shared/domain/money';
import type { PlanOffer, RatePeriod } from '../../../shared/domain/rating';
import { parseDate } from '../../../shared/domain/rating';
import { benefitFields, type BenefitField, type Benefits } from '../../../shared/schemas/quote';
import { PlanCatalog } from '../../../lambdas/adapters/plan-catalog';
import { listArg, type DataTarget } from '../target';
import { CsvSyntaxError, readCsv } from './csv';
import {
  benefitNames,
  costSharing,
  files,
  metalLevels,
  patterns,
  planTypes,
  required,
  type FileKind,
} from './layouts';

export interface ImportTarget {
  db: DynamoDBDocumentClient;
  tables: { plans: string };
}

export interface ImportOptions {
  /** Only these states (two-letter codes); all when absent. */
  states?: readonly string[];
  /** Only these plan years; all when absent. */
  years?: readonly number[];
  /** Progress and result lines (console.log by default). */
  log?: (line: string) => void;
  /** Recorded with each plan year and state imported. */
  source?: string;
  now?: () => Date;
}

export interface GroupResult {
  planYear: number;
  state: string;
  status: 'imported' | 'unchanged';
  plans: number;
  counties: number;
  items: number;
}

/** The import was refused: every problem found, as `file:line: reason`. Nothing was written. */
export class PlanImportError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 50);
    const more = problems.length > shown.length ? `\n... and ${problems.length - shown.length} more` : '';
    super(
      `The plan import was refused; nothing was written. ${problems.length} problem(s):\n${shown.join('\n')}${more}`,
    );
    this.name = 'PlanImportError';
  }
}

// ---------------------------------------------------------------------------------------------
// What the files hold, once read

interface Located {
  file: string;
  line: number;
}

interface CountyRow extends Located {
  name: string;
  ratingArea: string;
}

interface ServiceArea extends Located {
  entireState: boolean;
  counties: Map<string, Located>;
}

interface PlanRow extends Located {
  planId: string;
  variantId: string;
  issuerId: string;
  issuerName: string;
  planName: string;
  planType: string;
  metalLevel: string;
  serviceAreaId: string;
  hsaEligible: boolean;
  effective: string;
  expiration: string;
  summaryUrl: string | null;
  networkUrl: string | null;
  deductibleIndividual: string;
  deductibleFamily: string;
  combinedDeductibleIndividual: string | null;
  oopIndividual: string;
  oopFamily: string;
  importDate: string;
  source: string;
}

interface RateRow extends Located, RatePeriod {
  /** '21' or 'Family Option' */
  age: string;
}

interface Group {
  planYear: number;
  state: string;
  counties: Map<string, CountyRow>;
  serviceAreas: Map<string, ServiceArea>;
  plans: Map<string, PlanRow>;
  /** planId -> rating area -> periods */
  rates: Map<string, Map<string, RateRow[]>>;
  /** variant plan id -> benefit rows */
  benefits: Map<string, Partial<Benefits>>;
}

const groupKey = (year: number, state: string) => `${year}|${state}`;
const markets = /^(Individual|SHOP \(Small Group\))$/;

/** Reads a file's rows as records keyed by column, checking the header and each row's width. */
async function* rowsOf(
  path: string,
  kind: FileKind,
  problems: string[],
): AsyncGenerator<{ line: number; get: (column: string) => string }> {
  let index: Map<string, number> | undefined;
  let width = 0;
  try {
    for await (const record of readCsv(path)) {
      if (!index) {
        index = new Map(record.fields.map((name, i) => [name.trim(), i]));
        width = record.fields.length;
        const missing = required[kind].filter((c) => !index?.has(c));
        if (missing.length) {
          problems.push(`${path}:${record.line}: missing column(s) ${missing.join(', ')}`);
          return;
        }
        continue;
      }
      if (record.fields.length !== width) {
        problems.push(`${path}:${record.line}: expected ${width} fields, found ${record.fields.length}`);
        continue;
      }
      const map = index;
      const fields = record.fields;
      yield { line: record.line, get: (column) => (fields[map.get(column) ?? -1] ?? '').trim() };
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) problems.push(`${path}:${error.line}: ${error.message}`);
    else throw error;
  }
  if (!index) problems.push(`${path}:1: the file is empty (no header)`);
}

/** Dollars with at most two decimals ("412.35") to integer cents. */
function rateCents(text: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  return dollarsToCents(text);
}

/** The display text of a benefit's in-network cost sharing from its copay and coinsurance. */
export function costSharingText(copay: string, coinsurance: string, isCovered: string): string | null {
  if (isCovered === 'Not Covered') return 'Not Covered';
  const none = (v: string) => v === '' || v === 'Not Applicable';
  const free = (v: string) =>
    v.startsWith('No Charge') || /^\$0(\.00)?( |$)/.test(v) || /^0(\.0+)?%( |$)/.test(v);
  const parts = [copay, coinsurance].filter((v) => !none(v));
  if (parts.length === 0)
    return none(copay) && none(coinsurance) && (copay || coinsurance) ? 'Not Applicable' : null;
  const costs = parts.filter((v) => !free(v));
  if (costs.length === 0) return parts[0] as string;
  return costs.join('; ');
}

/** A name-based (version 5 style) UUID: the same plan in the same year always gets the same id. */
export function planUuid(planYear: number, planId: string): string {
  const h = createHash('sha1').update(`ichra-plan:${planYear}:${planId}`).digest();
  h[6] = ((h[6] as number) & 0x0f) | 0x50;
  h[8] = ((h[8] as number) & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The directories holding a catalog: `dir` itself, or its subdirectories (one per plan year). */
export function catalogDirs(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir} is not a directory`);
  if (existsSync(join(dir, files.plans))) return [dir];
  const subdirs = readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((d) => statSync(d).isDirectory() && existsSync(join(d, files.plans)));
  if (subdirs.length === 0) throw new Error(`No ${files.plans} in ${dir} or in its subdirectories`);
  return subdirs;
}

class Progress {
  private last = Date.now();
  constructor(
    private readonly log: (line: string) => void,
    private readonly label: string,
    private readonly everyMs = 2000,
  ) {}

  tick(count: number, unit: string): void {
    const now = Date.now();
    if (now - this.last >= this.everyMs) {
      this.last = now;
      this.log(`  ${this.label}: ${count.toLocaleString('en-US')} ${unit}...`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reading and validating

class Reader {
  readonly problems: string[] = [];
  readonly groups = new Map<string, Group>();
  /** Plan variant ids read past on purpose (dental, small group, cost-sharing variants). */
  private readonly skippedPlans = new Set<string>();
  private readonly allVariants = new Set<string>();
  private readonly allPlanIds = new Set<string>();
  private readonly groupsWithoutCounties = new Set<string>();

  constructor(
    private readonly options: ImportOptions,
    private readonly log: (line: string) => void,
  ) {}

  private problem(file: string, line: number, reason: string): void {
    this.problems.push(`${file}:${line}: ${reason}`);
  }

  /** Plans with a refused rate row: their missing rates are that row's consequence, not a second problem. */
  private readonly plansWithBadRates = new Set<string>();

  /** Service areas with a refused row: a plan naming one is not reported a second time. */
  private readonly serviceAreasWithBadRows = new Set<string>();

  private serviceAreaProblem(key: string, file: string, line: number, reason: string): void {
    this.serviceAreasWithBadRows.add(key);
    this.problem(file, line, reason);
  }

  private rateProblem(planId: string, file: string, line: number, reason: string): void {
    this.plansWithBadRates.add(planId);
    this.problem(file, line, reason);
  }

  /** The group of a row, or undefined when the row's state or year is not selected (or malformed). */
  private groupOf(
    file: string,
    line: number,
    get: (c: string) => string,
    create: boolean,
  ): Group | undefined {
    const yearText = get('BusinessYear');
    const state = get('StateCode');
    if (!patterns.year.test(yearText))
      return (this.problem(file, line, `BusinessYear "${yearText}" is not a year`), undefined);
    if (!patterns.state.test(state))
      return (this.problem(file, line, `StateCode "${state}" is not a two-letter state code`), undefined);
    const planYear = Number(yearText);
    if (this.options.states && !this.options.states.includes(state)) return undefined;
    if (this.options.years && !this.options.years.includes(planYear)) return undefined;
    const key = groupKey(planYear, state);
    let group = this.groups.get(key);
    if (!group && create) {
      group = {
        planYear,
        state,
        counties: new Map(),
        serviceAreas: new Map(),
        plans: new Map(),
        rates: new Map(),
        benefits: new Map(),
      };
      this.groups.set(key, group);
    }
    if (!group && !this.groupsWithoutCounties.has(key)) {
      this.groupsWithoutCounties.add(key);
      this.problem(file, line, `${state} ${planYear} has no counties in ${files.ratingAreas}`);
    }
    return group;
  }

  private async each(
    dir: string,
    kind: FileKind,
    handle: (file: string, line: number, get: (c: string) => string) => void,
  ): Promise<void> {
    const file = join(dir, files[kind]);
    if (!existsSync(file)) {
      this.problems.push(`${file}:0: the file is missing`);
      return;
    }
    const progress = new Progress(this.log, files[kind]);
    let count = 0;
    for await (const { line, get } of rowsOf(file, kind, this.problems)) {
      handle(file, line, get);
      progress.tick(++count, 'rows');
    }
    this.log(`  ${file}: ${count.toLocaleString('en-US')} rows read`);
  }

  async read(dir: string): Promise<void> {
    await this.each(dir, 'ratingAreas', (file, line, get) => this.ratingArea(file, line, get));
    await this.each(dir, 'serviceAreas', (file, line, get) => this.serviceArea(file, line, get));
    await this.each(dir, 'plans', (file, line, get) => this.plan(file, line, get));
    await this.each(dir, 'rates', (file, line, get) => this.rate(file, line, get));
    await this.each(dir, 'benefits', (file, line, get) => this.benefit(file, line, get));
  }

  private ratingArea(file: string, line: number, get: (c: string) => string): void {
    const group = this.groupOf(file, line, get, true);
    if (!group) return;
    const fips = get('CountyFIPS');
    const name = get('CountyName');
    const ratingArea = get('RatingAreaId');
    if (!patterns.fips.test(fips))
      return this.problem(file, line, `CountyFIPS "${fips}" is not a 5-digit county code`);
    if (!name) return this.problem(file, line, 'CountyName is empty');
    if (!patterns.ratingArea.test(ratingArea))
      return this.problem(file, line, `RatingAreaId "${ratingArea}" is not like "Rating Area 1"`);
    const seen = group.counties.get(fips);
    if (seen)
      return this.problem(
        file,
        line,
        `county ${fips} is listed twice for ${group.state} ${group.planYear} (first on line ${seen.line})`,
      );
    group.counties.set(fips, { file, line, name, ratingArea });
  }

  private serviceArea(file: string, line: number, get: (c: string) => string): void {
    const market = get('MarketCoverage');
    if (!markets.test(market))
      return this.problem(file, line, `MarketCoverage "${market}" is not Individual or SHOP (Small Group)`);
    if (market !== 'Individual' || get('DentalOnlyPlan') === 'Yes') return;
    const group = this.groupOf(file, line, get, false);
    if (!group) return;
    const issuerId = get('IssuerId');
    const id = get('ServiceAreaId');
    const entire = get('CoverEntireState');
    const county = get('County');
    if (!patterns.issuerId.test(issuerId))
      return this.problem(file, line, `IssuerId "${issuerId}" is not a 5-digit issuer id`);
    if (!id) return this.problem(file, line, 'ServiceAreaId is empty');
    if (!patterns.yesNo.test(entire))
      return this.serviceAreaProblem(
        `${issuerId}|${id}`,
        file,
        line,
        `CoverEntireState "${entire}" is not Yes or No`,
      );
    if (entire === 'No' && !patterns.fips.test(county))
      return this.serviceAreaProblem(
        `${issuerId}|${id}`,
        file,
        line,
        `County "${county}" is not a 5-digit county code`,
      );
    if (entire === 'Yes' && county && !patterns.fips.test(county))
      return this.serviceAreaProblem(
        `${issuerId}|${id}`,
        file,
        line,
        `County "${county}" is not a 5-digit county code`,
      );
    if (county && !group.counties.has(county)) {
      return this.serviceAreaProblem(
        `${issuerId}|${id}`,
        file,
        line,
        `county ${county} is not in ${files.ratingAreas} for ${group.state} ${group.planYear}`,
      );
    }
    const key = `${issuerId}|${id}`;
    let area = group.serviceAreas.get(key);
    if (!area) {
      area = { file, line, entireState: false, counties: new Map() };
      group.serviceAreas.set(key, area);
    }
    if (entire === 'Yes') area.entireState = true;
    if (county && !area.counties.has(county)) area.counties.set(county, { file, line });
  }

  private money(file: string, line: number, get: (c: string) => string, column: string): string | undefined {
    const value = get(column);
    if (patterns.dollars.test(value)) return value;
    this.problem(file, line, `${column} "${value}" is not an amount of dollars like $4,500`);
    return undefined;
  }

  private plan(file: string, line: number, get: (c: string) => string): void {
    const variantId = get('PlanId');
    if (!patterns.planVariantId.test(variantId))
      return this.problem(
        file,
        line,
        `PlanId "${variantId}" is not a plan variant id like 12345NY0010001-01`,
      );
    this.allVariants.add(variantId);
    this.allPlanIds.add(variantId.slice(0, 14));
    const market = get('MarketCoverage');
    if (!markets.test(market))
      return this.problem(file, line, `MarketCoverage "${market}" is not Individual or SHOP (Small Group)`);
    if (!/^(Yes|No|)$/.test(get('DentalOnlyPlan')))
      return this.problem(file, line, `DentalOnlyPlan "${get('DentalOnlyPlan')}" is not Yes or No`);
    if (get('DentalOnlyPlan') === 'Yes' || market !== 'Individual') {
      this.skippedPlans.add(variantId.slice(0, 14));
      return;
    }
    const group = this.groupOf(file, line, get, false);
    if (!group) return;
    const planId = get('StandardComponentId');
    const issuerId = get('IssuerId');
    if (!patterns.standardComponentId.test(planId))
      return this.problem(file, line, `StandardComponentId "${planId}" is not like 12345NY0010001`);
    if (!variantId.startsWith(planId))
      return this.problem(file, line, `PlanId ${variantId} is not a variant of ${planId}`);
    if (planId.slice(0, 5) !== issuerId)
      return this.problem(file, line, `plan ${planId} does not belong to issuer ${issuerId}`);
    if (planId.slice(5, 7) !== group.state)
      return this.problem(file, line, `plan ${planId} is not a ${group.state} plan`);
    const variant = variantId.slice(15);
    // The off-exchange shopping uses the plan without cost-sharing reductions: variant 01 (on and
    // off exchange) or, for a plan sold only off exchange, 00.
    if (variant !== '01' && variant !== '00') return;
    const existing = group.plans.get(planId);
    if (existing && existing.variantId.endsWith('-01')) {
      if (variant === '01')
        this.problem(file, line, `plan ${variantId} is listed twice (first on line ${existing.line})`);
      return;
    }
    if (existing && variant === '00')
      return this.problem(file, line, `plan ${variantId} is listed twice (first on line ${existing.line})`);

    const planName = get('PlanMarketingName');
    const issuerName = get('IssuerMarketPlaceMarketingName');
    const planType = get('PlanType');
    const metalLevel = get('MetalLevel');
    const hsa = get('IsHSAEligible');
    const effective = get('PlanEffectiveDate');
    const expiration = get('PlanExpirationDate');
    const importDate = get('ImportDate');
    if (!planName || planName.length > 300)
      return this.problem(file, line, 'PlanMarketingName is empty or longer than 300 characters');
    if (!issuerName) return this.problem(file, line, 'IssuerMarketPlaceMarketingName is empty');
    if (!(planTypes as readonly string[]).includes(planType))
      return this.problem(file, line, `PlanType "${planType}" is not one of ${planTypes.join(', ')}`);
    if (!(metalLevels as readonly string[]).includes(metalLevel))
      return this.problem(file, line, `MetalLevel "${metalLevel}" is not one of ${metalLevels.join(', ')}`);
    if (!patterns.yesNo.test(hsa)) return this.problem(file, line, `IsHSAEligible "${hsa}" is not Yes or No`);
    if (!parseDate(effective))
      return this.problem(file, line, `PlanEffectiveDate "${effective}" is not a date YYYY-MM-DD`);
    if (!parseDate(expiration))
      return this.problem(file, line, `PlanExpirationDate "${expiration}" is not a date YYYY-MM-DD`);
    if (expiration < effective)
      return this.problem(
        file,
        line,
        `PlanExpirationDate ${expiration} is before PlanEffectiveDate ${effective}`,
      );
    if (!patterns.importDate.test(importDate))
      return this.problem(file, line, `ImportDate "${importDate}" is not a date`);
    const urls: (string | null)[] = [];
    for (const column of ['URLForSummaryofBenefitsCoverage', 'NetworkURL', 'PlanBrochure', 'FormularyURL']) {
      const url = get(column);
      if (url && !patterns.url.test(url))
        return this.problem(file, line, `${column} "${url}" is not an http(s) URL`);
      urls.push(url || null);
    }
    const serviceAreaId = get('ServiceAreaId');
    if (!serviceAreaId) return this.problem(file, line, 'ServiceAreaId is empty');

    const integratedDeductible = get('MedicalDrugDeductiblesIntegrated');
    const integratedMoop = get('MedicalDrugMaximumOutofPocketIntegrated');
    if (!patterns.yesNo.test(integratedDeductible))
      return this.problem(
        file,
        line,
        `MedicalDrugDeductiblesIntegrated "${integratedDeductible}" is not Yes or No`,
      );
    if (!patterns.yesNo.test(integratedMoop))
      return this.problem(
        file,
        line,
        `MedicalDrugMaximumOutofPocketIntegrated "${integratedMoop}" is not Yes or No`,
      );
    const ded = integratedDeductible === 'Yes' ? 'TEHB' : 'MEHB';
    const moop = integratedMoop === 'Yes' ? 'TEHB' : 'MEHB';
    const deductibleIndividual = this.money(file, line, get, `${ded}DedInnTier1Individual`);
    const deductibleFamily = this.money(file, line, get, `${ded}DedInnTier1FamilyPerGroup`);
    const oopIndividual = this.money(file, line, get, `${moop}InnTier1IndividualMOOP`);
    const oopFamily = this.money(file, line, get, `${moop}InnTier1FamilyPerGroupMOOP`);
    if (!deductibleIndividual || !deductibleFamily || !oopIndividual || !oopFamily) return;
    // Caps carried provisionally from an earlier year are not held against a real file.
    const caps = planYearFigures(group.planYear)?.outOfPocketMax;
    if (caps && !caps.provisional) {
      if (dollarsToCents(oopIndividual) > caps.selfOnlyCents) {
        return this.problem(
          file,
          line,
          `the individual out-of-pocket maximum ${oopIndividual} is above the ${group.planYear} limit ${formatDollars(caps.selfOnlyCents)}`,
        );
      }
      if (dollarsToCents(oopFamily) > caps.familyCents) {
        return this.problem(
          file,
          line,
          `the family out-of-pocket maximum ${oopFamily} is above the ${group.planYear} limit ${formatDollars(caps.familyCents)}`,
        );
      }
    }
    group.plans.set(planId, {
      file,
      line,
      planId,
      variantId,
      issuerId,
      issuerName,
      planName,
      planType,
      metalLevel,
      serviceAreaId,
      hsaEligible: hsa === 'Yes',
      effective,
      expiration,
      summaryUrl: urls[0] ?? null,
      networkUrl: urls[1] ?? null,
      deductibleIndividual,
      deductibleFamily,
      combinedDeductibleIndividual: integratedDeductible === 'Yes' ? deductibleIndividual : null,
      oopIndividual,
      oopFamily,
      importDate: importDate.slice(0, 10),
      source: get('SourceName') || 'CMS PUF',
    });
  }

  private rate(file: string, line: number, get: (c: string) => string): void {
    const group = this.groupOf(file, line, get, false);
    if (!group) return;
    const planId = get('PlanId');
    const age = get('Age');
    const area = get('RatingAreaId');
    const tobacco = get('Tobacco');
    const effective = get('RateEffectiveDate');
    const expiration = get('RateExpirationDate');
    if (!patterns.standardComponentId.test(planId))
      return this.problem(file, line, `PlanId "${planId}" is not like 12345NY0010001`);
    if (!patterns.age.test(age))
      return this.rateProblem(
        planId,
        file,
        line,
        `Age "${age}" is not a rate age (0-14, 15 ... 63, 64 and over, Family Option)`,
      );
    if (!patterns.ratingArea.test(area))
      return this.rateProblem(planId, file, line, `RatingAreaId "${area}" is not like "Rating Area 1"`);
    if (!/^(No Preference|Tobacco User\/Non-Tobacco User)$/.test(tobacco))
      return this.rateProblem(
        planId,
        file,
        line,
        `Tobacco "${tobacco}" is not "No Preference" or "Tobacco User/Non-Tobacco User"`,
      );
    if (!parseDate(effective))
      return this.rateProblem(
        planId,
        file,
        line,
        `RateEffectiveDate "${effective}" is not a date YYYY-MM-DD`,
      );
    if (!parseDate(expiration))
      return this.rateProblem(
        planId,
        file,
        line,
        `RateExpirationDate "${expiration}" is not a date YYYY-MM-DD`,
      );
    if (expiration < effective)
      return this.rateProblem(
        planId,
        file,
        line,
        `RateExpirationDate ${expiration} is before RateEffectiveDate ${effective}`,
      );
    const rate = rateCents(get('IndividualRate'));
    if (rate === undefined || rate <= 0)
      return this.rateProblem(
        planId,
        file,
        line,
        `IndividualRate "${get('IndividualRate')}" is not a positive amount of dollars with at most two decimals`,
      );
    let tobaccoRate: number | null = null;
    if (tobacco === 'Tobacco User/Non-Tobacco User') {
      tobaccoRate = rateCents(get('IndividualTobaccoRate')) ?? null;
      if (tobaccoRate === null)
        return this.rateProblem(
          planId,
          file,
          line,
          `IndividualTobaccoRate "${get('IndividualTobaccoRate')}" is not an amount of dollars with at most two decimals`,
        );
      if (tobaccoRate < rate)
        return this.rateProblem(
          planId,
          file,
          line,
          `IndividualTobaccoRate ${get('IndividualTobaccoRate')} is below IndividualRate ${get('IndividualRate')}`,
        );
      if (tobaccoRate * maxTobaccoFactor.denominator > rate * maxTobaccoFactor.numerator) {
        return this.rateProblem(
          planId,
          file,
          line,
          `IndividualTobaccoRate ${get('IndividualTobaccoRate')} is more than 1.5 times IndividualRate ${get('IndividualRate')}`,
        );
      }
    }
    const wanted = ratingRuleFor(group.state).kind === 'family-tier' ? 'Family Option' : '21';
    if (age !== wanted && !(age === '21' && wanted === 'Family Option')) return;
    let byArea = group.rates.get(planId);
    if (!byArea) group.rates.set(planId, (byArea = new Map()));
    const periods = byArea.get(area) ?? [];
    byArea.set(area, periods);
    // In a family-tier state a Family Option row wins over an age-21 row of the same period.
    const same = periods.findIndex((p) => p.effective === effective && p.expiration === expiration);
    if (same >= 0) {
      const other = periods[same] as RateRow;
      if (other.age === age)
        return this.rateProblem(
          planId,
          file,
          line,
          `a second ${age === '21' ? 'age-21' : age} rate for plan ${planId} in ${area} from ${effective} (first on line ${other.line})`,
        );
      if (age === 'Family Option')
        periods[same] = {
          file,
          line,
          age,
          effective,
          expiration,
          rate21Cents: rate,
          tobacco21Cents: tobaccoRate,
        };
      return;
    }
    const overlap = periods.find((p) => p.effective <= expiration && effective <= p.expiration);
    if (overlap)
      return this.rateProblem(
        planId,
        file,
        line,
        `rate period ${effective} to ${expiration} of plan ${planId} in ${area} overlaps the one on line ${overlap.line}`,
      );
    periods.push({ file, line, age, effective, expiration, rate21Cents: rate, tobacco21Cents: tobaccoRate });
  }

  private benefit(file: string, line: number, get: (c: string) => string): void {
    const group = this.groupOf(file, line, get, false);
    if (!group) return;
    const variantId = get('PlanId');
    if (!patterns.planVariantId.test(variantId))
      return this.problem(
        file,
        line,
        `PlanId "${variantId}" is not a plan variant id like 12345NY0010001-01`,
      );
    const field = benefitNames[get('BenefitName')];
    if (!get('BenefitName')) return this.problem(file, line, 'BenefitName is empty');
    const plan = group.plans.get(variantId.slice(0, 14));
    if (!plan) {
      if (!this.skippedPlans.has(variantId.slice(0, 14)) && !this.allVariants.has(variantId)) {
        this.problem(file, line, `plan ${variantId} is not in ${files.plans}`);
      }
      return;
    }
    if (plan.variantId !== variantId || !field) return;
    const copay = get('CopayInnTier1');
    const coins = get('CoinsInnTier1');
    const covered = get('IsCovered');
    if (!costSharing.test(copay))
      return this.problem(
        file,
        line,
        `CopayInnTier1 "${copay}" is not a cost-sharing value like "$40" or "$250 Copay after deductible"`,
      );
    if (!costSharing.test(coins))
      return this.problem(
        file,
        line,
        `CoinsInnTier1 "${coins}" is not a cost-sharing value like "20% Coinsurance after deductible"`,
      );
    if (!/^(Covered|Not Covered|)$/.test(covered))
      return this.problem(file, line, `IsCovered "${covered}" is not Covered or Not Covered`);
    const rows = group.benefits.get(variantId) ?? {};
    group.benefits.set(variantId, rows);
    if (rows[field] !== undefined)
      return this.problem(file, line, `benefit "${get('BenefitName')}" of plan ${variantId} is listed twice`);
    rows[field] = costSharingText(copay, coins, covered);
  }

  /** Cross-file checks, after every file is read. */
  crossCheck(): void {
    for (const group of this.groups.values()) {
      for (const plan of group.plans.values()) {
        const key = `${plan.issuerId}|${plan.serviceAreaId}`;
        const area = group.serviceAreas.get(key);
        if (!area) {
          if (!this.serviceAreasWithBadRows.has(key))
            this.problem(
              plan.file,
              plan.line,
              `service area ${plan.serviceAreaId} of issuer ${plan.issuerId} is not in ${files.serviceAreas}`,
            );
          continue;
        }
        const rates = group.rates.get(plan.planId);
        const missing = new Set<string>();
        for (const county of this.countiesOf(group, area)) {
          const ratingArea = (group.counties.get(county) as CountyRow).ratingArea;
          if (!rates?.get(ratingArea)?.length) missing.add(ratingArea);
        }
        if (missing.size && !this.plansWithBadRates.has(plan.planId))
          this.problem(
            plan.file,
            plan.line,
            `plan ${plan.planId} has no age-21 rate in ${[...missing].sort(byAreaNumber).join(', ')}, which its service area covers`,
          );
      }
      for (const [planId, byArea] of group.rates) {
        if (group.plans.has(planId) || this.allPlanIds.has(planId)) continue;
        const first = [...byArea.values()][0]?.[0];
        if (first) this.problem(first.file, first.line, `plan ${planId} is not in ${files.plans}`);
      }
    }
  }

  countiesOf(group: Group, area: ServiceArea): string[] {
    return area.entireState ? [...group.counties.keys()] : [...area.counties.keys()];
  }
}

const byAreaNumber = (a: string, b: string): number =>
  Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, ''));

// ---------------------------------------------------------------------------------------------
// Building the county partitions

interface GroupContent {
  planYear: number;
  state: string;
  offers: PlanOffer[];
  counties: Record<string, number>;
  plans: number;
  digest: string;
}

function buildGroup(
  reader: Reader,
  group: Group,
  importedOn: string,
  log: (line: string) => void,
): GroupContent {
  const offers: PlanOffer[] = [];
  const counties: Record<string, number> = Object.fromEntries(
    [...group.counties.keys()].sort().map((c) => [c, 0]),
  );
  const bytes = new Map<string, number>();
  const plans = [...group.plans.values()].sort((a, b) => (a.planId < b.planId ? -1 : 1));
  for (const plan of plans) {
    const area = group.serviceAreas.get(`${plan.issuerId}|${plan.serviceAreaId}`) as ServiceArea;
    const rows = group.benefits.get(plan.variantId) ?? {};
    const benefits = Object.fromEntries(
      benefitFields.map((f: BenefitField) => [f, rows[f] ?? null]),
    ) as Benefits;
    for (const county of reader.countiesOf(group, area).sort()) {
      const ratingArea = (group.counties.get(county) as CountyRow).ratingArea;
      const rates = (group.rates.get(plan.planId)?.get(ratingArea) ?? [])
        .map(({ effective, expiration, rate21Cents, tobacco21Cents }) => ({
          effective,
          expiration,
          rate21Cents,
          tobacco21Cents,
        }))
        .sort((a, b) => (a.effective < b.effective ? -1 : 1));
      const offer: PlanOffer = {
        id: planUuid(group.planYear, plan.planId),
        planId: plan.planId,
        planYear: group.planYear,
        state: group.state,
        countyFips: county,
        ratingArea,
        issuerId: plan.issuerId,
        issuerName: plan.issuerName,
        planName: plan.planName,
        planType: plan.planType,
        metalLevel: plan.metalLevel,
        hsaEligible: plan.hsaEligible,
        deductibleIndividual: plan.deductibleIndividual,
        deductibleFamily: plan.deductibleFamily,
        combinedDeductibleIndividual: plan.combinedDeductibleIndividual,
        oopMaxIndividual: plan.oopIndividual,
        oopMaxFamily: plan.oopFamily,
        benefits,
        planEffectiveDate: plan.effective,
        planExpirationDate: plan.expiration,
        summaryOfBenefitsUrl: plan.summaryUrl,
        providerDirectoryUrl: plan.networkUrl,
        rates,
        importedOn: '',
        importedBy: `import-plans (${plan.source})`,
        sourceDate: plan.importDate,
      };
      offers.push(offer);
      counties[county] = (counties[county] ?? 0) + 1;
      bytes.set(county, (bytes.get(county) ?? 0) + JSON.stringify(offer).length + 80);
    }
  }
  const digest = createHash('sha256')
    .update(JSON.stringify(offers))
    .update(JSON.stringify(counties))
    .digest('hex');
  for (const offer of offers) offer.importedOn = importedOn;
  for (const [county, size] of bytes) {
    // A quote reads its county in one Query page (1 MB); beyond that it needs more requests.
    if (size > 900_000)
      log(
        `  warning: county ${county} (${group.state} ${group.planYear}) holds about ${Math.round(size / 1000)} KB of plans: quotes there need more than one read`,
      );
  }
  return { planYear: group.planYear, state: group.state, offers, counties, plans: plans.length, digest };
}

// ---------------------------------------------------------------------------------------------
// Writing: a new version per county partition, then the switch

async function writeGroup(
  repo: PlanCatalog,
  content: GroupContent,
  options: Required<Pick<ImportOptions, 'log' | 'now'>> & { source: string },
): Promise<GroupResult> {
  const { log } = options;
  const { planYear, state } = content;
  const label = `${state} ${planYear}`;
  const base = {
    planYear,
    state,
    plans: content.plans,
    counties: Object.keys(content.counties).length,
    items: content.offers.length,
  };
  const current = await repo.catalogEntry(planYear, state);
  if (current?.digest === content.digest) {
    log(`  ${label}: unchanged (${content.plans} plans already loaded)`);
    return { ...base, status: 'unchanged' };
  }
  const at = options.now().toISOString();
  const version = `${at.replace(/[-:.]/g, '')}-${content.digest.slice(0, 8)}`;
  const newCounties = Object.keys(content.counties);
  const allCounties = [...new Set([...newCounties, ...Object.keys(current?.counties ?? {})])].sort();
  const previous = await repo.heads(planYear, allCounties);
  const chunks = PlanCatalog.chunkCounts(content.offers);

  const progress = new Progress(log, label);
  log(`  ${label}: writing ${content.plans} plans into ${newCounties.length} county partitions`);
  let switched = false;
  try {
    await repo.putOffers(version, content.offers, (n) => progress.tick(n, 'items written'));
    switched = true;
    await repo.setHeads(planYear, state, new Map(allCounties.map((c) => [c, version])), at);
    await repo.putCatalogEntry({
      planYear,
      state,
      version,
      digest: content.digest,
      importedAt: at,
      source: options.source,
      plans: content.plans,
      counties: content.counties,
      chunks,
    });
  } catch (error) {
    log(
      `  ${label}: the write failed (${error instanceof Error ? error.message : String(error)}); rolling back`,
    );
    if (switched) await repo.setHeads(planYear, state, previous, at);
    await repo.deleteChunks(planYear, version, chunks);
    throw error;
  }
  // The old version is no longer read; removing it is housekeeping (a failure leaves items no
  // reader sees, which a later import removes).
  try {
    const known = current?.chunks ?? {};
    const byCatalog = Object.fromEntries(
      Object.entries(known).filter(([county]) => previous.get(county) === current?.version),
    );
    if (current) await repo.deleteChunks(planYear, current.version, byCatalog);
    // A county whose HEAD named some other version (an interrupted earlier import): read it to clean it.
    for (const [county, head] of previous)
      if (head !== undefined && !(county in byCatalog))
        await repo.deleteVersionsExcept(planYear, county, version);
  } catch (error) {
    log(
      `  ${label}: warning: the previous version could not be removed (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  log(
    `  ${label}: imported ${content.plans} plans (${content.offers.length.toLocaleString('en-US')} plan-county offers)`,
  );
  return { ...base, status: 'imported' };
}

/**
 * Imports the catalog in `dir` (or its year subdirectories). Throws PlanImportError, having
 * written nothing, when any row is malformed or any reference dangles.
 */
export async function importPlans(
  dir: string,
  target: ImportTarget,
  options: ImportOptions = {},
): Promise<GroupResult[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  const reader = new Reader(options, log);
  for (const d of catalogDirs(dir)) {
    log(`Reading ${d}`);
    await reader.read(d);
  }
  reader.crossCheck();
  if (reader.problems.length) throw new PlanImportError(reader.problems);
  const groups = [...reader.groups.values()].sort(
    (a, b) => a.planYear - b.planYear || (a.state < b.state ? -1 : 1),
  );
  for (const state of options.states ?? []) {
    if (!groups.some((g) => g.state === state))
      throw new PlanImportError([`${join(dir, files.ratingAreas)}:0: no rows for ${state}`]);
  }
  const importedOn = now().toISOString();
  const contents = groups.map((g) => buildGroup(reader, g, importedOn, log));
  const repo = new PlanCatalog(target.db, target.tables.plans);
  const results: GroupResult[] = [];
  for (const content of contents)
    results.push(await writeGroup(repo, content, { log, now, source: options.source ?? dir }));
  return results;
}

/** The CLI command. */
export async function run(args: string[], target: DataTarget): Promise<void> {
  const rest = [...args];
  const states = listArg(rest, '--state')?.map((s) => s.toUpperCase());
  const yearsText = listArg(rest, '--year');
  const years = yearsText?.map(Number);
  if (years?.some((y) => !Number.isInteger(y)))
    throw new Error(`--year ${yearsText?.join(',')}: not plan years`);
  const [dir, ...extra] = rest;
  if (!dir || extra.length)
    throw new Error(
      'Usage: npm run data -- import-plans <dir> [--state NY,VT] [--year 2026,2027] [--stage <name> | --local]',
    );
  const began = Date.now();
  const results = await importPlans(dir, target, { states, years });
  const imported = results.filter((r) => r.status === 'imported').length;
  console.log(
    `Done in ${((Date.now() - began) / 1000).toFixed(1)} s: ${imported} plan year/state(s) imported, ${results.length - imported} unchanged.`,
  );
}
