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
 *
 * A county's plans are held in a few items of compressed JSON rather than one item of nested
 * attributes per plan: DynamoDB never queries inside them, a quote reads a tenth of the bytes,
 * and an import writes a state in a fraction of the time (DynamoDB Local spends its time per
 * item and per nested attribute: measured 7x slower for nested maps).
 *
 * An import writes a new version beside the current one, then switches each county's HEAD to it
 * and deletes the old version (docs/decisions/0009-plan-import.md). A reader takes only the items
 * of the version its partition's HEAD names.
 */
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { gunzipSync, gzipSync } from 'node:zlib';
import { benefitFields, type Benefits } from '../../shared/schemas/quote';
import type { PlanOffer } from '../../shared/domain/rating';
import { batchWriteAll, type WriteRequest } from './batch-write';

const partition = (planYear: number, countyFips: string) => `PLANS#${planYear}#${countyFips}`;
const HEAD = 'HEAD';
const versionPrefix = (version: string) => `V#${version}#`;
const chunkSk = (version: string, n: number) =>
  `${versionPrefix(version)}PLANS#${String(n).padStart(3, '0')}`;
/** Bounds of one item: well under DynamoDB's 400 KB. */
const CHUNK_PLANS = 100;
const CHUNK_CHARS = 150_000;
const catalogPk = (planYear: number) => `CATALOG#${planYear}`;
const catalogSk = (state: string) => `STATE#${state}`;

/** What an import of a plan year and state wrote. */
export interface CatalogEntry {
  planYear: number;
  state: string;
  version: string;
  /** sha256 of the imported content: an import of the same content writes nothing. */
  digest: string;
  importedAt: string;
  source: string;
  plans: number;
  /** Plans offered per county. */
  counties: Record<string, number>;
  /** Items of the version per county (so it can be removed without reading it). */
  chunks: Record<string, number>;
}

/** What every plan of a county partition shares: held once per item. */
const sharedFields = ['planYear', 'state', 'countyFips', 'ratingArea', 'importedOn'] as const;
type Shared = Pick<PlanOffer, (typeof sharedFields)[number]>;
/** A plan in an item: its own fields, and its benefit rows in the order of the item's `benefitFields`. */
type StoredPlan = Omit<PlanOffer, 'benefits' | (typeof sharedFields)[number]> & {
  benefits: (string | null)[];
};
interface StoredChunk {
  shared: Shared;
  benefitFields: readonly string[];
  plans: StoredPlan[];
}
interface ChunkItem {
  pk: string;
  sk: string;
  version: string;
  count: number;
  /** gzip of the JSON of a StoredChunk */
  plans: Uint8Array;
}

function toStored(offer: PlanOffer): StoredPlan {
  const { planYear: _y, state: _s, countyFips: _c, ratingArea: _r, importedOn: _i, benefits, ...own } = offer;
  return { ...own, benefits: benefitFields.map((f) => benefits[f]) };
}

/** A county's offers as chunk items of a version. */
export function toChunkItems(version: string, offers: readonly PlanOffer[]): ChunkItem[] {
  const byCounty = new Map<string, PlanOffer[]>();
  for (const o of offers) {
    const key = partition(o.planYear, o.countyFips);
    byCounty.set(key, [...(byCounty.get(key) ?? []), o]);
  }
  const items: ChunkItem[] = [];
  for (const [pk, list] of byCounty) {
    const first = list[0] as PlanOffer;
    const shared = Object.fromEntries(sharedFields.map((f) => [f, first[f]])) as Shared;
    for (const o of list) {
      for (const f of sharedFields)
        if (o[f] !== shared[f])
          throw new Error(`Plans of ${pk} differ in ${f}: ${String(o[f])} and ${String(shared[f])}`);
    }
    let chunk: StoredPlan[] = [];
    let chars = 0;
    let n = 0;
    const flush = () => {
      const stored: StoredChunk = { shared, benefitFields, plans: chunk };
      if (chunk.length)
        items.push({
          pk,
          sk: chunkSk(version, ++n),
          version,
          count: chunk.length,
          plans: gzipSync(JSON.stringify(stored)),
        });
      chunk = [];
      chars = 0;
    };
    for (const offer of list) {
      const stored = toStored(offer);
      const size = JSON.stringify(stored).length;
      if (chunk.length >= CHUNK_PLANS || (chunk.length && chars + size > CHUNK_CHARS)) flush();
      chunk.push(stored);
      chars += size;
    }
    flush();
  }
  return items;
}

/** The offers of an item. The parsed plans are owned here and completed in place: no copies on a quote's path. */
/**
 * Decoded chunks, per warm container. A chunk item never changes: an import writes a new version
 * (a new sort key) and switches HEAD, so the key identifies the content. Bounded, oldest out.
 */
const decodedChunks = new Map<string, PlanOffer[]>();
const MAX_DECODED_CHUNKS = 256;

