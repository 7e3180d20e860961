/**
 * The admin table: the console's own data (docs/decisions/0029-administrator-identities.md).
 *
 * | pk | sk | item |
 * |---|---|---|
 * | GRANTS | ADMIN#<sub> | an administrator's grant: e-mail, role (hr, broker), employer ids, phi, who changed it when; `revokedAt` once revoked |
 * | EMPLOYER#<id> | ACTIVITY#<at>#<id> | one entry of the employer's activity log: actor, action, detail; `expiresAt` after the stage's retention |
 * | SIGNIN#<sub>#<auth_time> | SIGNIN | the mark that a sign-in was logged once, expiring with the activity |
 * | ADMIN_INVITE#<hash> | TOKEN | an invitation's one-time set-password token, by the SHA-256 of the token (never the token): sub, e-mail, `expiresAt` (the table's TTL) |
 *
 * All grants sit in one partition: there are tens or hundreds of administrators, an operator lists
 * them with one Query, and the admin chain reads one by key on every request.
 */
import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ActivityAction, ActivityEntry, AdminRole } from '../../shared/schemas/admin';
import * as apiMessages from '../../shared/api-messages';
import { ValidationError } from '../../shared/domain/errors';
import { isConditionFailure } from './conditions';
import { queryAll, queryPage } from './query-all';

export const GRANTS_PK = 'GRANTS';
export const grantKey = (sub: string) => ({ pk: GRANTS_PK, sk: `ADMIN#${sub}` });
export const employerActivityPk = (employerId: string) => `EMPLOYER#${employerId.toLowerCase()}`;
/** An invitation's set-password token, by its hash. */
export const adminInviteKey = (tokenHash: string) => ({ pk: `ADMIN_INVITE#${tokenHash}`, sk: 'TOKEN' });

/** How long an administrator's set-password link works (as the employees' link: 72 hours). */
export const ADMIN_INVITE_TTL_HOURS = 72;

/** The hash an invitation token is stored and looked up by. */
export const adminInviteHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new one-time set-password token: 32 random bytes, base64url (the link carries it, the table its hash). */
export const newAdminInviteToken = (): string => randomBytes(32).toString('base64url');

/** What an administrator may do: checked on every admin request (lambdas/middleware/admin.ts). */
export interface AdminGrant {
  /** The workforce pool's subject of the administrator. */
  sub: string;
  email: string;
  role: AdminRole;
  /** Lower-cased employer ids: one for an HR administrator, one or more for a broker. */
  employerIds: string[];
  /** Whether files carrying SSNs (the 834) may be produced and downloaded. */
  phi: boolean;
  createdAt: string;
  updatedAt: string;
  /** Set when an operator revoked the grant: every request is then refused. */
  revokedAt: string | null;
  /**
   * When the administrator's authenticator app (TOTP) was found enrolled (POST /api/admin/mfa):
   * until then every admin route but GET /api/admin/me and POST /api/admin/mfa is refused.
   */
  mfaAt: string | null;
  /** The hash of the set-password link last sent, while unused: a newer invitation voids the older link. */
  inviteHash: string | null;
}

/** What a valid invitation token opens. */
export interface AdminInvite {
  sub: string;
  email: string;
  tokenHash: string;
  /** When the link stops working, epoch seconds. */
  expiresAt: number;
}

/** One thing done, to record in each employer's activity log it concerns. */
export interface ActivityRecord {
  employerIds: readonly string[];
  actor: string;
  action: ActivityAction;
  detail: string;
}

/** How long activity is kept unless the stage says otherwise (ADMIN_ACTIVITY_RETENTION_DAYS). */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 2557; // seven years

const ACTIVITY_PAGE = 50;

function toGrant(item: Record<string, unknown>): AdminGrant {
  return {
    sub: String(item.sub),
    email: String(item.email),
    role: item.role === 'broker' ? 'broker' : 'hr',
    employerIds: Array.isArray(item.employerIds) ? item.employerIds.map((e) => String(e).toLowerCase()) : [],
    phi: item.phi === true,
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? item.createdAt ?? ''),
    revokedAt: typeof item.revokedAt === 'string' ? item.revokedAt : null,
    mfaAt: typeof item.mfaAt === 'string' ? item.mfaAt : null,
    inviteHash: typeof item.inviteHash === 'string' ? item.inviteHash : null,
  };
}

const encodeCursor = (key: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify([key.pk, key.sk])).toString('base64url');

/** The key a cursor names, only within the employer's own log: any other cursor is refused. */
function decodeCursor(cursor: string, pk: string): Record<string, unknown> {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const [p, s] = Array.isArray(key) ? (key as unknown[]) : [];
  if (p !== pk || typeof s !== 'string' || !s.startsWith('ACTIVITY#'))
    throw new ValidationError(apiMessages.invalidRequest, { 'query.cursor': 'must be the cursor of a page' });
  return { pk: p, sk: s };
}

