/**
 * The purchase summary as a PDF file (lib/pdf-writer.ts), loaded only when the employee asks for
 * the PDF.
 */
import { downloadPdf, PageWriter, PDF_MARGIN as MARGIN, wrap } from '../../../lib/pdf-writer';
import { formatDollars } from '../../../../../shared/domain/money';
import { cartTexts } from '../texts';
import { summaryTotals, type PurchaseSummary } from './purchase-summary';
import { componentTexts } from '../../../components/texts';
import { apiTexts } from '../../../lib/api-texts';
import { enrollmentTexts } from '../../../enrollment/texts';
import { coverageAttestationVersion } from '../../../../../shared/domain/coverage-attestation';

/** The PDF file's bytes. */
export function summaryPdf(summary: PurchaseSummary): Uint8Array {
  const w = new PageWriter();
  w.down(6);
  w.text(MARGIN, cartTexts('purchaseSummaryTitle'), 18, true);
  w.down(22);
  w.text(MARGIN, cartTexts('cartTitle'), 12, true);
  w.down(18);
  w.text(MARGIN, `${cartTexts('purchaseSummaryEmployee')}: ${summary.memberName}`);
  w.down(14);
  w.text(MARGIN, `${componentTexts('employerName')}: ${summary.employerName}`);
  w.down(14);
  w.text(MARGIN, `${componentTexts('contribEffectiveDate')}: ${summary.effectiveDate}`);
  w.down(24);
  w.text(MARGIN, componentTexts('cartColPlanName'), 10, true);
  w.amount(cartTexts('cartColMonthly'), 10, true);
  w.rule();
  for (const line of summary.lines) {
    w.down(18);
    wrap(line.planName || line.planType, 70).forEach((part, i) => {
      if (i > 0) w.down(13);
      w.text(MARGIN, part, 10, true);
      if (i === 0) w.amount(formatDollars(line.monthlyCents));
    });
    const details = [
      [componentTexts('cartColCarrier'), line.carrier],
      [componentTexts('cartColPlanType'), line.planType],
      [componentTexts('cartColMetalTier'), line.metalTier],
    ]
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}: ${v}`)
      .join('   ');
    if (details) {
      w.down(13);
      w.text(MARGIN + 12, details, 9);
    }
  }
  w.rule();
  w.down(10);
  for (const [label, value] of summaryTotals(summary)) {
    w.down(16);
    w.text(MARGIN, label, 10, label === cartTexts('cartTotal'));
    w.amount(value, 10, label === cartTexts('cartTotal'));
  }
  if (summary.attestedFor.length > 0) {
    w.down(28);
    w.text(MARGIN, apiTexts().subStepCoverageAttestation, 12, true);
    for (const text of [
      enrollmentTexts('coverageAttestationStatement'),
      enrollmentTexts('coverageAttestationFor', { names: summary.attestedFor.join(', ') }),
      enrollmentTexts('coverageAttestationVersion', { version: coverageAttestationVersion }),
    ])
      for (const part of wrap(text, 90)) {
        w.down(13);
        w.text(MARGIN, part, 10);
      }
  }
  w.down(28);
  for (const part of wrap(apiTexts().confirmationMailNotBound, 90)) {
    w.text(MARGIN, part, 10);
    w.down(13);
  }

  return w.toPdf();
}

/** Starts the download of the summary as purchase-summary.pdf. */
export function downloadSummaryPdf(summary: PurchaseSummary): void {
  downloadPdf(summaryPdf(summary), 'purchase-summary.pdf');
}
