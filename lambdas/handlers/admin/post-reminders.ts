import * as apiMessages from '../../../shared/api-messages';
import { NotFoundError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { remindEmployees } from '../../admin/reminders';
import { adminStore, clock, reminderPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * POST /api/admin/employers/{employerId}/reminders: reminds the named employees (or all) who have
 * not authorized, each at most once per 48 hours, through the admin outbox
 * (lambdas/admin/reminders.ts). Answers how many were queued, skipped as reminded within 48 hours,
 * and skipped as not due (authorized, or not this employer's); a second click within 48 hours
 * queues nothing and says so in `alreadyReminded`. The outbox items are tagged with the minute of
 * the request, so that a retried request finds the marks it wrote and queues nothing twice.
 */
export const handler = adminHttpHandler(getRoute('post-reminders'), async ({ path, body, admin }) => {
  const now = clock();
  const target = body.all ? ({ all: true } as const) : { emails: body.emails ?? [] };
  const tag = now.toISOString().slice(0, 16);
  const result = await remindEmployees(reminderPorts(), path.employerId, target, tag, now);
  if (!result) throw new NotFoundError(apiMessages.employerNotFound);
  const { queued, alreadyReminded, notDue } = result;
  await adminStore().record(
    {
      employerIds: [path.employerId],
      actor: admin.grant.email,
      action: 'reminder',
      detail: `Reminded ${queued} employees`,
    },
    now,
  );
  return { data: { queued, alreadyReminded, notDue } };
});
