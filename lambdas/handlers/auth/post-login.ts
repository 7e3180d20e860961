import { UnauthorizedError } from '../../../shared/domain/errors';
import { rateLimitsFromEnv, RateLimiter } from '../../../shared/domain/rate-limit';
import { signIn } from '../../../shared/domain/registration';
import { messages } from '../../../shared/messages';
import { getRoute } from '../../../shared/routes';
import { IdentityProvider } from '../../adapters/identity';
import { RateLimitCounters } from '../../adapters/rate-limits';
import { cognitoClient, dynamoClient, required, tableName } from '../../composition';
import { httpHandler } from '../../middleware/http';

const deps = () => ({
  identity: new IdentityProvider(cognitoClient(), { clientId: required('USER_POOL_CLIENT_ID') }),
  limiter: new RateLimiter(
    new RateLimitCounters(dynamoClient(), tableName('members')),
    rateLimitsFromEnv(process.env),
  ),
});

/** POST /api/Login: e-mail and password in, the user pool's tokens out; failed attempts are throttled. */
export const handler = httpHandler(getRoute('post-login'), async ({ body, sourceIp }) => {
  const tokenResponse = await signIn(body, sourceIp, deps());
  if (!tokenResponse) throw new UnauthorizedError(messages.loginFailed);
  return { tokenResponse };
});
