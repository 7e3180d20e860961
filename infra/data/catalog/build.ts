/**
 * Building a plan year and state's county partitions from its checked rows: one offer per plan
 * and county it is sold in, with the rates of the county's rating area and the plan's benefits,
 * and a digest of the content (an import of the same content writes nothing).
 */
import { createHash } from 'node:crypto';
import type { PlanOffer } from '../../../shared/domain/rating';
import { benefitFields, type BenefitField, type Benefits } from '../../../shared/schemas/quote';
import { countiesOf, type CountyRow, type Group, type ServiceArea } from './model';

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

export interface GroupContent {
  planYear: number;
  state: string;
  offers: PlanOffer[];
  counties: Record<string, number>;
  plans: number;
  digest: string;
}

export function buildGroup(group: Group, importedOn: string, log: (line: string) => void): GroupContent {
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
    for (const county of countiesOf(group, area).sort()) {
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
