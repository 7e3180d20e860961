/**
 * Life events the members report (issue 40, item 5) in the admin table, beside the employer's
 * activity and the members' own windows, so that a review writes the event's new state, the window
 * it opens (lambdas/adapters/enrollment-windows.ts `memberWindowPut`) and its activity record in one
 * transaction (AdminStore.recordWith), and the console reads an employer's events with one Query:
 *
 * | pk | sk | item |
 * |---|---|---|
 * | EMPLOYER#<id> | LIFEEVENT#<memberId>#<eventId> | one reported event: kind, eventDate, state (pending, approved, rejected), the document (objectKey, fileType, bytes), reportedAt, reviewedAt, reviewedBy, reason, and once approved the window's planYear, opens, closes, fixedEffectiveDate |
 *
 * The event id is its document's upload id. Every change is conditional: a report is written only
 * once (a repeated confirmation of the same upload changes nothing), and a review changes only a
 * pending event.
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProofFileType } from '../../shared/domain/coverage-proof';
import type { LifeEventKind } from '../../shared/domain/enrollment-gate';
import type { LifeEventState } from '../../shared/domain/life-events';
import { employerActivityPk } from './admin';
import { isConditionFailure } from './conditions';
import { queryAll } from './query-all';

/** The window an approved event opened, as stored on the event. */
export interface LifeEventWindowRecord {
  planYear: number;
  opens: string;
  closes: string;
  fixedEffectiveDate: string | null;
}

/** A reported life event, as stored. */
export interface LifeEventRecord {
  employerId: string;
  memberId: string;
  /** The member's sign-in e-mail, lower-cased, and name: what the console shows of whose it is. */
  email: string;
  name: string;
  eventId: string;
  kind: LifeEventKind;
  eventDate: string;
  state: LifeEventState;
  objectKey: string;
  fileType: ProofFileType;
  bytes: number;
  reportedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reason: string | null;
  window: LifeEventWindowRecord | null;
}

export const lifeEventKey = (employerId: string, memberId: string, eventId: string) => ({
  pk: employerActivityPk(employerId),
  sk: `LIFEEVENT#${memberId.toLowerCase()}#${eventId.toLowerCase()}`,
});

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function toRecord(i: Record<string, unknown>): LifeEventRecord {
  const planYear = Number(i.windowPlanYear);
  return {
    employerId: String(i.employerId),
    memberId: String(i.memberId),
    email: String(i.email ?? ''),
    name: String(i.name ?? ''),
    eventId: String(i.eventId),
    kind: i.kind as LifeEventKind,
    eventDate: String(i.eventDate),
    state: i.state as LifeEventState,
    objectKey: String(i.objectKey),
    fileType: i.fileType as ProofFileType,
    bytes: Number(i.bytes),
    reportedAt: String(i.reportedAt),
    reviewedAt: text(i.reviewedAt),
    reviewedBy: text(i.reviewedBy),
    reason: text(i.reason),
    window:
      Number.isInteger(planYear) && text(i.windowOpens) && text(i.windowCloses)
        ? {
            planYear,
            opens: String(i.windowOpens),
            closes: String(i.windowCloses),
            fixedEffectiveDate: text(i.windowFixedEffectiveDate),
          }
        : null,
  };
}

function toItem(r: LifeEventRecord): Record<string, unknown> {
  const { window, ...fields } = r;
  return {
    ...lifeEventKey(r.employerId, r.memberId, r.eventId),
    ...fields,
    employerId: r.employerId.toLowerCase(),
    memberId: r.memberId.toLowerCase(),
    windowPlanYear: window?.planYear ?? null,
    windowOpens: window?.opens ?? null,
    windowCloses: window?.closes ?? null,
    windowFixedEffectiveDate: window?.fixedEffectiveDate ?? null,
  };
}

export class LifeEventStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(employerId: string, memberId: string, eventId: string): Promise<LifeEventRecord | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: lifeEventKey(employerId, memberId, eventId),
        ConsistentRead: true,
      }),
    );
    return Item ? toRecord(Item) : undefined;
  }

  /** One member's events (one Query), newest report first. */
  async ofMember(employerId: string, memberId: string): Promise<LifeEventRecord[]> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: {
        ':pk': employerActivityPk(employerId),
        ':p': `LIFEEVENT#${memberId.toLowerCase()}#`,
      },
      ConsistentRead: true,
    });
    return items.map(toRecord).sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));
  }

  /** The employer's events in a state (one Query of its events), oldest report first. */
  async ofEmployer(employerId: string, state: LifeEventState): Promise<LifeEventRecord[]> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      FilterExpression: '#s = :state',
      ExpressionAttributeNames: { '#s': 'state' },
      ExpressionAttributeValues: {
        ':pk': employerActivityPk(employerId),
        ':p': 'LIFEEVENT#',
        ':state': state,
      },
    });
    return items.map(toRecord).sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
  }

  /** Stores a reported event once: false (nothing written) when this upload was already reported. */
  async report(record: LifeEventRecord): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: toItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * The write of a review, for a transaction with the window it opens and its activity record
   * (AdminStore.recordWith): the reviewed event, only while the stored one is pending.
   */
  reviewPut(reviewed: LifeEventRecord) {
    return {
      TableName: this.table,
      Item: toItem(reviewed),
      ConditionExpression: '#s = :pending',
      ExpressionAttributeNames: { '#s': 'state' },
      ExpressionAttributeValues: { ':pending': 'pending' },
    };
  }
}
