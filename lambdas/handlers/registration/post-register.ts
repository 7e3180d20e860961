import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** POST /api/Member/Register: Register a member from an employer link and send the confirmation e-mail. Lands with a later issue. */
export const handler = httpHandler(getRoute('post-register'), notImplemented);
