import { adminApiMessages } from '../../../shared/admin-api-messages';
import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as apiMessages from '../../../shared/api-messages';
import { meetsAdminPasswordRule } from '../../../shared/domain/admin-password';
import { ForbiddenError, ValidationError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { adminInviteHash } from '../../adapters/admin';
import { adminRateLimiter, adminStore, clock, cognitoClient, workforcePoolId } from '../../composition';
import { httpHandler } from '../../middleware/http';

const linkInvalid = () => new ForbiddenError(apiMessages.setPasswordLinkInvalid);
const weakPassword = () =>
  new ValidationError(adminApiMessages.adminPasswordRule, { password: adminApiMessages.adminPasswordRule });

/**
 * POST /api/admin/set-password: an invited administrator's password, with the one-time token of
 * the operator's e-mailed link (infra/ops/admin.ts). An unknown, expired, replaced or used token
 * gets one message, and its failures are throttled per token and per address as the employees'
 * link is. The workforce pool's rule is checked here (cognito-local enforces none on
 * AdminSetUserPassword). The token is used up before the password is set, so only one request can
 * set it; it is given back when Cognito refuses. Nothing of the password or token is recorded.
 */
export const handler = httpHandler(getRoute('post-admin-set-password'), async ({ body, sourceIp }) => {
  const now = clock();
  const subjects = { account: `admin-invite:${adminInviteHash(body.token)}`, ip: sourceIp };
  await adminRateLimiter().ensureAllowed('set-password', subjects);
  const invite = await adminStore().invitation(body.token, Math.floor(now.getTime() / 1000));
  if (!invite) {
    await adminRateLimiter().recordFailure('set-password', subjects);
    throw linkInvalid();
  }
  if (!meetsAdminPasswordRule(body.password)) throw weakPassword();
  if (!(await adminStore().useInvitation(invite))) throw linkInvalid();
  try {
    await cognitoClient().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: workforcePoolId(),
        Username: invite.sub,
        Password: body.password,
        Permanent: true,
      }),
    );
  } catch (error) {
    await adminStore()
      .restoreInvitation(invite, clock())
      .catch(() => undefined);
    if ((error as { name?: string }).name === 'InvalidPasswordException') throw weakPassword();
    throw error;
  }
  return { data: { email: invite.email } };
});
