/**
 * The ICHRA notice as a PDF file, written directly (PDF 1.4, the standard Helvetica fonts in
 * WinAnsi encoding, uncompressed text), as the cart's purchase summary is: a few kilobytes of code,
 * loaded only when the employee asks for the PDF, instead of a PDF library (jspdf is about 100 KB
 * gzip) in the route's chunk. The text is the notice the server rendered, word for word, with its
 * version, so the file is the notice acknowledged.
 */
import type { Notice } from './api/get-ichra-notice';

const PAGE_WIDTH = 612; // US Letter, points
const PAGE_HEIGHT = 792;
const MARGIN = 54;

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
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const l of lines) {
    const height = l.size * 1.35 + l.before;
    if (y - height < MARGIN) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= height;
    (pages[pages.length - 1] as string[]).push(
      `BT /${l.bold ? 'F2' : 'F1'} ${l.size} Tf ${MARGIN} ${y.toFixed(2)} Td ${pdfString(l.text)} Tj ET`,
    );
  }
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((ops, i) => {
    const content = ops.join('\n');
    objects[pageIds[i] as number] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[i] as number) + 1} 0 R >>`;
    objects[(pageIds[i] as number) + 1] =
      `<< /Length ${latin1Length(content)} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = latin1Length(out);
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = latin1Length(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0) & 0xff);
}

/** Every character of the file is one byte (pdfString keeps Latin-1 only). */
const latin1Length = (s: string): number => s.length;

/** Makes the notice's PDF and hands it to the browser as a download. */
export function downloadNoticePdf(notice: Notice, versionLabel: string): void {
  const bytes = linesToPdf(noticeLines(notice, versionLabel));
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `ichra-notice-${notice.planYear}-${notice.language}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
