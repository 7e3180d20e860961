import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/Brocker: The broker of the caller's employer team. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-broker'), notImplemented);
