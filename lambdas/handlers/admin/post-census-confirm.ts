import { adminApiMessages } from '../../../shared/admin-api-messages';
import { ServiceUnavailableError, ValidationError } from '../../../shared/domain/errors';
import { getRoute } from '../../../shared/route-table/admin';
import { InvitationWriteError } from '../../adapters/census';
import {
  adminStore,
  censusStore,
  clock,
  employerRepository,
  ichraNoticeStore,
  planYearFigureStore,
} from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';
import { checkCensusFile } from '../../rules/census-check';
import { invitationNotices } from '../../rules/invitation-notice';

/**
 * POST /api/admin/employers/{employerId}/census/confirm: checks the same text again and invites the
 * chosen lines, each employee on the census with their invitation e-mail in the outbox. A chosen
 * line that does not pass refuses the whole request, writing nothing. Employees are written whole
 * (census item and e-mail together); after a failure part-way the answer says how many were. Each
 * invitation carries the employee's ICHRA notice, marked sent in the same transaction
 * (lambdas/rules/invitation-notice.ts).
 */
export const handler = adminHttpHandler(getRoute('post-census-confirm'), async ({ path, body, admin }) => {
  const rows = await checkCensusFile(censusStore(), path.employerId, body.fileName, body.csv);
  const byLine = new Map(rows.map((r) => [r.row, r]));
  const chosen = [...new Set(body.rows)].sort((a, b) => a - b);
  const failing = chosen.filter((n) => !byLine.get(n)?.employee);
  if (failing.length > 0) {
    const message = adminApiMessages.censusRowsNotPassing(failing.slice(0, 50).join(', '));
    throw new ValidationError(message, { 'body.rows': message });
  }
  const employees = chosen.flatMap((n) => {
    const employee = byLine.get(n)?.employee;
    return employee ? [employee] : [];
  });
  const employer = await employerRepository().get(path.employerId);
  const now = clock();
  const notices = employer
    ? await invitationNotices(
        { employers: employerRepository(), figures: planYearFigureStore(), notices: ichraNoticeStore() },
        employer,
        employees,
        now,
      )
    : undefined;
  const actor = admin.grant.email;
  const record = (count: number) =>
    adminStore().record(
      {
        employerIds: [path.employerId],
        actor,
        action: 'invitation',
        detail: `Invited ${count} employees from ${body.fileName}`,
      },
      clock(),
    );
  let invited: string[];
  try {
    invited = await censusStore().invite(
      path.employerId,
      employees,
      employer?.accountname ?? '',
      actor,
      now,
      notices,
    );
  } catch (error) {
    if (!(error instanceof InvitationWriteError)) throw error;
    if (error.invited > 0) await record(error.invited);
    const refused = new ServiceUnavailableError(adminApiMessages.censusPartlyWritten(error.invited));
    refused.cause = error;
    throw refused;
  }
  await record(invited.length);
  return { data: { invited: invited.length, emails: invited } };
});
