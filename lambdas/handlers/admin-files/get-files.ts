import { getRoute } from '../../../shared/route-table/admin-files';
import { listFiles } from '../../admin/files';
import { filesPorts } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';

/**
 * GET /api/admin/employers/{employerId}/files: the employer's payroll, 834 and status files in the
 * exports bucket (one ListObjectsV2 of its prefix), newest period first, or one period's; the 834
 * only to a grant with `phi` (lambdas/admin/files.ts).
 */
export const handler = adminHttpHandler(getRoute('get-files'), async ({ path, query, admin }) => {
  const files = await listFiles(filesPorts(), path.employerId.toLowerCase(), {
    ...(query.period && { period: query.period }),
    phi: admin.grant.phi,
  });
  return { data: { files } };
});
