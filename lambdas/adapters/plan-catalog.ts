/**
 * The plan importer's writes to the plans table (docs/decisions/0009-plan-import.md): a new
 * version's chunks beside the current one, the switch of each county's HEAD, the catalog entry,
 * and the removal of old versions. Quotes never load this module: they read through plans.ts.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanOffer } from '../../shared/domain/rating';
import { batchWriteAll, type WriteRequest } from './batch-write';
import {
  catalogPk,
  catalogSk,
  chunkSk,
  HEAD,
  partition,
  toChunkItems,
  versionPrefix,
  type CatalogEntry,
} from './plan-chunks';
import { PlanRepository } from './plans';
import { queryAll } from './query-all';

/** The plans table as the importer sees it: the reads of a quote, and the writes of an import. */
export class PlanCatalog extends PlanRepository {
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
    const stale = (
      await queryAll(this.db, {
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :v)',
        ExpressionAttributeValues: { ':pk': partition(planYear, county), ':v': 'V#' },
        ProjectionExpression: 'pk, sk',
      })
    ).filter((item) => keep === undefined || !String(item.sk).startsWith(versionPrefix(keep)));
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
