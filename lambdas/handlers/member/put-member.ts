import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** PUT /api/Member: Update the caller's own profile. Lands with a later issue. */
export const handler = httpHandler(getRoute('put-member'), notImplemented);
