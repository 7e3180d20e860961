/**
 * The ICHRA notice's records (issue 40, item 1) in the admin table, beside the employer's census,
 * windows and reminders (pk `EMPLOYER#<id>`, lambdas/adapters/admin.ts):
 *
 * | sk | item |
 * |---|---|
 * | NOTICE#<plan year>#ACK#<member id>#<version> | an acknowledgment: member, e-mail, version, language, time, and the exact notice shown (`notice`, its JSON) |
 * | NOTICE#<plan year>#SENT#<e-mail>#<version> | the notice sent to an employee, by the daily schedule or with the census invitation (`via`): time |
 * | OUTBOX#NOTICE#<e-mail>#<plan year>#<version> | its e-mail in the admin outbox (lambdas/adapters/admin-outbox.ts), `mailKind: notice` |
 *
 * Each is written once, by a conditional Put: a second acknowledgment of the same version (a
 * double click, a retried request) writes nothing and answers the first; a second send of the same
 * version to the same employee queues nothing. The employer's tracker reads them all for a plan
 * year in one Query (no notice text: a projection).
 *
 * Why the admin table: the employer file's reload (EmployerRepository.replace) deletes the
 * employer's items it does not hold, and an acknowledgment is a record that must outlive it.
 */
import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { IchraNotice } from '../../shared/domain/ichra-notice';
import type { Language } from '../../shared/domain/language';
import type { AdminMailKind } from './census';
import { queryAll } from './query-all';

const employerPk = (employerId: string) => `EMPLOYER#${employerId.toLowerCase()}`;
const yearPrefix = (planYear: number) => `NOTICE#${planYear}#`;

export const noticeAckKey = (employerId: string, planYear: number, memberId: string, version: string) => ({
  pk: employerPk(employerId),
  sk: `${yearPrefix(planYear)}ACK#${memberId.toLowerCase()}#${version}`,
});
export const noticeOutboxKey = (employerId: string, email: string, planYear: number, version: string) => ({
  pk: employerPk(employerId),
  sk: `OUTBOX#NOTICE#${email.toLowerCase()}#${planYear}#${version}`,
});
export const noticeSentKey = (employerId: string, planYear: number, email: string, version: string) => ({
  pk: employerPk(employerId),
  sk: `${yearPrefix(planYear)}SENT#${email.toLowerCase()}#${version}`,
});

/** One notice e-mail to queue: to whom, in which language, and the version it announces. */
export interface NoticeMail {
  email: string;
  firstName: string;
  language: Language;
  employerName: string;
  planYear: number;
  version: string;
}

/** One acknowledgment, as answered (the stored notice text is kept apart). */
export interface NoticeAcknowledgment {
  memberId: string;
  version: string;
  language: Language;
  acknowledgedAt: string;
}

/** Where each employee of an employer stands with the notice of a plan year, by lower-cased e-mail. */
export interface NoticeStates {
  /** The first time a notice was sent, by e-mail. */
  sent: Map<string, string>;
  /** Every version sent to each e-mail, as `<e-mail>#<version>`. */
  sentVersions: Set<string>;
  /** The latest acknowledgment time, by member id (lower-cased) and by e-mail. */
  acknowledgedByMember: Map<string, string>;
  acknowledgedByEmail: Map<string, string>;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const isConditionFailure = (e: unknown): boolean =>
  (e as { name?: string }).name === 'ConditionalCheckFailedException';

function toAck(item: Record<string, unknown>): NoticeAcknowledgment {
  return {
    memberId: text(item.memberId),
    version: text(item.version),
    language: item.language === 'es' ? 'es' : 'en',
    acknowledgedAt: text(item.acknowledgedAt),
  };
}

export class IchraNoticeStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /**
   * Stores the member's acknowledgment of the notice shown, once per version: answers the stored
   * acknowledgment, the first one when the version was acknowledged before (`created: false`).
   */
  async acknowledge(
    employerId: string,
    member: { id: string; email: string },
    notice: IchraNotice,
    now: Date,
  ): Promise<NoticeAcknowledgment & { created: boolean }> {
    const key = noticeAckKey(employerId, notice.planYear, member.id, notice.version);
    const item = {
      ...key,
      kind: 'notice-ack',
      employerId: employerId.toLowerCase(),
      planYear: notice.planYear,
      memberId: member.id.toLowerCase(),
      email: member.email.toLowerCase(),
      version: notice.version,
      language: notice.language,
      acknowledgedAt: now.toISOString(),
      notice: JSON.stringify(notice),
    };
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return { ...toAck(item), created: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const { Item } = await this.db.send(
        new GetCommand({ TableName: this.table, Key: key, ConsistentRead: true }),
      );
      if (!Item) throw error;
      return { ...toAck(Item), created: false };
    }
  }

