/**
 * A plan card of Shop Health Plans (spec builder section 2): name cut at 80 characters, carrier,
 * plan type, metal level, HSA eligible, deductible ('$' added if missing), out-of-pocket maximum,
 * primary care visit, generic drug co-pay, monthly rate, the Compare checkbox, Plan Details, View
 * Plan Summary Document and Search for Providers (only when a link exists), Add to Cart or Remove
 * from cart; and the estimated yearly cost.
 */
import { Button } from '@aws-amplify/ui-react';
import { useId } from 'react';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { plansTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { cutPlanName, formatSpecMoney, withDollarSign } from '../utils/plan-format';
import { YearlyCost } from './yearly-cost';
import { componentTexts } from '../../../components/texts';
import { metalTierLabel } from '../../../components/metal-tier';

export interface PlanCardProps {
  plan: HealthPlan;
  people: number;
  inCart: boolean;
  compared: boolean;
  onToggleCompare(): void;
  onDetails(): void;
  onSummary(): void;
  onAdd(): void;
  onRemove(): void;
}

export function PlanCard(props: PlanCardProps) {
  const { plan, inCart, compared } = props;
  const titleId = useId();
  const name = cutPlanName(plan.planname);
  const facts: Array<[string, string]> = [
    [componentTexts('cartColCarrier'), plan.issuername],
    [componentTexts('cartColPlanType'), plan.plantype],
    [plansTexts('shopMetalLevel'), metalTierLabel(plan.metallevel)],
    [
      plansTexts('shopHsaEligible'),
      plan.ishsaeligible === 'Yes' ? componentTexts('profileYes') : componentTexts('profileNo'),
    ],
    [plansTexts('shopDeductible'), withDollarSign(plan.annualdeductibleindividual)],
    [plansTexts('shopOopMax'), formatSpecMoney(plan.annualoopmaxindividual)],
    [plansTexts('shopPrimaryCare'), formatSpecMoney(plan.primarycarevisit)],
    [plansTexts('shopGenericDrugCopay'), formatSpecMoney(plan.genericdrugs)],
  ];
  return (
    <article
      className={`shop-card${inCart ? ' shop-card--in-cart' : ''}`}
      aria-labelledby={titleId}
      data-plan-id={plan.id}
    >
      <header className="shop-card__header">
        <h3 id={titleId} className="shop-card__name" title={plan.planname}>
          {name}
        </h3>
        <p className="shop-card__rate">
          <span className="shop-card__rate-label">{plansTexts('shopMonthlyRate')}</span>{' '}
          <strong>{formatSpecMoney(plan.rate)}</strong>
          <span aria-hidden="true">{plansTexts('shopPerMonth')}</span>
        </p>
        {inCart && <p className="shop-card__badge">{componentTexts('serviceInCart')}</p>}
      </header>
      <dl className="shop-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <YearlyCost plan={plan} people={props.people} />
      <div className="shop-card__actions">
        <label className="shop-card__compare">
          <input
            type="checkbox"
            checked={compared}
            onChange={props.onToggleCompare}
            aria-label={plansTexts('shopComparePlan', { name })}
          />
          <span aria-hidden="true">{plansTexts('shopCompare')}</span>
        </label>
        <Button size="small" onClick={props.onDetails}>
          {plansTexts('shopPlanDetails')}
        </Button>
        {plan.urlforbenefitsummarycoverage && (
          <Button size="small" onClick={props.onSummary}>
            {plansTexts('shopViewSummaryDocument')}
          </Button>
        )}
        {plan.providerlink && (
          <a className="shop-card__link" href={plan.providerlink} target="_blank" rel="noopener noreferrer">
            {plansTexts('shopSearchProviders')}
            <span className="visually-hidden"> {commonTexts('opensInNewTab')}</span>
          </a>
        )}
        {inCart ? (
          <Button size="small" variation="destructive" onClick={props.onRemove}>
            {plansTexts('shopRemoveFromCart')}
          </Button>
        ) : (
          <Button size="small" variation="primary" onClick={props.onAdd}>
            {plansTexts('shopAddToCart')}
          </Button>
        )}
      </div>
    </article>
  );
}
