/**
 * RFC 4180 CSV, streaming: a reader that yields records with the line each starts on (quoted
 * fields may span lines), and a writer. The CMS public use files are large (the benefits file
 * runs to millions of rows), so nothing here holds a whole file.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface CsvRecord {
  /** 1-based line of the file on which the record starts. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Splits one record; `text` holds every physical line of the record joined by "\n". */
export function parseRecord(text: string, line: number): string[] {
  if (!text.includes('"')) return text.split(',');
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (text[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new CsvSyntaxError(line, 'a quoted field is not closed');
        value += text.slice(i, q);
        if (text[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      fields.push(value);
      if (i === text.length) return fields;
      if (text[i] !== ',') throw new CsvSyntaxError(line, 'text after a closing quote');
      i++;
    } else {
      const comma = text.indexOf(',', i);
      const value = comma < 0 ? text.slice(i) : text.slice(i, comma);
      if (value.includes('"')) throw new CsvSyntaxError(line, 'a quote inside an unquoted field');
      fields.push(value);
      if (comma < 0) return fields;
      i = comma + 1;
    }
  }
}

const quoteCount = (s: string): number => {
  let n = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) n++;
  return n;
};

/** Reads a CSV file record by record. A byte-order mark is dropped; blank lines are skipped. */
export async function* readCsv(path: string): AsyncGenerator<CsvRecord> {
  const lines = createInterface({
    input: createReadStream(path, { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let lineNo = 0;
  let pending: string | undefined;
  let pendingStart = 0;
  let pendingQuotes = 0;
  for await (const raw of lines) {
    lineNo++;
    const text = lineNo === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    if (pending !== undefined) {
      pending += `\n${text}`;
      pendingQuotes += quoteCount(text);
      if (pendingQuotes % 2 === 0) {
        yield { line: pendingStart, fields: parseRecord(pending, pendingStart) };
        pending = undefined;
      }
      continue;
    }
    if (text === '') continue;
    const quotes = quoteCount(text);
    if (quotes % 2 === 1) {
      pending = text;
      pendingStart = lineNo;
      pendingQuotes = quotes;
      continue;
    }
    yield { line: lineNo, fields: parseRecord(text, lineNo) };
  }
  if (pending !== undefined)
    throw new CsvSyntaxError(pendingStart, 'a quoted field is not closed before the end of the file');
}

/** One CSV field, quoted when it must be. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: ReadonlyArray<string | number>): string =>
  `${values.map(csvField).join(',')}\n`;
