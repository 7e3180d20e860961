import { queryOptions } from '@tanstack/react-query';
import type { ProofStatus } from '../../../../../shared/schemas/coverage-proof';
import { apiRequest } from '../../../lib/api-client';
import { apiTexts } from '../../../lib/api-texts';
import { memberFileProblem, postToGrant } from '../../../lib/member-upload';
import { queryClient } from '../../../lib/query-client';

export type { ProofStatus };

/** GET /api/CoverageProof: the caller's proof of coverage of the plan year, or null when none is asked. */
export async function getCoverageProof(signal?: AbortSignal): Promise<ProofStatus | null> {
  const { data } = await apiRequest('get-coverage-proof', { signal });
  return data;
}

/** The proof's status in the query cache (read by /welcome). */
export const coverageProofQuery = queryOptions({
  queryKey: ['coverage-proof'] as const,
  queryFn: ({ signal }) => getCoverageProof(signal),
});

/**
 * Why a chosen file cannot be sent, in the page's language, or null: the server's own rule
 * (shared/domain/coverage-proof.ts) on the file's size and its first bytes, so the browser refuses
 * what the server would, with the same message, before anything is sent.
 */
export async function proofFileMessage(file: Blob): Promise<string | null> {
  const problem = await memberFileProblem(file);
  if (problem === 'too-large') return apiTexts().proofTooLarge;
  if (problem === 'wrong-type') return apiTexts().proofWrongType;
  return null;
}

/**
 * Uploads a proof: a grant from the API (POST /api/CoverageProof/Upload), the file posted straight
 * to the bucket with the grant's form (never through the API), then POST /api/CoverageProof/Confirm,
 * which checks the file and answers the new status (kept in the query cache).
 */
export async function uploadProof(file: File): Promise<ProofStatus> {
  const { data: grant } = await apiRequest('post-proof-upload', { body: {} });
  await postToGrant(grant, file, apiTexts().proofTooLarge);
  const { data } = await apiRequest('post-proof-confirm', { body: { uploadId: grant.uploadId } });
  queryClient.setQueryData(coverageProofQuery.queryKey, data);
  return data;
}
