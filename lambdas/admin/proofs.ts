/**
 * The console's review of proof of coverage (issue 40, item 3; POST .../proofs/link and
 * .../proofs/review, the admin-files family): HR or the broker views an employee's proof through a
 * short-lived link and approves it, or rejects it with a reason the employee reads. The review and
 * its activity record are one transaction (AdminStore.recordWith), conditional on the proof still
 * being the pending one the reviewer viewed.
 *
 * An employee is reached only through the employer in the path, which the admin chain has
 * checked against the grant: the proof record is keyed by that employer, so another employer's
 * member has no record here (404).
 */
import { adminApiMessages } from '../../shared/admin-api-messages';
import { proofMimeTypes } from '../../shared/domain/coverage-proof';
import { ConflictError, NotFoundError } from '../../shared/domain/errors';
import { PROOF_LINK_SECONDS, type ProofReviewBody } from '../../shared/schemas/coverage-proof';
import type { ActivityRecord } from '../adapters/admin';
import type { ProofRecord } from '../adapters/coverage-proofs';
import { isConditionFailure } from '../adapters/conditions';

export interface ProofReviewPorts {
  proofs: {
    get(employerId: string, planYear: number, memberId: string): Promise<ProofRecord | undefined>;
    reviewPut(reviewed: ProofRecord): { TableName: string; Item: Record<string, unknown> };
  };
  files: {
    viewLink(key: string, contentType: string, expiresIn: number, signingDate: Date): Promise<string>;
  };
  recordWith(
    record: ActivityRecord,
    now: Date,
    puts: ReadonlyArray<{ TableName: string; Item: Record<string, unknown> }>,
  ): Promise<void>;
}

async function proofOf(ports: ProofReviewPorts, employerId: string, planYear: number, memberId: string) {
  const record = await ports.proofs.get(employerId, planYear, memberId);
  if (!record) throw new NotFoundError(adminApiMessages.proofNotFound);
  return record;
}

/** A 5-minute inline link to the member's proof of the year. */
export async function proofLink(
  ports: ProofReviewPorts,
  employerId: string,
  body: { memberId: string; planYear: number },
  now: Date,
) {
  const record = await proofOf(ports, employerId, body.planYear, body.memberId);
  const url = await ports.files.viewLink(
    record.objectKey,
    proofMimeTypes[record.fileType],
    PROOF_LINK_SECONDS,
    now,
  );
  return {
    url,
    expiresAt: new Date(now.getTime() + PROOF_LINK_SECONDS * 1000).toISOString(),
    fileType: record.fileType,
    uploadId: record.uploadId,
  };
}

/** Approves or rejects the pending proof the reviewer viewed; 409 when it is no longer that one. */
export async function reviewProof(
  ports: ProofReviewPorts,
  employerId: string,
  body: ProofReviewBody,
  reviewer: string,
  now: Date,
): Promise<ProofRecord> {
  const record = await proofOf(ports, employerId, body.planYear, body.memberId);
  if (record.state !== 'pending' || record.uploadId !== body.uploadId)
    throw new ConflictError(adminApiMessages.proofNotPending);
  const approve = body.decision === 'approve';
  const reviewed: ProofRecord = {
    ...record,
    state: approve ? 'approved' : 'rejected',
    reviewedAt: now.toISOString(),
    reviewedBy: reviewer,
    reason: approve ? null : (body.reason ?? '').trim(),
  };
  try {
    await ports.recordWith(
      {
        employerIds: [employerId],
        actor: reviewer,
        action: 'proof-review',
        detail: approve
          ? `Approved the proof of coverage of ${record.email} for ${record.planYear}`
          : `Rejected the proof of coverage of ${record.email} for ${record.planYear}: ${reviewed.reason}`,
      },
      now,
      [ports.proofs.reviewPut(reviewed)],
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(adminApiMessages.proofNotPending);
    throw error;
  }
  return reviewed;
}
