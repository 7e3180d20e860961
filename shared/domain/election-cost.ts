/**
 * The cost of a set of elections (spec builder section 4 'Cost math' and section 9):
 * integer cents throughout. The browser's funds bar and the server's authorization use this one
 * function, so the amounts shown and the amounts stored cannot differ.
 *
 * Each order holds its own amount: the health-insurance order the plan premium, the HSA order the
 * HSA amount, the additional-service order the service's cost. The spec's section 9 prices the
 * health order as 'total spend - HSA', which counts a chosen service twice (once in the health
 * order, once in its own); we do not (../DESIGN.md section 6). So the orders always add up to
 * the cart's Total, which is the funds bar's Amount Spent.
 */
import type { Cents } from './money';

export interface ElectionInputs {
  /** The monthly employer contribution (the waived contribution when waiving). */
  contributionCents: Cents;
  waived: boolean;
  /** The household's monthly premium of the chosen plan; ignored when waived. */
  planPremiumCents: Cents;
  hsaMonthlyCents: Cents;
  /** Whether the HSA amount is part of spend (the plan is HSA eligible and the HSA step applies). */
  hsaCounts: boolean;
  /** The additional service's monthly cost, 0 when none is in the cart. */
  serviceCents: Cents;
}

export interface ElectionAmounts {
  spentCents: Cents;
  totalCents: Cents;
  availableCents: Cents;
  employeeNeedCents: Cents;
  payrollDeductionCents: Cents;
  balanceCents: Cents;
  /** The health-insurance order's amount: the plan premium alone, 0 when waived. */
  healthOrderCents: Cents;
  /** The HSA order's amount, 0 when the HSA is not part of spend. */
  hsaOrderCents: Cents;
  /** The additional-service order's amount, 0 when none is in the cart. */
  serviceOrderCents: Cents;
  needsDeductionAcknowledgment: boolean;
}

export function electionAmounts(i: ElectionInputs): ElectionAmounts {
  const plan = i.waived ? 0 : i.planPremiumCents;
  const hsa = i.hsaCounts ? i.hsaMonthlyCents : 0;
  const spent = plan + hsa + i.serviceCents;
  const over = spent - i.contributionCents;
  return {
    spentCents: spent as Cents,
    totalCents: spent as Cents,
    availableCents: Math.max(0, -over) as Cents,
    employeeNeedCents: Math.max(0, over) as Cents,
    payrollDeductionCents: Math.max(0, over) as Cents,
    balanceCents: Math.max(0, -over) as Cents,
    healthOrderCents: plan as Cents,
    hsaOrderCents: hsa as Cents,
    serviceOrderCents: i.serviceCents,
    needsDeductionAcknowledgment: over > 0,
  };
}
