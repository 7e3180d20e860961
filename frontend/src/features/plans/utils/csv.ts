/**
 * CSV that opens cleanly in a spreadsheet (RFC 4180): every field quoted where it must be (comma,
 * quote, line break, surrounding space) with quotes doubled, CRLF line ends, and a UTF-8 byte
 * order mark so Excel reads accents and symbols right. A field that a spreadsheet would take for
 * a formula (=, +, -, @ first) gets a leading apostrophe, so an exported cell is never run.
 */

/** The UTF-8 byte order mark Excel needs to read the file as UTF-8. */
export const utf8Bom = '\uFEFF';

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The CSV text of a header row and data rows, with the byte order mark.
 *
 * @example
 * toCsv([['Plan', 'Rate'], ['Gold, Plus', '$1.00']]) // '\uFEFFPlan,Rate\r\n"Gold, Plus",$1.00\r\n'
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return utf8Bom + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Parses CSV text made by toCsv (and any RFC 4180 text) back into rows; the tests read exports with it. */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(utf8Bom) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i] as string;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && src[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Starts the download of a CSV file in the browser (works at every width: a plain link click). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
