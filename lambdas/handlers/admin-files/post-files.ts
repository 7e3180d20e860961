import { getRoute } from '../../../shared/route-table/admin-files';
import { produceFiles } from '../../admin/files';
import { adminStore, clock, filesPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * POST /api/admin/employers/{employerId}/files: produces the employer's payroll, 834 or status
 * file(s) of a period with the export steps the schedule and `npm run ops -- export` run
 * (lambdas/admin/files.ts), answers them as listed, and records it. The 834 needs a grant with `phi`.
 */
export const handler = adminHttpHandler(getRoute('post-files'), async ({ path, body, admin }) => {
  const files = await produceFiles(filesPorts(), path.employerId.toLowerCase(), body, admin.grant.phi);
  await adminStore().record(
    {
      employerIds: [path.employerId.toLowerCase()],
      actor: admin.grant.email,
      action: 'file-produced',
      detail: `${body.kind} ${body.period}: ${files.map((f) => f.name).join(', ')}`,
    },
    clock(),
  );
  return { data: { files } };
});
