/**
 * One measurement of bench/catalog-import.ts, in a process of its own so its peak memory is its
 * own: `node --import tsx bench/lib/catalog-child.ts <parse|import> <catalog dir>`. Prints one
 * JSON line: the time of the rate file's pass, the whole run's time, and the process's peak RSS
 * before and after the work.
 *
 * - parse: a bare csv-parse pass over Rate_PUF.csv (records counted, nothing else).
 * - import: the importer's read, check and build of the whole catalog (everything but the write
 *   to DynamoDB); the rate file's share is timed from the importer's own "rows read" lines.
 */
import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { buildCatalog } from '../../infra/data/catalog/import';
import { files } from '../../infra/data/catalog/layouts';

const [mode, dir] = process.argv.slice(2);
if ((mode !== 'parse' && mode !== 'import') || !dir) {
  process.stderr.write('Usage: catalog-child.ts <parse|import> <catalog dir>\n');
  process.exit(2);
}

const rssBeforeKb = process.resourceUsage().maxRSS;
const began = performance.now();
let rateMs: number;
let rows = 0;
if (mode === 'parse') {
  for await (const record of createReadStream(join(dir, files.rates)).pipe(parse({ bom: true }))) {
    void record;
    rows++;
  }
  rateMs = performance.now() - began;
  rows--; // the header
} else {
  // The importer logs "<file>: N rows read" when it has read each file, in a fixed order.
  const done = new Map<string, number>();
  await buildCatalog(dir, {
    log: (line) => {
      const m = /([^/\\]+\.csv): ([\d,]+) rows read/.exec(line);
      if (m?.[1]) done.set(m[1], performance.now());
      if (m?.[1] === files.rates) rows = Number(m[2]?.replace(/,/g, ''));
    },
  });
  rateMs = (done.get(files.rates) ?? 0) - (done.get(files.plans) ?? 0);
}
const totalMs = performance.now() - began;
process.stdout.write(
  `${JSON.stringify({ mode, rows, rateMs, totalMs, rssBeforeKb, peakRssKb: process.resourceUsage().maxRSS })}\n`,
);
