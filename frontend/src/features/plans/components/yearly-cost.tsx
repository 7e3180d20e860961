/** The estimated yearly cost of a plan at low, medium and high use (beyond spec; see yearly-cost.ts). */
import { formatDollars } from '../../../../../shared/domain/money';
import { estimateYearlyCost } from '../../../../../shared/domain/yearly-cost';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { messages } from '../../../../../shared/messages';

export function YearlyCost({ plan, people }: { plan: HealthPlan; people: number }) {
  const e = estimateYearlyCost(plan, people);
  return (
    <div className="shop-yearly">
      <p className="shop-yearly__title">{messages.shopYearlyTitle}</p>
      {e ? (
        <dl className="shop-yearly__levels">
          <div>
            <dt>{messages.shopYearlyLow}</dt>
            <dd>{formatDollars(e.totalCents.low)}</dd>
          </div>
          <div>
            <dt>{messages.shopYearlyMedium}</dt>
            <dd>{formatDollars(e.totalCents.medium)}</dd>
          </div>
          <div>
            <dt>{messages.shopYearlyHigh}</dt>
            <dd>{formatDollars(e.totalCents.high)}</dd>
          </div>
        </dl>
      ) : (
        <p>{messages.shopNotAvailable}</p>
      )}
    </div>
  );
}
