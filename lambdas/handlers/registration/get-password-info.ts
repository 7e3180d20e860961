import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/Member/GetMemberPasswordInfo: Whether a set-password link is valid and the password still unset. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-password-info'), notImplemented);
