/**
 * The census an HR administrator uploads (issue 39, item 3): one CSV line per employee, checked
 * row by row before anything is written. Pure, so that the console's browser pre-checks a file with
 * the very code the server decides with: the server runs {@link parseCensus}, looks up what only it
 * knows (the employer's classes, who is registered, who is on the census already) and applies it
 * with {@link checkCensusRows}, on the check and again on the confirmation.
 *
 * The file: UTF-8 (a byte-order mark is dropped), comma-separated, the header exactly
 * `first_name,last_name,email,class,hire_date,language`. A data row's number is its line in the
 * file (the header is line 1), so HR finds it in a spreadsheet. An empty class is the default class
 * (`ALL`), an empty language English; the hire date may be empty, else it is a real YYYY-MM-DD date.
 *
 * A row's messages are codes, the names of shared/api-messages.admin.ts exports, with the column they
 * concern: the server answers them with the English text, and a client shows the text of the same
 * code in its language (shared/admin-api-messages.ts `adminApiMessagesIn`).
 *
 * csv-parse reads the text with nothing relaxed silently: a row with another number of fields than
 * the header is read and then refused by name (`censusFieldCount`), and a quote error ends the file
 * with the line it is on.
 *
 * @example
 * const parsed = parseCensus(text);
 * if (parsed.ok) {
 *   const rows = checkCensusRows(parsed.rows, { classes: ['ALL', 'Hourly'], members: new Set(), invited: new Set() });
 * }
 */
import { parse } from 'csv-parse/sync';
import { regexes } from 'zod/mini';
import type { AdminApiMessages } from '../admin-api-messages';
import { isCalendarDate } from './calendar';
import { LANGUAGES, type Language } from './language';
import { isPlainText } from './text';

/** The header, in order: first name, last name, e-mail, class, hire date, preferred language. */
export const CENSUS_COLUMNS = ['first_name', 'last_name', 'email', 'class', 'hire_date', 'language'] as const;
export type CensusColumn = (typeof CENSUS_COLUMNS)[number];
export const CENSUS_HEADER = CENSUS_COLUMNS.join(',');

/** The largest census: 5 MB of text and 10,000 employees (split a larger one into several files). */
export const CENSUS_MAX_BYTES = 5 * 1024 * 1024;
export const CENSUS_MAX_ROWS = 10_000;

/** The class of an employee whose census line names none, and of every member registered without one. */
export const DEFAULT_CLASS = 'ALL';

/** The template HR downloads: the header and one example line. */
export const CENSUS_TEMPLATE = `${CENSUS_HEADER}\r\nAna,García,ana.garcia@example.com,${DEFAULT_CLASS},2026-03-01,es\r\n`;

/** Field lengths: a name as registration takes it, an e-mail as SMTP allows it. */
const MAX_LENGTH: Record<CensusColumn, number> = {
  first_name: 100,
  last_name: 100,
  email: 254,
  class: 100,
  hire_date: 10,
  language: 16,
};

/** What is wrong with the file as a whole (nothing of it is read further). Codes of shared/api-messages.admin.ts. */
export type CensusFileProblem =
  | { code: 'censusNotCsv' }
  | { code: 'censusTooLarge' }
  | { code: 'censusTooManyRows' }
  | { code: 'censusEmpty' }
  | { code: 'censusWrongHeader'; header: string }
  | { code: 'censusUnreadable'; line: number };

/** What is wrong with one row. Codes of shared/api-messages.admin.ts, each about one column. */
export type CensusRowCode =
  | 'censusFieldCount'
  | 'censusRequired'
  | 'censusTooLong'
  | 'censusNotText'
  | 'censusFormula'
  | 'censusEmailInvalid'
  | 'censusClassUnknown'
  | 'censusHireDateInvalid'
  | 'censusLanguageInvalid'
  | 'censusDuplicate'
  | 'censusAlreadyMember'
  | 'censusAlreadyInvited';

export interface CensusRowMessage {
  code: CensusRowCode;
  /** The column concerned; the whole row for `censusFieldCount`. */
  column: CensusColumn | null;
}

