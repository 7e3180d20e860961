import { resetPassword } from '../../access/registration';
import { getRoute } from '../../../shared/route-table/registration';
import { httpHandler } from '../../middleware/http';
import { accessDeps } from '../../composition';

/** POST /api/Member/ResetPassword: a new password with the e-mailed 6-digit code. */
export const handler = httpHandler(getRoute('post-reset-password'), async ({ body, sourceIp }) => {
  await resetPassword(body, sourceIp, accessDeps());
  return {};
});
