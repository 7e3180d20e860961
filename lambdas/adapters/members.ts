/**
 * Members table: member profiles, and beside each pending member the secrets of its
 * registration. Item layout (pk / sk):
 *
 * - `MEMBER#<id>` / `PROFILE`: the member (GSI byEmail on `email`, GSI bySub on `sub`, GSI
 *   byEmployer on `employerId`, the id of the employer as its profile stores it);
 * - `EMAIL#<lower-cased e-mail>` / `CLAIM`: `memberId`; makes an e-mail unique across members
 *   (the byEmail index is eventually consistent, a conditional put is not);
 * - `MEMBER#<id>` / `SET_PASSWORD_TOKEN`: `tokenHash`, `expiresAt` (the table's TTL attribute),
 *   and while an attempt holds it `leaseId`, `leaseUntil`;
 * - `MEMBER#<id>` / `REGISTRATION_PROOF`: `proofHash`, until the password is set;
 * - `MEMBER#<id>` / `RESET_CODE`: `codeHash`, `expiresAt`, `attempts`.
 *
 * Secrets are stored only as SHA-256 hashes and compared in constant time. None of these items
 * carries `email`, `sub` or `employerId`, so none appears in the indexes.
 *
 * This module reads members, which every family that serves a member does; the access flows'
 * writes and secrets are member-access.ts, so that only the functions running those flows
 * bundle them.
 */
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { emptyMemberFields, type MemberRecord } from '../../shared/domain/member';
import { queryAll } from './query-all';

/** The partition of everything a member owns, in every table that keys by member (ids compare lower-cased). */
export const memberPk = (id: string): string => `MEMBER#${id.toLowerCase()}`;

export const memberKey = (id: string) => ({ pk: memberPk(id), sk: 'PROFILE' });

type MemberItem = MemberRecord & { pk: string; sk: string };

/**
 * The household's optimistic lock (lambdas/adapters/profiles.ts), stored under this name and read
 * as the member's `version`: 0 until the first save, then one more with each member, profile or
 * dependent write. Only the conditional household write sets it.
 */
export const HOUSEHOLD_VERSION = 'householdversion';

export function toMember(item: Record<string, unknown>): MemberRecord {
  const {
    pk: _pk,
    sk: _sk,
    [HOUSEHOLD_VERSION]: stored,
    ...rest
  } = item as unknown as Omit<MemberItem, 'version'> & { [HOUSEHOLD_VERSION]?: number };
  const version = Number(stored ?? 0);
  return {
    ...emptyMemberFields,
    ...rest,
    version: Number.isSafeInteger(version) && version >= 0 ? version : 0,
  };
}

/** The item of a member: its key, its fields and the lower-cased e-mail the byEmail index reads. */
export function toItem(m: MemberRecord): Record<string, unknown> {
  // The version is the lock's, written by the household write alone (never as a plain field).
  const { version: _version, ...fields } = m;
  const item: Record<string, unknown> = { ...memberKey(m.id), ...fields, email: m.email.toLowerCase() };
  // GSI keys must not be null: a pending member has no sub attribute at all.
  if (item.sub === null) delete item.sub;
  return item;
}

/** Members table: a member by id, by Cognito sub and by e-mail. */
export class MemberReader {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
  ) {}

  async get(id: string): Promise<MemberRecord | undefined> {
    const { Item } = await this.db.send(new GetCommand({ TableName: this.table, Key: memberKey(id) }));
    return Item ? toMember(Item) : undefined;
  }

  getMember(id: string): Promise<MemberRecord | undefined> {
    return this.get(id);
  }

  async getBySub(sub: string): Promise<MemberRecord | undefined> {
    const { Items } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'bySub',
        KeyConditionExpression: '#s = :s',
        ExpressionAttributeNames: { '#s': 'sub' },
        ExpressionAttributeValues: { ':s': sub },
        Limit: 1,
      }),
    );
    return Items?.[0] ? toMember(Items[0]) : undefined;
  }

  async getByEmail(email: string): Promise<MemberRecord | undefined> {
    const { Items } = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'byEmail',
        KeyConditionExpression: 'email = :e',
        ExpressionAttributeValues: { ':e': email.toLowerCase() },
        Limit: 1,
      }),
    );
    return Items?.[0] ? toMember(Items[0]) : undefined;
  }

  findMemberByEmail(email: string): Promise<MemberRecord | undefined> {
    return this.getByEmail(email);
  }

  /**
   * Every member of an employer, page after page of the byEmployer index (eventually consistent:
   * a member registered a moment ago may be missing). `employerId` is the id as the employer's
   * profile stores it, which registration copies onto the member.
   */
  async listByEmployer(employerId: string): Promise<MemberRecord[]> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      IndexName: 'byEmployer',
      KeyConditionExpression: 'employerId = :e',
      ExpressionAttributeValues: { ':e': employerId },
    });
    return items.map(toMember);
  }
}
