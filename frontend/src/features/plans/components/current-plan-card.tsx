/**
 * 'Your Current Plan' (spec builder section 2): the member's plan on record, offered again at
 * January 1 of next year, with 'Keep Current Plan' or 'Remove for cart'.
 */
import { Button } from '@aws-amplify/ui-react';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { messages } from '../../../../../shared/messages';
import { cutPlanName, formatSpecMoney, withDollarSign } from '../utils/plan-format';

export function CurrentPlanCard({
  plan,
  inCart,
  onKeep,
  onRemove,
}: {
  plan: HealthPlan;
  inCart: boolean;
  onKeep(): void;
  onRemove(): void;
}) {
  return (
    <section className="shop-current" aria-labelledby="shop-current-title">
      <h2 id="shop-current-title">{messages.shopCurrentPlanTitle}</h2>
      <p>{messages.shopCurrentPlanText}</p>
      <p>
        <strong>{cutPlanName(plan.planname)}</strong> · {plan.issuername} · {plan.metallevel}
      </p>
      <dl className="shop-card__facts">
        <div>
          <dt>{messages.shopDeductible}</dt>
          <dd>{withDollarSign(plan.annualdeductibleindividual)}</dd>
        </div>
        <div>
          <dt>{messages.shopMonthlyRate}</dt>
          <dd>{formatSpecMoney(plan.rate)}</dd>
        </div>
      </dl>
      {inCart ? (
        <Button variation="destructive" onClick={onRemove}>
          {messages.shopRemoveForCart}
        </Button>
      ) : (
        <Button variation="primary" onClick={onKeep}>
          {messages.shopKeepCurrentPlan}
        </Button>
      )}
    </section>
  );
}
