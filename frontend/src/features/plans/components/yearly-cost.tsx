/** The estimated yearly cost of a plan at low, medium and high use (beyond spec; see yearly-cost.ts). */
import { formatDollars } from '../../../../../shared/domain/money';
import { estimateYearlyCost } from '../../../../../shared/domain/yearly-cost';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { plansTexts } from '../texts';

export function YearlyCost({ plan, people }: { plan: HealthPlan; people: number }) {
  const e = estimateYearlyCost(plan, people);
  return (
    <div className="shop-yearly">
      <p className="shop-yearly__title">{plansTexts('shopYearlyTitle')}</p>
      {e ? (
        <dl className="shop-yearly__levels">
          <div>
            <dt>{plansTexts('shopYearlyLow')}</dt>
            <dd>{formatDollars(e.totalCents.low)}</dd>
          </div>
          <div>
            <dt>{plansTexts('shopYearlyMedium')}</dt>
            <dd>{formatDollars(e.totalCents.medium)}</dd>
          </div>
          <div>
            <dt>{plansTexts('shopYearlyHigh')}</dt>
            <dd>{formatDollars(e.totalCents.high)}</dd>
          </div>
        </dl>
      ) : (
        <p>{plansTexts('shopNotAvailable')}</p>
      )}
    </div>
  );
}
