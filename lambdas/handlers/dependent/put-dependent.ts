import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** PUT /api/Dependent: Change a dependent. Lands with a later issue. */
export const handler = httpHandler(getRoute('put-dependent'), notImplemented);
