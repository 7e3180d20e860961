/**
 * Orders table (infra/resources/tables.ts), all items in the member's partition
 * pk `MEMBER#<memberid>`:
 * - `ORDER#<createdon>#<id>`: one order (category HSA | additionalservices | healthinsurance |
 *   waive): the spec's order fields (spec builder section 3) with the section 9
 *   constants, and `memberid`;
 * - `ACCOUNT#<plan year>`: the member account of the plan year (memberaccounttype, status,
 *   familystatus, currentbalance, currenthealthinsurancepremium, currentemployercontribution,
 *   currentemployeeclass, currentpayrolldeduction, waivecoverage, waivecoveragereason,
 *   spousemedicareeligible, ...); written only if absent: one authorization per plan year.
 *   Its `covered` lists the people the order set covers, as they were priced ({@link
 *   OrderSetPerson}: the subscriber first, then each dependent; empty for a waiver): the payroll
 *   file and the 834 read them, not the dependents saved when a file is made. No SSN: the orders
 *   table holds none (docs/decisions/0027-order-set-records-whom-it-covers.md). An account written
 *   before the record existed has no `covered` ({@link orderSetPeople} answers undefined);
 * - `AUDIT#<createdon>#<id>`: who (memberId, sub, requestId) authorized what (elections and
 *   amounts in cents) and when;
 * - `IDEMPOTENCY#<key>`: requestHash, result (the JSON answer), expiresAt (TTL);
 * - `OUTBOX#CONFIRMATION#<plan year>`: the confirmation e-mail of the order set (to, subject,
 *   text, html: no secrets), status `pending`; the stream-triggered sender
 *   (lambdas/adapters/confirmation-outbox.ts) sends it once (docs/decisions/0022).
 * - `ENDED#ACCOUNT#<plan year>#<createdon>`: a member account superseded in a member's own
 *   enrollment window (issue 40, item 5): the old ACCOUNT#<year> as it was, with `enddate` (the day
 *   before the new order set's effective date) and `supersededBy`; its orders keep their items
 *   and get `policyenddate`. Nothing is deleted. It carries no `employerId`, so the byEmployer
 *   index (the tracker) sees only the account of the latest order set.
 * Plus, in the members table, the member's PROFILE gets currentplanid and currentplanyear.
 * Everything of one authorization is written by one TransactWriteItems: all or nothing.
 */
import {
  GetCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Mail } from '../access/ports';
import type { OrderDetail } from '../../shared/schemas/order';
import { memberKey, memberPk } from './members';
import { queryAll } from './query-all';
import { failedGuard } from './conditions';

export { memberPk };
export const orderKey = (memberId: string, createdon: string, id: string) => ({
  pk: memberPk(memberId),
  sk: `ORDER#${createdon}#${id}`,
});
export const accountKey = (memberId: string, year: number) => ({
  pk: memberPk(memberId),
  sk: `ACCOUNT#${year}`,
});
/**
 * The order in which GET /api/Order lists orders: by sort key, descending (newest createdon
 * first, then by id), as the Query with ScanIndexForward false returns them. Keys are ASCII, so
 * comparing JavaScript strings compares them as DynamoDB does (byte by byte).
 */
export const orderListOrder = (
  a: Pick<StoredOrder, 'createdon' | 'id'>,
  b: Pick<StoredOrder, 'createdon' | 'id'>,
) => {
  const ka = orderKey('', a.createdon, a.id).sk;
  const kb = orderKey('', b.createdon, b.id).sk;
  return ka < kb ? 1 : ka > kb ? -1 : 0;
};
export const auditKey = (memberId: string, createdon: string, id: string) => ({
  pk: memberPk(memberId),
  sk: `AUDIT#${createdon}#${id}`,
});
export const idempotencyKey = (memberId: string, key: string) => ({
  pk: memberPk(memberId),
  sk: `IDEMPOTENCY#${key.toLowerCase()}`,
});
/** The confirmation of an order set: one per member and plan year, as the account is. */
export const outboxKey = (memberId: string, planYear: number) => ({
  pk: memberPk(memberId),
  sk: `OUTBOX#CONFIRMATION#${planYear}`,
});
/** The confirmation of an order set that superseded another: one per order set. */
export const changeOutboxKey = (memberId: string, planYear: number, createdon: string) => ({
  pk: memberPk(memberId),
  sk: `OUTBOX#CONFIRMATION#${planYear}#CHANGE#${createdon}`,
});
/** A superseded member account, kept as it was. */
export const endedAccountKey = (memberId: string, year: number, createdon: string) => ({
  pk: memberPk(memberId),
  sk: `ENDED#ACCOUNT#${year}#${createdon}`,
});

