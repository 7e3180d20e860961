/**
 * The census and its invitations in the admin table (layout in lambdas/adapters/admin.ts):
 *
 * - `EMPLOYER#<id>` / `CENSUS#<email>`: an employee on the census (names, class, hire date,
 *   language, who added them when, `invitedAt`, `invitations`, the `tokenHash` of the link last
 *   sent; `registeredAt` and `memberId` once registered). Written with `attribute_not_exists`, so
 *   a second upload of the same file invites nobody twice.
 * - `EMPLOYER#<id>` / `OUTBOX#INVITATION#<email>#<n>`: the n-th invitation e-mail of that employee,
 *   `kind: outbox`, `status: pending`, written in the same transaction as the census item (or, on a
 *   resend, as the census item's count), and sent once by the admin mail sender. When the
 *   invitation carries the ICHRA notice ({@link InvitationNotice}), the notice's sent mark
 *   (lambdas/adapters/ichra-notices.ts) is a third write of the same transaction, and the outbox
 *   item names the notice's plan year for its link.
 * - `INVITE#<sha-256 of the token>` / `TOKEN`: what a link's token opens (employer, e-mail). Only
 *   the hash is stored; the token itself exists in the e-mail alone. The sender writes it when it
 *   sends (lambdas/adapters/admin-outbox.ts); it is valid while it is the census item's
 *   `tokenHash`, the employee has not registered, and for {@link INVITATION_TTL_DAYS}.
 *
 * The census's reads for a check: the employer's classes (its POLICY#<year>#<class> items in the
 * employers table), who is registered (the members table's EMAIL#<email> CLAIM items, by
 * BatchGetItem) and who is on the census already (one Query of the employer's CENSUS# items).
 */
import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { CensusEmployee, CensusKnown } from '../../shared/domain/census';
import { emailClaimKey } from './member-access';
import { queryAll } from './query-all';

/** How long an invitation link opens registration (a resend gives a fresh one). */
export const INVITATION_TTL_DAYS = 90;

/**
 * The mail kinds of the admin outbox; each has its template where the sender builds the mail. A
 * reminder's items are lambdas/adapters/enrollment-windows.ts's.
 */
/** The admin outbox's e-mails; `notice` is the ICHRA notice (lambdas/adapters/ichra-notices.ts). */
export type AdminMailKind = 'invitation' | 'reminder' | 'notice' | 'proof-reminder';

export interface CensusTables {
  admin: string;
  members: string;
  employers: string;
}

const employerPk = (employerId: string) => `EMPLOYER#${employerId.toLowerCase()}`;
export const censusKey = (employerId: string, email: string) => ({
  pk: employerPk(employerId),
  sk: `CENSUS#${email.toLowerCase()}`,
});
export const invitationOutboxKey = (employerId: string, email: string, n: number) => ({
  pk: employerPk(employerId),
  sk: `OUTBOX#INVITATION#${email.toLowerCase()}#${n}`,
});
export const inviteTokenKey = (tokenHash: string) => ({ pk: `INVITE#${tokenHash}`, sk: 'TOKEN' });

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The ICHRA notice an employee's invitation carries (lambdas/rules/invitation-notice.ts): the plan
 * year its link opens, and the write that marks it sent (IchraNoticeStore.sentWithInvitationWrite),
 * made in the invitation's transaction.
 */
export interface InvitationNotice {
  planYear: number;
  sentMark: TransactItem;
}

/** An employee on the census, as stored. */
export interface CensusEntry extends CensusEmployee {
  employerId: string;
  addedAt: string;
  addedBy: string;
  invitedAt: string | null;
  invitations: number;
  tokenHash: string | null;
  registeredAt: string | null;
  memberId: string | null;
}

function toEntry(item: Record<string, unknown>): CensusEntry {
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  return {
    employerId: String(item.employerId),
    firstName: String(item.firstName),
    lastName: String(item.lastName),
    email: String(item.email),
    class: String(item.class),
    hireDate: text(item.hireDate),
    language: item.language === 'es' ? 'es' : 'en',
    addedAt: String(item.addedAt),
    addedBy: String(item.addedBy),
    invitedAt: text(item.invitedAt),
    invitations: Number(item.invitations ?? 0),
    tokenHash: text(item.tokenHash),
    registeredAt: text(item.registeredAt),
    memberId: text(item.memberId),
  };
}

/** The outbox item of one invitation e-mail: what the sender needs to build it, no secret. */
function invitationOutboxItem(
  employerId: string,
  e: Pick<CensusEmployee, 'email' | 'firstName' | 'language'>,
  employerName: string,
  n: number,
  at: string,
  notice?: InvitationNotice,
): Record<string, unknown> {
  return {
    ...invitationOutboxKey(employerId, e.email, n),
    kind: 'outbox',
    mailKind: 'invitation' satisfies AdminMailKind,
    status: 'pending',
    employerId: employerId.toLowerCase(),
    to: e.email,
    language: e.language,
    data: {
      firstName: e.firstName,
      employerName,
      ...(notice ? { planYear: String(notice.planYear) } : {}),
    },
    createdon: at,
  };
}

