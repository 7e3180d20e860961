import { rateLimitsFromEnv, RateLimiter } from '../../../shared/domain/rate-limit';
import type { AccessDeps } from '../../../shared/domain/registration';
import { IdentityProvider } from '../../adapters/identity';
import { MemberRepository } from '../../adapters/members';
import { RateLimitCounters } from '../../adapters/rate-limits';
import { cognitoClient, dynamoClient, env, required, tableName } from '../../composition';

/** What the member family's password change needs (limits from RATE_LIMIT_* of the environment). */
export function memberDeps(): Pick<AccessDeps, 'store' | 'identity' | 'limiter' | 'now'> {
  const db = dynamoClient();
  const members = tableName('members');
  return {
    store: new MemberRepository(db, members),
    identity: new IdentityProvider(cognitoClient(), {
      clientId: required('USER_POOL_CLIENT_ID'),
      userPoolId: env().USER_POOL_ID,
    }),
    limiter: new RateLimiter(new RateLimitCounters(db, members), rateLimitsFromEnv(process.env)),
    now: () => new Date(),
  };
}
