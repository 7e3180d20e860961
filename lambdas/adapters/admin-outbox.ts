/**
 * The admin table's outbox (`OUTBOX#<KIND>#…` items in an employer's partition, `kind: outbox`):
 * the console's e-mails, written in the same transaction as the change they report (the census:
 * lambdas/adapters/census.ts) and sent once by the admin mail sender
 * (lambdas/handlers/admin-outbox/send-admin-mail.ts), as decision 0022 does for confirmations.
 *
 * An item holds its mail kind (`mailKind`), recipient, language and the template's data, not the
 * mail itself: a mail that carries a secret (the invitation's link) is built at send time, so the
 * secret is never stored, only its hash. The status moves by conditional updates only:
 * `pending` → `sending` (one claim wins) → `sent`, or back to `pending` when SES refused the mail;
 * `skipped` when there is nothing to send any more (the employee registered meanwhile).
 */
import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/domain/language';
import type { AdminMailKind } from './census';
import { censusKey, inviteTokenKey } from './census';
import { isConditionFailure } from './conditions';
import { ConfirmationOutbox, type OutboxKey } from './confirmation-outbox';

/** An outbox item as its template reads it. */
export interface AdminOutboxItem extends OutboxKey {
  mailKind: AdminMailKind;
  employerId: string;
  to: string;
  language: Language;
  data: Record<string, string>;
}

export type AdminClaimOutcome =
  | { outcome: 'claimed'; item: AdminOutboxItem }
  | { outcome: 'sent' }
  | { outcome: 'in-doubt'; claimedAt: string | undefined }
  | { outcome: 'missing' };

export class AdminOutbox {
  /** The status moves that do not read the item are the confirmation outbox's own, on this table. */
  private readonly moves: ConfirmationOutbox;

  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.moves = new ConfirmationOutbox(db, table);
  }

  /** Takes a pending item for one send attempt; only one claim of an item can succeed. */
  async claim(key: OutboxKey, claimId: string, at: string): Promise<AdminClaimOutcome> {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
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
      const a = Attributes ?? {};
      return {
        outcome: 'claimed',
        item: {
          pk: key.pk,
          sk: key.sk,
          mailKind: a.mailKind as AdminMailKind,
          employerId: String(a.employerId),
          to: String(a.to),
          language: a.language === 'es' ? 'es' : 'en',
          data: (a.data ?? {}) as Record<string, string>,
        },
      };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: key, ConsistentRead: true }),
    );
    if (!Item || Item.kind !== 'outbox') return { outcome: 'missing' };
    if (Item.status === 'sent' || Item.status === 'skipped') return { outcome: 'sent' };
    return {
      outcome: 'in-doubt',
      claimedAt: typeof Item.claimedAt === 'string' ? Item.claimedAt : undefined,
    };
  }

  markSent(key: OutboxKey, claimId: string, messageId: string | undefined, at: string): Promise<void> {
    return this.moves.markSent(key, claimId, messageId, at);
  }

  release(key: OutboxKey, claimId: string): Promise<void> {
    return this.moves.release(key, claimId);
  }

  /** Ends a claimed item with nothing sent: its mail has no reason any more. */
  async skip(key: OutboxKey, claimId: string, reason: string, at: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: key,
        UpdateExpression: 'SET #s = :skipped, skippedAt = :at, skipReason = :r',
        ConditionExpression: '#s = :sending AND claimId = :c',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':skipped': 'skipped',
          ':sending': 'sending',
          ':c': claimId,
          ':at': at,
          ':r': reason,
        },
      }),
    );
  }

  /**
   * Makes a link's token valid for an employee on the census: the token's hash, with what it opens,
   * and the census item's `tokenHash` (which voids any earlier link), in one transaction, only while
   * the employee has not registered. Answers false when they have.
   */
  async issueInvitation(
    employerId: string,
    email: string,
    tokenHash: string,
    at: string,
    expiresAt: number,
  ): Promise<boolean> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: { ...inviteTokenKey(tokenHash), employerId, email, createdAt: at, expiresAt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: censusKey(employerId, email),
                UpdateExpression: 'SET tokenHash = :h, linkSentAt = :at',
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(registeredAt)',
                ExpressionAttributeValues: { ':h': tokenHash, ':at': at },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
      throw error;
    }
  }
}
