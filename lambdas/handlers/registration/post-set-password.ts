import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** POST /api/Member/SetPassword: Set the first password with the one-time token of the e-mailed link. Lands with a later issue. */
export const handler = httpHandler(getRoute('post-set-password'), notImplemented);
