/**
 * Checking the catalog's rows: each row against its file kind's schema (schemas.ts), then against
 * what the files read before it hold (rating areas, then service areas, then plans, then rates,
 * then benefits), and at the end every cross reference. Every problem is kept as
 * `file:line: reason`; nothing is written while there is one.
 */
import { ratingRuleFor } from '../../../shared/data/rating-rules';
import { benefitNames, files } from './layouts';
import { costSharingText } from './build';
import { check, rateCents, type RawRow } from './columns';
import { countiesOf, newGroup, type CountyRow, type Group, type RateRow } from './model';
import { eachRow } from './read';
import {
  benefitRow,
  costColumns,
  planRow,
  rateRow,
  ratingAreaRow,
  scopeRow,
  serviceAreaRow,
} from './schemas';

export interface Selection {
  /** Only these states (two-letter codes); all when absent. */
  states?: readonly string[];
  /** Only these plan years; all when absent. */
  years?: readonly number[];
}

const byAreaNumber = (a: string, b: string): number =>
  Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, ''));

export class CatalogChecker {
  readonly problems: string[] = [];
  readonly groups = new Map<string, Group>();
  /** Plan ids read past on purpose (dental, small group): their rates and benefits are not problems. */
  private readonly skippedPlans = new Set<string>();
  private readonly allVariants = new Set<string>();
  private readonly allPlanIds = new Set<string>();
  private readonly groupsWithoutCounties = new Set<string>();
  /** Plans with a refused rate row: their missing rates are not reported a second time. */
  private readonly plansWithBadRates = new Set<string>();
  /** Service areas with a refused row: a plan naming one is not reported a second time. */
  private readonly serviceAreasWithBadRows = new Set<string>();

  constructor(
    private readonly selection: Selection,
    private readonly log: (line: string) => void,
  ) {}

  private readonly problem = (file: string, line: number, reason: string): void => {
    this.problems.push(`${file}:${line}: ${reason}`);
  };

  /** Reads and checks every file of one catalog directory. */
  async read(dir: string): Promise<void> {
    const { problem, log } = this;
    await eachRow(dir, 'ratingAreas', problem, log, (f, l, row) => this.ratingArea(f, l, row));
    await eachRow(dir, 'serviceAreas', problem, log, (f, l, row) => this.serviceArea(f, l, row));
    await eachRow(dir, 'plans', problem, log, (f, l, row) => this.plan(f, l, row));
    await eachRow(dir, 'rates', problem, log, (f, l, row) => this.rate(f, l, row));
    await eachRow(dir, 'benefits', problem, log, (f, l, row) => this.benefit(f, l, row));
  }

  /** The group of a row, or undefined when its state or year is not selected (or malformed). */
  private groupOf(file: string, line: number, raw: RawRow, create = false): Group | undefined {
    const scope = check(scopeRow, raw);
    if (!scope.ok) return void this.problem(file, line, scope.reason);
    const { BusinessYear, StateCode: state } = scope.row;
    const planYear = Number(BusinessYear);
    if (this.selection.states && !this.selection.states.includes(state)) return undefined;
    if (this.selection.years && !this.selection.years.includes(planYear)) return undefined;
    const key = `${planYear}|${state}`;
    let group = this.groups.get(key);
    if (!group && create) this.groups.set(key, (group = newGroup(planYear, state)));
    if (!group && !this.groupsWithoutCounties.has(key)) {
      this.groupsWithoutCounties.add(key);
      this.problem(file, line, `${state} ${planYear} has no counties in ${files.ratingAreas}`);
    }
    return group;
  }

  private ratingArea(file: string, line: number, raw: RawRow): void {
    const group = this.groupOf(file, line, raw, true);
    if (!group) return;
    const checked = check(ratingAreaRow, raw);
    if (!checked.ok) return this.problem(file, line, checked.reason);
    const { CountyFIPS: fips, CountyName: name, RatingAreaId: ratingArea } = checked.row;
    const seen = group.counties.get(fips);
    if (seen)
      return this.problem(
        file,
        line,
        `county ${fips} is listed twice for ${group.state} ${group.planYear} (first on line ${seen.line})`,
      );
    group.counties.set(fips, { file, line, name, ratingArea });
  }

