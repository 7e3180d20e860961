import { toApiMember } from '../../../shared/domain/member';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { httpHandler } from '../../middleware/http';

/** GET /api/Member/GetMember: the caller's own member, the SSN masked to its last four digits. */
export const handler = httpHandler(getRoute('get-member'), async ({ caller }) => ({
  data: toApiMember(await callerMember(caller)),
}));
