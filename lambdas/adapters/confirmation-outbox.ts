/**
 * The confirmation outbox items of the orders table (`OUTBOX#CONFIRMATION#<plan year>` in the
 * member's partition, written by lambdas/adapters/orders.ts in the authorization's transaction)
 * as the sender sees them: every change of status is one conditional update, so two deliveries of
 * the same stream record can never both send (docs/decisions/0022-confirmation-outbox.md).
 *
 * status: `pending` (written with the orders) → `sending` (claimed by one sender, `claimId`,
 * `claimedAt`) → `sent` (`messageId` from SES, `sentAt`); a claim whose send SES refused goes back
 * to `pending`.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Mail } from '../access/ports';
import { isConditionFailure } from './conditions';

export interface OutboxKey {
  pk: string;
  sk: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent';

/** What claiming found: the mail to send (claimed), or why there is nothing to send. */
export type ClaimOutcome =
  | { outcome: 'claimed'; mail: Mail }
  | { outcome: 'sent' }
  | { outcome: 'in-doubt'; claimedAt: string | undefined }
  | { outcome: 'missing' };

export class ConfirmationOutbox {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly ordersTable: string,
  ) {}

  /** Takes a pending item for one send attempt; only one claim of an item can succeed. */
  async claim(key: OutboxKey, claimId: string, at: string): Promise<ClaimOutcome> {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.ordersTable,
          Key: key,
          UpdateExpression: 'SET #s = :sending, claimId = :c, claimedAt = :at',
          ConditionExpression: 'kind = :outbox AND #s = :pending',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':sending': 'sending',
            ':pending': 'pending',
            ':outbox': 'outbox',
            ':c': claimId,
            ':at': at,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { outcome: 'claimed', mail: Attributes?.mail as Mail };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.ordersTable, Key: key, ConsistentRead: true }),
    );
    if (!Item || Item.kind !== 'outbox') return { outcome: 'missing' };
    if (Item.status === 'sent') return { outcome: 'sent' };
    return {
      outcome: 'in-doubt',
      claimedAt: typeof Item.claimedAt === 'string' ? Item.claimedAt : undefined,
    };
  }

  /** Records that SES accepted the mail of this claim. */
  async markSent(key: OutboxKey, claimId: string, messageId: string | undefined, at: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.ordersTable,
        Key: key,
        UpdateExpression: 'SET #s = :sent, messageId = :m, sentAt = :at',
        ConditionExpression: '#s = :sending AND claimId = :c',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':sent': 'sent',
          ':sending': 'sending',
          ':c': claimId,
          ':m': messageId ?? null,
          ':at': at,
        },
      }),
    );
  }

  /** Gives a claim back after SES refused the mail (it was not sent): a retry may claim it again. */
  async release(key: OutboxKey, claimId: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.ordersTable,
        Key: key,
        UpdateExpression: 'SET #s = :pending REMOVE claimId, claimedAt',
        ConditionExpression: '#s = :sending AND claimId = :c',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':sending': 'sending', ':c': claimId },
      }),
    );
  }

  /** The item's status (tests and operators). */
  async status(key: OutboxKey): Promise<OutboxStatus | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.ordersTable, Key: key, ConsistentRead: true }),
    );
    return Item?.status as OutboxStatus | undefined;
  }
}
