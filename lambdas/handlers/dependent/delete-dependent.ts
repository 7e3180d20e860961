import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** DELETE /api/Dependent/{id}: Remove a dependent. Lands with a later issue. */
export const handler = httpHandler(getRoute('delete-dependent'), notImplemented);
