/**
 * Writing a plan year and state: a new version of each of its county partitions, then the switch
 * of every county's HEAD to it at once, or the roll-back of what was written
 * (docs/decisions/0009-plan-import.md). Content already loaded writes nothing.
 */
import { PlanCatalog } from '../../../lambdas/adapters/plan-catalog';
import type { GroupContent } from './build';
import { Progress } from './read';

export interface GroupResult {
  planYear: number;
  state: string;
  status: 'imported' | 'unchanged';
  plans: number;
  counties: number;
  items: number;
}

export interface WriteOptions {
  log: (line: string) => void;
  now: () => Date;
  /** Recorded with the plan year and state. */
  source: string;
}

export async function writeGroup(
  repo: PlanCatalog,
  content: GroupContent,
  options: WriteOptions,
): Promise<GroupResult> {
  const { log } = options;
  const { planYear, state } = content;
  const label = `${state} ${planYear}`;
  const base = {
    planYear,
    state,
    plans: content.plans,
    counties: Object.keys(content.counties).length,
    items: content.offers.length,
  };
  const current = await repo.catalogEntry(planYear, state);
  if (current?.digest === content.digest) {
    log(`  ${label}: unchanged (${content.plans} plans already loaded)`);
    return { ...base, status: 'unchanged' };
  }
  const at = options.now().toISOString();
  const version = `${at.replace(/[-:.]/g, '')}-${content.digest.slice(0, 8)}`;
  const newCounties = Object.keys(content.counties);
  const allCounties = [...new Set([...newCounties, ...Object.keys(current?.counties ?? {})])].sort();
  const previous = await repo.heads(planYear, allCounties);
  const chunks = PlanCatalog.chunkCounts(content.offers);

  const progress = new Progress(log, label);
  log(`  ${label}: writing ${content.plans} plans into ${newCounties.length} county partitions`);
  let switched = false;
  try {
    await repo.putOffers(version, content.offers, (n) => progress.tick(n, 'items written'));
    switched = true;
    await repo.setHeads(planYear, state, new Map(allCounties.map((c) => [c, version])), at);
    await repo.putCatalogEntry({
      planYear,
      state,
      version,
      digest: content.digest,
      importedAt: at,
      source: options.source,
      plans: content.plans,
      counties: content.counties,
      chunks,
    });
  } catch (error) {
    log(
      `  ${label}: the write failed (${error instanceof Error ? error.message : String(error)}); rolling back`,
    );
    if (switched) await repo.setHeads(planYear, state, previous, at);
    await repo.deleteChunks(planYear, version, chunks);
    throw error;
  }
  // The old version is no longer read; removing it is housekeeping (a failure leaves items no
  // reader sees, which a later import removes).
  try {
    const known = current?.chunks ?? {};
    const byCatalog = Object.fromEntries(
      Object.entries(known).filter(([county]) => previous.get(county) === current?.version),
    );
    if (current) await repo.deleteChunks(planYear, current.version, byCatalog);
    // A county whose HEAD named some other version (an interrupted earlier import): read it to clean it.
    for (const [county, head] of previous)
      if (head !== undefined && !(county in byCatalog))
        await repo.deleteVersionsExcept(planYear, county, version);
  } catch (error) {
    log(
      `  ${label}: warning: the previous version could not be removed (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  log(
    `  ${label}: imported ${content.plans} plans (${content.offers.length.toLocaleString('en-US')} plan-county offers)`,
  );
  return { ...base, status: 'imported' };
}
