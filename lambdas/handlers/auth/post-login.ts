import { UnauthorizedError } from '../../../shared/domain/errors';
import { signIn } from '../../access/registration';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/auth';
import { identityProvider, rateLimiter } from '../../composition';
import { httpHandler } from '../../middleware/http';

/** POST /api/Login: e-mail and password in, the user pool's tokens out; failed attempts are throttled. */
export const handler = httpHandler(getRoute('post-login'), async ({ body, sourceIp }) => {
  const tokenResponse = await signIn(body, sourceIp, {
    identity: identityProvider(),
    limiter: rateLimiter(),
  });
  if (!tokenResponse) throw new UnauthorizedError(apiMessages.loginFailed);
  return { tokenResponse };
});
