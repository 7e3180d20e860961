/**
 * The employee's side of proof of coverage (issue 40, item 3; the coverage-proof family): where
 * the proof of the plan year stands, the upload grant, and the confirmation that checks what
 * arrived. The ICHRA must verify each participant's individual coverage, by a third party's
 * document such as an insurance card or invoice, or the employee's attestation
 * (29 CFR 2590.702-2(c)(5), 26 CFR 54.9802-4(c)(5)): the portal collects the document from the
 * coverage's effective date; HR or the broker reviews it (lambdas/admin/proofs.ts).
 *
 * Proof is asked of a member who authorized a plan (not a waiver) for the plan year they last
 * authorized (`currentplanyear`), and is per member and plan year.
 */
import * as apiMessages from '../../shared/api-messages';
import {
  PROOF_MAX_BYTES,
  PROOF_SNIFF_BYTES,
  proofFileProblem,
  proofOpen,
  proofTypeOf,
  proofUploadAllowed,
} from '../../shared/domain/coverage-proof';
import { ConflictError, ValidationError } from '../../shared/domain/errors';
import type { MemberRecord } from '../../shared/domain/member';
import { PROOF_GRANT_SECONDS, type ProofStatus } from '../../shared/schemas/coverage-proof';
import type { ProofRecord } from '../adapters/coverage-proofs';
import type { ObjectHead } from '../adapters/member-files';
import { memberFileKeys } from '../resources';

/** What the employee's proof routes read and write (lambdas/composition.ts builds them). */
export interface ProofPorts {
  account(memberId: string, planYear: number): Promise<Record<string, unknown> | undefined>;
  proofs: {
    get(employerId: string, planYear: number, memberId: string): Promise<ProofRecord | undefined>;
    submit(record: ProofRecord): Promise<boolean>;
  };
  files: {
    uploadGrant(
      key: string,
      maxBytes: number,
      expiresIn: number,
    ): Promise<{ url: string; fields: Record<string, string> }>;
    head(key: string, count: number): Promise<ObjectHead | undefined>;
    remove(key: string): Promise<void>;
  };
}

/** The plan year and effective date a member must prove coverage for; undefined without an authorized plan. */
async function coverageOf(
  ports: ProofPorts,
  member: MemberRecord,
): Promise<{ planYear: number; effectiveDate: string } | undefined> {
  const planYear = member.currentplanyear;
  if (!planYear) return undefined;
  const account = await ports.account(member.id, planYear);
  if (!account || Number(account.waivecoverage) === 1) return undefined;
  const effectiveDate = typeof account.effectivedate === 'string' ? account.effectivedate.slice(0, 10) : '';
  return effectiveDate ? { planYear, effectiveDate } : undefined;
}

/** The status the employee and the console read, from the stored record (or its absence). */
export function proofStatusOf(
  coverage: { planYear: number; effectiveDate: string },
  record: ProofRecord | undefined,
  today: string,
): ProofStatus {
  return {
    planYear: coverage.planYear,
    effectiveDate: coverage.effectiveDate,
    open: proofOpen(coverage.effectiveDate, today),
    state: record?.state ?? 'missing',
    fileType: record?.fileType ?? null,
    uploadId: record?.uploadId ?? null,
    uploadedAt: record?.uploadedAt ?? null,
    reviewedAt: record?.reviewedAt ?? null,
    reason: record?.state === 'rejected' ? record.reason : null,
  };
}

const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** GET /api/CoverageProof. */
export async function proofStatus(
  ports: ProofPorts,
  member: MemberRecord,
  now: Date,
): Promise<ProofStatus | null> {
  const coverage = await coverageOf(ports, member);
  if (!coverage) return null;
  const record = await ports.proofs.get(member.employerId, coverage.planYear, member.id);
  return proofStatusOf(coverage, record, dayOf(now));
}

/** The coverage an upload is for, or the 409 that says why none may be uploaded now. */
async function uploadableCoverage(ports: ProofPorts, member: MemberRecord, now: Date) {
  const coverage = await coverageOf(ports, member);
  if (!coverage) throw new ConflictError(apiMessages.proofNoCoverage);
  if (!proofOpen(coverage.effectiveDate, dayOf(now)))
    throw new ConflictError(apiMessages.proofNotYet(coverage.effectiveDate));
  const record = await ports.proofs.get(member.employerId, coverage.planYear, member.id);
  if (record && !proofUploadAllowed(record.state)) throw new ConflictError(apiMessages.proofAlreadyApproved);
  return coverage;
}

/** POST /api/CoverageProof/Upload: a pre-signed POST to a fresh key under the member's prefix. */
export async function proofUploadGrant(
  ports: ProofPorts,
  member: MemberRecord,
  now: Date,
  newId: () => string,
): Promise<{
  url: string;
  fields: Record<string, string>;
  uploadId: string;
  maxBytes: number;
  expiresAt: string;
}> {
  const coverage = await uploadableCoverage(ports, member, now);
  const uploadId = newId();
  const key = memberFileKeys.proof(member.id, coverage.planYear, uploadId);
  const { url, fields } = await ports.files.uploadGrant(key, PROOF_MAX_BYTES, PROOF_GRANT_SECONDS);
  return {
    url,
    fields,
    uploadId,
    maxBytes: PROOF_MAX_BYTES,
    expiresAt: new Date(now.getTime() + PROOF_GRANT_SECONDS * 1000).toISOString(),
  };
}

/**
 * POST /api/CoverageProof/Confirm: reads the first bytes and the size of the object the grant
 * named; a file that is not a PDF, JPEG or PNG (by its content) or over 10 MB is deleted and
 * refused (400, nothing stored); a good one becomes the member's pending proof of the year.
 */
export async function confirmProofUpload(
  ports: ProofPorts,
  member: MemberRecord,
  uploadId: string,
  now: Date,
): Promise<ProofStatus> {
  const coverage = await uploadableCoverage(ports, member, now);
  const key = memberFileKeys.proof(member.id, coverage.planYear, uploadId);
  const found = await ports.files.head(key, PROOF_SNIFF_BYTES);
  if (!found) throw new ValidationError(apiMessages.proofNotUploaded);
  const fileType = proofTypeOf(found.head);
  const problem = proofFileProblem({ bytes: found.bytes, type: fileType });
  if (problem || !fileType) {
    await ports.files.remove(key);
    const message = problem === 'too-large' ? apiMessages.proofTooLarge : apiMessages.proofWrongType;
    throw new ValidationError(message);
  }
  const record: ProofRecord = {
    employerId: member.employerId.toLowerCase(),
    memberId: member.id.toLowerCase(),
    email: member.email.toLowerCase(),
    planYear: coverage.planYear,
    state: 'pending',
    uploadId,
    objectKey: key,
    fileType,
    bytes: found.bytes,
    uploadedAt: now.toISOString(),
    reviewedAt: null,
    reviewedBy: null,
    reason: null,
  };
  // Approved between the check above and now (a concurrent review): the file is not kept.
  if (!(await ports.proofs.submit(record))) {
    await ports.files.remove(key);
    throw new ConflictError(apiMessages.proofAlreadyApproved);
  }
  return proofStatusOf(coverage, record, dayOf(now));
}
