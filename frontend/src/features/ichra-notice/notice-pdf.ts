/**
 * The ICHRA notice as a PDF file (lib/pdf-writer.ts, as the cart's purchase summary is written),
 * loaded only when the employee asks for the PDF. The text is the notice the server rendered, word
 * for word, with its version, so the file is the notice acknowledged.
 */
import { downloadPdf, PageWriter, PDF_MARGIN, wrap } from '../../lib/pdf-writer';
import type { Notice } from './api/get-ichra-notice';

interface Line {
  text: string;
  size: number;
  bold: boolean;
  /** Points of space before the line. */
  before: number;
}

/** The notice's lines, in order: title, introduction, each section with its amounts, the note, the version. */
export function noticeLines(notice: Notice, versionLabel: string): Line[] {
  const lines: Line[] = [];
  const add = (text: string, size: number, bold: boolean, before: number, width: number) =>
    wrap(text, width).forEach((t, i) => lines.push({ text: t, size, bold, before: i === 0 ? before : 0 }));
  add(notice.title, 15, true, 0, 60);
  add(notice.intro, 10, false, 10, 100);
  for (const s of notice.sections) {
    add(s.title, 12, true, 14, 80);
    for (const p of s.paragraphs) add(p, 10, false, 5, 100);
    for (const a of s.amounts ?? []) add(`${a.label}: ${a.text}`, 10, false, 2, 100);
  }
  add(notice.footer, 9, false, 16, 110);
  add(versionLabel, 8, false, 8, 120);
  return lines;
}

/** The bytes of a PDF holding the lines, page after page. */
export function linesToPdf(lines: readonly Line[]): Uint8Array {
  const w = new PageWriter();
  for (const l of lines) {
    w.down(l.size * 1.35 + l.before);
    w.text(PDF_MARGIN, l.text, l.size, l.bold);
  }
  return w.toPdf();
}

/** Makes the notice's PDF and hands it to the browser as a download. */
export function downloadNoticePdf(notice: Notice, versionLabel: string): void {
  downloadPdf(
    linesToPdf(noticeLines(notice, versionLabel)),
    `ichra-notice-${notice.planYear}-${notice.language}.pdf`,
  );
}
