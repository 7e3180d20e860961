import { passwordInfo } from '../../access/registration';
import { getRoute } from '../../../shared/route-table/registration';
import { httpHandler } from '../../middleware/http';
import { accessDeps } from '../../composition';

/** GET /api/Member/GetMemberPasswordInfo?id=&token=: whether the set-password link is valid (403 otherwise). */
export const handler = httpHandler(getRoute('get-password-info'), async ({ query, sourceIp }) => ({
  data: await passwordInfo(query, sourceIp, accessDeps()),
}));
