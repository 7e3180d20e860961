/**
 * The rows of the Plan Comparisons table and the Plan Summary Document page (spec builder section
 * 2), each a label and how to read it from a plan, money shown by the spec's rule. The CSV export
 * uses the same rows, so a spreadsheet shows what the screen shows.
 */
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { messages } from '../../../../../shared/messages';
import { formatSpecMoney } from '../utils/plan-format';

export interface PlanRow {
  label: string;
  value: (plan: HealthPlan) => string;
}

const money =
  (field: keyof HealthPlan) =>
  (plan: HealthPlan): string =>
    formatSpecMoney(plan[field] as string | number | null);

/** Plan Comparisons: every row of the spec, in its order. */
export const comparisonRows: readonly PlanRow[] = [
  { label: messages.shopPlanName, value: (p) => p.planname },
  { label: messages.shopMonthlyPremium, value: money('rate') },
  { label: messages.shopDeductibleIndividual, value: money('annualdeductibleindividual') },
  { label: messages.shopDeductibleFamily, value: money('annualdeductiblefamily') },
  { label: messages.shopCombinedDeductible, value: money('combinedmedicaldrugdeductibleindividual') },
  { label: messages.shopOopIndividual, value: money('annualoopmaxindividual') },
  { label: messages.shopOopFamily, value: money('annualoopmaxfamily') },
  { label: messages.shopPrimaryCare, value: money('primarycarevisit') },
  { label: messages.shopUrgentCare, value: money('urgentcare') },
  { label: messages.shopEmergencyRoom, value: money('emergencyroomservices') },
  { label: messages.shopInpatient, value: money('inpatienthospitalservices') },
  { label: messages.shopGenericDrugs, value: money('genericdrugs') },
];

/** Plan Summary Document: the spec's rows (the comparison's without generic drugs). */
export const summaryRows: readonly PlanRow[] = comparisonRows.filter(
  (r) => r.label !== messages.shopGenericDrugs,
);
