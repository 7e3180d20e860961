/**
 * The cart table (spec builder section 2, Cart): Carrier, Plan Type, Plan Name, Metal Tier, with
 * the HSA, waived-coverage ($0.00) and additional-service rows, each with its monthly amount.
 * At 840 px or less the rows stack as cards (CSS), each cell labelled by its column.
 */
import { formatDollars } from '../../../../../shared/domain/money';
import { cartTexts } from '../texts';
import type { CartLine } from '../summary/purchase-summary';
import { componentTexts } from '../../../components/texts';

const columns = () => [
  componentTexts('cartColCarrier'),
  componentTexts('cartColPlanType'),
  componentTexts('cartColPlanName'),
  componentTexts('cartColMetalTier'),
  cartTexts('cartColMonthly'),
];

export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{cartTexts('cartTitle')}</caption>
      <thead>
        <tr>
          {columns().map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.kind} data-line={line.kind}>
            <td data-label={componentTexts('cartColCarrier')}>{line.carrier}</td>
            <td data-label={componentTexts('cartColPlanType')}>{line.planType}</td>
            <td data-label={componentTexts('cartColPlanName')}>{line.planName}</td>
            <td data-label={componentTexts('cartColMetalTier')}>{line.metalTier}</td>
            <td
              data-label={cartTexts('cartColMonthly')}
              className="cart-table__amount"
              data-cents={line.monthlyCents}
            >
              {formatDollars(line.monthlyCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
