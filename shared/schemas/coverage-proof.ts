/**
 * Proof of coverage (issue 40, item 3): the employee's routes (the coverage-proof family,
 * shared/route-table/coverage-proof.ts) and the console's review routes (admin-files,
 * shared/route-table/admin-files.ts). The rules on a file are shared/domain/coverage-proof.ts.
 */
import * as z from 'zod/mini';
import { proofFileTypes, proofStates } from '../domain/coverage-proof';
import { guid, ok, plainText } from './common';

/** An upload's id: the last segment of its object key, a random UUID the grant made. */
export const uploadId = z.lazy(() =>
  z
    .string()
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be an upload id')),
);

/** Where a member's proof of the plan year stands, as the employee and the console read it. */
export const proofStatus = z.lazy(() =>
  z.object({
    planYear: z.int(),
    /** The coverage's first day (YYYY-MM-DD): proof may be uploaded from it. */
    effectiveDate: z.string(),
    /** Whether the effective date has come (an upload is allowed when the state allows one too). */
    open: z.boolean(),
    state: z.enum(proofStates),
    /** The kind of the file under review or reviewed; null while missing. */
    fileType: z.nullable(z.enum(proofFileTypes)),
    uploadId: z.nullable(z.string()),
    uploadedAt: z.nullable(z.string()),
    reviewedAt: z.nullable(z.string()),
    /** Why HR rejected it, in HR's words; null unless rejected. */
    reason: z.nullable(z.string()),
  }),
);
export type ProofStatus = z.infer<typeof proofStatus>;

/** GET /api/CoverageProof: the caller's proof of the plan year they authorized a plan for; null when there is none. */
export const proofStatusResponse = z.lazy(() => ok({ data: z.nullable(proofStatus) }));

/** How long an upload grant (the pre-signed POST) works. */
export const PROOF_GRANT_SECONDS = 5 * 60;

/** POST /api/CoverageProof/Upload: a grant to post one file straight to the bucket. */
export const proofGrantResponse = z.lazy(() =>
  ok({
    data: z.object({
      /** Where the browser posts the form (multipart/form-data, the fields first, then `file`). */
      url: z.string(),
      /** The form's fields, as the POST policy signs them. */
      fields: z.record(z.string(), z.string()),
      uploadId: z.string(),
      /** The largest file the policy accepts, in bytes. */
      maxBytes: z.int(),
      expiresAt: z.string(),
    }),
  }),
);

/** POST /api/CoverageProof/Confirm: the upload is there; check it and submit it for review. */
export const proofConfirmBody = z.lazy(() => z.strictObject({ uploadId: uploadId }));
export type ProofConfirmBody = z.infer<typeof proofConfirmBody>;

/** The proof as submitted: pending. */
export const proofConfirmResponse = z.lazy(() => ok({ data: proofStatus }));

// ---------------------------------------------------------------------------------------------
// The console: view and review

const planYear = () => z.int().check(z.minimum(2000), z.maximum(2100));

/** POST .../proofs/link: a short-lived link to view a member's proof under review or reviewed. */
export const proofLinkBody = z.lazy(() => z.strictObject({ memberId: guid, planYear: planYear() }));
export type ProofLinkBody = z.infer<typeof proofLinkBody>;

/** How long a proof's view link works. */
export const PROOF_LINK_SECONDS = 5 * 60;

export const proofLinkResponse = z.lazy(() =>
  ok({
    data: z.object({
      /** A pre-signed GET of the file, answered inline with its type. */
      url: z.string(),
      expiresAt: z.string(),
      fileType: z.enum(proofFileTypes),
      uploadId: z.string(),
    }),
  }),
);

/** The longest rejection reason. */
export const PROOF_REASON_MAX = 500;

/**
 * POST .../proofs/review: approve, or reject with a reason the employee reads. `uploadId` names
 * the file the reviewer viewed: a proof replaced since is not reviewed by mistake (409).
 */
export const proofReviewBody = z.lazy(() =>
  z
    .strictObject({
      memberId: guid,
      planYear: planYear(),
      uploadId: uploadId,
      decision: z.enum(['approve', 'reject']),
      reason: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(PROOF_REASON_MAX, `must be at most ${PROOF_REASON_MAX} characters`),
            plainText(),
          ),
      ),
    })
    .check(
      z.refine((b) => b.decision !== 'reject' || (b.reason ?? '') !== '', {
        message: 'is required to reject',
        path: ['reason'],
      }),
    ),
);
export type ProofReviewBody = z.infer<typeof proofReviewBody>;

/** The proof as reviewed. */
export const proofReviewResponse = z.lazy(() =>
  ok({
    data: z.object({
      state: z.enum(proofStates),
      uploadId: z.string(),
      reviewedAt: z.nullable(z.string()),
      reason: z.nullable(z.string()),
    }),
  }),
);