/** An employee as a passing row gives them: the e-mail lower-cased, the class and language resolved. */
export interface CensusEmployee {
  firstName: string;
  lastName: string;
  email: string;
  class: string;
  /** YYYY-MM-DD, or null when the line gives none. */
  hireDate: string | null;
  language: Language;
}

export interface CensusRow {
  /** The row's line in the file; the header is line 1. */
  row: number;
  /** The cells as read, trimmed ('' for a missing one). */
  fields: Record<CensusColumn, string>;
  messages: CensusRowMessage[];
  /** The employee when the row passes every check so far. */
  employee: CensusEmployee | null;
}

export type ParsedCensus = { ok: true; rows: CensusRow[] } | { ok: false; problem: CensusFileProblem };

/** What only the server knows, applied by {@link checkCensusRows}. */
export interface CensusKnown {
  /** The employer's classes (from its contribution policies); the default class is always one. */
  classes: Iterable<string>;
  /** Lower-cased e-mails that have a registration on the portal. */
  members: ReadonlySet<string>;
  /** Lower-cased e-mails on the employer's census already (invited by an earlier upload). */
  invited: ReadonlySet<string>;
}

const utf8Length = (text: string): number => new TextEncoder().encode(text).byteLength;

/** A cell a spreadsheet would run as a formula (CSV injection): = + - @, a tab or a carriage return first. */
export const looksLikeFormula = (cell: string): boolean => /^[=+\-@\t\r]/.test(cell);

/** The census's name says CSV and its text holds no NUL (a spreadsheet's binary file does). */
const isCsvFile = (fileName: string, text: string): boolean =>
  /\.csv$/i.test(fileName.trim()) && !text.includes('\u0000');

const emptyFields = (): Record<CensusColumn, string> =>
  Object.fromEntries(CENSUS_COLUMNS.map((c) => [c, ''])) as Record<CensusColumn, string>;

/** The checks one row needs on its own: presence, length, text, formulas, the e-mail, date and language. */
function rowOnItsOwn(row: number, cells: readonly string[]): CensusRow {
  const raw = emptyFields();
  CENSUS_COLUMNS.forEach((c, i) => (raw[c] = cells[i] ?? ''));
  const messages: CensusRowMessage[] = [];
  if (cells.length !== CENSUS_COLUMNS.length) messages.push({ code: 'censusFieldCount', column: null });
  // A formula is judged on the cell as written (a leading tab or space-then-= is still a risk when trimmed).
  for (const c of CENSUS_COLUMNS) {
    const cell = raw[c];
    if (looksLikeFormula(cell) || looksLikeFormula(cell.trim()))
      messages.push({ code: 'censusFormula', column: c });
    else if (!isPlainText(cell)) messages.push({ code: 'censusNotText', column: c });
    else if (cell.trim().length > MAX_LENGTH[c]) messages.push({ code: 'censusTooLong', column: c });
  }
  const fields = Object.fromEntries(CENSUS_COLUMNS.map((c) => [c, raw[c].trim()])) as Record<
    CensusColumn,
    string
  >;
  const flagged = new Set(messages.map((m) => m.column));
  const clean = (c: CensusColumn) => !flagged.has(c);
  for (const c of ['first_name', 'last_name', 'email'] as const)
    if (clean(c) && fields[c] === '') messages.push({ code: 'censusRequired', column: c });
  if (clean('email') && fields.email !== '' && !regexes.email.test(fields.email))
    messages.push({ code: 'censusEmailInvalid', column: 'email' });
  if (clean('hire_date') && fields.hire_date !== '' && !isCalendarDate(fields.hire_date))
    messages.push({ code: 'censusHireDateInvalid', column: 'hire_date' });
  const language = fields.language.toLowerCase() || 'en';
  if (clean('language') && !(LANGUAGES as readonly string[]).includes(language))
    messages.push({ code: 'censusLanguageInvalid', column: 'language' });

  const employee: CensusEmployee | null =
    messages.length === 0
      ? {
          firstName: fields.first_name,
          lastName: fields.last_name,
          email: fields.email.toLowerCase(),
          class: fields.class || DEFAULT_CLASS,
          hireDate: fields.hire_date || null,
          language: language as Language,
        }
      : null;
  return { row, fields, messages, employee };
}

