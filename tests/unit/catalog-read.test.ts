/**
 * The catalog importer's CSV reading (infra/data/catalog/read.ts, csv-parse underneath): the line
 * each record starts on, which every `file:line: reason` of the importer relies on, through a
 * byte-order mark, CRLF line ends, blank lines and quoted fields spanning lines; and a syntax
 * error reported at its record's line with the field at fault, after every record before it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CsvSyntaxError, readCsv } from '../../infra/data/catalog/read';

const dir = mkdtempSync(join(tmpdir(), 'catalog-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function records(path: string): Promise<Array<[number, string[]]>> {
  const out: Array<[number, string[]]> = [];
  for await (const { line, fields } of readCsv(path)) out.push([line, fields]);
  return out;
}

describe('reading a catalog file', () => {
  it('gives each record the line it starts on', async () => {
    const path = file(
      'lines.csv',
      '\ufeffa,b\r\n\r\n1,2\r\n"two\r\nlines",3\r\n\r\n\r\n"x ""quoted""",4\r\n5,6',
    );
    expect(await records(path)).toEqual([
      [1, ['a', 'b']],
      [3, ['1', '2']],
      [4, ['two\r\nlines', '3']],
      [8, ['x "quoted"', '4']],
      [9, ['5', '6']],
    ]);
  });

  it('stops at a syntax error, at its line and field, after the records before it', async () => {
    const path = file('bad.csv', 'a,b,c\n1,2,3\n"multi\nline",5,6\n7,"8"x,9\n10,11,12\n');
    const seen: number[] = [];
    const error = await (async () => {
      for await (const { line } of readCsv(path)) seen.push(line);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([1, 2, 3]);
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ line: 5, message: 'text after a closing quote (field 2)' });
  });

  it('reports a quote never closed at the line where its record starts', async () => {
    const path = file('open.csv', 'a,b\n1,2\n\n"never closed,3\n4,5\n');
    const error = await records(path).catch((e: unknown) => e);
    expect(error).toMatchObject({
      line: 4,
      message: 'a quoted field is not closed before the end of the file',
    });
  });
});
