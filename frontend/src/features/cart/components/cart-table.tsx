/**
 * The cart table (spec builder section 2, Cart): Carrier, Plan Type, Plan Name, Metal Tier, with
 * the HSA, waived-coverage ($0.00) and additional-service rows, each with its monthly amount.
 * At 840 px or less the rows stack as cards (CSS), each cell labelled by its column.
 */
import { formatDollars } from '../../../../../shared/domain/money';
import { messages } from '../../../../../shared/messages';
import type { CartLine } from '../summary/purchase-summary';

const columns = [
  messages.cartColCarrier,
  messages.cartColPlanType,
  messages.cartColPlanName,
  messages.cartColMetalTier,
  messages.cartColMonthly,
];

export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{messages.cartTitle}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.kind} data-line={line.kind}>
            <td data-label={messages.cartColCarrier}>{line.carrier}</td>
            <td data-label={messages.cartColPlanType}>{line.planType}</td>
            <td data-label={messages.cartColPlanName}>{line.planName}</td>
            <td data-label={messages.cartColMetalTier}>{line.metalTier}</td>
            <td
              data-label={messages.cartColMonthly}
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
