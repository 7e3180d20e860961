import {
  QueryCommand,
  paginateQuery,
  paginateScan,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';

/**
 * Every item a Query matches, page after page: lib-dynamodb's paginator follows
 * `LastEvaluatedKey`, so no adapter writes that loop itself.
 *
 * @example
 * const items = await queryAll(db, { TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues });
 */
export async function queryAll(
  db: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: db }, { ...input })) items.push(...(page.Items ?? []));
  return items;
}

/** Every item a Scan matches, page after page: for operator commands only, never a request path. */
export async function scanAll(
  db: DynamoDBDocumentClient,
  input: ScanCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: db }, { ...input })) items.push(...(page.Items ?? []));
  return items;
}

/**
 * One page of a Query from a position a client holds (a console's "Show more"): the items and the
 * key to start the next page from, undefined after the last page. The pagination keys are read and
 * written here only, like the loop above.
 */
export async function queryPage(
  db: DynamoDBDocumentClient,
  input: QueryCommandInput,
  from: Record<string, unknown> | undefined,
): Promise<{ items: Record<string, unknown>[]; next: Record<string, unknown> | undefined }> {
  const out = await db.send(new QueryCommand({ ...input, ...(from && { ExclusiveStartKey: from }) }));
  return { items: out.Items ?? [], next: out.LastEvaluatedKey };
}
