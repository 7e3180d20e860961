import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** PUT: Lands with the enrollment builder's profile (issue 10). */
export const handler = httpHandler(getRoute('put-profile'), notImplemented);
