/**
 * Reading the catalog's files: csv-parse streams each file record by record (the benefits file
 * of a real catalog runs to millions of rows, so no file is held whole), the header is checked
 * against the columns the importer needs, and each row is handed on as its columns by name with
 * the line it starts on. A CSV syntax error or a row of the wrong width is a problem at its line.
 */
import { parse, type CsvError } from 'csv-parse';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { files, required, type FileKind } from './layouts';
import type { RawRow } from './columns';

/** A problem found in a file, reported as `file:line: reason`. */
export type Report = (file: string, line: number, reason: string) => void;

/** The directories holding a catalog: `dir` itself, or its subdirectories (one per plan year). */
export function catalogDirs(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir} is not a directory`);
  if (existsSync(join(dir, files.plans))) return [dir];
  const subdirs = readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((d) => statSync(d).isDirectory() && existsSync(join(d, files.plans)));
  if (subdirs.length === 0) throw new Error(`No ${files.plans} in ${dir} or in its subdirectories`);
  return subdirs;
}

/** A progress line every few seconds of a long read or write. */
export class Progress {
  private last = Date.now();
  constructor(
    private readonly log: (line: string) => void,
    private readonly label: string,
    private readonly everyMs = 2000,
  ) {}

  tick(count: number, unit: string): void {
    const now = Date.now();
    if (now - this.last >= this.everyMs) {
      this.last = now;
      this.log(`  ${this.label}: ${count.toLocaleString('en-US')} ${unit}...`);
    }
  }
}

/** A CSV syntax error at the line its record starts on. Reading stops there. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Our words for csv-parse's syntax errors; the field is counted from 1. */
function syntaxReason(error: CsvError): string {
  const field = typeof error.column === 'number' ? ` (field ${error.column + 1})` : '';
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is not closed before the end of the file';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `text after a closing quote${field}`;
    case 'INVALID_OPENING_QUOTE':
      return `a quote inside an unquoted field${field}`;
    default:
      return error.message;
  }
}

const newlines = (fields: readonly string[]): number => {
  let n = 0;
  for (const field of fields) for (let i = field.indexOf('\n'); i >= 0; i = field.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * The records of a CSV file with the line each starts on (a quoted field may span lines). A
 * byte-order mark is dropped and blank lines are skipped; the first syntax error throws a
 * CsvSyntaxError at the line of its record, after every record before it.
 */
export async function* readCsv(path: string): AsyncGenerator<{ line: number; fields: string[] }> {
  const input = createReadStream(path);
  // Blank lines come through as records, so that the lines can be counted from the records.
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_records_with_error: true }));
  input.on('error', (error) => parser.destroy(error));
  let failure: { records: number; reason: string } | undefined;
  // csv-parse emits a skipped record's error as it parses, ahead of the records already parsed
  // and not yet read; `records` says how many came before it. Its recovery after an error is a
  // guess, so the first error ends the file, as it would a reader.
  parser.on('skip', (error: CsvError) => {
    failure ??= { records: Number(error.records), reason: syntaxReason(error) };
  });
  let lastLine = 0;
  let count = 0;
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      if (failure && failure.records <= count) break;
      count++;
      const line = lastLine + 1;
      lastLine = line + newlines(fields);
      if (fields.length === 1 && fields[0] === '') continue;
      yield { line, fields };
    }
  } finally {
    input.destroy();
  }
  if (failure) throw new CsvSyntaxError(lastLine + 1, failure.reason);
}

/**
 * Hands every row of one file of `dir` to `handle` as its columns by name, with progress, after
 * checking the header and each row's width. A missing file is a problem.
 */
export async function eachRow(
  dir: string,
  kind: FileKind,
  report: Report,
  log: (line: string) => void,
  handle: (file: string, line: number, row: RawRow) => void,
): Promise<void> {
  const file = join(dir, files[kind]);
  if (!existsSync(file)) return report(file, 0, 'the file is missing');
  const progress = new Progress(log, files[kind]);
  let header: string[] | undefined;
  let count = 0;
  try {
    for await (const { line, fields } of readCsv(file)) {
      if (!header) {
        header = fields.map((name) => name.trim());
        const missing = required[kind].filter((c) => !header?.includes(c));
        if (missing.length) return report(file, line, `missing column(s) ${missing.join(', ')}`);
        continue;
      }
      if (fields.length !== header.length) {
        report(file, line, `expected ${header.length} fields, found ${fields.length}`);
        continue;
      }
      const row: Record<string, string> = {};
      for (let i = 0; i < header.length; i++) row[header[i] as string] = (fields[i] as string).trim();
      handle(file, line, row);
      if ((++count & 0x3ff) === 0) progress.tick(count, 'rows');
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    report(file, error.line, error.message);
  }
  if (!header) report(file, 1, 'the file is empty (no header)');
  log(`  ${file}: ${count.toLocaleString('en-US')} rows read`);
}
