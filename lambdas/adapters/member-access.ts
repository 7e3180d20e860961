/**
 * The members table as the store of the access flows (lambdas/access/ports.ts): pending
 * members, their e-mail claims, set-password tokens, registration proofs and reset codes. The
 * item layout is described in members.ts; the member reads are inherited from MemberReader.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { MemberRecord } from '../../shared/domain/member';
import type { AccessStore, OneTimeSecret } from '../access/ports';
import { conditionFailedAt, isConditionFailure } from './conditions';
import { MemberReader, memberKey, memberPk, toItem } from './members';

export const emailClaimKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'CLAIM' });
export const setPasswordTokenKey = (id: string) => ({ pk: memberPk(id), sk: 'SET_PASSWORD_TOKEN' });
export const registrationProofKey = (id: string) => ({ pk: memberPk(id), sk: 'REGISTRATION_PROOF' });
export const resetCodeKey = (id: string) => ({ pk: memberPk(id), sk: 'RESET_CODE' });

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

/** The members table as the access flows' store: a member's registration, password and reset secrets. */
export class MemberAccessStore extends MemberReader implements AccessStore {
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

  async createPending(
    member: MemberRecord,
    token: OneTimeSecret,
    proof: string,
    also: readonly Record<string, unknown>[] = [],
  ): Promise<boolean> {
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
            ...also,
          ],
        }),
      );
      return true;
    } catch (error) {
      // Reason 1 is the e-mail claim; a clash of fresh random member ids (reason 0) is not "taken".
      if (conditionFailedAt(error, 1)) return false;
      // A write of `also` whose condition failed (the invitation was used or replaced meanwhile).
      if (also.some((_, i) => conditionFailedAt(error, 4 + i))) return false;
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
