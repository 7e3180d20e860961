import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** POST /api/Order: Authorize Elections: creates every order of the elections in one transaction. Lands with a later issue. */
export const handler = httpHandler(getRoute('post-order'), notImplemented);