/**
 * One person an order set covers, as Authorize Elections priced them (the member account's
 * `covered`). Everything the files need about the person except the SSN, which stays in the
 * members and dependents tables only: the 834 reads it there by `id`.
 */
export interface OrderSetPerson {
  /** The member id for the subscriber, the dependent id for a dependent. */
  id: string;
  relationship: 'self' | 'spouse' | 'child';
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD, as priced. */
  dateofbirth: string;
  gender: 'Male' | 'Female' | null;
  /** Whether the premium was rated with the tobacco factor for the person. */
  tobacco: boolean;
}

const relationships = new Set<unknown>(['self', 'spouse', 'child']);

/**
 * The people a stored member account says its order set covers, or undefined for an account
 * written before Authorize Elections recorded them (no `covered` list). An entry that is not a
 * person as written here is an error, never skipped: a file must not silently leave someone out.
 */
export function orderSetPeople(account: Record<string, unknown>): OrderSetPerson[] | undefined {
  const covered = account.covered;
  if (covered === undefined) return undefined;
  if (!Array.isArray(covered)) throw new Error(`Member account ${String(account.id)}: covered is not a list`);
  return covered.map((raw: unknown, i) => {
    const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const id = str(p.id);
    const dateofbirth = str(p.dateofbirth);
    if (!id || !dateofbirth || !relationships.has(p.relationship) || typeof p.tobacco !== 'boolean')
      throw new Error(`Member account ${String(account.id)}: covered person #${i + 1} is not readable`);
    return {
      id,
      relationship: p.relationship as OrderSetPerson['relationship'],
      firstname: str(p.firstname) ?? '',
      lastname: str(p.lastname) ?? '',
      dateofbirth,
      gender: p.gender === 'Male' || p.gender === 'Female' ? p.gender : null,
      tobacco: p.tobacco,
    };
  });
}

/** A stored order: the detail the API answers plus the spec's constants and bookkeeping. */
export type StoredOrder = OrderDetail & { amountspentCents: number } & Record<string, unknown>;

export interface IdempotencyRecord {
  requestHash: string;
  result: string;
}

/** Everything one authorization writes. */
export interface AuthorizationWrite {
  memberId: string;
  planYear: number;
  createdon: string;
  orders: StoredOrder[];
  account: Record<string, unknown>;
  /** Whom the order set covers, as priced: written on the account item (`covered`). */
  covered: OrderSetPerson[];
  audit: Record<string, unknown> & { id: string };
  member: { currentplanid: string | null; currentplanyear: number; modifiedby: string };
  idempotency: IdempotencyRecord & { key: string; expiresAt: number };
  /** The confirmation e-mail, written as an outbox item in the same transaction. */
  confirmation: Mail;
  /** The order set this one supersedes (an election in a member's own window), if any. */
  supersedes?: Supersession;
}

/**
 * What an order set superseding another writes besides itself: the old account kept as
 * `ENDED#ACCOUNT#...` with its end date, and each old order's `policyenddate`; the new account
 * replaces ACCOUNT#<year> only while it is still the account read (its id).
 */
export interface Supersession {
  /** The account of the order set in force, ACCOUNT#<year> as read (bookkeeping fields dropped). */
  account: Record<string, unknown>;
  /** The old set's orders (those of the plan year without an end date). */
  orders: ReadonlyArray<{ createdon: string; id: string }>;
  /** The last day the old set is in force: the day before the new one's effective date. */
  endDate: string;
}

