/**
 * The Plan Summary Document page (spec builder section 2): a Back button and the plan's rows, with
 * the carrier's own summary of benefits and coverage linked, and the plan's cart button.
 */
import { Button } from '@aws-amplify/ui-react';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { plansTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { summaryRows } from './plan-rows';
import { componentTexts } from '../../../components/texts';

export function PlanSummaryDocument({
  plan,
  inCart,
  onBack,
  onAdd,
  onRemove,
}: {
  plan: HealthPlan;
  inCart: boolean;
  onBack(): void;
  onAdd(): void;
  onRemove(): void;
}) {
  return (
    <section className="shop-view" aria-labelledby="shop-summary-title">
      <div className="shop-view__bar">
        <Button onClick={onBack}>{componentTexts('back')}</Button>
        <h2 id="shop-summary-title">{plansTexts('shopSummaryTitle')}</h2>
      </div>
      <table className="shop-table shop-summary">
        <tbody>
          {summaryRows().map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value(plan)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="shop-view__actions">
        {plan.urlforbenefitsummarycoverage && (
          <a
            className="button button--secondary"
            href={plan.urlforbenefitsummarycoverage}
            target="_blank"
            rel="noopener noreferrer"
          >
            {plansTexts('shopViewSummaryDocument')}
            <span className="visually-hidden"> {commonTexts('opensInNewTab')}</span>
          </a>
        )}
        {inCart ? (
          <Button variation="destructive" onClick={onRemove}>
            {plansTexts('shopRemoveFromCart')}
          </Button>
        ) : (
          <Button variation="primary" onClick={onAdd}>
            {plansTexts('shopAddToCart')}
          </Button>
        )}
      </div>
    </section>
  );
}
