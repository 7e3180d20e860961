import { setPassword } from '../../access/registration';
import { getRoute } from '../../../shared/route-table/registration';
import { httpHandler } from '../../middleware/http';
import { accessDeps } from '../../composition';

/** POST /api/Member/SetPassword: the first password, with the one-time token of the e-mailed link. */
export const handler = httpHandler(getRoute('post-set-password'), async ({ body, sourceIp }) => {
  await setPassword(body, sourceIp, accessDeps());
  return {};
});
