/**
 * Proof of coverage records (issue 40, item 3) in the admin table, beside the employer's activity
 * log, so that the console's tracker reads an employer's proofs of a plan year with one Query and a
 * review writes the new state and its activity record in one transaction (AdminStore.recordWith):
 *
 * | pk | sk | item |
 * |---|---|---|
 * | EMPLOYER#<id> | PROOF#<planYear>#<memberId> | the member's proof of the plan year: state (pending, approved, rejected), uploadId, objectKey, fileType, bytes, uploadedAt, reviewedAt, reviewedBy, reason |
 *
 * No item is `missing`: that is the absence of one. Every change is a conditional write: a member's
 * upload replaces a pending or rejected proof but never an approved one; a review changes only the
 * pending proof the reviewer viewed (its uploadId), so a file replaced meanwhile is not approved by
 * mistake. The object of a replaced proof stays in the bucket.
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProofFileType, ProofState } from '../../shared/domain/coverage-proof';
import { employerActivityPk } from './admin';
import { isConditionFailure } from './conditions';
import { queryAll } from './query-all';

/** A member's proof of a plan year, as stored. */
export interface ProofRecord {
  employerId: string;
  memberId: string;
  /** The member's sign-in e-mail, lower-cased (the reminders and the tracker match by it). */
  email: string;
  planYear: number;
  state: Exclude<ProofState, 'missing'>;
  uploadId: string;
  objectKey: string;
  fileType: ProofFileType;
  bytes: number;
  uploadedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reason: string | null;
}

export const proofKey = (employerId: string, planYear: number, memberId: string) => ({
  pk: employerActivityPk(employerId),
  sk: `PROOF#${planYear}#${memberId.toLowerCase()}`,
});

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function toRecord(i: Record<string, unknown>): ProofRecord {
  return {
    employerId: String(i.employerId),
    memberId: String(i.memberId),
    email: String(i.email ?? ''),
    planYear: Number(i.planYear),
    state: i.state as ProofRecord['state'],
    uploadId: String(i.uploadId),
    objectKey: String(i.objectKey),
    fileType: i.fileType as ProofFileType,
    bytes: Number(i.bytes),
    uploadedAt: String(i.uploadedAt),
    reviewedAt: text(i.reviewedAt),
    reviewedBy: text(i.reviewedBy),
    reason: text(i.reason),
  };
}

const toItem = (r: ProofRecord) => ({
  ...proofKey(r.employerId, r.planYear, r.memberId),
  ...r,
  employerId: r.employerId.toLowerCase(),
  memberId: r.memberId.toLowerCase(),
});

export class CoverageProofStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(employerId: string, planYear: number, memberId: string): Promise<ProofRecord | undefined> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: proofKey(employerId, planYear, memberId),
        ConsistentRead: true,
      }),
    );
    return Item ? toRecord(Item) : undefined;
  }

  /** Every proof of the employer's plan year (one Query), by lower-cased member id. */
  async ofPlanYear(employerId: string, planYear: number): Promise<Map<string, ProofRecord>> {
    const items = await queryAll(this.db, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': employerActivityPk(employerId), ':p': `PROOF#${planYear}#` },
    });
    return new Map(items.map((i) => [String(i.memberId).toLowerCase(), toRecord(i)]));
  }

  /**
   * Stores an uploaded proof as pending, unless the member's proof of the year is approved (then
   * false, nothing written): a first proof, or one replacing a pending or rejected proof.
   */
  async submit(record: ProofRecord): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: toItem(record),
          ConditionExpression: 'attribute_not_exists(pk) OR #s <> :approved',
          ExpressionAttributeNames: { '#s': 'state' },
          ExpressionAttributeValues: { ':approved': 'approved' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * The write of a review, for a transaction with its activity record (AdminStore.recordWith): the
   * reviewed record, only while the stored one is pending with the same upload.
   */
  reviewPut(reviewed: ProofRecord) {
    return {
      TableName: this.table,
      Item: toItem(reviewed),
      ConditionExpression: '#s = :pending AND #u = :upload',
      ExpressionAttributeNames: { '#s': 'state', '#u': 'uploadId' },
      ExpressionAttributeValues: { ':pending': 'pending', ':upload': reviewed.uploadId },
    };
  }
}
