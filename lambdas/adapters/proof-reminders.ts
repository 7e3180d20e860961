/**
 * Proof of coverage reminders (issue 40, item 3) in the admin table, beside the enrollment
 * reminders but under a mark of their own, so the two kinds never hold each other back:
 *
 * | pk | sk | item |
 * |---|---|---|
 * | EMPLOYER#<id> | PROOFREMINDED#<email> | the last proof reminder of one member: `remindedAt`, `reminders` (how many), `expiresAt` (the table's TTL) |
 * | EMPLOYER#<id> | OUTBOX#PROOFREMINDER#<email>#<tag> | one proof reminder e-mail in the admin outbox, `kind: outbox`, `mailKind: proof-reminder`; the tag is the run's day and plan year |
 *
 * A reminder is one transaction: the mark's conditional update (no proof reminder, or one at least
 * 48 hours old) and the outbox item's conditional insert; a member whose mark or item is taken (a
 * repeated run) is left out.
 */
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/domain/language';
import { REMINDER_INTERVAL_HOURS } from '../../shared/domain/reminders';
import { employerActivityPk } from './admin';
import type { AdminMailKind } from './census';
import { queryAll } from './query-all';

export const proofReminderMarkKey = (employerId: string, email: string) => ({
  pk: employerActivityPk(employerId),
  sk: `PROOFREMINDED#${email.toLowerCase()}`,
});
export const proofReminderOutboxKey = (employerId: string, email: string, tag: string) => ({
  pk: employerActivityPk(employerId),
  sk: `OUTBOX#PROOFREMINDER#${email.toLowerCase()}#${tag}`,
});

/** How long a proof reminder's mark is kept (the table's TTL removes it). */
const MARK_TTL_DAYS = 90;

/** One proof reminder to queue: no secret, the template's data only. */
export interface ProofReminderMail {
  email: string;
  firstName: string;
  language: Language;
  planYear: number;
  /** The rejected proof's reason; null when no proof was uploaded. */
  rejectedReason: string | null;
  rejected: boolean;
}

export class ProofReminderStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** When each member of the employer was last sent a proof reminder, by lower-cased e-mail. */
  async remindedAt(employerId: string): Promise<Map<string, string>> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerActivityPk(employerId), ':p': 'PROOFREMINDED#' },
      ProjectionExpression: 'sk, remindedAt',
    });
    const found = new Map<string, string>();
    for (const i of items) found.set(String(i.sk).slice('PROOFREMINDED#'.length), String(i.remindedAt ?? ''));
    return found;
  }

  /**
   * Queues each proof reminder, one transaction per member: the mark moves to now only while the
   * member was not sent one in the last 48 hours, and the outbox item `tag` is inserted once.
   * Answers the e-mails queued.
   */
  async queue(
    employerId: string,
    employerName: string,
    reminders: readonly ProofReminderMail[],
    tag: string,
    now: Date,
  ): Promise<string[]> {
    const at = now.toISOString();
    const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_HOURS * 3_600_000).toISOString();
    const expiresAt = Math.floor(now.getTime() / 1000) + MARK_TTL_DAYS * 86_400;
    const queued: string[] = [];
    for (const r of reminders) {
      const email = r.email.toLowerCase();
      try {
        await this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: this.table,
                  Key: proofReminderMarkKey(employerId, email),
                  UpdateExpression:
                    'SET remindedAt = :at, email = :email, expiresAt = :exp, reminders = if_not_exists(reminders, :zero) + :one',
                  ConditionExpression: 'attribute_not_exists(remindedAt) OR remindedAt <= :cutoff',
                  ExpressionAttributeValues: {
                    ':at': at,
                    ':email': email,
                    ':exp': expiresAt,
                    ':zero': 0,
                    ':one': 1,
                    ':cutoff': cutoff,
                  },
                },
              },
              {
                Put: {
                  TableName: this.table,
                  Item: {
                    ...proofReminderOutboxKey(employerId, email, tag),
                    kind: 'outbox',
                    mailKind: 'proof-reminder' satisfies AdminMailKind,
                    status: 'pending',
                    employerId: employerId.toLowerCase(),
                    to: email,
                    language: r.language,
                    data: {
                      firstName: r.firstName,
                      employerName,
                      planYear: String(r.planYear),
                      rejected: r.rejected ? 'yes' : 'no',
                      reason: r.rejectedReason ?? '',
                    },
                    createdon: at,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        queued.push(email);
      } catch (error) {
        const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        const taken =
          (error as { name?: string }).name === 'TransactionCanceledException' &&
          (reasons ?? []).some((c) => c.Code === 'ConditionalCheckFailed');
        if (!taken) throw error;
      }
    }
    return queued;
  }
}
