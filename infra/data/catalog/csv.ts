/**
 * CSV for the catalog: a writer for the demonstration generator; the reader (csv-parse) is in
 * read.ts, re-exported here for whoever needs a file's records without the importer's checks.
 */
export { CsvSyntaxError, readCsv } from './read';

/** One CSV field, quoted when it must be. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: ReadonlyArray<string | number>): string =>
  `${values.map(csvField).join(',')}\n`;
