import { queryOptions } from '@tanstack/react-query';
import {
  PROOF_SNIFF_BYTES,
  proofFileProblem,
  proofTypeOf,
} from '../../../../../shared/domain/coverage-proof';
import type { ProofStatus } from '../../../../../shared/schemas/coverage-proof';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiTexts } from '../../../lib/api-texts';
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

/** The first `count` bytes of a file (FileReader: every browser has it, as has the test's DOM). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/**
 * Why a chosen file cannot be sent, in the page's language, or null: the server's own rule
 * (shared/domain/coverage-proof.ts) on the file's size and its first bytes, so the browser refuses
 * what the server would, with the same message, before anything is sent.
 */
export async function proofFileMessage(file: Blob): Promise<string | null> {
  const head = await firstBytes(file, PROOF_SNIFF_BYTES);
  const problem = proofFileProblem({ bytes: file.size, type: proofTypeOf(head) });
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
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', file, file.name);
  let posted: Response;
  try {
    posted = await fetch(grant.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, apiTexts().proofNotUploaded);
  }
  if (!posted.ok) {
    // S3 answers a file over the policy's content-length-range with EntityTooLarge.
    const text = await posted.text().catch(() => '');
    throw new ApiError(
      posted.status,
      /EntityTooLarge/.test(text) ? apiTexts().proofTooLarge : apiTexts().proofNotUploaded,
    );
  }
  const { data } = await apiRequest('post-proof-confirm', { body: { uploadId: grant.uploadId } });
  queryClient.setQueryData(coverageProofQuery.queryKey, data);
  return data;
}
