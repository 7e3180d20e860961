/**
 * The census rules (shared/domain/census.ts): the file's own problems (not CSV, over 5 MB or 10,000
 * rows, a wrong header, no row, a quote error), every row's checks with its line in the file, and
 * what the server knows (classes, registered e-mails, the census already) applied to each row.
 */
import { describe, expect, it } from 'vitest';
import { adminApiMessages, adminApiMessagesIn } from '../../shared/admin-api-messages';
import {
  CENSUS_HEADER,
  CENSUS_MAX_BYTES,
  CENSUS_MAX_ROWS,
  CENSUS_TEMPLATE,
  censusEmails,
  checkCensusRows,
  fileProblemText,
  looksLikeFormula,
  parseCensus,
  type CensusKnown,
  type CensusRow,
} from '../../shared/domain/census';

const nobody: CensusKnown = { classes: ['Hourly', 'Salaried'], members: new Set(), invited: new Set() };
const file = (...lines: string[]) => [CENSUS_HEADER, ...lines].join('\n') + '\n';

function rowsOf(text: string, known: CensusKnown = nobody): CensusRow[] {
  const parsed = parseCensus('census.csv', text);
  if (!parsed.ok) throw new Error(`expected rows, got ${parsed.problem.code}`);
  return checkCensusRows(parsed.rows, known);
}
const codesOf = (r: CensusRow | undefined) => r?.messages.map((m) => `${m.column}:${m.code}`);

describe('parseCensus: the file', () => {
  it('reads a good line into an employee: e-mail lower-cased, empty class the default, empty language English', () => {
    const [row] = rowsOf(file('Ana,García,Ana.Garcia@Example.com,,2026-03-01,'));
    expect(row).toMatchObject({
      row: 2,
      messages: [],
      employee: {
        firstName: 'Ana',
        lastName: 'García',
        email: 'ana.garcia@example.com',
        class: 'ALL',
        hireDate: '2026-03-01',
        language: 'en',
      },
    });
  });

  it('accepts a UTF-8 byte-order mark, CRLF line ends and the header in any letter case', () => {
    const text =
      '\ufeffFIRST_NAME,Last_Name,email,class,hire_date,language\r\nAna,Gómez,a@example.com,Hourly,,es\r\n';
    const [row] = rowsOf(text);
    expect(row?.employee).toMatchObject({ class: 'Hourly', language: 'es', hireDate: null });
  });

  it('the template passes its own checks', () => {
    expect(rowsOf(CENSUS_TEMPLATE).every((r) => r.employee !== null)).toBe(true);
  });

  it('numbers rows by their line in the file, the header being line 1, blank lines counted', () => {
    const rows = rowsOf(file('A,B,a@example.com,,,', '', 'C,D,c@example.com,,,'));
    expect(rows.map((r) => r.row)).toEqual([2, 4]);
  });

  it('refuses a wrong header with one message naming the expected header', () => {
    const parsed = parseCensus('census.csv', 'name,email\nAna,a@example.com\n');
    expect(parsed).toEqual({ ok: false, problem: { code: 'censusWrongHeader', header: CENSUS_HEADER } });
    if (!parsed.ok)
      expect(fileProblemText(parsed.problem, adminApiMessages)).toBe(
        'The first line must be exactly the header: first_name,last_name,email,class,hire_date,language',
      );
  });

  it('refuses a header with the columns in another order', () => {
    const parsed = parseCensus(
      'census.csv',
      'last_name,first_name,email,class,hire_date,language\nA,B,a@example.com,,,\n',
    );
    expect(parsed.ok).toBe(false);
  });

  it('refuses a file whose name is not .csv, and one holding NUL bytes (a spreadsheet saved as is)', () => {
    expect(parseCensus('census.xlsx', file('A,B,a@example.com,,,'))).toEqual({
      ok: false,
      problem: { code: 'censusNotCsv' },
    });
    expect(parseCensus('census.csv', 'PK\u0003\u0004\u0000\u0000binary')).toEqual({
      ok: false,
      problem: { code: 'censusNotCsv' },
    });
  });

  it('refuses a file over 5 MB, counted in UTF-8 bytes', () => {
    const filler = 'é'.repeat(Math.ceil(CENSUS_MAX_BYTES / 2) + 10); // 2 bytes each
    expect(parseCensus('census.csv', file(`A,B,a@example.com,,,${filler}`))).toEqual({
      ok: false,
      problem: { code: 'censusTooLarge' },
    });
  });

  it('accepts 10,000 rows and refuses 10,001', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `F${i},L${i},e${i}@example.com,,,`);
    const ok = parseCensus('census.csv', file(...lines(CENSUS_MAX_ROWS)));
    expect(ok.ok && ok.rows.length).toBe(CENSUS_MAX_ROWS);
    expect(parseCensus('census.csv', file(...lines(CENSUS_MAX_ROWS + 1)))).toEqual({
      ok: false,
      problem: { code: 'censusTooManyRows' },
    });
  });

  it('refuses a header with no row under it', () => {
    expect(parseCensus('census.csv', `${CENSUS_HEADER}\n`)).toEqual({
      ok: false,
      problem: { code: 'censusEmpty' },
    });
  });

  it('refuses a file with a quote left open, naming its line', () => {
    const parsed = parseCensus('census.csv', file('A,B,a@example.com,,,', '"C,D,c@example.com,,,'));
    expect(parsed).toEqual({ ok: false, problem: { code: 'censusUnreadable', line: 3 } });
  });
});

