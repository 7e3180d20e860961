import { getRoute } from '../../../shared/route-table/admin-files';
import { fileLink } from '../../admin/files';
import { adminStore, clock, filesPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * POST /api/admin/employers/{employerId}/files/link: a 5-minute pre-signed GET of one of the
 * employer's files, answered as an attachment with its name (lambdas/adapters/export-files.ts says
 * how it works on AWS and locally), and the download recorded. 404 for an id that is not a file of
 * this employer; 403 for an 834 without `phi`.
 */
export const handler = adminHttpHandler(getRoute('post-file-link'), async ({ path, body, admin }) => {
  const now = clock();
  const employerId = path.employerId.toLowerCase();
  const { url, expiresAt, file } = await fileLink(filesPorts(), employerId, body.id, admin.grant.phi, now);
  await adminStore().record(
    {
      employerIds: [employerId],
      actor: admin.grant.email,
      action: 'file-downloaded',
      detail: `${file.kind} ${file.period}: ${file.name}`,
    },
    now,
  );
  return { data: { url, expiresAt } };
});
