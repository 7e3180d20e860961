/**
 * Rate-limit counters in the members table: pk `RATE#<kind>#<scope>:<hash of the subject>`, sk
 * `WINDOW#<n>` (the fixed window's number), `count` incremented with an atomic ADD, `expiresAt`
 * the table's TTL attribute so old windows disappear by themselves. Subjects (e-mails, client
 * addresses) are hashed: no personal data in keys.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import type { CounterRef, CounterStore } from '../access/rate-limit';

export function counterKey(ref: CounterRef): { pk: string; sk: string } {
  const subject = createHash('sha256').update(ref.subject.toLowerCase(), 'utf8').digest('hex').slice(0, 32);
  return { pk: `RATE#${ref.kind}#${ref.scope}:${subject}`, sk: `WINDOW#${ref.window.index}` };
}

export class RateLimitCounters implements CounterStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async add(ref: CounterRef): Promise<number> {
    const { Attributes } = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: counterKey(ref),
        UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':expiresAt': ref.window.expiresAt },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.count ?? 0);
  }

  async read(ref: CounterRef): Promise<number> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: counterKey(ref), ConsistentRead: true }),
    );
    return Number(Item?.count ?? 0);
  }
}