/** Employees per TransactWriteItems: at most three items each (census, outbox, notice mark), within DynamoDB's 100. */
const EMPLOYEES_PER_TRANSACTION = 33;
/** Transactions in flight at once while inviting. */
const CONCURRENCY = 4;

/** Runs `work` over `items` with at most `limit` at once, in order of start. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

/** A write failed part-way: `invited` employees were written whole before it (only a count: no e-mail reaches a log). */
export class InvitationWriteError extends Error {
  override readonly name = 'InvitationWriteError';
  constructor(
    readonly invited: number,
    cause: unknown,
  ) {
    super(`Invited ${invited} employees, then a write failed`);
    this.cause = cause;
  }
}

export class CensusStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tables: CensusTables,
  ) {}

  /** The classes of the employer's contribution policies, any plan year. */
  async classes(employerId: string): Promise<string[]> {
    const items = await queryAll(this.db, {
      TableName: this.tables.employers,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerPk(employerId), ':p': 'POLICY#' },
      ProjectionExpression: 'sk',
    });
    return [...new Set(items.map((i) => String(i.sk).split('#').slice(2).join('#')))];
  }

  /** The lower-cased e-mails among `emails` that have a registration (an EMAIL# claim in the members table). */
  async registered(emails: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    const chunks: string[][] = [];
    for (let i = 0; i < emails.length; i += 100) chunks.push(emails.slice(i, i + 100));
    await inParallel(chunks, CONCURRENCY, async (chunk) => {
      let keys: Record<string, unknown>[] = chunk.map(emailClaimKey);
      for (let attempt = 0; keys.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        if (attempt >= 10) throw new Error('BatchGetItem left keys unprocessed after 10 attempts');
        const out = await this.db.send(
          new BatchGetCommand({
            RequestItems: { [this.tables.members]: { Keys: keys, ProjectionExpression: 'pk' } },
          }),
        );
        for (const item of out.Responses?.[this.tables.members] ?? [])
          found.add(String(item.pk).slice('EMAIL#'.length));
        keys = (out.UnprocessedKeys?.[this.tables.members]?.Keys ?? []) as Record<string, unknown>[];
      }
    });
    return found;
  }

  /** Every e-mail on the employer's census. */
  async onCensus(employerId: string): Promise<Set<string>> {
    const items = await queryAll(this.db, {
      TableName: this.tables.admin,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerPk(employerId), ':p': 'CENSUS#' },
      ProjectionExpression: 'sk',
    });
    return new Set(items.map((i) => String(i.sk).slice('CENSUS#'.length)));
  }

  /** Every employee on the employer's census (the tracker shows those who have not registered). */
  async entries(employerId: string): Promise<CensusEntry[]> {
    const items = await queryAll(this.db, {
      TableName: this.tables.admin,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerPk(employerId), ':p': 'CENSUS#' },
    });
    return items.map(toEntry);
  }

  /** What the census checks need from the server, for the file's e-mails. */
  async known(employerId: string, emails: readonly string[]): Promise<CensusKnown> {
    const [classes, members, invited] = await Promise.all([
      this.classes(employerId),
      this.registered(emails),
      this.onCensus(employerId),
    ]);
    return { classes, members, invited };
  }

  /**
   * Puts each employee on the census with their first invitation e-mail in the outbox (and, when
   * `notices` has one for them, the notice it carries marked sent): one transaction per
   * {@link EMPLOYEES_PER_TRANSACTION} employees, each employee's items together, so a failure
   * leaves whole employees written. An employee on the census already (an
   * upload that raced this one) is left out, not invited again. Answers the e-mails written;
   * throws {@link InvitationWriteError} with those written before a failure.
   */
  async invite(
    employerId: string,
    employees: readonly CensusEmployee[],
    employerName: string,
    by: string,
    now: Date,
    notices: ReadonlyMap<string, InvitationNotice> = new Map(),
  ): Promise<string[]> {
    const at = now.toISOString();
    const written: string[] = [];
    const chunks: CensusEmployee[][] = [];
    for (let i = 0; i < employees.length; i += EMPLOYEES_PER_TRANSACTION)
      chunks.push(employees.slice(i, i + EMPLOYEES_PER_TRANSACTION));
    const writeChunk = async (chunk: readonly CensusEmployee[]): Promise<void> => {
      let pending = [...chunk];
      while (pending.length > 0) {
        const writes = pending.map((e): TransactItem[] => {
          const notice = notices.get(e.email.toLowerCase());
          return [
            {
              Put: {
                TableName: this.tables.admin,
                Item: {
                  ...censusKey(employerId, e.email),
                  employerId: employerId.toLowerCase(),
                  ...e,
                  addedAt: at,
                  addedBy: by,
                  invitedAt: at,
                  invitations: 1,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: this.tables.admin,
                Item: invitationOutboxItem(employerId, e, employerName, 1, at, notice),
              },
            },
            ...(notice ? [notice.sentMark] : []),
          ];
        });
        try {
          await this.db.send(new TransactWriteCommand({ TransactItems: writes.flat() }));
          written.push(...pending.map((e) => e.email));
          return;
        } catch (error) {
          const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
          if ((error as { name?: string }).name !== 'TransactionCanceledException' || !reasons) throw error;
          // Each employee's census item is the first of their writes: leave out those on the census already.
          const firsts = writes.map((_, i) => writes.slice(0, i).reduce((n, w) => n + w.length, 0));
          const taken = new Set(
            pending
              .filter((_, i) => reasons[firsts[i] ?? -1]?.Code === 'ConditionalCheckFailed')
              .map((e) => e.email),
          );
          if (taken.size === 0) throw error;
          pending = pending.filter((e) => !taken.has(e.email));
        }
      }
    };
    try {
      await inParallel(chunks, CONCURRENCY, writeChunk);
    } catch (error) {
      throw new InvitationWriteError(written.length, error);
    }
    return written;
  }

  async entry(employerId: string, email: string): Promise<CensusEntry | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tables.admin,
        Key: censusKey(employerId, email),
        ConsistentRead: true,
      }),
    );
    return Item ? toEntry(Item) : undefined;
  }

  /**
   * Queues a fresh invitation e-mail for an employee on the census who has not registered: the
   * census item's count goes up and the next outbox item is inserted, in one transaction that
   * holds only while the item is as read (with the notice the invitation carries marked sent, when
   * there is one). Answers false when the employee is not on the census, has registered, or
   * changed meanwhile.
   */
  async resend(
    employerId: string,
    email: string,
    employerName: string,
    now: Date,
    notice?: InvitationNotice,
  ): Promise<boolean> {
    const entry = await this.entry(employerId, email);
    if (!entry || entry.registeredAt) return false;
    const at = now.toISOString();
    const n = entry.invitations + 1;
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.tables.admin,
                Key: censusKey(employerId, email),
                UpdateExpression: 'SET invitations = :n, invitedAt = :at',
                ConditionExpression: 'invitations = :prev AND attribute_not_exists(registeredAt)',
                ExpressionAttributeValues: { ':n': n, ':prev': entry.invitations, ':at': at },
              },
            },
            {
              Put: {
                TableName: this.tables.admin,
                Item: invitationOutboxItem(employerId, entry, employerName, n, at, notice),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...(notice ? [notice.sentMark] : []),
          ],
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
      throw error;
    }
  }

  /**
   * The census entry a link's token opens: the token's hash is stored, is the census item's latest,
   * has not expired, and the employee has not registered. Undefined otherwise.
   */
  async invitation(tokenHash: string, nowSeconds: number): Promise<CensusEntry | undefined> {
    const { Item: token } = await this.db.send(
      new GetCommand({ TableName: this.tables.admin, Key: inviteTokenKey(tokenHash), ConsistentRead: true }),
    );
    if (!token || Number(token.expiresAt ?? 0) <= nowSeconds) return undefined;
    const entry = await this.entry(String(token.employerId), String(token.email));
    if (!entry || entry.tokenHash !== tokenHash || entry.registeredAt) return undefined;
    return entry;
  }

  /**
   * The write that marks a census entry registered, for the registration's own transaction: it
   * holds only while the link is still the entry's latest and nobody registered from it.
   */
  registeredWrite(entry: CensusEntry, memberId: string, at: string) {
    return {
      Update: {
        TableName: this.tables.admin,
        Key: censusKey(entry.employerId, entry.email),
        UpdateExpression: 'SET registeredAt = :at, memberId = :m',
        ConditionExpression: 'tokenHash = :h AND attribute_not_exists(registeredAt)',
        ExpressionAttributeValues: { ':at': at, ':m': memberId, ':h': entry.tokenHash },
      },
    };
  }

  /** Undoes {@link registeredWrite} when the registration is rolled back (its e-mail could not be sent). */
  async unregister(entry: CensusEntry, memberId: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.tables.admin,
        Key: censusKey(entry.employerId, entry.email),
        UpdateExpression: 'REMOVE registeredAt, memberId',
        ConditionExpression: 'memberId = :m',
        ExpressionAttributeValues: { ':m': memberId },
      }),
    );
  }
}