export class AdminStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly retentionDays: number = DEFAULT_ACTIVITY_RETENTION_DAYS,
  ) {}

  async grant(sub: string): Promise<AdminGrant | undefined> {
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: grantKey(sub) }));
    return out.Item ? toGrant(out.Item) : undefined;
  }

  /** Every grant, revoked ones included, by e-mail. */
  async grants(): Promise<AdminGrant[]> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': GRANTS_PK },
    });
    return items.map(toGrant).sort((a, b) => a.email.localeCompare(b.email));
  }

  /** Writes a grant and records the change in each employer's log it touches, in one transaction. */
  async putGrant(grant: AdminGrant, change: Omit<ActivityRecord, 'action'>, now: Date): Promise<void> {
    const item = {
      ...grantKey(grant.sub),
      ...grant,
      employerIds: grant.employerIds.map((e) => e.toLowerCase()),
    };
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: this.table, Item: item } },
          ...this.activityItems({ ...change, action: 'grant-change' }, now).map((Item) => ({
            Put: { TableName: this.table, Item },
          })),
        ],
      }),
    );
  }

  /**
   * Writes a grant with the change's activity and any further items, in one transaction, only if the
   * grant is still as read (`previous`: same `updatedAt`; none: still absent). Answers false when it
   * changed meanwhile, writing nothing.
   */
  private async writeGrant(
    grant: AdminGrant,
    previous: AdminGrant | undefined,
    change: Omit<ActivityRecord, 'action'>,
    now: Date,
    extra: NonNullable<TransactWriteCommandInput['TransactItems']> = [],
  ): Promise<boolean> {
    const item = {
      ...grantKey(grant.sub),
      ...grant,
      employerIds: grant.employerIds.map((e) => e.toLowerCase()),
    };
    const guard = previous
      ? {
          ConditionExpression: 'updatedAt = :was',
          ExpressionAttributeValues: { ':was': previous.updatedAt },
        }
      : { ConditionExpression: 'attribute_not_exists(pk)' };
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: this.table, Item: item, ...guard } },
            ...extra,
            ...this.activityItems({ ...change, action: 'grant-change' }, now).map((Item) => ({
              Put: { TableName: this.table, Item },
            })),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * An operator's invitation: the grant (new, or changed, and active again) with the hash of a new
   * set-password token, the token's item, and the change in each employer's log, in one
   * transaction. The earlier link's item is deleted and its hash replaced, so it stops working.
   * Answers false, writing nothing, when the grant changed since `previous` was read.
   */
  async invite(
    grant: Omit<AdminGrant, 'inviteHash' | 'revokedAt'>,
    previous: AdminGrant | undefined,
    token: { hash: string; expiresAt: number },
    change: Omit<ActivityRecord, 'action'>,
    now: Date,
  ): Promise<boolean> {
    const at = now.toISOString();
    const extra: NonNullable<TransactWriteCommandInput['TransactItems']> = [
      {
        Put: {
          TableName: this.table,
          Item: {
            ...adminInviteKey(token.hash),
            sub: grant.sub,
            email: grant.email,
            createdAt: at,
            expiresAt: token.expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
    if (previous?.inviteHash && previous.inviteHash !== token.hash)
      extra.push({ Delete: { TableName: this.table, Key: adminInviteKey(previous.inviteHash) } });
    return this.writeGrant(
      { ...grant, revokedAt: null, inviteHash: token.hash },
      previous,
      change,
      now,
      extra,
    );
  }

  /**
   * An operator's revocation: `revokedAt` set (the admin chain refuses every request from then on),
   * an unused set-password link voided, and the change logged, in one transaction. Answers false
   * when the grant changed since it was read.
   */
  async revoke(grant: AdminGrant, change: Omit<ActivityRecord, 'action'>, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const extra: NonNullable<TransactWriteCommandInput['TransactItems']> = grant.inviteHash
      ? [{ Delete: { TableName: this.table, Key: adminInviteKey(grant.inviteHash) } }]
      : [];
    return this.writeGrant(
      { ...grant, revokedAt: at, updatedAt: at, inviteHash: null },
      grant,
      change,
      now,
      extra,
    );
  }

  /**
   * What a set-password token opens: its item, unexpired, whose grant is active and still names this
   * token as its newest link. Undefined for an unknown, expired, replaced or used token alike.
   */
  async invitation(token: string, nowSeconds: number): Promise<AdminInvite | undefined> {
    const tokenHash = adminInviteHash(token);
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: adminInviteKey(tokenHash), ConsistentRead: true }),
    );
    if (!Item || !(Number(Item.expiresAt) > nowSeconds)) return undefined;
    const grant = await this.grant(String(Item.sub));
    if (!grant || grant.revokedAt || grant.inviteHash !== tokenHash) return undefined;
    return { sub: grant.sub, email: grant.email, tokenHash, expiresAt: Number(Item.expiresAt) };
  }

  /**
   * Uses a token up: its item deleted and the grant's `inviteHash` cleared, in one transaction that
   * only one request can win. Answers false when the token was used, replaced or revoked meanwhile.
   */
  async useInvitation(invite: AdminInvite): Promise<boolean> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.table,
                Key: adminInviteKey(invite.tokenHash),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: grantKey(invite.sub),
                UpdateExpression: 'SET inviteHash = :none',
                ConditionExpression:
                  'inviteHash = :h AND (attribute_not_exists(revokedAt) OR attribute_type(revokedAt, :null))',
                ExpressionAttributeValues: { ':h': invite.tokenHash, ':none': null, ':null': 'NULL' },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Gives a used token back after the password could not be set (the link works again until it
   * expires), unless a newer invitation or a revocation came meanwhile. Best effort.
   */
  async restoreInvitation(invite: AdminInvite, now: Date): Promise<void> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...adminInviteKey(invite.tokenHash),
                  sub: invite.sub,
                  email: invite.email,
                  createdAt: now.toISOString(),
                  expiresAt: invite.expiresAt,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: grantKey(invite.sub),
                UpdateExpression: 'SET inviteHash = :h',
                ConditionExpression:
                  '(attribute_not_exists(inviteHash) OR attribute_type(inviteHash, :null)) AND (attribute_not_exists(revokedAt) OR attribute_type(revokedAt, :null))',
                ExpressionAttributeValues: { ':h': invite.tokenHash, ':null': 'NULL' },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * Records that the administrator's authenticator app is enrolled (`mfaAt`), once, with the change
   * in each employer's log. Answers false when it was recorded already or the grant is revoked.
   */
  async recordMfa(grant: AdminGrant, now: Date): Promise<boolean> {
    const at = now.toISOString();
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: grantKey(grant.sub),
                UpdateExpression: 'SET mfaAt = :at',
                ConditionExpression:
                  'attribute_exists(pk) AND (attribute_not_exists(mfaAt) OR attribute_type(mfaAt, :null)) AND (attribute_not_exists(revokedAt) OR attribute_type(revokedAt, :null))',
                ExpressionAttributeValues: { ':at': at, ':null': 'NULL' },
              },
            },
            ...this.activityItems(
              {
                employerIds: grant.employerIds,
                actor: grant.email,
                action: 'grant-change',
                detail: 'Set up an authenticator app for two-step sign-in',
              },
              now,
            ).map((Item) => ({ Put: { TableName: this.table, Item } })),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  private activityItems(record: ActivityRecord, now: Date): Record<string, unknown>[] {
    const at = now.toISOString();
    const expiresAt = Math.floor(now.getTime() / 1000) + this.retentionDays * 86_400;
    return [...new Set(record.employerIds.map((e) => e.toLowerCase()))].map((employerId) => ({
      pk: employerActivityPk(employerId),
      sk: `ACTIVITY#${at}#${randomUUID()}`,
      employerId,
      at,
      actor: record.actor,
      action: record.action,
      detail: record.detail,
      expiresAt,
    }));
  }

  /** Records one action in the log of each employer it concerns. */
  /**
   * Records an action in one transaction with the writes that make it (Puts of whole items in the
   * admin table): both are stored, or neither.
   */
  async recordWith(
    record: ActivityRecord,
    now: Date,
    puts: ReadonlyArray<{ TableName: string; Item: Record<string, unknown> }>,
  ): Promise<void> {
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...puts,
          ...this.activityItems(record, now).map((Item) => ({ TableName: this.table, Item })),
        ].map((Put) => ({ Put })),
      }),
    );
  }

  async record(record: ActivityRecord, now: Date): Promise<void> {
    const items = this.activityItems(record, now);
    if (items.length === 0) return;
    if (items.length === 1) {
      await this.db.send(new PutCommand({ TableName: this.table, Item: items[0] }));
      return;
    }
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: items.map((Item) => ({ Put: { TableName: this.table, Item } })),
      }),
    );
  }

  /**
   * Records a sign-in once per session (the token's auth_time): the first request of a session
   * writes the mark and the log entries in one transaction; the next ones find the mark.
   */
  async recordSignIn(grant: AdminGrant, authTime: number, now: Date): Promise<boolean> {
    const expiresAt = Math.floor(now.getTime() / 1000) + this.retentionDays * 86_400;
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: { pk: `SIGNIN#${grant.sub}#${authTime}`, sk: 'SIGNIN', expiresAt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...this.activityItems(
              { employerIds: grant.employerIds, actor: grant.email, action: 'sign-in', detail: '' },
              now,
            ).map((Item) => ({ Put: { TableName: this.table, Item } })),
          ],
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
      throw error;
    }
  }

  /** One page of an employer's log, newest first. */
  async activity(
    employerId: string,
    cursor?: string,
  ): Promise<{ items: ActivityEntry[]; next: string | null }> {
    const pk = employerActivityPk(employerId);
    const page = await queryPage(
      this.db,
      {
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
        ExpressionAttributeValues: { ':pk': pk, ':a': 'ACTIVITY#' },
        ScanIndexForward: false,
        Limit: ACTIVITY_PAGE,
      },
      cursor ? decodeCursor(cursor, pk) : undefined,
    );
    return {
      items: page.items.map((i) => ({
        at: String(i.at),
        actor: String(i.actor),
        action: i.action as ActivityAction,
        detail: String(i.detail),
      })),
      next: page.next ? encodeCursor(page.next) : null,
    };
  }
}
