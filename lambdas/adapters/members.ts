/**
 * Members table: member profiles, and beside each pending member the secrets of its
 * registration. Item layout (pk / sk):
 *
 * - `MEMBER#<id>` / `PROFILE`: the member (GSI byEmail on `email`, GSI bySub on `sub`);
 * - `EMAIL#<lower-cased e-mail>` / `CLAIM`: `memberId`; makes an e-mail unique across members
 *   (the byEmail index is eventually consistent, a conditional put is not);
 * - `MEMBER#<id>` / `SET_PASSWORD_TOKEN`: `tokenHash`, `expiresAt` (the table's TTL attribute),
 *   and while an attempt holds it `leaseId`, `leaseUntil`;
 * - `MEMBER#<id>` / `REGISTRATION_PROOF`: `proofHash`, until the password is set;
 * - `MEMBER#<id>` / `RESET_CODE`: `codeHash`, `expiresAt`, `attempts`.
 *
 * Secrets are stored only as SHA-256 hashes and compared in constant time. None of these items
 * carries `email` or `sub`, so none appears in the indexes.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { MemberRecord } from '../../shared/domain/member';
import type { AccessStore, OneTimeSecret } from '../../shared/domain/access-ports';
import { conditionFailedAt, isConditionFailure } from './conditions';

export const memberKey = (id: string) => ({ pk: `MEMBER#${id.toLowerCase()}`, sk: 'PROFILE' });
export const emailClaimKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'CLAIM' });
export const setPasswordTokenKey = (id: string) => ({
  pk: `MEMBER#${id.toLowerCase()}`,
  sk: 'SET_PASSWORD_TOKEN',
});
export const registrationProofKey = (id: string) => ({
  pk: `MEMBER#${id.toLowerCase()}`,
  sk: 'REGISTRATION_PROOF',
});
export const resetCodeKey = (id: string) => ({ pk: `MEMBER#${id.toLowerCase()}`, sk: 'RESET_CODE' });

type MemberItem = MemberRecord & { pk: string; sk: string };

const defaults = {
  address1: null,
  address2: null,
  city: null,
  stateorprovince: null,
  postalcode: null,
  county: null,
  emailaddress: null,
  personalemailaddress: null,
  phonenumber: null,
  birthdate: null,
  gender: null,
  istobaccouser: null,
  ssn: null,
  currentplanid: null,
  currentplanyear: null,
  pcpname: null,
  pcpid: null,
  existingpatient: null,
  ispasswordchanged: null,
  modifiedon: null,
  modifiedby: null,
  sub: null,
} satisfies Partial<MemberRecord>;

/** The household's optimistic lock (lambdas/adapters/profiles.ts): bookkeeping, not member data. */
export const HOUSEHOLD_VERSION = 'householdversion';

export function toMember(item: Record<string, unknown>): MemberRecord {
  const {
    pk: _pk,
    sk: _sk,
    [HOUSEHOLD_VERSION]: _version,
    ...rest
  } = item as unknown as MemberItem & { [HOUSEHOLD_VERSION]?: number };
  return { ...defaults, ...rest };
}

function toItem(m: MemberRecord): Record<string, unknown> {
  const item: Record<string, unknown> = { ...memberKey(m.id), ...m, email: m.email.toLowerCase() };
  // GSI keys must not be null: a pending member has no sub attribute at all.
  if (item.sub === null) delete item.sub;
  return item;
}

