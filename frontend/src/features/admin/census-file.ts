/**
 * The census file in the browser, before anything is sent: the shared census rules
 * (shared/domain/census.ts) refuse a file that is not CSV, is over 5 MB or 10,000 rows, or has
 * another header, with the texts the server would answer, in the page's language. And the texts
 * of a checked row's messages: the API answers each with its code, shown here in the page's
 * language from the same catalogs as the server's (shared/api-messages.admin*.ts).
 */
import type { AdminApiMessageCode, AdminApiMessages } from '../../../../shared/admin-api-messages';
import * as english from '../../../../shared/api-messages.admin';
import * as spanish from '../../../../shared/api-messages.admin.es';
import {
  CENSUS_MAX_BYTES,
  fileProblemText,
  parseCensus,
  type CensusColumn,
} from '../../../../shared/domain/census';
import type { CensusCheckedRow } from '../../../../shared/schemas/admin';
import { currentLocale } from '../../lib/i18n';
import { adminTexts } from './texts';
import { componentTexts } from '../../components/texts';

const catalogs: Record<'en' | 'es', AdminApiMessages> = { en: english, es: spanish };

/** The API's census texts in the page's language. */
const apiTexts = (): AdminApiMessages => catalogs[currentLocale()];

/** A census file as read, ready to send, or the one message that refuses it. */
export type ReadCensus = { ok: true; fileName: string; csv: string } | { ok: false; message: string };

/**
 * Reads a chosen file and checks it as a whole with the server's own rules. The name is judged
 * first and the size before the text is read, so that a large spreadsheet is refused at once.
 */
export async function readCensusFile(file: File): Promise<ReadCensus> {
  // The name alone (with no text yet) says whether the file is a CSV file at all.
  const byName = parseCensus(file.name, '');
  if (!byName.ok && byName.problem.code === 'censusNotCsv')
    return { ok: false, message: fileProblemText(byName.problem, apiTexts()) };
  if (file.size > CENSUS_MAX_BYTES)
    return { ok: false, message: fileProblemText({ code: 'censusTooLarge' }, apiTexts()) };
  const csv = await file.text();
  const parsed = parseCensus(file.name, csv);
  if (!parsed.ok) return { ok: false, message: fileProblemText(parsed.problem, apiTexts()) };
  return { ok: true, fileName: file.name, csv };
}

const columnLabels: Record<CensusColumn, () => string> = {
  first_name: () => adminTexts('censusFieldFirstName'),
  last_name: () => adminTexts('censusFieldLastName'),
  email: () => componentTexts('email'),
  class: () => adminTexts('colClass'),
  hire_date: () => adminTexts('censusFieldHireDate'),
  language: () => adminTexts('censusFieldLanguage'),
};

const isColumn = (column: string | null): column is CensusColumn =>
  column !== null && Object.hasOwn(columnLabels, column);

/** "E-mail is not a valid e-mail address": a row message with its column, in the page's language. */
export function rowMessageText(message: CensusCheckedRow['messages'][number]): string {
  const texts = apiTexts();
  const own = Object.hasOwn(texts, message.code) ? texts[message.code as AdminApiMessageCode] : undefined;
  // A code this page does not know (a newer server) keeps the server's words.
  const text = typeof own === 'string' ? own : message.message;
  return isColumn(message.column)
    ? adminTexts('censusRowMessage', { column: columnLabels[message.column](), message: text })
    : adminTexts('censusRowWhole', { message: text });
}
