import { toApiMember } from '../../../shared/domain/member';
import { getRoute } from '../../../shared/route-table/member';
import { ownMember } from '../../caller';
import { httpHandler } from '../../middleware/http';

/** GET /api/Member/{id}: only the caller's own id; any other id answers 404. */
export const handler = httpHandler(getRoute('get-member-by-id'), async ({ caller, path }) => ({
  data: toApiMember(await ownMember(caller, path.id)),
}));
