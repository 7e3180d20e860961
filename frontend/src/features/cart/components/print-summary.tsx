/**
 * The printable Purchase Summary (spec builder section 2: "a printable Purchase Summary (opens a
 * print window)"). Rendered at the end of <body>, hidden on screen; when the page is printed
 * (the Print button, or the browser's own print) the stylesheet's @media print rules show only
 * this block, styled for paper.
 */
import { createPortal } from 'react-dom';
import { cartTexts } from '../texts';
import { summaryTotals, type PurchaseSummary } from '../summary/purchase-summary';
import { CartTable } from './cart-table';
import { componentTexts } from '../../../components/texts';
import { apiTexts } from '../../../lib/api-texts';
import { enrollmentTexts } from '../../../enrollment/texts';
import { coverageAttestationVersion } from '../../../../../shared/domain/coverage-attestation';

export function PrintSummary({ summary }: { summary: PurchaseSummary }) {
  return createPortal(
    <section className="cart-print" data-testid="print-summary">
      <h1>{cartTexts('purchaseSummaryTitle')}</h1>
      <h2>{cartTexts('cartTitle')}</h2>
      <dl className="cart-print__facts">
        <dt>{cartTexts('purchaseSummaryEmployee')}</dt>
        <dd>{summary.memberName}</dd>
        <dt>{componentTexts('employerName')}</dt>
        <dd>{summary.employerName}</dd>
        <dt>{componentTexts('contribEffectiveDate')}</dt>
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
      {summary.attestedFor.length > 0 ? (
        <section className="cart-print__attestation">
          <h2>{apiTexts().subStepCoverageAttestation}</h2>
          <p>{enrollmentTexts('coverageAttestationStatement')}</p>
          <p>{enrollmentTexts('coverageAttestationFor', { names: summary.attestedFor.join(', ') })}</p>
          <p>{enrollmentTexts('coverageAttestationVersion', { version: coverageAttestationVersion })}</p>
        </section>
      ) : null}
      <p>{apiTexts().confirmationMailNotBound}</p>
    </section>,
    document.body,
  );
}
