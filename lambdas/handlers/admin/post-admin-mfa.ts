import { adminApiMessages } from '../../../shared/admin-api-messages';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ConflictError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { adminStore, clock, cognitoClient, workforcePoolId } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * POST /api/admin/mfa: after the console has enrolled the administrator's authenticator app
 * (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference with their own token), the
 * workforce pool is asked whether TOTP is enabled for them, and the grant records it (`mfaAt`, with
 * the change in the activity log): from then on the other admin routes answer. 409 while Cognito
 * has no TOTP for them; a grant that has it already answers the same success.
 */
export const handler = adminHttpHandler(getRoute('post-admin-mfa'), async ({ admin }) => {
  const { grant } = admin;
  if (!grant.mfaAt) {
    const user = await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: workforcePoolId(), Username: grant.sub }),
    );
    if (!(user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'))
      throw new ConflictError(adminApiMessages.adminMfaNotEnrolled);
    await adminStore().recordMfa(grant, clock());
  }
  return { data: { mfa: true } };
});