/** One order set of a plan year, by its member account. */
export interface AccountOrderSet {
  account: Record<string, unknown>;
  effectiveDate: string;
  endDate: string | null;
}

export type AuthorizeOutcome = 'written' | 'key-used' | 'already-authorized' | 'member-missing';

const bookkeeping = new Set(['pk', 'sk', 'memberid', 'kind']);

export class OrderRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly ordersTable: string,
    private readonly membersTable: string,
  ) {}

  /**
   * The transaction's items, in a fixed order: idempotency, account, member (the guards, mapped by
   * index in {@link authorize}), orders, audit, the confirmation's outbox item.
   */
  transactItems(w: AuthorizationWrite): NonNullable<TransactWriteCommandInput['TransactItems']> {
    const T = this.ordersTable;
    return [
      {
        Put: {
          TableName: T,
          Item: {
            ...idempotencyKey(w.memberId, w.idempotency.key),
            kind: 'idempotency',
            requestHash: w.idempotency.requestHash,
            result: w.idempotency.result,
            expiresAt: w.idempotency.expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: T,
          Item: {
            ...accountKey(w.memberId, w.planYear),
            kind: 'account',
            ...w.account,
            ...(w.supersedes ? { supersedes: String(w.supersedes.account.id) } : {}),
            covered: w.covered.map((p) => ({ ...p })),
          },
          // A first authorization: no account yet. Superseding: the account read is still there.
          ...(w.supersedes
            ? {
                ConditionExpression: '#id = :old',
                ExpressionAttributeNames: { '#id': 'id' },
                ExpressionAttributeValues: { ':old': w.supersedes.account.id },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
      {
        Update: {
          TableName: this.membersTable,
          Key: memberKey(w.memberId),
          UpdateExpression:
            'SET currentplanid = :p, currentplanyear = :y, modifiedon = :on, modifiedby = :by',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':p': w.member.currentplanid,
            ':y': w.member.currentplanyear,
            ':on': w.createdon,
            ':by': w.member.modifiedby,
          },
        },
      },
      ...w.orders.map((o) => ({
        Put: {
          TableName: T,
          Item: { ...orderKey(w.memberId, o.createdon, o.id), kind: 'order', memberid: w.memberId, ...o },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      })),
      {
        Put: {
          TableName: T,
          Item: { ...auditKey(w.memberId, w.createdon, w.audit.id), kind: 'audit', ...w.audit },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: T,
          Item: {
            ...(w.supersedes
              ? changeOutboxKey(w.memberId, w.planYear, w.createdon)
              : outboxKey(w.memberId, w.planYear)),
            kind: 'outbox',
            status: 'pending',
            memberid: w.memberId,
            planyear: w.planYear,
            auditId: w.audit.id,
            createdon: w.createdon,
            mail: { ...w.confirmation },
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(w.supersedes ? this.supersessionItems(w, w.supersedes) : []),
    ];
  }

  /** The old order set's end: its account kept under ENDED#, each order's end date. */
  private supersessionItems(
    w: AuthorizationWrite,
    s: Supersession,
  ): NonNullable<TransactWriteCommandInput['TransactItems']> {
    const T = this.ordersTable;
    const { employerId: _indexed, ...old } = s.account;
    const createdon = String(s.account.createdon ?? '');
    return [
      {
        Put: {
          TableName: T,
          Item: {
            ...endedAccountKey(w.memberId, w.planYear, createdon),
            kind: 'ended-account',
            memberid: w.memberId,
            ...old,
            enddate: s.endDate,
            supersededBy: String(w.account.id),
            supersededOn: w.createdon,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...s.orders.map((o) => ({
        Update: {
          TableName: T,
          Key: orderKey(w.memberId, o.createdon, o.id),
          UpdateExpression:
            'SET policyenddate = :end, modifiedon = :on, modifiedby = :by, modifiedreason = :why',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(policyenddate)',
          ExpressionAttributeValues: {
            ':end': s.endDate,
            ':on': w.createdon,
            ':by': w.member.modifiedby,
            ':why': 'Superseded in an enrollment window',
          },
        },
      })),
    ];
  }

  /** Writes the authorization, or says which guard stopped it (nothing is written then). */
  async authorize(w: AuthorizationWrite): Promise<AuthorizeOutcome> {
    try {
      await this.db.send(new TransactWriteCommand({ TransactItems: this.transactItems(w) }));
      return 'written';
    } catch (error) {
      // The guards are the transaction's first three items (transactItems).
      switch (failedGuard(error, ['idempotency', 'account', 'member'] as const)) {
        case 'idempotency':
          return 'key-used';
        case 'account':
          return 'already-authorized';
        case 'member':
          return 'member-missing';
        default:
          throw error;
      }
    }
  }

  async idempotency(memberId: string, key: string): Promise<IdempotencyRecord | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.ordersTable,
        Key: idempotencyKey(memberId, key),
        ConsistentRead: true,
      }),
    );
    if (!Item || typeof Item.requestHash !== 'string' || typeof Item.result !== 'string') return undefined;
    return { requestHash: Item.requestHash, result: Item.result };
  }

  async account(memberId: string, planYear: number): Promise<Record<string, unknown> | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.ordersTable,
        Key: accountKey(memberId, planYear),
        ConsistentRead: true,
      }),
    );
    return Item;
  }

  /**
   * Every member account of the member, one per authorized plan year, oldest year first (one
   * Query of the ACCOUNT# items; the operator exports read them).
   */
  async accounts(memberId: string): Promise<Record<string, unknown>[]> {
    const items = await queryAll(this.db, {
      TableName: this.ordersTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
      ExpressionAttributeValues: { ':pk': memberPk(memberId), ':a': 'ACCOUNT#' },
    });
    return items.map((i) => Object.fromEntries(Object.entries(i).filter(([k]) => !bookkeeping.has(k))));
  }

  /**
   * The member accounts of a plan year's order sets: the latest (ACCOUNT#<year>) and every one it
   * superseded (ENDED#ACCOUNT#<year>#...), each with its effective and end dates (null for the
   * latest). Two reads; the latest first.
   */
  async orderSets(memberId: string, planYear: number): Promise<AccountOrderSet[]> {
    const [latest, ended] = await Promise.all([
      this.account(memberId, planYear),
      queryAll(this.db, {
        TableName: this.ordersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
        ExpressionAttributeValues: { ':pk': memberPk(memberId), ':a': `ENDED#ACCOUNT#${planYear}#` },
        ConsistentRead: true,
      }),
    ]);
    // The account as GetMemberAccount answers it: its memberid stays.
    const strip = (i: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(i).filter(([k]) => k !== 'pk' && k !== 'sk' && k !== 'kind'));
    return [
      ...(latest
        ? [{ account: strip(latest), effectiveDate: String(latest.effectivedate), endDate: null }]
        : []),
      ...ended.map((i) => ({
        account: strip(i),
        effectiveDate: String(i.effectivedate),
        endDate: String(i.enddate),
      })),
    ];
  }

  /** Every superseded member account of the member (ENDED#ACCOUNT#..., one Query), bookkeeping dropped. */
  async endedAccounts(memberId: string): Promise<Record<string, unknown>[]> {
    const items = await queryAll(this.db, {
      TableName: this.ordersTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
      ExpressionAttributeValues: { ':pk': memberPk(memberId), ':a': 'ENDED#ACCOUNT#' },
    });
    return items.map((i) => Object.fromEntries(Object.entries(i).filter(([k]) => !bookkeeping.has(k))));
  }

  /** The member's orders, newest createdon first (one Query, descending sort key). */
  async listOrders(memberId: string): Promise<OrderDetail[]> {
    const items = await queryAll(this.db, {
      TableName: this.ordersTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :o)',
      ExpressionAttributeValues: { ':pk': memberPk(memberId), ':o': 'ORDER#' },
      ScanIndexForward: false,
    });
    return items.map(
      (i) => Object.fromEntries(Object.entries(i).filter(([k]) => !bookkeeping.has(k))) as OrderDetail,
    );
  }
}
