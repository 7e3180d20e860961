import { getRoute } from '../../../shared/route-table/admin-files';
import { reviewProof } from '../../admin/proofs';
import { clock, proofReviewPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * POST /api/admin/employers/{employerId}/proofs/review: approves the pending proof the reviewer
 * viewed, or rejects it with a reason the employee reads; logged `proof-review` in the same
 * transaction. 409 when it is no longer the pending one.
 */
export const handler = adminHttpHandler(getRoute('post-proof-review'), async ({ path, body, admin }) => {
  const reviewed = await reviewProof(
    proofReviewPorts(),
    path.employerId.toLowerCase(),
    body,
    admin.grant.email,
    clock(),
  );
  const { state, uploadId, reviewedAt, reason } = reviewed;
  return { data: { state, uploadId, reviewedAt, reason } };
});