  private serviceArea(file: string, line: number, raw: RawRow): void {
    const market = check(serviceAreaRow.market, raw);
    if (!market.ok) return this.problem(file, line, market.reason);
    if (market.row.MarketCoverage !== 'Individual' || market.row.DentalOnlyPlan === 'Yes') return;
    const group = this.groupOf(file, line, raw);
    if (!group) return;
    const checked = check(serviceAreaRow.area, raw);
    const key = `${raw.IssuerId}|${raw.ServiceAreaId}`;
    const areaProblem = (reason: string) => {
      this.serviceAreasWithBadRows.add(key);
      this.problem(file, line, reason);
    };
    if (!checked.ok) {
      const ofTheArea = checked.column !== 'IssuerId' && checked.column !== 'ServiceAreaId';
      return ofTheArea ? areaProblem(checked.reason) : this.problem(file, line, checked.reason);
    }
    const { County: county, CoverEntireState: entire } = checked.row;
    if (county && !group.counties.has(county))
      return areaProblem(
        `county ${county} is not in ${files.ratingAreas} for ${group.state} ${group.planYear}`,
      );
    let area = group.serviceAreas.get(key);
    if (!area) group.serviceAreas.set(key, (area = { file, line, entireState: false, counties: new Map() }));
    if (entire === 'Yes') area.entireState = true;
    if (county && !area.counties.has(county)) area.counties.set(county, { file, line });
  }

  private plan(file: string, line: number, raw: RawRow): void {
    const listing = check(planRow.listing, raw);
    if (!listing.ok && listing.column === 'PlanId') return this.problem(file, line, listing.reason);
    const variantId = raw.PlanId as string;
    this.allVariants.add(variantId);
    this.allPlanIds.add(variantId.slice(0, 14));
    if (!listing.ok) return this.problem(file, line, listing.reason);
    if (listing.row.DentalOnlyPlan === 'Yes' || listing.row.MarketCoverage !== 'Individual')
      return void this.skippedPlans.add(variantId.slice(0, 14));
    const group = this.groupOf(file, line, raw);
    if (!group) return;
    const identity = check(planRow.identity, raw);
    if (!identity.ok) return this.problem(file, line, identity.reason);
    const { StandardComponentId: planId, IssuerId: issuerId } = identity.row;
    const variant = variantId.slice(15);
    // The off-exchange shopping uses the plan without cost-sharing reductions: variant 01 (on and
    // off exchange) or, for a plan sold only off exchange, 00.
    if (variant !== '01' && variant !== '00') return;
    const existing = group.plans.get(planId);
    const twice = `plan ${variantId} is listed twice (first on line ${existing?.line})`;
    if (existing && existing.variantId.endsWith('-01'))
      return variant === '01' ? this.problem(file, line, twice) : undefined;
    if (existing && variant === '00') return this.problem(file, line, twice);

    const details = check(planRow.details, raw);
    if (!details.ok) return details.reasons.forEach((reason) => this.problem(file, line, reason));
    const plan = details.row;
    const [dedIndividual, dedFamily, oopIndividual, oopFamily] = costColumns(plan).map((c) => raw[c] ?? '');
    group.plans.set(planId, {
      file,
      line,
      planId,
      variantId,
      issuerId,
      issuerName: plan.IssuerMarketPlaceMarketingName,
      planName: plan.PlanMarketingName,
      planType: plan.PlanType,
      metalLevel: plan.MetalLevel,
      serviceAreaId: plan.ServiceAreaId,
      hsaEligible: plan.IsHSAEligible === 'Yes',
      effective: plan.PlanEffectiveDate,
      expiration: plan.PlanExpirationDate,
      summaryUrl: plan.URLForSummaryofBenefitsCoverage || null,
      networkUrl: plan.NetworkURL || null,
      deductibleIndividual: dedIndividual as string,
      deductibleFamily: dedFamily as string,
      combinedDeductibleIndividual:
        plan.MedicalDrugDeductiblesIntegrated === 'Yes' ? (dedIndividual as string) : null,
      oopIndividual: oopIndividual as string,
      oopFamily: oopFamily as string,
      importDate: plan.ImportDate.slice(0, 10),
      source: plan.SourceName || 'CMS PUF',
    });
  }

