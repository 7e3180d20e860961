import { getRoute } from '../../../shared/route-table/admin-files';
import { pendingLifeEvents } from '../../admin/life-events';
import { lifeEventReviewPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/** GET /api/admin/employers/{employerId}/life-events: the employer's life events waiting for review. */
export const handler = adminHttpHandler(getRoute('get-employer-life-events'), async ({ path }) => {
  const events = await pendingLifeEvents(lifeEventReviewPorts(), path.employerId.toLowerCase());
  return { data: { events } };
});
