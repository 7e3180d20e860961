/**
 * 'Summary Information' opens the Member Benefit Fund Explanation (spec builder section 2): the
 * purchase summary and the Member Fund Chart.
 */
import { formatDollars } from '../../../../../shared/domain/money';
import { cartTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Modal } from '../../../components/modal';
import type { CartData } from '../api/load-cart';
import type { PurchaseSummary } from '../summary/purchase-summary';
import { FundChart } from './fund-chart';

export function SummaryModal({
  open,
  onClose,
  data,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  data: CartData;
  summary: PurchaseSummary;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={cartTexts('fundExplanationTitle')}
      className="cart-summary-modal"
    >
      <p>{cartTexts('fundExplanationText')}</p>
      <h3 className="cart-summary-modal__heading">{cartTexts('purchaseSummaryTitle')}</h3>
      <ul className="cart-summary-modal__lines">
        {summary.lines.map((line) => (
          <li key={line.kind}>
            <span>{line.planName || line.planType}</span> <strong>{formatDollars(line.monthlyCents)}</strong>
          </li>
        ))}
      </ul>
      <FundChart
        contributionCents={data.contributionCents}
        spentCents={data.amounts.spentCents}
        availableCents={data.amounts.availableCents}
        yourCostCents={data.amounts.employeeNeedCents}
      />
      <div className="cart__actions">
        <button type="button" className="button" onClick={onClose}>
          {commonTexts('close')}
        </button>
      </div>
    </Modal>
  );
}
