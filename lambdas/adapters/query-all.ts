import { paginateQuery, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

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
