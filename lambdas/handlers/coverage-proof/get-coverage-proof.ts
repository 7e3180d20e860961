import { getRoute } from '../../../shared/route-table/coverage-proof';
import { callerMember } from '../../caller';
import { clock, proofPorts } from '../../composition';
import { httpHandler } from '../../middleware/http';
import { proofStatus } from '../../rules/coverage-proof';

/** GET /api/CoverageProof: where the caller's proof of coverage for the plan year stands; null without an authorized plan. */
export const handler = httpHandler(getRoute('get-coverage-proof'), async ({ caller }) => {
  const member = await callerMember(caller);
  return { data: await proofStatus(proofPorts(), member, clock()) };
});
