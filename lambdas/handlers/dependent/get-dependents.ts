import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/Dependent/{memberid}: The caller's dependents. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-dependents'), notImplemented);
