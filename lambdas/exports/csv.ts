/**
 * How the operator exports write CSV (the payroll deduction file, the enrollment status file):
 * with csv-stringify, RFC 4180 records separated by CRLF, fields quoted only where they must be,
 * and a cell a member typed (a name, an e-mail) that starts like a spreadsheet formula (=, +, -,
 * @, tab, CR) prefixed with a single quote, so that opening the file never runs it.
 */
import { stringify } from 'csv-stringify/sync';

/** Rows as CSV text with a header line, in the order of `columns`. */
export function csvText<C extends string>(
  columns: readonly C[],
  rows: ReadonlyArray<Record<C, string>>,
): string {
  return stringify([...rows], {
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}

/** An account id as part of a file name: letters, digits, dot, dash and underscore only. */
export const fileNamePart = (accountId: string): string =>
  accountId.replace(/[^A-Za-z0-9._-]+/g, '-') || 'employer';
