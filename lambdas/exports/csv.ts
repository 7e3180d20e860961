/**
 * How the operator exports write CSV (the payroll deduction file, the enrollment status file):
 * with csv-stringify, RFC 4180 records separated by CRLF, fields quoted only where they must be,
 * and a cell a member typed (a name, an e-mail) that starts like a spreadsheet formula (=, +, -,
 * @, tab, CR) prefixed with a single quote, so that opening the file never runs it.
 *
 * Each record is one line: a value stored before the API refused control characters (a last name
 * 'Minus\r\n=1+1', issue 37) is written without them (a line break becomes a space), so that a
 * reader that splits on line ends, as many payroll imports do, still reads one record per line;
 * quoting alone would keep only RFC 4180 readers whole. The formula guard then sees the cleaned
 * cell: a stored '\u202e=1+1' is written as the text '=1+1 (with its single quote).
 */
import { stringify } from 'csv-stringify/sync';
import { withoutControlCharacters } from '../../shared/domain/text';

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
    cast: { string: withoutControlCharacters },
  });
}

/** An account id as part of a file name: letters, digits, dot, dash and underscore only. */
export const fileNamePart = (accountId: string): string =>
  accountId.replace(/[^A-Za-z0-9._-]+/g, '-') || 'employer';
