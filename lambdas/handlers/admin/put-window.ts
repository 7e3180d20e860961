import { adminApiMessages } from '../../../shared/admin-api-messages';
import * as apiMessages from '../../../shared/api-messages';
import { NotFoundError, ValidationError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { windowClosesOnOrAfterOpens } from '../../../shared/schemas/admin-window';
import { adminStore, clock, employerRepository, enrollmentWindowStore } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * PUT /api/admin/employers/{employerId}/windows: sets the employer's enrollment window of a plan
 * year (replacing the one set before) and records it in the activity log, both in one
 * transaction. A window that closes before it opens is refused with its own code,
 * `adminWindowClosesBeforeOpens`, naming `closes`, and nothing is written.
 */
export const handler = adminHttpHandler(getRoute('put-window'), async ({ path, body, admin }) => {
  if (!windowClosesOnOrAfterOpens(body)) {
    const message = adminApiMessages.adminWindowClosesBeforeOpens;
    throw new ValidationError(message, { closes: message });
  }
  const employer = await employerRepository().get(path.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  const now = clock();
  const window = { planYear: body.planYear, opens: body.opens, closes: body.closes };
  await adminStore().recordWith(
    {
      employerIds: [employer.id],
      actor: admin.grant.email,
      action: 'window-change',
      detail: `Enrollment window ${window.planYear}: ${window.opens} to ${window.closes}`,
    },
    now,
    [enrollmentWindowStore().windowPut(employer.id, window, admin.grant.email, now)],
  );
  return { data: window };
});
