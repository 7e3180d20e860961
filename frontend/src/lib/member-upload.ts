/**
 * A member's file sent straight to storage (never through the API): the proof of coverage and a
 * life event's document. The browser checks it first with the server's own rule on its size and
 * first bytes (shared/domain/coverage-proof.ts), then posts it with the pre-signed POST the API
 * granted; each feature words the outcome in its own messages.
 */
import {
  PROOF_SNIFF_BYTES,
  proofFileProblem,
  proofTypeOf,
  type ProofFileProblem,
} from '../../../shared/domain/coverage-proof';
import { ApiError } from './api-client';
import { apiTexts } from './api-texts';

/** The first `count` bytes of a file (FileReader: every browser has it, as has the test's DOM). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** Why the server would refuse the file (too large, not a PDF, JPEG or PNG), or null. */
export async function memberFileProblem(file: Blob): Promise<ProofFileProblem | null> {
  const head = await firstBytes(file, PROOF_SNIFF_BYTES);
  return proofFileProblem({ bytes: file.size, type: proofTypeOf(head) });
}

/**
 * Posts the file with the grant's form (its fields first, then the file). A refusal is an
 * ApiError: `tooLarge` when storage answers the policy's size limit (S3's EntityTooLarge), else
 * the message that the file was not uploaded.
 */
export async function postToGrant(
  grant: { url: string; fields: Record<string, string> },
  file: File,
  tooLarge: string,
): Promise<void> {
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
    const text = await posted.text().catch(() => '');
    throw new ApiError(posted.status, /EntityTooLarge/.test(text) ? tooLarge : apiTexts().proofNotUploaded);
  }
}
