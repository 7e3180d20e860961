import { forgotPassword } from '../../access/registration';
import { getRoute } from '../../../shared/route-table/registration';
import { httpHandler } from '../../middleware/http';
import { accessDeps } from '../../composition';

/** POST /api/Member/ForgotPassword: a reset code (or, while pending, a new set-password link) by e-mail; always 200. */
export const handler = httpHandler(getRoute('post-forgot-password'), async ({ body, sourceIp }) => {
  await forgotPassword(body, sourceIp, accessDeps());
  return {};
});
