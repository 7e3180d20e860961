/**
 * Enrollment windows and reminders (issue 39, item 4) in the admin table, beside the employer's
 * census and activity (pk `EMPLOYER#<id>`, layout of the table in lambdas/adapters/admin.ts):
 *
 * | sk | item |
 * |---|---|
 * | WINDOW#<plan year> | the enrollment window of a plan year: planYear, opens, closes (YYYY-MM-DD), who set it when |
 * | REMINDED#<email> | the last reminder of one employee: `remindedAt`, `reminders` (how many), `expiresAt` (the table's TTL, well after 48 hours) |
 * | OUTBOX#REMINDER#<email>#<tag> | one reminder e-mail in the admin outbox (lambdas/adapters/admin-outbox.ts), `kind: outbox`, `mailKind: reminder`; the tag is the minute HR asked, or the schedule's stage (`<closes>-<n>d`) |
 * | NEWHIRE | the employer's new-hire rules: the waiting period (`waitingKind`, `waitingDays`) and `daysToEnroll`; with a census row's hire date they open a new hire's window by itself (lambdas/rules/enrollment-gate.ts) |
 * | MEMBERWINDOW#<plan year>#<member id> | a member's own enrollment window of a plan year (issue 40, item 5; shared/domain/enrollment-gate.ts): kind (new-hire, correction, life-event), opens, closes, effectiveFrom, fixedEffectiveDate, reason, who opened it when; a new one replaces the old |
 *
 * Why the admin table and not the employers table: an employer file loaded again
 * (EmployerRepository.replace) deletes the employer's items the file does not hold, and a window
 * HR edited must outlive that; and the admin family, which edits windows, writes only this table.
 * The employee side reads one window by key (GET /api/Employer/{id}).
 *
 * A reminder is the mark's conditional update (no reminder, or one at least 48 hours old) and the
 * outbox item's insert, in one transaction: two clicks at once, or a click beside the schedule,
 * cannot both queue one, and a retried request or schedule run finds the mark and queues nothing.
 * The admin mail sender then sends each outbox item once.
 */
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/domain/language';
import { REMINDER_INTERVAL_HOURS } from '../../shared/domain/reminders';
import type { MemberWindow, MemberWindowKind, NewHireSettings } from '../../shared/domain/enrollment-gate';
import type { EnrollmentWindow } from '../../shared/schemas/admin-window';
import { censusKey, type AdminMailKind } from './census';
import { queryAll } from './query-all';

const employerPk = (employerId: string) => `EMPLOYER#${employerId.toLowerCase()}`;
export const windowKey = (employerId: string, planYear: number) => ({
  pk: employerPk(employerId),
  sk: `WINDOW#${planYear}`,
});
/** A member's own window of a plan year. */
export const memberWindowKey = (employerId: string, planYear: number, memberId: string) => ({
  pk: employerPk(employerId),
  sk: `MEMBERWINDOW#${planYear}#${memberId.toLowerCase()}`,
});
/** The employer's new-hire rules. */
export const newHireRulesKey = (employerId: string) => ({ pk: employerPk(employerId), sk: 'NEWHIRE' });
export const reminderMarkKey = (employerId: string, email: string) => ({
  pk: employerPk(employerId),
  sk: `REMINDED#${email.toLowerCase()}`,
});
export const reminderOutboxKey = (employerId: string, email: string, tag: string) => ({
  pk: employerPk(employerId),
  sk: `OUTBOX#REMINDER#${email.toLowerCase()}#${tag}`,
});

/** How long a reminder's mark is kept: long after the 48 hours it counts for (the table's TTL removes it). */
const MARK_TTL_DAYS = 90;
/** Employees per TransactWriteItems: two items each, within DynamoDB's 100. */
const EMPLOYEES_PER_TRANSACTION = 50;
/** Transactions in flight at once. */
const CONCURRENCY = 4;
/** Rounds of a BatchGetItem whose keys DynamoDB left unprocessed. */
const UNPROCESSED_ATTEMPTS = 5;
/** Attempts at a transaction that conflicted with another on the same items. */
const CONFLICT_ATTEMPTS = 6;

/** What the enrollment gate reads of one member (lambdas/rules/enrollment-gate.ts). */
export interface GateRecords {
  employerWindow: EnrollmentWindow | undefined;
  memberWindow: MemberWindow | undefined;
  newHireSettings: NewHireSettings | undefined;
  hireDate: string | undefined;
}

/** Which link a reminder carries: a fresh registration link (on the census, not registered) or the sign-in page. */
export type ReminderLink = 'register' | 'sign-in';

