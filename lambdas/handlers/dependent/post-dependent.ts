import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** POST /api/Dependent: Add a dependent. Lands with a later issue. */
export const handler = httpHandler(getRoute('post-dependent'), notImplemented);
