import { register } from '../../access/registration';
import { getRoute } from '../../../shared/route-table/registration';
import { httpHandler } from '../../middleware/http';
import { accessDeps } from '../../composition';
import { registrationInvitation } from './invitation';

/**
 * POST /api/Member/Register: the pending member, the confirmation e-mail, and the proof that allows
 * deleting it. With an invitation's token, the member takes the census's class.
 */
export const handler = httpHandler(getRoute('post-register'), async ({ body, sourceIp }) => {
  const { invite } = body;
  return {
    data: await register(
      body,
      sourceIp,
      accessDeps(),
      invite ? () => registrationInvitation(body, invite, sourceIp) : undefined,
    ),
  };
});
