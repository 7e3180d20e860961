/**
 * The console's enrollment tracker at one employer's scale (`npm run bench -- --scale`, issue 39
 * acceptance), run on the employer bench/employer-scale.ts loads (10,000 members by default, most
 * of them with a member account of the plan year):
 *
 * - **first page**: what GET .../tracker does after the employer's GetItem
 *   (lambdas/handlers/admin/get-tracker.ts): five Queries at once, the roster's two
 *   (lambdas/adapters/roster.ts: the members' and the orders' byEmployer indexes, projected), the
 *   census, the notice's sends and acknowledgments and the proofs of coverage (the admin table),
 *   through the same adapters, and the pure build (lambdas/admin/tracker.ts: every row, the
 *   counts, the classes, the default sort, the first page of 25);
 * - **search**: the same with a search by name (`q`), which folds every row's names;
 * - **bare**: the same five Queries, same inputs, run with `queryAll` and nothing built: the floor
 *   any tracker on these items pays.
 *
 * Each side runs `rounds` times, interleaved (bare, first page, search; the order turns each
 * round), and the medians are compared: target ≤ 2x the bare Queries. The answer is checked
 * against the mix that was loaded (the counts per state).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { buildTracker, type TrackerPage } from '../lambdas/admin/tracker';
import { employerActivityPk } from '../lambdas/adapters/admin';
import { CensusStore, type CensusTables } from '../lambdas/adapters/census';
import { CoverageProofStore } from '../lambdas/adapters/coverage-proofs';
import { IchraNoticeStore } from '../lambdas/adapters/ichra-notices';
import { queryAll } from '../lambdas/adapters/query-all';
import { RosterReader, rosterQueries } from '../lambdas/adapters/roster';
import { median } from './lib/stats';
import { ms, verdict, type Row } from './lib/table';

/** The acceptance's target: the tracker's time over the bare Queries'. */
export const trackerTargetRatio = 2;

export interface TrackerScaleOptions {
  employerId: string;
  planYear: number;
  /** What was loaded: members in all, and how many shop, waive or stop after the profile. */
  expected: { members: number; enrolled: number; waived: number; profile: number };
  /** A search that matches some of the members (part of a last name). */
  search: string;
  rounds?: number;
}

export async function measureTracker(
  db: DynamoDBDocumentClient,
  tables: CensusTables & { orders: string },
  options: TrackerScaleOptions,
): Promise<Row[]> {
  const rounds = options.rounds ?? 7;
  const { employerId, planYear } = options;
  const roster = new RosterReader(db, tables);
  const census = new CensusStore(db, tables);
  const notices = new IchraNoticeStore(db, tables.admin);
  const proofs = new CoverageProofStore(db, tables.admin);
  const queries = rosterQueries(tables, employerId, planYear);
  const adminPrefix = (prefix: string) => ({
    TableName: tables.admin,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': employerActivityPk(employerId), ':p': prefix },
  });

  // The handler's reads (lambdas/handlers/admin/get-tracker.ts), then the build.
  const read = async () => {
    const [rosterRead, entries, states, records] = await Promise.all([
      roster.read(employerId, planYear),
      census.entries(employerId),
      notices.states(employerId, planYear),
      proofs.ofPlanYear(employerId, planYear),
    ]);
    const proofStates = new Map([...records].map(([id, r]) => [id, r.state]));
    return { ...rosterRead, census: entries, notices: states, proofs: proofStates };
  };
  const sides = {
    bare: async () => {
      const all = await Promise.all([
        queryAll(db, queries.members),
        queryAll(db, queries.accounts),
        queryAll(db, adminPrefix('CENSUS#')),
        queryAll(db, adminPrefix(`NOTICE#${planYear}#`)),
        queryAll(db, adminPrefix(`PROOF#${planYear}#`)),
      ]);
      return all.reduce((n, items) => n + items.length, 0);
    },
    firstPage: async () => buildTracker(await read(), {}),
    search: async () => buildTracker(await read(), { q: options.search }),
  } as const;
  type Side = keyof typeof sides;
  const order: Side[] = ['bare', 'firstPage', 'search'];
  const times: Record<Side, number[]> = { bare: [], firstPage: [], search: [] };
  let firstPage: TrackerPage | undefined;
  let search: TrackerPage | undefined;
  let bareItems = 0;

  // One warm-up of each (the JIT, the index pages in DynamoDB Local's cache), not counted.
  for (const side of order) await sides[side]();
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < order.length; k++) {
      const side = order[(round + k) % order.length] as Side;
      const began = performance.now();
      const out = await sides[side]();
      times[side].push(performance.now() - began);
      if (side === 'bare') bareItems = out as number;
      else if (side === 'firstPage') firstPage = out as TrackerPage;
      else search = out as TrackerPage;
    }
  }

  const bare = median(times.bare);
  const e = options.expected;
  const c = firstPage?.counts;
  const countsOk =
    c !== undefined &&
    c.enrolled === e.enrolled &&
    c.waived === e.waived &&
    c.profile === e.profile &&
    Object.values(c).reduce((s, n) => s + n, 0) === e.members;
  const row = (
    measure: string,
    side: Side,
    page: TrackerPage | undefined,
    ok: boolean,
    note: string,
  ): Row => {
    const ratio = median(times[side]) / bare;
    return {
      area: 'Tracker',
      measure,
      value: ms(median(times[side])),
      baseline: `${ms(bare)} bare Queries`,
      ratio,
      target: `≤ ${trackerTargetRatio.toFixed(2)}x`,
      result: ok ? verdict(ratio <= trackerTargetRatio) : 'MISSED',
      note: `${note}; ${page?.total.toLocaleString('en-US') ?? '?'} rows match, ${page?.rows.length ?? 0} answered; median of ${rounds} rounds interleaved with the bare Queries (${bareItems.toLocaleString('en-US')} items: members, accounts, census, notices and proofs of ${planYear})`,
    };
  };
  return [
    row(
      `first page of ${e.members.toLocaleString('en-US')} members (the handler's five reads + build)`,
      'firstPage',
      firstPage,
      countsOk,
      `counts ${JSON.stringify(c)}${countsOk ? '' : ` NOT the loaded mix ${JSON.stringify(e)}`}`,
    ),
    row(
      `search "${options.search}" of ${e.members.toLocaleString('en-US')} members`,
      'search',
      search,
      (search?.total ?? 0) > 0,
      'names and e-mails folded for the search',
    ),
  ];
}
