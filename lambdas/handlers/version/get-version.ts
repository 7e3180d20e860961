import { getRoute } from '../../../shared/route-table/version';
import { env } from '../../composition';
import { httpHandler } from '../../middleware/http';

/** GET /api/Version/test: the build's version text, read by the client from data.data. */
export const handler = httpHandler(getRoute('get-version'), async () => ({ data: env().APP_VERSION }));
