import { getRoute } from '../../../shared/route-table/admin-files';
import { lifeEventLink } from '../../admin/life-events';
import { clock, lifeEventReviewPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * POST /api/admin/employers/{employerId}/life-events/link: a 5-minute pre-signed GET of a life
 * event's document, shown inline with its type; 404 when the employer's employee reported no such event.
 */
export const handler = adminHttpHandler(getRoute('post-life-event-link'), async ({ path, body }) => {
  return {
    data: await lifeEventLink(lifeEventReviewPorts(), path.employerId.toLowerCase(), body, clock()),
  };
});
