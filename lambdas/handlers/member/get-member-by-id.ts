import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/Member/{id}: A member by id: only the caller's own. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-member-by-id'), notImplemented);
