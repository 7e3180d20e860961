import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** POST /api/Member/ResetPassword: lands with the access-area issue. */
export const handler = httpHandler(getRoute('post-reset-password'), notImplemented);
