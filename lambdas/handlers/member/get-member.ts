import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/Member/GetMember: The caller's own member record (SSN masked). Lands with a later issue. */
export const handler = httpHandler(getRoute('get-member'), notImplemented);
