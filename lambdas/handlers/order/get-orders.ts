import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/Order/GetOrderByMember: The caller's orders, newest first. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-orders'), notImplemented);