/**
 * Reads a census file: the file's own problems (not CSV, over 5 MB or 10,000 rows, a wrong header,
 * no row, unreadable CSV), else every data row with the checks it needs on its own and the
 * duplicates within the file (every occurrence of an e-mail after the first).
 */
export function parseCensus(fileName: string, text: string): ParsedCensus {
  if (!isCsvFile(fileName, text)) return { ok: false, problem: { code: 'censusNotCsv' } };
  if (utf8Length(text) > CENSUS_MAX_BYTES) return { ok: false, problem: { code: 'censusTooLarge' } };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      // Read a row with too few or too many fields, so that it is refused by its own line below.
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = Number((error as { lines?: number }).lines);
    return { ok: false, problem: { code: 'censusUnreadable', line: Number.isFinite(line) ? line : 1 } };
  }
  const [head, ...data] = records;
  const header = (head?.record ?? []).map((c) => c.trim().toLowerCase());
  if (header.join(',') !== CENSUS_HEADER)
    return { ok: false, problem: { code: 'censusWrongHeader', header: CENSUS_HEADER } };
  if (data.length === 0) return { ok: false, problem: { code: 'censusEmpty' } };
  if (data.length > CENSUS_MAX_ROWS) return { ok: false, problem: { code: 'censusTooManyRows' } };

  const seen = new Set<string>();
  const rows = data.map(({ record, info }) => {
    const row = rowOnItsOwn(info.lines, record);
    const email = row.fields.email.toLowerCase();
    if (email !== '' && seen.has(email)) {
      row.messages.push({ code: 'censusDuplicate', column: 'email' });
      row.employee = null;
    }
    if (email !== '') seen.add(email);
    return row;
  });
  return { ok: true, rows };
}

/** The distinct lower-cased e-mails of the file that are well formed: what the server looks up. */
export const censusEmails = (rows: readonly CensusRow[]): string[] => [
  ...new Set(rows.flatMap((r) => (regexes.email.test(r.fields.email) ? [r.fields.email.toLowerCase()] : []))),
];

/**
 * The rows with what the server knows applied, to every row whose cell allows it (so HR sees all of
 * a row's problems at once): an unknown class (any letter case of a known one is that class), an
 * e-mail already registered, an e-mail already on the census. Answers new rows.
 */
export function checkCensusRows(rows: readonly CensusRow[], known: CensusKnown): CensusRow[] {
  const classes = new Map<string, string>([[DEFAULT_CLASS.toLowerCase(), DEFAULT_CLASS]]);
  for (const c of known.classes) classes.set(c.toLowerCase(), c);
  return rows.map((r) => {
    const flagged = new Set(r.messages.map((m) => m.column));
    const messages = [...r.messages];
    const cls = classes.get((r.fields.class || DEFAULT_CLASS).toLowerCase());
    if (!flagged.has('class') && !cls) messages.push({ code: 'censusClassUnknown', column: 'class' });
    const email = r.fields.email.toLowerCase();
    if (!flagged.has('email') && known.members.has(email))
      messages.push({ code: 'censusAlreadyMember', column: 'email' });
    else if (!flagged.has('email') && known.invited.has(email))
      messages.push({ code: 'censusAlreadyInvited', column: 'email' });
    if (messages.length > r.messages.length) return { ...r, messages, employee: null };
    return r.employee && cls ? { ...r, employee: { ...r.employee, class: cls } } : r;
  });
}

/** The text of a file problem in a language's texts (the server's answer is English). */
export function fileProblemText(problem: CensusFileProblem, texts: AdminApiMessages): string {
  switch (problem.code) {
    case 'censusWrongHeader':
      return texts.censusWrongHeader(problem.header);
    case 'censusUnreadable':
      return texts.censusUnreadable(problem.line);
    default:
      return texts[problem.code];
  }
}
