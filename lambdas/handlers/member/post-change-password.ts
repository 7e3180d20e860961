import { changePassword } from '../../access/registration';
import { getRoute } from '../../../shared/route-table/member';
import { callerMember } from '../../caller';
import { httpHandler } from '../../middleware/http';
import { clock, identityProvider, memberAccessStore, rateLimiter } from '../../composition';

/** POST /api/changepassword: the caller's current password, then the new one (the spec's rule). */
export const handler = httpHandler(getRoute('post-change-password'), async ({ body, caller, sourceIp }) => {
  const member = await callerMember(caller);
  await changePassword(body, { member, username: caller.username }, sourceIp, {
    store: memberAccessStore(),
    identity: identityProvider(),
    limiter: rateLimiter(),
    now: clock,
  });
  return {};
});