function cachedOffers(item: ChunkItem): PlanOffer[] {
  const key = `${item.pk}\u0000${item.sk}`;
  let offers = decodedChunks.get(key);
  if (!offers) {
    offers = toOffers(item);
    if (decodedChunks.size >= MAX_DECODED_CHUNKS)
      decodedChunks.delete(decodedChunks.keys().next().value as string);
    decodedChunks.set(key, offers);
  }
  return offers;
}

function toOffers(item: ChunkItem): PlanOffer[] {
  const chunk = JSON.parse(gunzipSync(item.plans).toString('utf8')) as StoredChunk;
  return chunk.plans.map((stored) => {
    const offer = Object.assign(stored, chunk.shared) as unknown as PlanOffer & { benefits: unknown };
    const rows = stored.benefits;
    const benefits = {} as Record<string, string | null>;
    for (const f of benefitFields) benefits[f] = null;
    chunk.benefitFields.forEach((f, i) => {
      if (f in benefits) benefits[f] = rows[i] ?? null;
    });
    offer.benefits = benefits as Benefits;
    offer.combinedDeductibleIndividual ??= null;
    offer.summaryOfBenefitsUrl ??= null;
    offer.providerDirectoryUrl ??= null;
    for (const r of offer.rates) r.tobacco21Cents ??= null;
    return offer as PlanOffer;
  });
}

function toEntry(item: Record<string, unknown>): CatalogEntry {
  const { pk: _pk, sk: _sk, ...entry } = item;
  return entry as unknown as CatalogEntry;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plans and rates by county, and the import-side writes. */
export class PlanRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    /** Attempts for items DynamoDB leaves unprocessed in a batch write. */
    private readonly batchAttempts = 8,
  ) {}

  /**
   * Every plan offered in a county in a plan year, with its rates there: one Query (one page
   * while the partition is under 1 MB, which the importer checks).
   */
  async offersIn(planYear: number, countyFips: string): Promise<PlanOffer[]> {
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': partition(planYear, countyFips) },
          ExclusiveStartKey,
        }),
      );
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
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
    const entries: CatalogEntry[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': catalogPk(planYear) },
          ExclusiveStartKey,
        }),
      );
      entries.push(...(page.Items ?? []).map(toEntry));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return entries;
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

  /**
   * Writes the offers of a new version (invisible to readers until the HEADs switch); answers
   * the items written per county.
   */
  async putOffers(
    version: string,
    offers: readonly PlanOffer[],
    onProgress?: (itemsWritten: number) => void,
  ): Promise<void> {
    await this.batchWrite(
      toChunkItems(version, offers).map((Item) => ({ PutRequest: { Item: { ...Item } } })),
      onProgress,
    );
  }

  /** The items per county that putOffers writes for these offers. */
  static chunkCounts(offers: readonly PlanOffer[]): Record<string, number> {
    const chunks: Record<string, number> = {};
    for (const item of toChunkItems('count', offers)) {
      const county = item.pk.split('#')[2] as string;
      chunks[county] = (chunks[county] ?? 0) + 1;
    }
    return chunks;
  }

  /** Deletes the items of a version whose item count per county is known. */
  async deleteChunks(
    planYear: number,
    version: string,
    chunks: Readonly<Record<string, number>>,
  ): Promise<void> {
    const keys = Object.entries(chunks).flatMap(([county, n]) =>
      Array.from({ length: n }, (_, i) => ({ pk: partition(planYear, county), sk: chunkSk(version, i + 1) })),
    );
    await this.batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
  }

  /** Points each county's HEAD at a version, or removes the HEAD (undefined). */
  async setHeads(
    planYear: number,
    state: string,
    heads: ReadonlyMap<string, string | undefined>,
    at: string,
  ): Promise<void> {
    await this.batchWrite(
      [...heads].map(([county, version]) =>
        version === undefined
          ? { DeleteRequest: { Key: { pk: partition(planYear, county), sk: HEAD } } }
          : {
              PutRequest: {
                Item: { pk: partition(planYear, county), sk: HEAD, version, state, switchedAt: at },
              },
            },
      ),
    );
  }

  async putCatalogEntry(entry: CatalogEntry): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { pk: catalogPk(entry.planYear), sk: catalogSk(entry.state), ...entry },
      }),
    );
  }

  /** Deletes a county's plan items of every version but `keep` (old versions, leftovers of a failed import). */
  async deleteVersionsExcept(planYear: number, county: string, keep: string | undefined): Promise<number> {
    const stale: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :v)',
          ExpressionAttributeValues: { ':pk': partition(planYear, county), ':v': 'V#' },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? [])
        if (keep === undefined || !String(item.sk).startsWith(versionPrefix(keep))) stale.push(item);
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    await this.batchWrite(stale.map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })));
    return stale.length;
  }

  /** Batch writes through the shared writer: 25 requests a call, four calls in flight, unprocessed items retried. */
  private async batchWrite(requests: readonly WriteRequest[], onProgress?: (written: number) => void) {
    await batchWriteAll(this.db, this.table, requests, {
      concurrency: 4,
      maxAttempts: this.batchAttempts,
      onProgress: onProgress && ((written) => onProgress(written)),
    });
  }
}
