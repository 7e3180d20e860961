import { getRoute } from '../../../shared/route-table/admin-files';
import { proofLink } from '../../admin/proofs';
import { clock, proofReviewPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * POST /api/admin/employers/{employerId}/proofs/link: a 5-minute pre-signed GET of an employee's
 * proof of coverage, shown inline with its type; 404 when the employer's employee has none.
 */
export const handler = adminHttpHandler(getRoute('post-proof-link'), async ({ path, body }) => {
  return { data: await proofLink(proofReviewPorts(), path.employerId.toLowerCase(), body, clock()) };
});
