/**
 * Export Plans (beyond spec builder section 2, whose button did nothing): the compared plans, or
 * with none compared the filtered list, as a CSV a spreadsheet opens cleanly. One row per plan, in
 * the order shown, with the comparison's rows and the card's facts and estimates.
 */
import { formatDollars } from '../../../../shared/domain/money';
import { estimateYearlyCost } from '../../../../shared/domain/yearly-cost';
import type { HealthPlan } from '../../../../shared/schemas/quote';
import { plansTexts } from './texts';
import { comparisonRows } from './components/plan-rows';
import { toCsv } from './utils/csv';
import { componentTexts } from '../../components/texts';

export function plansCsvRows(plans: readonly HealthPlan[], people: number): string[][] {
  const header = [
    ...comparisonRows().map((r) => r.label),
    componentTexts('cartColCarrier'),
    componentTexts('cartColPlanType'),
    plansTexts('shopMetalLevel'),
    plansTexts('shopHsaEligible'),
    `${plansTexts('shopYearlyTitle')} - ${plansTexts('shopYearlyLow')}`,
    `${plansTexts('shopYearlyTitle')} - ${plansTexts('shopYearlyMedium')}`,
    `${plansTexts('shopYearlyTitle')} - ${plansTexts('shopYearlyHigh')}`,
    plansTexts('shopViewSummaryDocument'),
  ];
  const rows = plans.map((p) => {
    const e = estimateYearlyCost(p, people);
    const est = (v: number | undefined) =>
      v === undefined ? plansTexts('shopNotAvailable') : formatDollars(v);
    return [
      ...comparisonRows().map((r) => r.value(p)),
      p.issuername,
      p.plantype,
      p.metallevel,
      p.ishsaeligible,
      est(e?.totalCents.low),
      est(e?.totalCents.medium),
      est(e?.totalCents.high),
      p.urlforbenefitsummarycoverage ?? '',
    ];
  });
  return [header, ...rows];
}

export const plansCsv = (plans: readonly HealthPlan[], people: number): string =>
  toCsv(plansCsvRows(plans, people));