describe('parseCensus: each row', () => {
  it('refuses a row with another number of fields than the header, by its line', () => {
    const rows = rowsOf(file('A,B,a@example.com', 'C,D,c@example.com,,,,extra'));
    expect(codesOf(rows[0])).toEqual(['null:censusFieldCount']);
    expect(codesOf(rows[1])).toEqual(['null:censusFieldCount']);
    expect(rows.every((r) => r.employee === null)).toBe(true);
  });

  it('requires a first name, a last name and an e-mail', () => {
    const [row] = rowsOf(file(' , ,,,,'));
    expect(codesOf(row)).toEqual([
      'first_name:censusRequired',
      'last_name:censusRequired',
      'email:censusRequired',
    ]);
  });

  it.each(['ana', 'ana@', 'ana@example', 'a b@example.com', 'ana@@example.com'])(
    'refuses the e-mail %s',
    (email) => {
      expect(codesOf(rowsOf(file(`A,B,${email},,,`))[0])).toEqual(['email:censusEmailInvalid']);
    },
  );

  it.each(['2026-02-30', '2026-13-01', '03/01/2026', '2026-3-1'])('refuses the hire date %s', (date) => {
    expect(codesOf(rowsOf(file(`A,B,a@example.com,,${date},`))[0])).toEqual([
      'hire_date:censusHireDateInvalid',
    ]);
  });

  it('accepts a leap day as a hire date', () => {
    expect(rowsOf(file('A,B,a@example.com,,2028-02-29,'))[0]?.employee?.hireDate).toBe('2028-02-29');
  });

  it.each(['fr', 'english', 'ES-MX'])('refuses the language %s; en and es in any case pass', (language) => {
    expect(codesOf(rowsOf(file(`A,B,a@example.com,,,${language}`))[0])).toEqual([
      'language:censusLanguageInvalid',
    ]);
    expect(rowsOf(file('A,B,a@example.com,,,ES'))[0]?.employee?.language).toBe('es');
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', ' =1'])(
    'refuses a formula-looking cell %j in any column',
    (cell) => {
      const quoted = `"${cell.replace(/"/g, '""')}"`;
      expect(codesOf(rowsOf(file(`${quoted},B,a@example.com,,,`))[0])).toEqual(['first_name:censusFormula']);
      expect(codesOf(rowsOf(file(`A,B,a@example.com,${quoted},,`))[0])).toEqual(['class:censusFormula']);
    },
  );

  it('treats a cell starting with a carriage return as a formula', () => {
    expect(looksLikeFormula('\r=1')).toBe(true);
    expect(looksLikeFormula('Ana-María')).toBe(false);
  });

  it('refuses text that is not plain (a line break inside quotes, a bidirectional override)', () => {
    const rows = rowsOf(file('"An\na",B,a@example.com,,,', 'A,"B\u202eC",b@example.com,,,'));
    expect(codesOf(rows[0])).toEqual(['first_name:censusNotText']);
    expect(codesOf(rows[1])).toEqual(['last_name:censusNotText']);
  });

  it('refuses a name over 100 characters', () => {
    expect(codesOf(rowsOf(file(`${'a'.repeat(101)},B,a@example.com,,,`))[0])).toEqual([
      'first_name:censusTooLong',
    ]);
  });

  it('flags every occurrence of an e-mail after the first, whatever its case', () => {
    const rows = rowsOf(file('A,B,a@example.com,,,', 'C,D,A@EXAMPLE.COM,,,', 'E,F,a@example.com,,,'));
    expect(rows.map(codesOf)).toEqual([[], ['email:censusDuplicate'], ['email:censusDuplicate']]);
  });

  it('gathers every problem of a row at once', () => {
    const [row] = rowsOf(file('=cmd,,bad,,2026-02-31,de'));
    expect(codesOf(row)).toEqual([
      'first_name:censusFormula',
      'last_name:censusRequired',
      'email:censusEmailInvalid',
      'hire_date:censusHireDateInvalid',
      'language:censusLanguageInvalid',
    ]);
  });
});

describe('checkCensusRows: what the server knows', () => {
  it("refuses a class that is not one of the employer's; any letter case of a known one is that class", () => {
    const rows = rowsOf(
      file('A,B,a@example.com,Contractors,,', 'C,D,c@example.com,hourly,,', 'E,F,e@example.com,all,,'),
    );
    expect(codesOf(rows[0])).toEqual(['class:censusClassUnknown']);
    expect(rows[1]?.employee?.class).toBe('Hourly');
    expect(rows[2]?.employee?.class).toBe('ALL');
  });

  it('refuses an e-mail already registered, and one already on the census', () => {
    const known = { ...nobody, members: new Set(['a@example.com']), invited: new Set(['c@example.com']) };
    const rows = rowsOf(file('A,B,A@example.com,,,', 'C,D,c@example.com,,,', 'E,F,e@example.com,,,'), known);
    expect(rows.map(codesOf)).toEqual([['email:censusAlreadyMember'], ['email:censusAlreadyInvited'], []]);
  });

  it('adds the class problem to a row that has others', () => {
    const [row] = rowsOf(file('A,,a@example.com,Nope,,'));
    expect(codesOf(row)).toEqual(['last_name:censusRequired', 'class:censusClassUnknown']);
  });

  it('looks up only the well-formed e-mails, each once', () => {
    const parsed = parseCensus(
      'census.csv',
      file('A,B,a@example.com,,,', 'C,D,A@example.com,,,', 'E,F,bad,,,'),
    );
    expect(parsed.ok && censusEmails(parsed.rows)).toEqual(['a@example.com']);
  });

  it('every row code is a text of the API in English and Spanish', () => {
    const codes = [
      'censusFieldCount',
      'censusRequired',
      'censusTooLong',
      'censusNotText',
      'censusFormula',
      'censusEmailInvalid',
      'censusClassUnknown',
      'censusHireDateInvalid',
      'censusLanguageInvalid',
      'censusDuplicate',
      'censusAlreadyMember',
      'censusAlreadyInvited',
    ] as const;
    for (const code of codes) {
      expect(typeof adminApiMessages[code]).toBe('string');
      expect(adminApiMessagesIn('es')[code]).not.toBe(adminApiMessages[code]);
    }
  });
});
