/**
 * The printable Purchase Summary (spec builder section 2: "a printable Purchase Summary (opens a
 * print window)"). Rendered at the end of <body>, hidden on screen; when the page is printed
 * (the Print button, or the browser's own print) the stylesheet's @media print rules show only
 * this block, styled for paper.
 */
import { createPortal } from 'react-dom';
import { messages } from '../../../../../shared/messages';
import { summaryTotals, type PurchaseSummary } from '../summary/purchase-summary';
import { CartTable } from './cart-table';

export function PrintSummary({ summary }: { summary: PurchaseSummary }) {
  return createPortal(
    <section className="cart-print" data-testid="print-summary">
      <h1>{messages.purchaseSummaryTitle}</h1>
      <h2>{messages.cartTitle}</h2>
      <dl className="cart-print__facts">
        <dt>{messages.purchaseSummaryEmployee}</dt>
        <dd>{summary.memberName}</dd>
        <dt>{messages.purchaseSummaryEmployer}</dt>
        <dd>{summary.employerName}</dd>
        <dt>{messages.purchaseSummaryEffectiveDate}</dt>
        <dd>{summary.effectiveDate}</dd>
      </dl>
      <CartTable lines={summary.lines} />
      <dl className="cart-print__totals">
        {summaryTotals(summary).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{messages.coverageNotBound}</p>
    </section>,
    document.body,
  );
}
