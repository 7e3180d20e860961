import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/Contacts: Contacts of the caller's employer. Lands with a later issue. */
export const handler = httpHandler(getRoute('get-contacts'), notImplemented);
