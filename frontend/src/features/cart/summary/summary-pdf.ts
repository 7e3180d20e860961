/**
 * The purchase summary as a PDF file, written directly (PDF 1.4, the standard Helvetica fonts,
 * uncompressed text): a few kilobytes of code, loaded only when the employee asks for the PDF,
 * instead of a PDF library in the cart's route chunk.
 */
import { formatDollars } from '../../../../../shared/domain/money';
import { cartTexts } from '../texts';
import { summaryTotals, type PurchaseSummary } from './purchase-summary';
import { componentTexts } from '../../../components/texts';
import { apiTexts } from '../../../lib/api-texts';
import { enrollmentTexts } from '../../../enrollment/texts';
import { coverageAttestationVersion } from '../../../../../shared/domain/coverage-attestation';

const PAGE_WIDTH = 612; // US Letter, points
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const RIGHT = PAGE_WIDTH - MARGIN;

/** Helvetica advance widths (1/1000 em) of the characters of an amount, for right alignment. */
const amountWidths: Record<string, number> = { $: 556, ',': 278, '.': 278, '-': 333 };
const amountWidth = (text: string, size: number): number =>
  ([...text].reduce((w, c) => w + (amountWidths[c] ?? 556), 0) * size) / 1000;

/** A PDF string literal: WinAnsi bytes, with \, ( and ) escaped; other characters become '?'. */
function pdfString(text: string): string {
  const safe = [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (c === '\u2014' || c === '\u2013') return '-';
      return code >= 32 && code <= 255 && code !== 127 ? c : '?';
    })
    .join('');
  return `(${safe.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Splits text into lines of at most `max` characters, at spaces where possible. */
function wrap(text: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) line = next;
    else {
      if (line) out.push(line);
      line = word.length > max ? word.slice(0, max) : word;
    }
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

class PageWriter {
  readonly pages: string[][] = [[]];
  y = PAGE_HEIGHT - MARGIN;

  private get ops(): string[] {
    return this.pages[this.pages.length - 1] as string[];
  }

  /** Moves down `height` points, starting a new page when the bottom margin is reached. */
  down(height: number): void {
    if (this.y - height < MARGIN) {
      this.pages.push([]);
      this.y = PAGE_HEIGHT - MARGIN;
    }
    this.y -= height;
  }

  text(x: number, text: string, size = 10, bold = false): void {
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${this.y.toFixed(2)} Td ${pdfString(text)} Tj ET`,
    );
  }

  amount(text: string, size = 10, bold = false): void {
    this.text(RIGHT - amountWidth(text, size), text, size, bold);
  }

  rule(): void {
    this.ops.push(`0.6 w ${MARGIN} ${(this.y - 4).toFixed(2)} m ${RIGHT} ${(this.y - 4).toFixed(2)} l S`);
  }
}

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

  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = w.pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  w.pages.forEach((ops, i) => {
    const pageId = 5 + i * 2;
    const stream = ops.join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  // Every character is a single byte (pdfString keeps to Latin-1), so lengths are byte offsets.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}

/** Starts the download of the summary as purchase-summary.pdf. */
export function downloadSummaryPdf(summary: PurchaseSummary): void {
  const bytes = summaryPdf(summary);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'purchase-summary.pdf';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
