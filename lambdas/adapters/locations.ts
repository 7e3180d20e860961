import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Location } from '../../shared/schemas/location';
import { writeAll, type BatchWriteOptions, type WriteMode } from './batch-write';

/** Partition of a ZIP: one item per county the ZIP touches, sorted by county FIPS. */
export const zipPk = (zip: string): string => `ZIP#${zip}`;

type LocationItem = Location & { pk: string; sk: string };

export const toLocationItem = (l: Location): LocationItem => ({
  pk: zipPk(l.zipcode),
  sk: l.countycode,
  ...l,
});

const toLocation = (item: Record<string, unknown>): Location => {
  const i = item as unknown as LocationItem;
  return {
    countyname: i.countyname,
    statename: i.statename,
    state: i.state,
    city: i.city,
    zipcode: i.zipcode,
    countycode: i.countycode,
  };
};

/** Locations table: ZIP to county (pk ZIP#<zip>, sk <county fips>). */
export class LocationRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Every county of a 5-digit ZIP, in one Query; empty when the ZIP is unknown. */
  async byZip(zip: string): Promise<Location[]> {
    const { Items } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': zipPk(zip) },
      }),
    );
    return (Items ?? []).map(toLocation);
  }

  /** Whether the table holds one county of a ZIP (one Get): how a loader checks it ran. */
  async hasLocation(zip: string, countycode: string): Promise<boolean> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: zipPk(zip), sk: countycode },
        ProjectionExpression: 'pk',
      }),
    );
    return Item !== undefined;
  }

  /** Writes (or overwrites) locations: a loader's call, not a request path's (lambdas/adapters/batch-write.ts). */
  async putAll(
    locations: readonly Location[],
    options: BatchWriteOptions & { writes?: WriteMode } = {},
  ): Promise<void> {
    await writeAll(
      this.db,
      this.table,
      locations.map((l) => ({ PutRequest: { Item: toLocationItem(l) } })),
      options,
    );
  }
}
