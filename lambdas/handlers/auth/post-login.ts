import { UnauthorizedError } from '../../../shared/domain/errors';
import { messages } from '../../../shared/messages';
import { getRoute } from '../../../shared/routes';
import { IdentityProvider } from '../../adapters/identity';
import { clients, required } from '../../composition';
import { httpHandler } from '../../middleware/http';

const identity = () => new IdentityProvider(clients.cognito(), required('USER_POOL_CLIENT_ID'));

/** POST /api/Login: e-mail and password in, the user pool's tokens out. */
export const handler = httpHandler(getRoute('post-login'), async ({ body }) => {
  const tokenResponse = await identity().passwordSignIn(body.email, body.password);
  if (!tokenResponse) throw new UnauthorizedError(messages.loginFailed);
  return { tokenResponse };
});