  /** The member's acknowledgment of one version, or undefined (one GetItem). */
  async acknowledgment(
    employerId: string,
    planYear: number,
    memberId: string,
    version: string,
  ): Promise<NoticeAcknowledgment | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: noticeAckKey(employerId, planYear, memberId, version),
        ProjectionExpression: 'memberId, version, #l, acknowledgedAt',
        ExpressionAttributeNames: { '#l': 'language' },
      }),
    );
    return Item ? toAck(Item) : undefined;
  }

  /**
   * Queues the notice e-mail of `version` to an employee and marks it sent, in one transaction, once:
   * the mark's and the outbox item's conditional Puts both fail when this version was sent to this
   * employee before (a repeated or retried run), and then nothing is written and false is answered.
   * The admin mail sender sends the outbox item (lambdas/handlers/admin-outbox/send-admin-mail.ts).
   */
  async queueNotice(employerId: string, mail: NoticeMail, now: Date): Promise<boolean> {
    const at = now.toISOString();
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...noticeSentKey(employerId, mail.planYear, mail.email, mail.version),
                  kind: 'notice-sent',
                  employerId: employerId.toLowerCase(),
                  planYear: mail.planYear,
                  email: mail.email.toLowerCase(),
                  version: mail.version,
                  via: 'schedule',
                  sentAt: at,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...noticeOutboxKey(employerId, mail.email, mail.planYear, mail.version),
                  kind: 'outbox',
                  mailKind: 'notice' satisfies AdminMailKind,
                  status: 'pending',
                  employerId: employerId.toLowerCase(),
                  to: mail.email.toLowerCase(),
                  language: mail.language,
                  data: {
                    firstName: mail.firstName,
                    employerName: mail.employerName,
                    planYear: String(mail.planYear),
                  },
                  createdon: at,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if (
        (error as { name?: string }).name === 'TransactionCanceledException' &&
        reasons?.some((r) => r.Code === 'ConditionalCheckFailed')
      )
        return false;
      throw error;
    }
  }

  /**
   * The write that marks a notice sent with a census invitation, for the invitation's own
   * transaction (lambdas/adapters/census.ts): the same item the daily run writes, so the run finds
   * this version sent and queues nothing. An Update without a condition, so that it never cancels
   * the invitation: a mark already there (the run sent this version first) keeps its first time.
   */
  sentWithInvitationWrite(
    employerId: string,
    sent: { email: string; planYear: number; version: string },
    now: Date,
  ) {
    return {
      Update: {
        TableName: this.table,
        Key: noticeSentKey(employerId, sent.planYear, sent.email, sent.version),
        UpdateExpression:
          'SET kind = :k, employerId = :e, planYear = :y, email = :m, version = :v, via = if_not_exists(via, :via), sentAt = if_not_exists(sentAt, :at)',
        ExpressionAttributeValues: {
          ':k': 'notice-sent',
          ':e': employerId.toLowerCase(),
          ':y': sent.planYear,
          ':m': sent.email.toLowerCase(),
          ':v': sent.version,
          ':via': 'invitation',
          ':at': now.toISOString(),
        },
      },
    };
  }

  /** Every send and acknowledgment of the employer's notice for a plan year (one Query, no notice text). */
  async states(employerId: string, planYear: number): Promise<NoticeStates> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerPk(employerId), ':p': yearPrefix(planYear) },
      ProjectionExpression: 'kind, email, memberId, version, sentAt, acknowledgedAt',
    });
    const states: NoticeStates = {
      sent: new Map(),
      sentVersions: new Set(),
      acknowledgedByMember: new Map(),
      acknowledgedByEmail: new Map(),
    };
    const keepFirst = (m: Map<string, string>, k: string, at: string) => {
      const had = m.get(k);
      if (had === undefined || at < had) m.set(k, at);
    };
    const keepLatest = (m: Map<string, string>, k: string, at: string) => {
      const had = m.get(k);
      if (had === undefined || at > had) m.set(k, at);
    };
    for (const i of items) {
      const email = text(i.email).toLowerCase();
      if (i.kind === 'notice-sent') {
        keepFirst(states.sent, email, text(i.sentAt));
        states.sentVersions.add(`${email}#${text(i.version)}`);
      }
      if (i.kind === 'notice-ack') {
        keepLatest(states.acknowledgedByMember, text(i.memberId).toLowerCase(), text(i.acknowledgedAt));
        keepLatest(states.acknowledgedByEmail, email, text(i.acknowledgedAt));
      }
    }
    return states;
  }
}
