import { randomUUID } from 'node:crypto';
import { getRoute } from '../../../shared/route-table/coverage-proof';
import { callerMember } from '../../caller';
import { clock, proofPorts } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { proofUploadGrant } from '../../rules/coverage-proof';

/**
 * POST /api/CoverageProof/Upload: a 5-minute pre-signed POST of one file (1 byte to 10 MB) to a
 * fresh key under the caller's own prefix; the browser posts the file there, never to the API.
 */
export const handler = httpHandler(getRoute('post-proof-upload'), async ({ caller }) => {
  const member = await callerMember(caller);
  return { data: await proofUploadGrant(proofPorts(), member, clock(), randomUUID) };
});