/** SHA-256, hex. */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** Constant-time comparison of two hex hashes. */
function sameHash(a: unknown, b: string): boolean {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** A reset code is only 6 digits: salt its hash with the member id so equal codes hash apart. */
export const resetCodeHash = (memberId: string, code: string): string =>
  hashSecret(`${memberId.toLowerCase()}:${code}`);

/** A member is pending while it has no sub and no ispasswordchanged (null or absent). */
const pendingCondition =
  'attribute_exists(pk) AND attribute_not_exists(#sub) AND (attribute_not_exists(ispasswordchanged) OR attribute_type(ispasswordchanged, :nullType))';

/** Members table: member profiles by id, by Cognito sub and by e-mail, and the secrets of registration. */
export class MemberRepository implements AccessStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
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

  /** Creates a member; fails with ConditionalCheckFailedException when the id exists. */
  async create(m: MemberRecord): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: toItem(m),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async createPending(member: MemberRecord, token: OneTimeSecret, proof: string): Promise<boolean> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: toItem(member),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: { ...emailClaimKey(member.email), memberId: member.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...setPasswordTokenKey(member.id),
                  tokenHash: hashSecret(token.value),
                  expiresAt: token.expiresAt,
                },
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: { ...registrationProofKey(member.id), proofHash: hashSecret(proof) },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      // Reason 1 is the e-mail claim; a clash of fresh random member ids (reason 0) is not "taken".
      if (conditionFailedAt(error, 1)) return false;
      throw error;
    }
  }

  async removePending(member: MemberRecord): Promise<boolean> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.table,
                Key: memberKey(member.id),
                ConditionExpression: pendingCondition,
                ExpressionAttributeNames: { '#sub': 'sub' },
                ExpressionAttributeValues: { ':nullType': 'NULL' },
              },
            },
            {
              // Members written before e-mail claims existed have none; never remove another member's.
              Delete: {
                TableName: this.table,
                Key: emailClaimKey(member.email),
                ConditionExpression: 'attribute_not_exists(pk) OR memberId = :id',
                ExpressionAttributeValues: { ':id': member.id },
              },
            },
            { Delete: { TableName: this.table, Key: setPasswordTokenKey(member.id) } },
            { Delete: { TableName: this.table, Key: registrationProofKey(member.id) } },
            { Delete: { TableName: this.table, Key: resetCodeKey(member.id) } },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async matchesProof(memberId: string, proof: string): Promise<boolean> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: registrationProofKey(memberId), ConsistentRead: true }),
    );
    return sameHash(Item?.proofHash, hashSecret(proof));
  }

  async matchesSetPasswordToken(memberId: string, token: string, nowSeconds: number): Promise<boolean> {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.table, Key: setPasswordTokenKey(memberId), ConsistentRead: true }),
    );
    return (
      sameHash(Item?.tokenHash, hashSecret(token)) &&
      typeof Item?.expiresAt === 'number' &&
      Item.expiresAt > nowSeconds
    );
  }

  async replaceSetPasswordToken(memberId: string, token: OneTimeSecret): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...setPasswordTokenKey(memberId),
          tokenHash: hashSecret(token.value),
          expiresAt: token.expiresAt,
        },
      }),
    );
  }

  async claimSetPasswordToken(
    memberId: string,
    token: string,
    nowSeconds: number,
    leaseUntil: number,
  ): Promise<string | undefined> {
    const lease = randomUUID();
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: setPasswordTokenKey(memberId),
          UpdateExpression: 'SET leaseId = :lease, leaseUntil = :until',
          ConditionExpression:
            'tokenHash = :hash AND expiresAt > :now AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
          ExpressionAttributeValues: {
            ':lease': lease,
            ':until': leaseUntil,
            ':hash': hashSecret(token),
            ':now': nowSeconds,
          },
        }),
      );
      return lease;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  async releaseSetPasswordToken(memberId: string, lease: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: setPasswordTokenKey(memberId),
          UpdateExpression: 'REMOVE leaseId, leaseUntil',
          ConditionExpression: 'leaseId = :lease',
          ExpressionAttributeValues: { ':lease': lease },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async completeSetPassword(memberId: string, sub: string, at: string, lease: string): Promise<boolean> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: memberKey(memberId),
                UpdateExpression: 'SET #sub = :sub, ispasswordchanged = :at',
                ConditionExpression: pendingCondition,
                ExpressionAttributeNames: { '#sub': 'sub' },
                ExpressionAttributeValues: { ':sub': sub, ':at': at, ':nullType': 'NULL' },
              },
            },
            {
              Delete: {
                TableName: this.table,
                Key: setPasswordTokenKey(memberId),
                ConditionExpression: 'leaseId = :lease',
                ExpressionAttributeValues: { ':lease': lease },
              },
            },
            { Delete: { TableName: this.table, Key: registrationProofKey(memberId) } },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async putResetCode(memberId: string, code: OneTimeSecret): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...resetCodeKey(memberId),
          codeHash: resetCodeHash(memberId, code.value),
          expiresAt: code.expiresAt,
          attempts: 0,
        },
      }),
    );
  }

  async tryResetCode(
    memberId: string,
    code: string,
    nowSeconds: number,
    maxAttempts: number,
  ): Promise<boolean> {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: resetCodeKey(memberId),
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND expiresAt > :now',
          ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts, ':now': nowSeconds },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return sameHash(Attributes?.codeHash, resetCodeHash(memberId, code));
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async consumeResetCode(memberId: string, code: string): Promise<boolean> {
    try {
      await this.db.send(
        new DeleteCommand({
          TableName: this.table,
          Key: resetCodeKey(memberId),
          ConditionExpression: 'codeHash = :hash',
          ExpressionAttributeValues: { ':hash': resetCodeHash(memberId, code) },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async markPasswordChanged(memberId: string, at: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: memberKey(memberId),
        UpdateExpression: 'SET ispasswordchanged = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }
}
