/**
 * 'Your Current Plan' (spec builder section 2): the member's plan on record, offered again at
 * January 1 of next year, with 'Keep Current Plan' or 'Remove for cart'.
 */
import { Button } from '@aws-amplify/ui-react';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { plansTexts } from '../texts';
import { cutPlanName, formatSpecMoney, withDollarSign } from '../utils/plan-format';
import { metalTierLabel } from '../../../components/metal-tier';

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
      <h2 id="shop-current-title">{plansTexts('shopCurrentPlanTitle')}</h2>
      <p>{plansTexts('shopCurrentPlanText')}</p>
      <p>
        <strong>{cutPlanName(plan.planname)}</strong> · {plan.issuername} · {metalTierLabel(plan.metallevel)}
      </p>
      <dl className="shop-card__facts">
        <div>
          <dt>{plansTexts('shopDeductible')}</dt>
          <dd>{withDollarSign(plan.annualdeductibleindividual)}</dd>
        </div>
        <div>
          <dt>{plansTexts('shopMonthlyRate')}</dt>
          <dd>{formatSpecMoney(plan.rate)}</dd>
        </div>
      </dl>
      {inCart ? (
        <Button variation="destructive" onClick={onRemove}>
          {plansTexts('shopRemoveForCart')}
        </Button>
      ) : (
        <Button variation="primary" onClick={onKeep}>
          {plansTexts('shopKeepCurrentPlan')}
        </Button>
      )}
    </section>
  );
}
