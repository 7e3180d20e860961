/**
 * `npm run data -- import-plans <dir> [--state NY,VT] [--year 2026,2027] [--stage <name> | --local]`
 *
 * Reads the CMS public use files of a directory (or of its subdirectories, one per plan year):
 * Plan Attributes, Rate, Benefits and Cost Sharing, Service Area, and the county to rating-area
 * file (layouts.ts), streaming, with progress (read.ts). Every row of the selected states is
 * checked against its file kind's schema (schemas.ts) and every cross reference (check.ts) BEFORE
 * anything is written: a malformed row is reported as `file:line: reason` and the import writes
 * nothing. Then each plan year and state is built (build.ts) and written as a new version of its
 * county partitions and switched to at once, or rolled back (write.ts,
 * docs/decisions/0009-plan-import.md). Importing content already loaded writes nothing.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { join } from 'node:path';
import { PlanCatalog } from '../../../lambdas/adapters/plan-catalog';
import { listArg, type DataTarget } from '../target';
import { buildGroup, type GroupContent } from './build';
import { CatalogChecker, type Selection } from './check';
import { files } from './layouts';
import { catalogDirs } from './read';
import { writeGroup, type GroupResult } from './write';

export { costSharingText, planUuid } from './build';
export { catalogDirs } from './read';
export type { GroupResult } from './write';

export interface ImportTarget {
  db: DynamoDBDocumentClient;
  tables: { plans: string };
}

export interface ImportOptions extends Selection {
  /** Progress and result lines (console.log by default). */
  log?: (line: string) => void;
  /** Recorded with each plan year and state imported. */
  source?: string;
  now?: () => Date;
}

/** The import was refused: every problem found, as `file:line: reason`. Nothing was written. */
export class PlanImportError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 50);
    const more = problems.length > shown.length ? `\n... and ${problems.length - shown.length} more` : '';
    super(
      `The plan import was refused; nothing was written. ${problems.length} problem(s):\n${shown.join('\n')}${more}`,
    );
    this.name = 'PlanImportError';
  }
}

/**
 * Reads, checks and builds the catalog in `dir` (or its year subdirectories), writing nothing.
 * Throws PlanImportError when any row is malformed or any reference dangles.
 */
export async function buildCatalog(dir: string, options: ImportOptions = {}): Promise<GroupContent[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const checker = new CatalogChecker(options, log);
  for (const d of catalogDirs(dir)) {
    log(`Reading ${d}`);
    await checker.read(d);
  }
  checker.crossCheck();
  if (checker.problems.length) throw new PlanImportError(checker.problems);
  const groups = [...checker.groups.values()].sort(
    (a, b) => a.planYear - b.planYear || (a.state < b.state ? -1 : 1),
  );
  for (const state of options.states ?? []) {
    if (!groups.some((g) => g.state === state))
      throw new PlanImportError([`${join(dir, files.ratingAreas)}:0: no rows for ${state}`]);
  }
  const importedOn = (options.now ?? (() => new Date()))().toISOString();
  return groups.map((g) => buildGroup(g, importedOn, log));
}

/**
 * Imports the catalog in `dir` (or its year subdirectories). Throws PlanImportError, having
 * written nothing, when any row is malformed or any reference dangles.
 *
 * @example
 * await importPlans('catalog/2026', { db, tables: { plans: 'Plans' } }, { states: ['NJ'] });
 */
export async function importPlans(
  dir: string,
  target: ImportTarget,
  options: ImportOptions = {},
): Promise<GroupResult[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  const contents = await buildCatalog(dir, { ...options, log, now });
  const repo = new PlanCatalog(target.db, target.tables.plans);
  const results: GroupResult[] = [];
  for (const content of contents)
    results.push(await writeGroup(repo, content, { log, now, source: options.source ?? dir }));
  return results;
}

/** The CLI command. */
export async function run(args: string[], target: DataTarget): Promise<void> {
  const rest = [...args];
  const states = listArg(rest, '--state')?.map((s) => s.toUpperCase());
  const yearsText = listArg(rest, '--year');
  const years = yearsText?.map(Number);
  if (years?.some((y) => !Number.isInteger(y)))
    throw new Error(`--year ${yearsText?.join(',')}: not plan years`);
  const [dir, ...extra] = rest;
  if (!dir || extra.length)
    throw new Error(
      'Usage: npm run data -- import-plans <dir> [--state NY,VT] [--year 2026,2027] [--stage <name> | --local]',
    );
  const began = Date.now();
  const results = await importPlans(dir, target, { states, years });
  const imported = results.filter((r) => r.status === 'imported').length;
  console.log(
    `Done in ${((Date.now() - began) / 1000).toFixed(1)} s: ${imported} plan year/state(s) imported, ${results.length - imported} unchanged.`,
  );
}
