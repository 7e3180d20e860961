import { getRoute } from '../../../shared/route-table/coverage-proof';
import { callerMember } from '../../caller';
import { clock, proofPorts } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { confirmProofUpload } from '../../rules/coverage-proof';

/**
 * POST /api/CoverageProof/Confirm: checks the uploaded file by its first bytes and its size; a
 * file that is not a PDF, JPEG or PNG, or over 10 MB, is deleted and refused with a message (400).
 */
export const handler = httpHandler(getRoute('post-proof-confirm'), async ({ caller, body }) => {
  const member = await callerMember(caller);
  return { data: await confirmProofUpload(proofPorts(), member, body.uploadId, clock()) };
});
