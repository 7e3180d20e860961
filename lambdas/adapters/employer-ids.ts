/**
 * Every employer's id, for the scheduled exports when the stage names no employers. The
 * byAccountId index holds profile items only (only they carry `accountid`), so a scan of it reads
 * one small item per employer and never contacts, policies or products. A scan is right for a
 * monthly batch job; request paths never scan.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { scanAll } from './query-all';

/** The index the employers are listed from (infra/resources/tables.ts). */
export const employerListIndex = 'byAccountId';

export async function listEmployerIds(db: DynamoDBDocumentClient, table: string): Promise<string[]> {
  const items = await scanAll(db, {
    TableName: table,
    IndexName: employerListIndex,
    ProjectionExpression: 'id',
  });
  return [...new Set(items.map((item) => String(item.id)))].sort();
}
