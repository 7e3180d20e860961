/**
 * The confirmation outbox items of the orders table (`OUTBOX#CONFIRMATION#<plan year>` in the
 * member's partition, written by lambdas/adapters/orders.ts in the authorization's transaction)
 * as the sender sees them: every change of status is one conditional update, so two deliveries of
 * the same stream record can never both send (docs/decisions/0022-confirmation-outbox.md).
 *
 * status: `pending` (written with the orders) → `sending` (claimed by one sender, `claimId`,
 * `claimedAt`) → `sent` (`messageId` from SES, `sentAt`); a claim whose send SES refused goes back
 * to `pending`. An operator who has checked that an in-doubt item's mail never left SES queues it
 * again ({@link ConfirmationOutbox.requeue}): the item becomes `requeued` (final) and a copy
 * `OUTBOX#CONFIRMATION#<plan year>#REQUEUE#<n>` is inserted in the same transaction, so the stream
 * hands the copy to the same sender with the same once-only claim.
 */
import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Mail } from '../access/ports';
import { isConditionFailure } from './conditions';
import { scanAll } from './query-all';

export interface OutboxKey {
  pk: string;
  sk: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'requeued';

/** An outbox item as an operator lists it (no mail body: it holds the recipient's address). */
export interface OutboxListing extends OutboxKey {
  status: OutboxStatus;
  claimedAt: string | null;
  createdon: string | null;
}

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

  /**
   * Every outbox item not yet sent (pending, or in doubt: `sending`). An operator command: it scans
   * the orders table with a filter; no request path calls it.
   */
  async unsent(): Promise<OutboxListing[]> {
    const items = await scanAll(this.db, {
      TableName: this.ordersTable,
      FilterExpression: 'kind = :outbox AND #s IN (:pending, :sending)',
      ProjectionExpression: 'pk, sk, #s, claimedAt, createdon',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':outbox': 'outbox', ':pending': 'pending', ':sending': 'sending' },
    });
    const found: OutboxListing[] = items.map((item) => ({
      pk: String(item.pk),
      sk: String(item.sk),
      status: item.status as OutboxStatus,
      claimedAt: typeof item.claimedAt === 'string' ? item.claimedAt : null,
      createdon: typeof item.createdon === 'string' ? item.createdon : null,
    }));
    return found.sort(
      (a, b) => (a.createdon ?? '').localeCompare(b.createdon ?? '') || a.pk.localeCompare(b.pk),
    );
  }

  /**
   * Queues an item's mail again after an operator checked that it was not sent: only an item still
   * `sending` with the claim the operator saw (or still `pending`) is taken, so a sender that marks
   * it sent meanwhile wins. One transaction: the item becomes `requeued` and its copy is inserted.
   * Answers the copy's key, or undefined when the item changed (sent, or claimed again).
   */
  async requeue(
    key: OutboxKey,
    seenClaimedAt: string | null,
    at: string,
    by: string,
  ): Promise<OutboxKey | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.ordersTable, Key: key, ConsistentRead: true }),
    );
    if (!Item || Item.kind !== 'outbox' || (Item.status !== 'sending' && Item.status !== 'pending'))
      return undefined;
    if ((typeof Item.claimedAt === 'string' ? Item.claimedAt : null) !== seenClaimedAt) return undefined;
    const base = key.sk.replace(/#REQUEUE#\d+$/, '');
    const n = Number(/#REQUEUE#(\d+)$/.exec(key.sk)?.[1] ?? 0) + 1;
    const copy: OutboxKey = { pk: key.pk, sk: `${base}#REQUEUE#${n}` };
    const { claimId: _c, claimedAt: _a, ...rest } = Item;
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.ordersTable,
                Key: key,
                UpdateExpression:
                  'SET #s = :requeued, requeuedAs = :copy, requeuedAt = :at, requeuedBy = :by',
                ConditionExpression:
                  seenClaimedAt === null ? '#s = :pending' : '#s = :sending AND claimedAt = :seen',
                ExpressionAttributeNames: { '#s': 'status' },
                ExpressionAttributeValues: {
                  ':requeued': 'requeued',
                  ':copy': copy.sk,
                  ':at': at,
                  ':by': by,
                  ...(seenClaimedAt === null
                    ? { ':pending': 'pending' }
                    : { ':sending': 'sending', ':seen': seenClaimedAt }),
                },
              },
            },
            {
              Put: {
                TableName: this.ordersTable,
                Item: { ...rest, ...copy, status: 'pending', requeuedFrom: key.sk, createdon: at },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionCanceledException') return undefined;
      throw error;
    }
    return copy;
  }

  /** The item's status (tests and operators). */
  async status(key: OutboxKey): Promise<OutboxStatus | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.ordersTable, Key: key, ConsistentRead: true }),
    );
    return Item?.status as OutboxStatus | undefined;
  }
}