/** One reminder to queue. */
export interface ReminderMail {
  email: string;
  firstName: string;
  language: Language;
  link: ReminderLink;
}

/** What a reminder's template needs, besides the recipient: stored in the outbox item, no secret. */
export interface ReminderData {
  employerName: string;
  /** The window's last day (YYYY-MM-DD), or '' when the employer set no window for the plan year. */
  closes: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function toWindow(item: Record<string, unknown>): EnrollmentWindow {
  return { planYear: Number(item.planYear), opens: text(item.opens), closes: text(item.closes) };
}

const kinds = new Set<unknown>(['new-hire', 'correction', 'life-event']);

/** A stored member window, or undefined for an item that is not one as written here. */
export function toMemberWindow(item: Record<string, unknown>): MemberWindow | undefined {
  const opens = text(item.opens);
  const closes = text(item.closes);
  if (!kinds.has(item.kind) || !opens || !closes) return undefined;
  return {
    memberId: text(item.memberId),
    planYear: Number(item.planYear),
    kind: item.kind as MemberWindowKind,
    opens,
    closes,
    effectiveFrom: text(item.effectiveFrom) || opens,
    fixedEffectiveDate: text(item.fixedEffectiveDate) || null,
    reason: text(item.reason),
    openedBy: text(item.openedBy),
    openedAt: text(item.openedAt),
  };
}

/** Stored new-hire rules, or undefined when the employer set none (or they are not readable). */
export function toNewHireSettings(item: Record<string, unknown>): NewHireSettings | undefined {
  const days = Number(item.daysToEnroll);
  if (!Number.isInteger(days) || days < 1) return undefined;
  if (item.waitingKind === 'first-of-month-after-hire')
    return { waitingPeriod: { kind: 'first-of-month-after-hire' }, daysToEnroll: days };
  const waitingDays = Number(item.waitingDays);
  if (item.waitingKind === 'days-after-hire' && Number.isInteger(waitingDays) && waitingDays >= 0)
    return { waitingPeriod: { kind: 'days-after-hire', days: waitingDays }, daysToEnroll: days };
  return undefined;
}

export interface WindowTables {
  admin: string;
  /** The members table, for the members' languages (its byEmployer index). */
  members: string;
}

/**
 * What the gate's BatchGetItem takes of its four items: the fields of a window, a member window and
 * the new-hire rules, and of the census row its hire date only (the row's names and class stay
 * where they are). Every name through a placeholder: several are DynamoDB reserved words.
 */
const gateFields = [
  'sk',
  'planYear',
  'opens',
  'closes',
  'memberId',
  'kind',
  'effectiveFrom',
  'fixedEffectiveDate',
  'reason',
  'openedBy',
  'openedAt',
  'waitingKind',
  'waitingDays',
  'daysToEnroll',
  'hireDate',
] as const;
export const gateProjection = {
  expression: gateFields.map((_, i) => `#g${i}`).join(', '),
  names: Object.fromEntries(gateFields.map((field, i) => [`#g${i}`, field])),
};

export class EnrollmentWindowStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tables: WindowTables,
  ) {}

  /** Every window of the employer, by plan year ascending (one Query). */
  async windows(employerId: string): Promise<EnrollmentWindow[]> {
    const items = await queryAll(this.db, {
      TableName: this.tables.admin,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerPk(employerId), ':p': 'WINDOW#' },
    });
    return items.map(toWindow).sort((a, b) => a.planYear - b.planYear);
  }

  /** The window of one plan year, or undefined (one GetItem). */
  async window(employerId: string, planYear: number): Promise<EnrollmentWindow | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tables.admin, Key: windowKey(employerId, planYear) }),
    );
    return Item ? toWindow(Item) : undefined;
  }

  /** Sets (or replaces) the window of its plan year. */
  async put(employerId: string, window: EnrollmentWindow, by: string, now: Date): Promise<void> {
    await this.db.send(new PutCommand(this.windowPut(employerId, window, by, now)));
  }

  /**
   * The write that sets the window, for a transaction of the caller's: the console writes it with
   * its activity record (AdminStore.recordWith), so neither is stored without the other.
   */
  windowPut(employerId: string, window: EnrollmentWindow, by: string, now: Date) {
    return {
      TableName: this.tables.admin,
      Item: {
        ...windowKey(employerId, window.planYear),
        employerId: employerId.toLowerCase(),
        planYear: window.planYear,
        opens: window.opens,
        closes: window.closes,
        updatedAt: now.toISOString(),
        updatedBy: by,
      },
    };
  }

  /**
   * Everything the enrollment gate reads of one member, in one strongly consistent BatchGetItem:
   * the employer's window of the plan year, the member's own window, the employer's new-hire rules
   * and the census's hire date for the member's e-mail (of that row, the hire date only:
   * `gateProjection`). One request instead of four GetItems: under
   * a crowd of authorizations (tests/integration/authorize-load.test.ts) each call costs the
   * process its signing and parsing, and DynamoDB one request. Keys DynamoDB leaves unprocessed
   * are asked again, as the SDK's own retries would be.
   */
  async gateRecords(
    employerId: string,
    planYear: number,
    memberId: string,
    email: string,
  ): Promise<GateRecords> {
    const wanted = {
      window: windowKey(employerId, planYear),
      member: memberWindowKey(employerId, planYear, memberId),
      rules: newHireRulesKey(employerId),
      census: censusKey(employerId, email),
    };
    const found = new Map<string, Record<string, unknown>>();
    let keys: Record<string, unknown>[] = Object.values(wanted);
    for (let attempt = 0; keys.length > 0; attempt++) {
      if (attempt >= UNPROCESSED_ATTEMPTS)
        throw new Error(`BatchGetItem left ${keys.length} gate keys unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      const out = await this.db.send(
        new BatchGetCommand({
          RequestItems: {
            [this.tables.admin]: {
              Keys: keys,
              ConsistentRead: true,
              ProjectionExpression: gateProjection.expression,
              ExpressionAttributeNames: gateProjection.names,
            },
          },
        }),
      );
      for (const item of out.Responses?.[this.tables.admin] ?? []) found.set(String(item.sk), item);
      keys = (out.UnprocessedKeys?.[this.tables.admin]?.Keys ?? []) as Record<string, unknown>[];
    }
    const item = (key: { sk: string }) => found.get(key.sk);
    const window = item(wanted.window);
    const member = item(wanted.member);
    const rules = item(wanted.rules);
    const hireDate = item(wanted.census)?.hireDate;
    return {
      employerWindow: window ? toWindow(window) : undefined,
      memberWindow: member ? toMemberWindow(member) : undefined,
      newHireSettings: rules ? toNewHireSettings(rules) : undefined,
      hireDate: typeof hireDate === 'string' && hireDate !== '' ? hireDate : undefined,
    };
  }

  /** Every member window of the employer for a plan year (one Query). */
  async memberWindows(employerId: string, planYear: number): Promise<MemberWindow[]> {
    const items = await queryAll(this.db, {
      TableName: this.tables.admin,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerPk(employerId), ':p': `MEMBERWINDOW#${planYear}#` },
    });
    return items.flatMap((i) => toMemberWindow(i) ?? []);
  }

  /**
   * The write that opens (or replaces) a member's window, for a transaction of the caller's: the
   * console writes it with its activity record (AdminStore.recordWith).
   */
  memberWindowPut(employerId: string, window: MemberWindow) {
    return {
      TableName: this.tables.admin,
      Item: {
        ...memberWindowKey(employerId, window.planYear, window.memberId),
        employerId: employerId.toLowerCase(),
        memberId: window.memberId.toLowerCase(),
        planYear: window.planYear,
        kind: window.kind,
        opens: window.opens,
        closes: window.closes,
        effectiveFrom: window.effectiveFrom,
        fixedEffectiveDate: window.fixedEffectiveDate,
        reason: window.reason,
        openedBy: window.openedBy,
        openedAt: window.openedAt,
      },
    };
  }

  /** The employer's new-hire rules, or undefined when none are set (one GetItem). */
  async newHireSettings(employerId: string): Promise<NewHireSettings | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tables.admin,
        Key: newHireRulesKey(employerId),
        ConsistentRead: true,
      }),
    );
    return Item ? toNewHireSettings(Item) : undefined;
  }

  /** The write that sets the employer's new-hire rules, for a transaction with its activity record. */
  newHireSettingsPut(employerId: string, settings: NewHireSettings, by: string, now: Date) {
    const w = settings.waitingPeriod;
    return {
      TableName: this.tables.admin,
      Item: {
        ...newHireRulesKey(employerId),
        employerId: employerId.toLowerCase(),
        waitingKind: w.kind,
        waitingDays: w.kind === 'days-after-hire' ? w.days : null,
        daysToEnroll: settings.daysToEnroll,
        updatedAt: now.toISOString(),
        updatedBy: by,
      },
    };
  }

  /** When each of the employer's employees was last reminded, by lower-cased e-mail (one Query). */
  async remindedAt(employerId: string): Promise<Map<string, string>> {
    const items = await queryAll(this.db, {
      TableName: this.tables.admin,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerPk(employerId), ':p': 'REMINDED#' },
      ProjectionExpression: 'sk, remindedAt',
    });
    return new Map(
      items.map((i) => [String(i.sk).slice('REMINDED#'.length), text(i.remindedAt)] as [string, string]),
    );
  }

  /** The stored language of each of the employer's members, by lower-cased e-mail (one index Query). */
  async memberLanguages(employerId: string): Promise<Map<string, Language>> {
    const items = await queryAll(this.db, {
      TableName: this.tables.members,
      IndexName: 'byEmployer',
      KeyConditionExpression: '#e = :e',
      ProjectionExpression: '#m, #l',
      ExpressionAttributeNames: { '#e': 'employerId', '#m': 'email', '#l': 'language' },
      ExpressionAttributeValues: { ':e': employerId },
    });
    const found = new Map<string, Language>();
    for (const i of items)
      if (i.language === 'es' || i.language === 'en') found.set(text(i.email).toLowerCase(), i.language);
    return found;
  }

  /**
   * Queues each reminder: the employee's mark moves to now only while they were not reminded in
   * the last 48 hours, and the outbox item `tag` is inserted only once, in one transaction per
   * {@link EMPLOYEES_PER_TRANSACTION} employees; an employee whose mark or item is taken (a
   * concurrent click, a retry) is left out and the others written. Answers the e-mails queued.
   */
  async queue(
    employerId: string,
    reminders: readonly ReminderMail[],
    data: ReminderData,
    tag: string,
    now: Date,
  ): Promise<string[]> {
    const at = now.toISOString();
    const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_HOURS * 3_600_000).toISOString();
    const expiresAt = Math.floor(now.getTime() / 1000) + MARK_TTL_DAYS * 86_400;
    const queued: string[] = [];
    const chunks: ReminderMail[][] = [];
    for (let i = 0; i < reminders.length; i += EMPLOYEES_PER_TRANSACTION)
      chunks.push(reminders.slice(i, i + EMPLOYEES_PER_TRANSACTION));

    const writeChunk = async (chunk: readonly ReminderMail[]): Promise<void> => {
      let pending = [...chunk];
      for (let attempt = 0; pending.length > 0; attempt++) {
        try {
          await this.db.send(
            new TransactWriteCommand({
              TransactItems: pending.flatMap((r) => [
                {
                  Update: {
                    TableName: this.tables.admin,
                    Key: reminderMarkKey(employerId, r.email),
                    UpdateExpression:
                      'SET remindedAt = :at, email = :email, expiresAt = :exp, reminders = if_not_exists(reminders, :zero) + :one',
                    ConditionExpression: 'attribute_not_exists(remindedAt) OR remindedAt <= :cutoff',
                    ExpressionAttributeValues: {
                      ':at': at,
                      ':email': r.email.toLowerCase(),
                      ':exp': expiresAt,
                      ':zero': 0,
                      ':one': 1,
                      ':cutoff': cutoff,
                    },
                  },
                },
                {
                  Put: {
                    TableName: this.tables.admin,
                    Item: {
                      ...reminderOutboxKey(employerId, r.email, tag),
                      kind: 'outbox',
                      mailKind: 'reminder' satisfies AdminMailKind,
                      status: 'pending',
                      employerId: employerId.toLowerCase(),
                      to: r.email.toLowerCase(),
                      language: r.language,
                      data: { firstName: r.firstName, link: r.link, ...data },
                      createdon: at,
                    },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                },
              ]),
            }),
          );
          queued.push(...pending.map((r) => r.email.toLowerCase()));
          return;
        } catch (error) {
          const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
          if ((error as { name?: string }).name !== 'TransactionCanceledException' || !reasons) throw error;
          const taken = new Set(
            pending
              .filter(
                (_, i) =>
                  reasons[2 * i]?.Code === 'ConditionalCheckFailed' ||
                  reasons[2 * i + 1]?.Code === 'ConditionalCheckFailed',
              )
              .map((r) => r.email),
          );
          if (taken.size === 0) {
            // Another transaction on the same marks at the same moment (a second click): once it
            // has landed, the conditions say who it took.
            const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
            if (!conflict || attempt >= CONFLICT_ATTEMPTS) throw error;
            await new Promise((r) => setTimeout(r, 25 * 2 ** attempt * (0.5 + Math.random())));
          }
          pending = pending.filter((r) => !taken.has(r.email));
        }
      }
    };

    let next = 0;
    const lanes = Array.from({ length: Math.min(CONCURRENCY, chunks.length) }, async () => {
      while (next < chunks.length) await writeChunk(chunks[next++] as ReminderMail[]);
    });
    await Promise.all(lanes);
    return queued;
  }
}
