/**
 * The census check the server runs, the same on POST .../census/check and again on .../confirm:
 * the file's own rules (shared/domain/census.ts), then what only the server knows (the employer's
 * classes, who is registered, who is on the census already). Stateless: nothing is kept between the
 * check and the confirmation, which checks the very same text again.
 */
import { adminApiMessages } from '../../shared/admin-api-messages';
import {
  censusEmails,
  checkCensusRows,
  fileProblemText,
  parseCensus,
  type CensusKnown,
  type CensusRow,
} from '../../shared/domain/census';
import { ValidationError } from '../../shared/domain/errors';
import type { CensusCheckedRow } from '../../shared/schemas/admin';

export interface CensusReads {
  known(employerId: string, emails: readonly string[]): Promise<CensusKnown>;
}

/** Every data row checked; a file that is no census (not CSV, too large, wrong header...) is a 400 that names why. */
export async function checkCensusFile(
  reads: CensusReads,
  employerId: string,
  fileName: string,
  csv: string,
): Promise<CensusRow[]> {
  const parsed = parseCensus(fileName, csv);
  if (!parsed.ok) {
    const message = fileProblemText(parsed.problem, adminApiMessages);
    throw new ValidationError(message, { 'body.csv': message });
  }
  const known = await reads.known(employerId, censusEmails(parsed.rows));
  return checkCensusRows(parsed.rows, known);
}

/** A row as the API answers it: its messages with their English texts (a client shows its code's text in its language). */
export const censusRowAnswer = (r: CensusRow): CensusCheckedRow => ({
  row: r.row,
  fields: r.fields,
  ok: r.employee !== null,
  messages: r.messages.map((m) => ({ code: m.code, column: m.column, message: adminApiMessages[m.code] })),
});
