/**
 * Proof of coverage in the console (issue 40, item 3): POST .../proofs/link, a link valid five
 * minutes to view an employee's proof (fetched when the reviewer clicks View, never cached), and
 * POST .../proofs/review, approve or reject with a reason. A review changes the tracker's rows, so
 * the tracker's cached pages are dropped after it.
 */
import type { ApiResponse } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { getRoute } from '../../../../../shared/route-table/admin-files';
import type { ProofReviewBody } from '../../../../../shared/schemas/coverage-proof';
import { adminCall } from './admin-request';

export type ProofLink = ApiResponse<'post-proof-link'>['data'];
export type ReviewedProof = ApiResponse<'post-proof-review'>['data'];

export async function proofLink(employerId: string, memberId: string, planYear: number): Promise<ProofLink> {
  const { data } = await adminCall(getRoute('post-proof-link'), {
    params: { employerId },
    body: { memberId, planYear },
  });
  return data;
}

export async function reviewProof(employerId: string, body: ProofReviewBody): Promise<ReviewedProof> {
  const { data } = await adminCall(getRoute('post-proof-review'), { params: { employerId }, body });
  await queryClient.invalidateQueries({ queryKey: ['admin', 'tracker', employerId] });
  return data;
}
