import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** POST /api/changepassword: Change the caller's password. Lands with a later issue. */
export const handler = httpHandler(getRoute('post-change-password'), notImplemented);
