import { getRoute } from '../../../shared/route-table/admin-files';
import { employerLifeEventView, reviewLifeEvent } from '../../admin/life-events';
import { clock, lifeEventReviewPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * POST /api/admin/employers/{employerId}/life-events/review: approves a pending life event, which
 * opens the employee's own window (45 CFR 155.420), or rejects it with a reason the employee reads;
 * the new state, the window and the activity record (`life-event-review`) in one transaction. 409
 * when the event is no longer pending.
 */
export const handler = adminHttpHandler(getRoute('post-life-event-review'), async ({ path, body, admin }) => {
  const reviewed = await reviewLifeEvent(
    lifeEventReviewPorts(),
    path.employerId.toLowerCase(),
    body,
    admin.grant.email,
    clock(),
  );
  return { data: employerLifeEventView(reviewed) };
});
