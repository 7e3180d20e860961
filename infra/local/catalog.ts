/**
 * The demonstration plan catalog on the local stack: generated (infra/data/catalog/generate.ts)
 * and loaded through the same importer a real CMS catalog goes through. Only what is missing or
 * changed is written: a plan year and state already loaded with the same content is skipped.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crosswalkCounties, DEFAULT_YEARS, generateCatalog } from '../data/catalog/generate';
import { importPlans, type GroupResult } from '../data/catalog/import';

export interface DemoCatalogArgs {
  db: DynamoDBDocumentClient;
  tables: { plans: string };
  /** States to load (two-letter codes), or 'all' for every state of the ZIP crosswalk. */
  states: readonly string[] | 'all';
  /** Plan years; 2026 and 2027 by default. */
  years?: readonly number[];
  /** Where the files are generated; a temporary directory (removed afterwards) by default. */
  dir?: string;
  log?: (line: string) => void;
}

/**
 * Generates the demonstration catalog for the states and loads it when not yet loaded.
 *
 * @example
 * await ensureDemoCatalog({ db, tables, states: ['NY', 'TX'] });
 */
export async function ensureDemoCatalog(args: DemoCatalogArgs): Promise<GroupResult[]> {
  const log = args.log ?? ((line: string) => console.log(line));
  const states =
    args.states === 'all'
      ? [...crosswalkCounties().keys()]
      : [...new Set(args.states.map((s) => s.toUpperCase()))].sort();
  if (states.length === 0) return [];
  const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'ichra-demo-catalog-'));
  try {
    const began = Date.now();
    const generated = generateCatalog(dir, { states, years: args.years ?? DEFAULT_YEARS });
    const results = await importPlans(dir, args, {
      states,
      years: generated.years,
      log: () => undefined,
      source: 'demonstration catalog (npm run data -- generate-catalog)',
    });
    const imported = results.filter((r) => r.status === 'imported');
    if (imported.length) {
      const loadedStates = [...new Set(imported.map((r) => r.state))];
      const loadedYears = [...new Set(imported.map((r) => r.planYear))];
      const which = loadedStates.length > 8 ? `${loadedStates.length} states` : loadedStates.join(', ');
      log(
        `Demonstration plan catalog loaded for ${which}, plan year(s) ${loadedYears.join(', ')}, in ${((Date.now() - began) / 1000).toFixed(1)} s.`,
      );
    }
    return results;
  } finally {
    if (!args.dir) rmSync(dir, { recursive: true, force: true });
  }
}