  private rate(file: string, line: number, raw: RawRow): void {
    const group = this.groupOf(file, line, raw);
    if (!group) return;
    const checked = check(rateRow, raw);
    const planId = raw.PlanId as string;
    if (!checked.ok) {
      // Its missing rates are this row's consequence, not a second problem.
      if (checked.column !== 'PlanId') this.plansWithBadRates.add(planId);
      return this.problem(file, line, checked.reason);
    }
    const {
      Age: age,
      RatingAreaId: area,
      RateEffectiveDate: effective,
      RateExpirationDate: expiration,
    } = checked.row;
    const wanted = ratingRuleFor(group.state).kind === 'family-tier' ? 'Family Option' : '21';
    if (age !== wanted && !(age === '21' && wanted === 'Family Option')) return;
    const rateProblem = (reason: string) => {
      this.plansWithBadRates.add(planId);
      this.problem(file, line, reason);
    };
    const period: RateRow = {
      file,
      line,
      age,
      effective,
      expiration,
      rate21Cents: rateCents(checked.row.IndividualRate) as number,
      tobacco21Cents:
        checked.row.Tobacco === 'No Preference'
          ? null
          : (rateCents(checked.row.IndividualTobaccoRate) ?? null),
    };
    let byArea = group.rates.get(planId);
    if (!byArea) group.rates.set(planId, (byArea = new Map()));
    const periods = byArea.get(area) ?? [];
    byArea.set(area, periods);
    // In a family-tier state a Family Option row wins over an age-21 row of the same period.
    const same = periods.findIndex((p) => p.effective === effective && p.expiration === expiration);
    if (same >= 0) {
      const other = periods[same] as RateRow;
      if (other.age === age)
        return rateProblem(
          `a second ${age === '21' ? 'age-21' : age} rate for plan ${planId} in ${area} from ${effective} (first on line ${other.line})`,
        );
      if (age === 'Family Option') periods[same] = period;
      return;
    }
    const overlap = periods.find((p) => p.effective <= expiration && effective <= p.expiration);
    if (overlap)
      return rateProblem(
        `rate period ${effective} to ${expiration} of plan ${planId} in ${area} overlaps the one on line ${overlap.line}`,
      );
    periods.push(period);
  }

  private benefit(file: string, line: number, raw: RawRow): void {
    const group = this.groupOf(file, line, raw);
    if (!group) return;
    const key = check(benefitRow.key, raw);
    if (!key.ok) return this.problem(file, line, key.reason);
    const { PlanId: variantId, BenefitName: name } = key.row;
    const plan = group.plans.get(variantId.slice(0, 14));
    if (!plan) {
      if (!this.skippedPlans.has(variantId.slice(0, 14)) && !this.allVariants.has(variantId))
        this.problem(file, line, `plan ${variantId} is not in ${files.plans}`);
      return;
    }
    const field = benefitNames[name];
    if (plan.variantId !== variantId || !field) return;
    const values = check(benefitRow.values, raw);
    if (!values.ok) return this.problem(file, line, values.reason);
    const rows = group.benefits.get(variantId) ?? {};
    group.benefits.set(variantId, rows);
    if (rows[field] !== undefined)
      return this.problem(file, line, `benefit "${name}" of plan ${variantId} is listed twice`);
    const { CopayInnTier1, CoinsInnTier1, IsCovered } = values.row;
    rows[field] = costSharingText(CopayInnTier1, CoinsInnTier1, IsCovered);
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
        for (const county of countiesOf(group, area)) {
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
}
