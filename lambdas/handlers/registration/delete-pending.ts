import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** DELETE /api/Member/{id}: Delete a pending registration, with the proof returned by that registration. Lands with a later issue. */
export const handler = httpHandler(getRoute('delete-pending'), notImplemented);
