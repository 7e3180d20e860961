import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/USZipCounty/{zip}: Counties, city and state of a ZIP code. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-zip-county'), notImplemented);
