/**
 * The plans table (infra/resources/tables.ts): plans and rates by (plan year, county), so that a
 * quote reads ONE partition.
 *
 *   pk PLANS#<year>#<county fips>   sk HEAD                     the catalog version quotes read
 *   pk PLANS#<year>#<county fips>   sk V#<version>#PLANS#<nnn>  `plans`: up to 100 plans offered in the
 *                                                               county, gzipped JSON (~150 KB before, a
 *                                                               tenth after): the fields the county's
 *                                                               plans share (year, state, county, rating
 *                                                               area) once, then each plan's attributes,
 *                                                               benefit rows (by position, the order
 *                                                               named in the item) and age-21 rates (and
 *                                                               tobacco rates) there
 *   pk CATALOG#<year>               sk STATE#<state>            what the last import of a plan year and
 *                                                               state wrote (version, digest, plans per
 *                                                               county)
 *   pk PLAN_YEAR_FIGURES            sk YEAR#<year>              a stage's stored yearly figures: not the
 *                                                               catalog's (adapters/plan-year-figures.ts)
 *
 * A county's plans are held in a few items of compressed JSON rather than one item of nested
 * attributes per plan: DynamoDB never queries inside them, a quote reads a tenth of the bytes,
 * and an import writes a state in a fraction of the time (DynamoDB Local spends its time per
 * item and per nested attribute: measured 7x slower for nested maps).
 *
 * The chunk codec is plan-chunks.ts; the importer's writes are plan-catalog.ts.
 *
 * An import writes a new version beside the current one, then switches each county's HEAD to it
 * and deletes the old version (docs/decisions/0009-plan-import.md). A reader takes only the items
 * of the version its partition's HEAD names.
 */
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { PlanOffer } from '../../shared/domain/rating';
import { queryAll } from './query-all';
import {
  cachedOffers,
  catalogPk,
  catalogSk,
  HEAD,
  partition,
  toEntry,
  versionPrefix,
  type CatalogEntry,
  type ChunkItem,
} from './plan-chunks';

export type { CatalogEntry } from './plan-chunks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plans and rates by county, as a quote and the contribution rules read them. */
export class PlanRepository {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
    /** Attempts for items DynamoDB leaves unprocessed in a batch read or write. */
    protected readonly batchAttempts = 8,
  ) {}

  /**
   * Every plan offered in a county in a plan year, with its rates there: one Query (one page
   * while the partition is under 1 MB, which the importer checks).
   */
  async offersIn(planYear: number, countyFips: string): Promise<PlanOffer[]> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition(planYear, countyFips) },
    });
    const head = items.find((i) => i.sk === HEAD);
    if (!head) return [];
    const prefix = versionPrefix(String(head.version));
    return items
      .filter((i) => String(i.sk).startsWith(prefix))
      .flatMap((i) => cachedOffers(i as unknown as ChunkItem));
  }

  async catalogEntry(planYear: number, state: string): Promise<CatalogEntry | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: { pk: catalogPk(planYear), sk: catalogSk(state) } }),
    );
    return Item ? toEntry(Item) : undefined;
  }

  /** Every state imported for a plan year. */
  async catalogEntries(planYear: number): Promise<CatalogEntry[]> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': catalogPk(planYear) },
    });
    return items.map(toEntry);
  }

  /** The version each county's HEAD names (undefined: none yet). */
  async heads(planYear: number, counties: readonly string[]): Promise<Map<string, string | undefined>> {
    const result = new Map<string, string | undefined>(counties.map((c) => [c, undefined]));
    for (let i = 0; i < counties.length; i += 100) {
      let keys: Record<string, unknown>[] | undefined = counties
        .slice(i, i + 100)
        .map((c) => ({ pk: partition(planYear, c), sk: HEAD }));
      for (let attempt = 0; keys?.length; attempt++) {
        if (attempt >= this.batchAttempts)
          throw new Error('DynamoDB left keys unprocessed after every retry');
        if (attempt) await sleep(50 * 2 ** attempt);
        const out: BatchGetCommandOutput = await this.db.send(
          new BatchGetCommand({ RequestItems: { [this.table]: { Keys: keys } } }),
        );
        for (const item of out.Responses?.[this.table] ?? [])
          result.set(String(item.pk).split('#')[2] as string, String(item.version));
        keys = out.UnprocessedKeys?.[this.table]?.Keys;
      }
    }
    return result;
  }
}
