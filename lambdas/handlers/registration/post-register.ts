import { register } from '../../access/registration';
import { getRoute } from '../../../shared/route-table/registration';
import { httpHandler } from '../../middleware/http';
import { accessDeps } from '../../composition';

/** POST /api/Member/Register: the pending member, the confirmation e-mail, and the proof that allows deleting it. */
export const handler = httpHandler(getRoute('post-register'), async ({ body, sourceIp }) => ({
  data: await register(body, sourceIp, accessDeps()),
}));
