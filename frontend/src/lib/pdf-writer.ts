/**
 * A PDF file written directly (PDF 1.4, the standard Helvetica and Helvetica-Bold fonts in WinAnsi
 * encoding, uncompressed text): a few kilobytes of code, loaded only when the employee asks for a
 * PDF, instead of a PDF library (jspdf is about 100 KB gzip) in a route's chunk. The cart's
 * purchase summary and the ICHRA notice write theirs with it.
 *
 * @example
 * const w = new PageWriter();
 * w.down(20);
 * w.text(PDF_MARGIN, 'Purchase Summary', 18, true);
 * downloadPdf(w.toPdf(), 'purchase-summary.pdf');
 */

export const PDF_PAGE_WIDTH = 612; // US Letter, points
export const PDF_PAGE_HEIGHT = 792;
export const PDF_MARGIN = 54;
/** Where right-aligned text ends. */
export const PDF_RIGHT = PDF_PAGE_WIDTH - PDF_MARGIN;

/** WinAnsi has no curly quotes or dashes at their Unicode code points: plain ones stand in. */
const plain: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
};

/** A PDF string literal: Latin-1 bytes, with \, ( and ) escaped; other characters become '?'. */
export function pdfString(text: string): string {
  const safe = [...text]
    .map((c) => {
      if (plain[c] !== undefined) return plain[c];
      const code = c.charCodeAt(0);
      return code >= 32 && code <= 255 && code !== 127 ? c : '?';
    })
    .join('');
  return `(${safe.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Splits text into lines of at most `max` characters, at spaces where possible. */
export function wrap(text: string, max: number): string[] {
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

/** Helvetica advance widths (1/1000 em) of the characters of an amount, for right alignment. */
const amountWidths: Record<string, number> = { $: 556, ',': 278, '.': 278, '-': 333 };
const amountWidth = (text: string, size: number): number =>
  ([...text].reduce((w, c) => w + (amountWidths[c] ?? 556), 0) * size) / 1000;

/** Writes text down the pages, starting a new page at the bottom margin. */
export class PageWriter {
  readonly pages: string[][] = [[]];
  y = PDF_PAGE_HEIGHT - PDF_MARGIN;

  private get ops(): string[] {
    return this.pages[this.pages.length - 1] as string[];
  }

  /** Moves down `height` points, starting a new page when the bottom margin is reached. */
  down(height: number): void {
    if (this.y - height < PDF_MARGIN) {
      this.pages.push([]);
      this.y = PDF_PAGE_HEIGHT - PDF_MARGIN;
    }
    this.y -= height;
  }

  text(x: number, text: string, size = 10, bold = false): void {
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${this.y.toFixed(2)} Td ${pdfString(text)} Tj ET`,
    );
  }

  /** An amount (digits, $ , . -) right-aligned at the right margin. */
  amount(text: string, size = 10, bold = false): void {
    this.text(PDF_RIGHT - amountWidth(text, size), text, size, bold);
  }

  /** A thin rule under the current line, margin to margin. */
  rule(): void {
    this.ops.push(
      `0.6 w ${PDF_MARGIN} ${(this.y - 4).toFixed(2)} m ${PDF_RIGHT} ${(this.y - 4).toFixed(2)} l S`,
    );
  }

  /** The file's bytes. */
  toPdf(): Uint8Array {
    return pdfDocument(this.pages);
  }
}

/**
 * The bytes of a PDF of the given pages, each a list of content-stream operators. Objects: 1 the
 * catalog, 2 the page tree, 3 and 4 the fonts (F1 Helvetica, F2 Helvetica-Bold), then a page and
 * its content for each page.
 */
export function pdfDocument(pages: readonly (readonly string[])[]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((ops, i) => {
    const pageId = 5 + i * 2;
    const stream = ops.join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PDF_PAGE_WIDTH} ${PDF_PAGE_HEIGHT}] ` +
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
  return Uint8Array.from(out, (c) => c.charCodeAt(0) & 0xff);
}

/** Hands a PDF's bytes to the browser as a download named `fileName`. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
