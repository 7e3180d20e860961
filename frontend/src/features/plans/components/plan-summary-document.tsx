/**
 * The Plan Summary Document page (spec builder section 2): a Back button and the plan's rows, with
 * the carrier's own summary of benefits and coverage linked, and the plan's cart button.
 */
import { Button } from '@aws-amplify/ui-react';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { messages } from '../../../../../shared/messages';
import { summaryRows } from './plan-rows';

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
        <Button onClick={onBack}>{messages.shopBack}</Button>
        <h2 id="shop-summary-title">{messages.shopSummaryTitle}</h2>
      </div>
      <table className="shop-table shop-summary">
        <tbody>
          {summaryRows.map((row) => (
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
            {messages.shopViewSummaryDocument}
            <span className="visually-hidden"> {messages.opensInNewTab}</span>
          </a>
        )}
        {inCart ? (
          <Button variation="destructive" onClick={onRemove}>
            {messages.shopRemoveFromCart}
          </Button>
        ) : (
          <Button variation="primary" onClick={onAdd}>
            {messages.shopAddToCart}
          </Button>
        )}
      </div>
    </section>
  );
}
