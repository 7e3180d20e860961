/**
 * The catalog importer against a bare csv-parse pass over the same 100,000-row Rate PUF, side by
 * side in one run. The catalog is the demonstration one (infra/data/catalog/generate.ts) for two
 * states and one plan year, its Rate PUF widened to every age of the federal curve as a real CMS
 * file is (the importer keeps the age-21 rows), then cut to exactly the row count: age-21 rows
 * first, so every plan keeps its rates. Each measurement runs in a fresh process
 * (bench/lib/catalog-child.ts), interleaved, so its peak RSS is its own; the same catalog with a
 * 25,000-row Rate PUF shows whether memory grows with the file. Reported, not asserted.
 *
 * `npx tsx bench/catalog-import.ts` prints the rows.
 */
import { parse } from 'csv-parse/sync';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federalAgeCurve } from '../shared/data/age-curves';
import { csvLine } from '../infra/data/catalog/csv';
import { generateCatalog } from '../infra/data/catalog/generate';
import { columns, files } from '../infra/data/catalog/layouts';

export interface CatalogBenchRow {
  measure: string;
  value: string;
  baseline?: string;
  ratio?: number;
  target?: string;
  result: 'met' | 'MISSED' | 'info';
  note?: string;
}

/** Two age-rated states whose age-21 rows, at every age, come to more than 100,000 rows. */
const STATES = ['FL', 'TX'];
const YEAR = 2026;
const AGES = ['0-14', ...Array.from({ length: 49 }, (_, i) => String(i + 15)), '64 and over'];
const ageIndex = (age: string): number => (age === '0-14' ? 0 : age === '64 and over' ? 64 : Number(age));

/** Writes the catalog into `dir` with a Rate PUF of exactly `rows` rows; returns the year directory. */
export function writeRateCatalog(dir: string, rows: number): string {
  generateCatalog(dir, { states: STATES, years: [YEAR] });
  const yearDir = join(dir, String(YEAR));
  const path = join(yearDir, files.rates);
  const age21 = parse(readFileSync(path), { columns: true, bom: true }) as Record<string, string>[];
  const atAge = (row: Record<string, string>, age: string): Record<string, string> => {
    const milli = federalAgeCurve.factorsMilli[ageIndex(age)] as number;
    const cents = (text: string) => Math.round(Number(text) * 100);
    const rate = Math.round((cents(row.IndividualRate as string) * milli) / 1000);
    const tobaccoText = row.IndividualTobaccoRate as string;
    // Within 1.5 times the rate, as the importer requires of every row.
    const tobacco = tobaccoText
      ? Math.min(Math.round((cents(tobaccoText) * milli) / 1000), Math.floor(rate * 1.5))
      : undefined;
    return {
      ...row,
      Age: age,
      IndividualRate: (rate / 100).toFixed(2),
      IndividualTobaccoRate: tobacco === undefined ? '' : (tobacco / 100).toFixed(2),
    };
  };
  const lines = [csvLine(columns.rates)];
  const ordered = function* () {
    yield* age21;
    for (const age of AGES) if (age !== '21') for (const row of age21) yield atAge(row, age);
  };
  for (const row of ordered()) {
    if (lines.length > rows) break;
    lines.push(csvLine(columns.rates.map((c) => row[c] ?? '')));
  }
  if (lines.length <= rows) throw new Error(`only ${lines.length - 1} rate rows for ${STATES.join(', ')}`);
  writeFileSync(path, lines.join(''));
  return yearDir;
}

interface Measured {
  rows: number;
  rateMs: number;
  totalMs: number;
  rssBeforeKb: number;
  peakRssKb: number;
}

const child = fileURLToPath(new URL('./lib/catalog-child.ts', import.meta.url));
function measure(mode: 'parse' | 'import', dir: string): Measured {
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, mode, dir], {
    encoding: 'utf8',
    // `--import tsx` resolves tsx from the working directory.
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  return JSON.parse(out.trim().split('\n').pop() as string) as Measured;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] as number;
};
const ms = (v: number) => `${v.toFixed(0)} ms`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

export async function benchCatalogImport(options: { rounds?: number } = {}): Promise<CatalogBenchRow[]> {
  const rounds = options.rounds ?? 3;
  const root = mkdtempSync(join(tmpdir(), 'ichra-bench-catalog-'));
  try {
    const small = writeRateCatalog(join(root, 'small'), 25_000);
    const large = writeRateCatalog(join(root, 'large'), 100_000);
    const runs = {
      parse: [] as Measured[],
      import: [] as Measured[],
      smallParse: [] as Measured[],
      smallImport: [] as Measured[],
    };
    for (let i = 0; i < rounds; i++) {
      runs.parse.push(measure('parse', large));
      runs.import.push(measure('import', large));
      runs.smallParse.push(measure('parse', small));
      runs.smallImport.push(measure('import', small));
    }
    const of = (xs: Measured[], key: keyof Measured) => median(xs.map((x) => x[key]));
    const parseMs = of(runs.parse, 'rateMs');
    const importMs = of(runs.import, 'rateMs');
    const growth = (xs: Measured[], ys: Measured[]) =>
      of(ys, 'peakRssKb') - of(ys, 'rssBeforeKb') - (of(xs, 'peakRssKb') - of(xs, 'rssBeforeKb'));
    const importGrowth = growth(runs.smallImport, runs.import);
    const parseGrowth = growth(runs.smallParse, runs.parse);
    const rows = of(runs.import, 'rows');
    return [
      {
        measure: `import of a ${rows.toLocaleString('en-US')}-row Rate PUF (read + check)`,
        value: ms(importMs),
        baseline: `bare csv-parse pass ${ms(parseMs)}`,
        ratio: importMs / parseMs,
        target: '≤ 2.00x',
        result: importMs / parseMs <= 2 ? 'met' : 'MISSED',
        note: `median of ${rounds} fresh processes; whole catalog (5 files, ${STATES.join(' + ')} ${YEAR}) read, checked and built in ${ms(of(runs.import, 'totalMs'))}, no DynamoDB write`,
      },
      {
        measure: 'peak RSS, import vs bare parse (100,000 rows)',
        value: mb(of(runs.import, 'peakRssKb')),
        baseline: `bare csv-parse pass ${mb(of(runs.parse, 'peakRssKb'))}`,
        ratio: of(runs.import, 'peakRssKb') / of(runs.parse, 'peakRssKb'),
        result: 'info',
        note: `each above its process's start (node + tsx + modules): import +${mb(of(runs.import, 'peakRssKb') - of(runs.import, 'rssBeforeKb'))}, parse +${mb(of(runs.parse, 'peakRssKb') - of(runs.parse, 'rssBeforeKb'))}`,
      },
      {
        measure: 'peak RSS growth from a 25,000- to a 100,000-row Rate PUF',
        value: `import ${importGrowth >= 0 ? '+' : ''}${mb(importGrowth)}`,
        baseline: `bare csv-parse pass ${parseGrowth >= 0 ? '+' : ''}${mb(parseGrowth)}`,
        target: 'flat (growth < 16 MB)',
        result: importGrowth <= 16 * 1024 ? 'met' : 'MISSED',
        note: 'the same plans and age-21 rates in both files; the other ages are read, checked and let go',
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const row of await benchCatalogImport()) process.stdout.write(`${JSON.stringify(row)}\n`);
}
