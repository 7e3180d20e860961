import { adminApiMessages } from '../../../shared/admin-api-messages';
import * as apiMessages from '../../../shared/api-messages';
import { ValidationError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import {
  adminStore,
  censusStore,
  clock,
  employerRepository,
  ichraNoticeStore,
  planYearFigureStore,
} from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';
import { invitationNotices } from '../../rules/invitation-notice';

/**
 * POST /api/admin/employers/{employerId}/census/resend: a fresh invitation link for each chosen
 * employee on the census who has not registered (the earlier link stops working when the new one
 * is sent). Refused, writing nothing, when one of them is not on the census or has registered.
 * Each invitation carries the employee's ICHRA notice, marked sent with it
 * (lambdas/rules/invitation-notice.ts).
 */
export const handler = adminHttpHandler(getRoute('post-census-resend'), async ({ path, body, admin }) => {
  const emails = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
  const entries = await Promise.all(emails.map((e) => censusStore().entry(path.employerId, e)));
  const unknown = emails.filter((_, i) => !entries[i] || entries[i]?.registeredAt);
  if (unknown.length > 0) {
    throw new ValidationError(`${apiMessages.invalidRequest} emails: ${adminApiMessages.censusNotOnCensus}`, {
      emails: adminApiMessages.censusNotOnCensus,
    });
  }
  const employer = await employerRepository().get(path.employerId);
  const now = clock();
  const notices = employer
    ? await invitationNotices(
        { employers: employerRepository(), figures: planYearFigureStore(), notices: ichraNoticeStore() },
        employer,
        entries.flatMap((e) => (e ? [e] : [])),
        now,
      )
    : new Map();
  let resent = 0;
  for (const email of emails)
    if (
      await censusStore().resend(path.employerId, email, employer?.accountname ?? '', now, notices.get(email))
    )
      resent++;
  await adminStore().record(
    {
      employerIds: [path.employerId],
      actor: admin.grant.email,
      action: 'invitation',
      detail: `Resent the invitation to ${resent} employees`,
    },
    clock(),
  );
  return { data: { resent } };
});
