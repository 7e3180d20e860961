import { rateLimitsFromEnv, RateLimiter } from '../../../shared/domain/rate-limit';
import { setPasswordTtlHours, type AccessDeps } from '../../../shared/domain/registration';
import { EmployerRepository } from '../../adapters/employers';
import { IdentityProvider } from '../../adapters/identity';
import { Mailer } from '../../adapters/mailer';
import { MemberRepository } from '../../adapters/members';
import { RateLimitCounters } from '../../adapters/rate-limits';
import { cognitoClient, dynamoClient, env, required, sesClient, tableName } from '../../composition';

/**
 * What the registration family's flows need, built per request from the clients built once per
 * cold start. Limits and the link lifetime are read from the environment (RATE_LIMIT_*,
 * SET_PASSWORD_TTL_HOURS), so a stage tunes them without a code change.
 */
export function registrationDeps(): AccessDeps {
  const db = dynamoClient();
  const members = tableName('members');
  return {
    store: new MemberRepository(db, members),
    employers: new EmployerRepository(db, tableName('employers')),
    identity: new IdentityProvider(cognitoClient(), {
      clientId: env().USER_POOL_CLIENT_ID,
      userPoolId: required('USER_POOL_ID'),
    }),
    mailer: new Mailer(sesClient(), required('FROM_EMAIL')),
    limiter: new RateLimiter(new RateLimitCounters(db, members), rateLimitsFromEnv(process.env)),
    now: () => new Date(),
    config: {
      portalUrl: required('PORTAL_URL'),
      setPasswordTtlHours: setPasswordTtlHours(process.env.SET_PASSWORD_TTL_HOURS),
    },
  };
}
