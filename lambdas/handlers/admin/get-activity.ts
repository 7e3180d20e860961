import { getRoute } from '../../../shared/route-table/admin';
import { adminStore } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/** GET /api/admin/employers/{employerId}/activity: the employer's activity log, newest first, a page at a time. */
export const handler = adminHttpHandler(getRoute('get-activity'), async ({ path, query }) => ({
  data: await adminStore().activity(path.employerId, query.cursor),
}));
