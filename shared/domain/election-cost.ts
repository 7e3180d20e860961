/**
 * The cost of a set of elections (spec builder section 4 'Cost math' and section 9):
 * integer cents throughout. The browser's funds bar and the server's authorization use this one
 * function, so the amounts shown and the amounts stored cannot differ.
 *
 * Each order holds its own amount, priced by the step that creates it (shared/domain/steps): the
 * health-insurance order the plan premium, the HSA order the HSA amount, the additional-service
 * order the service's cost. The spec's section 9 prices the health order as 'total spend - HSA',
 * which counts a chosen service twice (once in the health order, once in its own); we do not
 * (../DESIGN.md section 6). So the orders always add up to the cart's Total, which is the funds
 * bar's Amount Spent: spend is the sum of the steps' orders, whichever steps are registered.
 */
import type { Cents } from './money';
import { builderSteps, pricedOrders, type BuilderSteps } from './steps';
import type { ElectionInputs } from './steps/types';

export type { ElectionInputs } from './steps/types';

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

export function electionAmounts(i: ElectionInputs, steps: BuilderSteps = builderSteps): ElectionAmounts {
  const orders = pricedOrders(i, steps);
  const spent = orders.reduce((sum, o) => sum + o.cents, 0);
  // The amounts of the three orders the audit record and the exports name (kept as they were).
  const of = (category: string) =>
    orders.filter((o) => o.category === category).reduce((sum, o) => sum + o.cents, 0) as Cents;
  const over = spent - i.contributionCents;
  return {
    spentCents: spent as Cents,
    totalCents: spent as Cents,
    availableCents: Math.max(0, -over) as Cents,
    employeeNeedCents: Math.max(0, over) as Cents,
    payrollDeductionCents: Math.max(0, over) as Cents,
    balanceCents: Math.max(0, -over) as Cents,
    healthOrderCents: of('healthinsurance'),
    hsaOrderCents: of('HSA'),
    serviceOrderCents: i.serviceCents,
    needsDeductionAcknowledgment: over > 0,
  };
}
