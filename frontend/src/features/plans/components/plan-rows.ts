/**
 * The rows of the Plan Comparisons table and the Plan Summary Document page (spec builder section
 * 2), each a label and how to read it from a plan, money shown by the spec's rule. The CSV export
 * uses the same rows, so a spreadsheet shows what the screen shows.
 */
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { plansTexts } from '../texts';
import { formatSpecMoney } from '../utils/plan-format';
import { componentTexts } from '../../../components/texts';

export interface PlanRow {
  label: string;
  value: (plan: HealthPlan) => string;
}

const money =
  (field: keyof HealthPlan) =>
  (plan: HealthPlan): string =>
    formatSpecMoney(plan[field] as string | number | null);

/** Plan Comparisons: every row of the spec, in its order, in the page's language. */
export const comparisonRows = (): readonly PlanRow[] => [
  { label: componentTexts('cartColPlanName'), value: (p) => p.planname },
  { label: plansTexts('shopMonthlyPremium'), value: money('rate') },
  { label: plansTexts('shopDeductibleIndividual'), value: money('annualdeductibleindividual') },
  { label: plansTexts('shopDeductibleFamily'), value: money('annualdeductiblefamily') },
  { label: plansTexts('shopCombinedDeductible'), value: money('combinedmedicaldrugdeductibleindividual') },
  { label: plansTexts('shopOopIndividual'), value: money('annualoopmaxindividual') },
  { label: plansTexts('shopOopFamily'), value: money('annualoopmaxfamily') },
  { label: plansTexts('shopPrimaryCare'), value: money('primarycarevisit') },
  { label: plansTexts('shopUrgentCare'), value: money('urgentcare') },
  { label: plansTexts('shopEmergencyRoom'), value: money('emergencyroomservices') },
  { label: plansTexts('shopInpatient'), value: money('inpatienthospitalservices') },
  { label: plansTexts('shopGenericDrugs'), value: money('genericdrugs') },
];

/** Plan Summary Document: the spec's rows (the comparison's without generic drugs). */
export const summaryRows = (): readonly PlanRow[] =>
  comparisonRows().filter((r) => r.label !== plansTexts('shopGenericDrugs'));
