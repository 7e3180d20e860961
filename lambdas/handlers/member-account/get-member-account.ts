import { getRoute } from '../../../shared/routes';
import { httpHandler } from '../../middleware/http';
import { notImplemented } from '../../middleware/not-implemented';

/** GET /api/MemberAccount/GetMemberAccount: The caller's member account (waiver reason, contribution). Lands with a later issue. */
export const handler = httpHandler(getRoute('get-member-account'), notImplemented);
