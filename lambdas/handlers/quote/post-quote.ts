import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** POST /api/HealthPlanQuote: Health plans offered in the county with the household monthly premium. Lands with a later issue. */
export const handler = httpHandler(getRoute('post-quote'), notImplemented);
